import { HistoryIcon } from 'lucide-react';
import { isClosingEventKind, type FullSignal, type SignalTimelineEvent } from '@signals/protocol';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../../i18n/useT';
import { formatPrice, formatResult } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { useSignalTimelineAdminStore } from '../../../stores/admin/signals';
import { Button, Dialog, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { EVENT_KEYS } from './signalText';

interface TimelineDialogProps {
  signal: FullSignal;
  onClose: () => void;
}

/** One step's figures: the price it happened at and, for a close, the result. */
function stepFigures(signal: FullSignal, event: SignalTimelineEvent): string | null {
  const figures = [event.price === null ? null : formatPrice(event.price, signal), event.resultPercent === null ? null : formatResult(event.resultPercent)];
  const text = figures.filter(Boolean).join(' · ');
  return text === '' ? null : text;
}

/** View timeline: the steps recorded for a signal, oldest first, kept current while open. */
export function TimelineDialog({ signal, onClose }: TimelineDialogProps) {
  const t = useT();
  const { status, events, error, timelineRequested, timelineClosed } = useSignalTimelineAdminStore(
    useShallow((s) => ({ status: s.status, events: s.events, error: s.error, timelineRequested: s.timelineRequested, timelineClosed: s.timelineClosed })),
  );

  useEffect(() => {
    void timelineRequested(signal.id);
    return timelineClosed;
  }, [signal.id, timelineRequested, timelineClosed]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminSignals.timeline.title', { pair: signal.pair })}
      description={t('adminSignals.timeline.description')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {status === 'error' ? (
        <ErrorState title={t('adminSignals.timeline.failed')} description={error ?? undefined} onRetry={() => void timelineRequested(signal.id)} />
      ) : status !== 'ready' && events.length === 0 ? (
        <Steps aria-busy="true" aria-label={t('adminSignals.timeline.loading')}>
          <Skeleton $height={44} />
          <Skeleton $height={44} />
        </Steps>
      ) : events.length === 0 ? (
        <EmptyState icon={HistoryIcon} title={t('adminSignals.timeline.empty')} description={t('adminSignals.timeline.emptyHint')} />
      ) : (
        <Steps aria-label={t('adminSignals.timeline.label', { pair: signal.pair })}>
          {events.map((event) => {
            const figures = stepFigures(signal, event);
            return (
              <Step key={event.id} $closing={isClosingEventKind(event.kind)}>
                <StepHead>
                  <strong>{t(EVENT_KEYS[event.kind])}</strong>
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </StepHead>
                {figures && <Figures>{figures}</Figures>}
                {event.reason && <Note>{t('adminSignals.timeline.reason', { reason: event.reason })}</Note>}
                {event.note && <Note>{event.note}</Note>}
              </Step>
            );
          })}
        </Steps>
      )}
    </Dialog>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $closing: boolean }>`
  display: grid;
  gap: 4px;
  padding: 4px 0 4px 16px;
  border-left: 3px solid ${({ theme, $closing }) => ($closing ? theme.colors.accent : theme.colors.border)};
`;

const StepHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const Figures = styled.span`
  font-size: 14px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
