import { RadioTowerIcon } from 'lucide-react';
import type { SignalDraft } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatAgo } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge, Button } from '../../../ui';
import { useNow } from '../../user/common/useNow';
import { CardBody, CardFooter, CardHeading, GridCard, Push } from '../components/CardGrid';
import { PlanBadge } from '../components/StatusBadges';
import { FactList } from '../signals/SignalFacts';
import { DIRECTION_KEYS, TYPE_KEYS } from '../signals/signalText';
import { draftFacts } from './draftFacts';

interface DraftCardProps {
  draft: SignalDraft;
  /** Publishing as received is under way. */
  publishing: boolean;
  onPublish: () => void;
  onEdit: () => void;
  onDiscard: () => void;
}

/** A draft on the desk: where and when it came from, the trade it reads as, the sender's note, and the decisions. */
export function DraftCard({ draft, publishing, onPublish, onEdit, onDiscard }: DraftCardProps) {
  const t = useT();
  const now = useNow();
  const { values } = draft;
  const rising = values.direction === 'long' || values.direction === 'buy';
  return (
    <GridCard>
      <CardBody>
        <Received>
          <Source>
            <RadioTowerIcon size={14} aria-hidden="true" />
            {draft.source.name}
          </Source>
          <time dateTime={draft.receivedAt} title={formatDateTime(draft.receivedAt)}>
            {formatAgo(draft.receivedAt, now)}
          </time>
        </Received>
        <Heading>
          <CardHeading>{values.pair}</CardHeading>
          <Badges>
            <Badge>{t(TYPE_KEYS[values.signalType])}</Badge>
            {values.direction && <Badge $tone={rising ? 'profit' : 'loss'}>{t(DIRECTION_KEYS[values.direction])}</Badge>}
            <PlanBadge premium={values.isPremium} />
          </Badges>
        </Heading>
        <FactList facts={draftFacts(t, draft)} />
        {draft.note && (
          <Note>
            <span>{t('adminSignalSources.draft.note')}</span>
            {draft.note}
          </Note>
        )}
      </CardBody>
      <CardFooter>
        <Button size="sm" variant="ghost" onClick={onDiscard} aria-label={t('adminSignalSources.draft.discardLabel', { pair: values.pair })}>
          {t('adminSignalSources.draft.discard')}
        </Button>
        <Push />
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('adminSignalSources.draft.editLabel', { pair: values.pair })}>
          {t('adminSignalSources.draft.edit')}
        </Button>
        <Button size="sm" loading={publishing} onClick={onPublish} aria-label={t('adminSignalSources.draft.publishLabel', { pair: values.pair })}>
          {t('adminSignalSources.draft.publish')}
        </Button>
      </CardFooter>
    </GridCard>
  );
}

/* Where it came from, then when: two lines in every card, so the cards of a row line up. */
const Received = styled.div`
  display: grid;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Source = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Note = styled.p`
  display: grid;
  gap: 2px;
  padding-left: 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  overflow-wrap: anywhere;
  white-space: pre-line;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 600;
  }
`;
