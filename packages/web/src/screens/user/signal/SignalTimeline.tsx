import { isClosingEventKind, type Signal, type SignalTimelineEvent } from '@signals/protocol';
import { LockIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatPrice, formatResult } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { useSettingsStore } from '../../../stores/settings';
import { useSignalTimelineStore } from '../../../stores/signalTimeline';
import { Card, CardTitle, Skeleton } from '../../../ui';
import { FollowToggle } from './FollowToggle';
import { EVENT_LABELS } from './labels';

/** Steps that never carry a price. */
const UNPRICED_KINDS: ReadonlySet<SignalTimelineEvent['kind']> = new Set(['note', 'cancelled', 'voided']);

/** The dot's colour: a close by result, a step of an open signal in the accent. */
type Tone = 'start' | 'step' | 'won' | 'lost' | 'flat';

function toneOf(event: SignalTimelineEvent): Tone {
  if (!isClosingEventKind(event.kind)) {
    return 'step';
  }
  if (event.resultPercent === null) {
    return 'flat';
  }
  return event.resultPercent > 0 ? 'won' : event.resultPercent < 0 ? 'lost' : 'flat';
}

/**
 * A signal's life, oldest first: its publication, then every step an admin
 * recorded (a target hit, a moved stop, a note, how it ended) with its time,
 * price and result. Asked for again when the signal is updated live. Prices
 * and notes are as the server answered them: hidden from a viewer who may not
 * see an open premium trade (a withheld note is shown as one, without its
 * text). Why a signal was cancelled or voided is shown to everyone. `detailLoaded`: the detail route has answered for
 * this viewer (it records the follow), so the follow switch may ask.
 */
export function SignalTimeline({ signal, detailLoaded }: { signal: Signal; detailLoaded: boolean }) {
  const titleId = useId();
  const t = useT();
  const entry = useSignalTimelineStore((s) => s.timelines[signal.id]);
  const timelineRequested = useSignalTimelineStore((s) => s.timelineRequested);
  // Whether a closed premium signal is revealed to everyone is the server's setting: the note only repeats it.
  const revealOnClose = useSettingsStore((s) => s.publicSettings.revealClosedPremiumSignals);

  useEffect(() => {
    void timelineRequested(signal.id);
  }, [signal.id, timelineRequested]);

  const events = entry?.events ?? [];
  // A note, a cancellation and a voiding carry no price: only a priced step says prices are hidden.
  const pricesHidden = signal.locked && events.some((event) => event.price === null && !UNPRICED_KINDS.has(event.kind));
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('signals.timeline.title')}</CardTitle>
      {!entry || entry.status === 'loading' ? (
        <Loading role="status" aria-busy="true" aria-label={t('signals.timeline.loading')}>
          <Skeleton $height={44} />
          <Skeleton $height={44} />
        </Loading>
      ) : entry.status === 'error' ? (
        <Muted role="status">{t('signals.timeline.failed', { error: entry.error ?? '' })}</Muted>
      ) : (
        <List aria-labelledby={titleId}>
          <Step $tone="start">
            <What>{t('signals.timeline.published')}</What>
            <When dateTime={signal.createdAt}>{formatDateTime(signal.createdAt)}</When>
            {!signal.locked && signal.entryPrice !== null && <Detail>{t('signals.timeline.entry', { price: formatPrice(signal.entryPrice, signal) })}</Detail>}
          </Step>
          {events.map((event) => (
            <Step key={event.id} $tone={toneOf(event)} data-kind={event.kind}>
              <What>{t(EVENT_LABELS[event.kind])}</What>
              <When dateTime={event.at}>{formatDateTime(event.at)}</When>
              {(event.price !== null || event.resultPercent !== null) && (
                <Detail>
                  {event.price !== null && (
                    <span>
                      {t(event.kind === 'stop_moved' ? 'signals.timeline.newStop' : isClosingEventKind(event.kind) ? 'signals.timeline.exit' : 'signals.timeline.price', {
                        price: formatPrice(event.price, signal),
                      })}
                    </span>
                  )}{' '}
                  {event.resultPercent !== null && <Result $sign={Math.sign(event.resultPercent)}>{t('signals.timeline.result', { result: formatResult(event.resultPercent) })}</Result>}
                </Detail>
              )}
              {event.reason && <Reason>{t('signals.timeline.reason', { reason: event.reason })}</Reason>}
              {event.note && <Note>{event.note}</Note>}
              {event.noteLocked && (
                <LockedNote>
                  <LockIcon size={13} aria-hidden="true" />
                  {t('signals.timeline.noteLocked')}
                </LockedNote>
              )}
            </Step>
          ))}
        </List>
      )}
      {entry?.status === 'ready' && events.length === 0 && (
        <Muted>{t('signals.timeline.empty')}</Muted>
      )}
      {pricesHidden && (
        <Muted>
          {t(signal.outcome === 'open' && revealOnClose ? 'signals.timeline.hiddenUntilClose' : 'signals.timeline.hidden')}
        </Muted>
      )}
      {/* Opening the detail follows the signal on the server: ask whether it is followed once that answer is in. */}
      {signal.outcome === 'open' && detailLoaded && <FollowToggle signalId={signal.id} />}
    </Card>
  );
}

const Loading = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 14px;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $tone: Tone }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  padding: 0 0 18px 24px;

  /* The rail joining one step to the next, and the step's dot on it. */
  &::before {
    content: '';
    position: absolute;
    top: 14px;
    bottom: -2px;
    left: 5px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:last-child {
    padding-bottom: 0;
  }
  &:last-child::before {
    display: none;
  }
  &::after {
    content: '';
    position: absolute;
    top: 5px;
    left: 0;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    box-sizing: border-box;
    border: 2px solid
      ${({ theme, $tone }) =>
        $tone === 'won' ? theme.colors.profit : $tone === 'lost' ? theme.colors.loss : $tone === 'flat' ? theme.colors.textSubtle : theme.colors.accent};
    background: ${({ theme, $tone }) => ($tone === 'start' ? theme.colors.surface : $tone === 'won' ? theme.colors.profit : $tone === 'lost' ? theme.colors.loss : $tone === 'flat' ? theme.colors.textSubtle : theme.colors.accent)};
  }
`;

const What = styled.span`
  font-weight: 650;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  text-align: right;
  white-space: nowrap;
`;

const Detail = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;

const Result = styled.span<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.profit : $sign < 0 ? theme.colors.loss : theme.colors.textMuted)};
  font-weight: 650;
`;

const Reason = styled.p`
  grid-column: 1 / -1;
  margin-top: 2px;
  font-size: 14px;
  font-weight: 550;
  overflow-wrap: anywhere;
`;

const LockedNote = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  grid-column: 1 / -1;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
  font-style: italic;
`;

const Note = styled.p`
  grid-column: 1 / -1;
  margin-top: 2px;
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin-top: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
