import { FlagIcon, HistoryIcon, ListPlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { ADMIN_PROFIT_BADGE, type FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { PlanBadge, SignalStatusBadge } from '../components/StatusBadges';
import { formatDate } from '../../../lib/formatDates';
import { isAwaitingOutcome } from '../../../stores/admin/signals';
import { OutcomeCell } from './OutcomeCell';

const TYPE_LABELS = { arbitrage: 'Arbitrage', forex: 'Forex', futures: 'Futures' } as const;

/** Green from 3 %, amber from 2 %, else blue (admin.md section 9). */
function profitTone(profit: number): BadgeTone {
  if (profit >= ADMIN_PROFIT_BADGE.green) {
    return 'profit';
  }
  return profit >= ADMIN_PROFIT_BADGE.amber ? 'warning' : 'accent';
}

function exchanges(signal: FullSignal): string {
  if (signal.signalType === 'arbitrage') {
    return `${signal.buyExchange ?? '?'} → ${signal.sellExchange ?? '?'}`;
  }
  if (signal.signalType === 'futures') {
    return [signal.exchange, signal.leverage ? `${signal.leverage}x` : null].filter(Boolean).join(' · ');
  }
  return 'Forex market';
}

interface SignalColumnActions {
  onEdit: (signal: FullSignal) => void;
  onDelete: (signal: FullSignal) => void;
  /** Opens the event form (a target hit, a note, how it ended). */
  onRecordEvent: (signal: FullSignal) => void;
  onViewTimeline: (signal: FullSignal) => void;
}

/** The server refuses to edit or delete a signal once its outcome is recorded: the record it proves stays as it was. */
const CLOSED_REASON = 'closed signals keep their recorded outcome';

/** The row's event action: owed an outcome, it asks for one; still running, it adds a step; closed, there is none. */
function EventAction({ signal, onRecordEvent }: { signal: FullSignal; onRecordEvent: (signal: FullSignal) => void }) {
  if (signal.outcome !== 'open') {
    return null;
  }
  return isAwaitingOutcome(signal) ? (
    <IconButton icon={FlagIcon} label={`Record outcome of ${signal.pair}`} onClick={() => onRecordEvent(signal)} />
  ) : (
    <IconButton icon={ListPlusIcon} label={`Add event to ${signal.pair}`} onClick={() => onRecordEvent(signal)} />
  );
}

/** Pair, Exchanges, Profit, Status, Outcome, Type/Plan, Created (wide screens), Actions. */
export function signalColumns({ onEdit, onDelete, onRecordEvent, onViewTimeline }: SignalColumnActions): Column<FullSignal>[] {
  return [
    {
      key: 'pair',
      header: 'Pair',
      sortKey: 'pair',
      mobile: 'title',
      cell: (s) => (
        <Stack>
          <strong>{s.pair}</strong>
          {s.direction && <Muted>{s.direction[0]?.toUpperCase() + s.direction.slice(1)}</Muted>}
        </Stack>
      ),
    },
    { key: 'exchanges', header: 'Exchanges', cell: (s) => <Nowrap>{exchanges(s)}</Nowrap> },
    {
      key: 'profit',
      header: 'Profit',
      sortKey: 'profitPercentage',
      cell: (s) => <Badge $tone={profitTone(s.profitPercentage)}>{s.profitPercentage.toFixed(2)}%</Badge>,
    },
    { key: 'status', header: 'Status', cell: (s) => <SignalStatusBadge status={s.status} /> },
    { key: 'outcome', header: 'Outcome', cell: (s) => <OutcomeCell signal={s} /> },
    {
      key: 'typePlan',
      header: 'Type/Plan',
      cell: (s) => (
        <Inline>
          <PlanBadge premium={s.isPremium} />
          <span>{TYPE_LABELS[s.signalType]}</span>
        </Inline>
      ),
    },
    { key: 'created', header: 'Created', sortKey: 'createdAt', hideOnNarrow: true, mobile: 'hidden', cell: (s) => <Nowrap>{formatDate(s.createdAt)}</Nowrap> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      mobile: 'actions',
      cell: (s) => (
        <RowActions>
          <EventAction signal={s} onRecordEvent={onRecordEvent} />
          <IconButton icon={HistoryIcon} label={`View timeline of ${s.pair}`} onClick={() => onViewTimeline(s)} />
          <IconButton icon={PencilIcon} label={`Edit ${s.pair} signal`} unavailable={s.outcome === 'open' ? undefined : CLOSED_REASON} onClick={() => onEdit(s)} />
          <IconButton
            icon={Trash2Icon}
            tone="danger"
            label={`Delete ${s.pair} signal`}
            unavailable={s.outcome === 'open' ? undefined : CLOSED_REASON}
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
