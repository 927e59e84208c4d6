import type { SignalLogHead } from '@signals/protocol';
import { CopyIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatCount } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { useSignalLogHead, useSignalLogStore } from '../../../stores/trackRecord';
import { Button, Skeleton } from '../../../ui';
import { quietIconButton } from '../../../ui/theme/quietIconButton';
import { useCopy } from '../common/CopyField';

/** How much of the root hash is shown: enough to compare by eye with what the verifier prints. */
const SHORT_HASH_LENGTH = 12;

/** The log's latest signed head: how many entries it holds, its root hash and when it was signed. */
export function LogHeadFacts() {
  const t = useT();
  const { value: head, status } = useSignalLogHead();
  if (!head && status === 'error') {
    return (
      <Failed role="alert">
        <span>{t('content.performance.log.headError')}</span>
        <Button variant="ghost" size="sm" onClick={() => void useSignalLogStore.getState().headRequested(true)}>
          {t('common.retry')}
        </Button>
      </Failed>
    );
  }
  return (
    <Facts aria-label={t('content.performance.log.head')} aria-busy={head ? undefined : true}>
      <Fact>
        <dt>{t('content.performance.log.entries')}</dt>
        <dd data-log="treeSize">{head ? formatCount(head.treeSize) : <Skeleton $height={20} $width="56px" />}</dd>
      </Fact>
      <Fact>
        <dt>{t('content.performance.log.rootHash')}</dt>
        <dd>{head ? <RootHash head={head} /> : <Skeleton $height={20} $width="120px" />}</dd>
      </Fact>
      <Fact $wide>
        <dt>{t('content.performance.log.signedAt')}</dt>
        <dd>{head ? <time dateTime={new Date(head.timestamp).toISOString()}>{formatDateTime(head.timestamp)}</time> : <Skeleton $height={20} $width="150px" />}</dd>
      </Fact>
    </Facts>
  );
}

/** The root hash cut short, whole on hover and on copy: a reader compares the start, a program takes all of it. */
function RootHash({ head }: { head: SignalLogHead }) {
  const t = useT();
  const copy = useCopy();
  return (
    <HashRow>
      <Hash title={head.rootHash}>{head.rootHash.slice(0, SHORT_HASH_LENGTH)}</Hash>
      <CopyButton
        type="button"
        aria-label={t('content.performance.log.copyRoot')}
        title={t('content.performance.log.copyRoot')}
        onClick={() => void copy(head.rootHash, { copied: t('content.performance.log.copied'), failed: t('content.performance.log.copyFailed') })}
      >
        <CopyIcon size={14} aria-hidden="true" />
      </CopyButton>
    </HashRow>
  );
}

/* Three facts side by side from a tablet up; on a phone the date, the longest, takes a row of its own, and the count
   gives the hash the room for its twelve characters. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 1px;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* The gaps draw the lines between the facts. */
  background: ${({ theme }) => theme.colors.border};

  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const Fact = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-width: 0;
  padding: 10px 14px;
  background: ${({ theme }) => theme.colors.surface};

  @media (min-width: 600px) {
    grid-column: auto;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 600;
  }
  dd {
    display: flex;
    align-items: center;
    min-height: 28px;
    margin: 2px 0 0;
    font-size: 15px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const HashRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
`;

const Hash = styled.code`
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 14px;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const CopyButton = styled.button`
  ${quietIconButton}
  flex: none;
  width: 28px;
  height: 28px;
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
