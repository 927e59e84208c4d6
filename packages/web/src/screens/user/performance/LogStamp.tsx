import type { Signal } from '@signals/protocol';
import { HistoryIcon } from 'lucide-react';
import styled from 'styled-components';
import { routeUrl } from '../../../api';
import { Trans } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge } from '../../../ui';
import { externalLinkProps } from '../common/external';

/**
 * Whether a closed signal entered the log only after its outcome was known: those published before the log existed
 * were added when it was first filled, so the log proves nothing about them having been decided in advance.
 */
export function loggedAfterOutcome(signal: Pick<Signal, 'loggedAt' | 'closedAt'>): boolean {
  return signal.loggedAt !== null && signal.closedAt !== null && Date.parse(signal.loggedAt) > Date.parse(signal.closedAt);
}

/**
 * Where a closed signal stands in the public log: its entry (linked to the entry as committed) and when it was
 * committed, marked when that was after the outcome, so a backfilled signal is never taken for a pre-committed one.
 */
export function LogStamp({ signal }: { signal: Signal }) {
  const t = useT();
  if (signal.logIndex === null || signal.loggedAt === null) {
    return <Stamp data-log-index="none">{t('content.performance.log.notLogged')}</Stamp>;
  }
  const entry = routeUrl('signalLogEntries', { query: { start: signal.logIndex, end: signal.logIndex + 1 } });
  return (
    <Stamp data-log-index={signal.logIndex}>
      <HistoryIcon size={13} aria-hidden="true" />
      <a href={entry} title={t('content.performance.log.entryTitle')} {...externalLinkProps}>
        {t('content.performance.log.index', { index: String(signal.logIndex) })}
      </a>{' '}
      <When>
        <Trans id="content.performance.log.committed" values={{ date: formatDateTime(signal.loggedAt) }} components={{ 0: <time dateTime={signal.loggedAt} /> }} />
      </When>{' '}
      {loggedAfterOutcome(signal) && (
        <Backfilled $tone="warning" data-backfilled>
          {t('content.performance.log.backfilled')}
        </Backfilled>
      )}
    </Stamp>
  );
}

/* One line under the card where it fits (a phone's included): the index, then when; the mark, when there is one, below. */
const Stamp = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 6px;
  padding: 0 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-variant-numeric: tabular-nums;

  svg {
    flex: none;
  }
  a {
    font-weight: 650;
  }
`;

/* "committed" and its date stay together: a line that breaks moves them down whole. */
const When = styled.span`
  white-space: nowrap;
`;

/* A pill that may take two lines: the mark is a phrase, longer in some languages than a phone's card is wide. */
const Backfilled = styled(Badge)`
  height: auto;
  min-height: 22px;
  max-width: 100%;
  padding: 3px 9px;
  /* Half the one-line height: a pill on one line, softly cornered on two. */
  border-radius: 11px;
  line-height: 1.3;
  white-space: normal;
`;
