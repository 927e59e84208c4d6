import { ArrowRightIcon } from 'lucide-react';
import type { TrackRecord } from '@signals/protocol';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT, type Translate } from '../../../i18n/useT';
import { formatCount, formatRate, formatResult } from '../../../lib/format';
import { useTrackRecord } from '../../../stores/trackRecord';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

const NO_FILTER = {};

/** The three figures a pitch may quote, each computed by the server from the recorded outcomes. */
function quotesOf(record: TrackRecord, t: Translate): { label: string; value: string; sign: number }[] {
  return [
    { label: t('ui.trackRecord.winRate'), value: record.winRate === null ? '—' : formatRate(record.winRate), sign: 0 },
    {
      label: t('ui.trackRecord.averageResult'),
      value: record.averageResultPercent === null ? '—' : formatResult(record.averageResultPercent),
      sign: Math.sign(record.averageResultPercent ?? 0),
    },
    { label: t('ui.trackRecord.closed', { count: record.closed }), value: formatCount(record.closed), sign: 0 },
  ];
}

/**
 * The track record as the sign-in panel and the premium page quote it: win
 * rate, average result and how many closed signals they rest on, from the
 * same store as the Performance screen (so they change with it), and the way
 * to the full record. Before any signal has closed it says so, rather than
 * quote zeros as a claim.
 */
export function TrackRecordSummary() {
  const { record, status } = useTrackRecord(NO_FILTER);
  const t = useT();
  return (
    <Wrapper>
      {record && record.closed > 0 ? (
        <Figures>
          {quotesOf(record, t).map((quote) => (
            <div key={quote.label}>
              <dt>{quote.label}</dt>
              <Value $sign={quote.sign}>{quote.value}</Value>
            </div>
          ))}
        </Figures>
      ) : record || status === 'error' ? (
        <Muted>
          {t(record ? 'ui.trackRecord.none' : 'ui.trackRecord.failed')}
        </Muted>
      ) : (
        <Loading role="status" aria-busy="true" aria-label={t('ui.trackRecord.loading')}>
          <Skeleton $height={70} />
          <Skeleton $height={70} />
          <Skeleton $height={70} />
        </Loading>
      )}
      <MoreLink to="/performance">
        {t('ui.trackRecord.more')}
        <ArrowRightIcon size={16} />
      </MoreLink>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/* The label follows the figure on screen ("58.3% win rate"), but comes first in the markup as a term and its value. */
/* Three figures abreast where they fit whole, else fewer per row: a figure never breaks inside ("+0.9 / 9%" at 375 px). */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: 10px;
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
    min-width: 0;
    padding: 12px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
  }
`;

const Loading = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
`;

const Value = styled.dd<{ $sign: number }>`
  margin: 0;
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.profit : $sign < 0 ? theme.colors.loss : theme.colors.text)};
  font-size: clamp(16px, 4.6vw, 22px);
  font-weight: 800;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 14px;
  font-weight: 650;
  ${focusRing}
`;
