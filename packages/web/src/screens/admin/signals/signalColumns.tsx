import { FlagIcon, HistoryIcon, ListPlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { ADMIN_PROFIT_BADGE, type FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Badge, type BadgeTone } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { PlanBadge, SignalStatusBadge } from '../components/StatusBadges';
import { formatDate } from '../../../lib/formatDates';
import { isAwaitingOutcome } from '../../../stores/admin/signals';
import { OutcomeCell } from './OutcomeCell';
import { DIRECTION_KEYS, formatPercent, TYPE_KEYS, type Translate } from './signalText';

/** Green from 3 %, amber from 2 %, else blue (admin.md section 9). */
function profitTone(profit: number): BadgeTone {
  if (profit >= ADMIN_PROFIT_BADGE.green) {
    return 'profit';
  }
  return profit >= ADMIN_PROFIT_BADGE.amber ? 'warning' : 'accent';
}

function exchanges(t: Translate, signal: FullSignal): string {
  if (signal.signalType === 'arbitrage') {
    return `${signal.buyExchange ?? '?'} → ${signal.sellExchange ?? '?'}`;
  }
  if (signal.signalType === 'futures') {
    return [signal.exchange, signal.leverage ? `${signal.leverage}x` : null].filter(Boolean).join(' · ');
  }
  return t('adminSignals.column.forexMarket');
}

interface SignalColumnActions {
  onEdit: (signal: FullSignal) => void;
  onDelete: (signal: FullSignal) => void;
  /** Opens the event form (a target hit, a note, how it ended). */
  onRecordEvent: (signal: FullSignal) => void;
  onViewTimeline: (signal: FullSignal) => void;
}

/** The row's event action: owed an outcome, it asks for one; still running, it adds a step; closed, there is none. */
function EventAction({ signal, onRecordEvent }: { signal: FullSignal; onRecordEvent: (signal: FullSignal) => void }) {
  const t = useT();
  if (signal.outcome !== 'open') {
    return null;
  }
  return isAwaitingOutcome(signal) ? (
    <IconButton icon={FlagIcon} label={t('adminSignals.action.recordOutcome', { pair: signal.pair })} onClick={() => onRecordEvent(signal)} />
  ) : (
    <IconButton icon={ListPlusIcon} label={t('adminSignals.action.addEvent', { pair: signal.pair })} onClick={() => onRecordEvent(signal)} />
  );
}

/**
 * Pair, Exchanges, Profit, Status, Outcome, Type/Plan, Created (wide screens), Actions,
 * with headers and texts in the language `t` reads (build them again when it changes).
 */
export function signalColumns(t: Translate, { onEdit, onDelete, onRecordEvent, onViewTimeline }: SignalColumnActions): Column<FullSignal>[] {
  /** The server refuses to edit or delete a signal once its outcome is recorded: the record it proves stays as it was. */
  const closedReason = t('adminSignals.action.closedReason');
  return [
    {
      key: 'pair',
      header: t('adminSignals.column.pair'),
      sortKey: 'pair',
      mobile: 'title',
      cell: (s) => (
        <Stack>
          <strong>{s.pair}</strong>
          {s.direction && <Muted>{t(DIRECTION_KEYS[s.direction])}</Muted>}
        </Stack>
      ),
    },
    { key: 'exchanges', header: t('adminSignals.column.exchanges'), cell: (s) => <Nowrap>{exchanges(t, s)}</Nowrap> },
    {
      key: 'profit',
      header: t('adminSignals.column.profit'),
      sortKey: 'profitPercentage',
      cell: (s) => <Badge $tone={profitTone(s.profitPercentage)}>{formatPercent(s.profitPercentage)}</Badge>,
    },
    { key: 'status', header: t('adminSignals.column.status'), cell: (s) => <SignalStatusBadge status={s.status} /> },
    { key: 'outcome', header: t('adminSignals.column.outcome'), cell: (s) => <OutcomeCell signal={s} /> },
    {
      key: 'typePlan',
      header: t('adminSignals.column.typePlan'),
      cell: (s) => (
        <Inline>
          <PlanBadge premium={s.isPremium} />
          <span>{t(TYPE_KEYS[s.signalType])}</span>
        </Inline>
      ),
    },
    { key: 'created', header: t('adminSignals.column.created'), sortKey: 'createdAt', hideOnNarrow: true, mobile: 'hidden', cell: (s) => <Nowrap>{formatDate(s.createdAt)}</Nowrap> },
    {
      key: 'actions',
      header: t('adminSignals.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (s) => (
        <RowActions>
          <EventAction signal={s} onRecordEvent={onRecordEvent} />
          <IconButton icon={HistoryIcon} label={t('adminSignals.action.timeline', { pair: s.pair })} onClick={() => onViewTimeline(s)} />
          <IconButton
            icon={PencilIcon}
            label={t('adminSignals.action.edit', { pair: s.pair })}
            unavailable={s.outcome === 'open' ? undefined : closedReason}
            onClick={() => onEdit(s)}
          />
          <IconButton
            icon={Trash2Icon}
            tone="danger"
            label={t('adminSignals.action.delete', { pair: s.pair })}
            unavailable={s.outcome === 'open' ? undefined : closedReason}
            onClick={() => onDelete(s)}
          />
        </RowActions>
      ),
    },
  ];
}

const Stack = styled.div`
  display: grid;
  gap: 2px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 400;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Inline = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;
