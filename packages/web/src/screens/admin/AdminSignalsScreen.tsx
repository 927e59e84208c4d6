import { PlusIcon, TrendingUpIcon } from 'lucide-react';
import { SIGNAL_OUTCOME_LABELS, SIGNAL_OUTCOMES, type FullSignal } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { pageRows } from '../../stores/admin/pagedList';
import { signalAdminSelectors, useSignalsAdminStore, type SignalsQuery } from '../../stores/admin/signals';
import { toast } from '../../stores/toast';
import { Badge, Button, EmptyState, PageHeader } from '../../ui';
import { ConfirmDialog } from './components/ConfirmDialog';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { SearchField } from './components/SearchField';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { signalColumns } from './signals/signalColumns';
import { SignalEventDialog } from './signals/SignalEventDialog';
import { SignalFormDialog } from './signals/SignalFormDialog';
import { TimelineDialog } from './signals/TimelineDialog';
import { formatCount } from '../../lib/format';

const TYPE_OPTIONS: { value: SignalsQuery['type']; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'arbitrage', label: 'Arbitrage' },
  { value: 'forex', label: 'Forex' },
  { value: 'futures', label: 'Futures' },
];
const PLAN_OPTIONS: { value: SignalsQuery['plan']; label: string }[] = [
  { value: 'all', label: 'All Plans' },
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
];
const STATUS_OPTIONS: { value: SignalsQuery['status']; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'inactive', label: 'Inactive' },
];

/** Awaiting first: the back office's to-do list of signals owed an outcome. */
const OUTCOME_OPTIONS: { value: SignalsQuery['outcome']; label: string }[] = [
  { value: 'all', label: 'All Outcomes' },
  { value: 'awaiting', label: 'Awaiting Outcome' },
  ...SIGNAL_OUTCOMES.map((outcome) => ({ value: outcome, label: SIGNAL_OUTCOME_LABELS[outcome] })),
];

type Editing = { mode: 'create' } | { mode: 'edit'; signal: FullSignal } | null;

/** Signal Management: search, filter and page every signal; add, edit and delete them. */
export function AdminSignalsScreen() {
  const list = useSignalsAdminStore(signalAdminSelectors.list);
  const rows = useSignalsAdminStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested, signalDeleted } = useSignalsAdminStore(
    useShallow((s) => ({ queryChanged: s.queryChanged, listRequested: s.listRequested, signalDeleted: s.signalDeleted })),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FullSignal | null>(null);
  const [recording, setRecording] = useState<FullSignal | null>(null);
  const [viewingTimeline, setViewingTimeline] = useState<FullSignal | null>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
  }, [listRequested]);

  const columns = useMemo(
    () => signalColumns({ onEdit: (signal) => setEditing({ mode: 'edit', signal }), onDelete: setDeleting, onRecordEvent: setRecording, onViewTimeline: setViewingTimeline }),
    [],
  );

  const handleDelete = async () => {
    if (!deleting) {
      return;
    }
    try {
      await signalDeleted(deleting.id);
      toast({ title: 'Signal deleted', description: `${deleting.pair} has been removed.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: `Failed to delete signal: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title="Signal Management"
        description="Create, edit and delete trading signals, and record how they end. Changes reach traders at once."
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <PlusIcon size={18} />
            Add Signal
          </Button>
        }
      />
      <ListCard title="Trading Signals" badge={<Badge $tone="accent">{formatCount(list.total)} Total</Badge>}>
        <Toolbar>
          <SearchField label="Search signals" placeholder="Search signals..." value={search} onChange={setSearch} />
          <FilterSelect label="Filter by type" value={list.query.type} options={TYPE_OPTIONS} onChange={(type) => void queryChanged({ type })} />
          <FilterSelect label="Filter by plan" value={list.query.plan} options={PLAN_OPTIONS} onChange={(plan) => void queryChanged({ plan })} />
          <FilterSelect label="Filter by status" value={list.query.status} options={STATUS_OPTIONS} onChange={(status) => void queryChanged({ status })} />
          <FilterSelect label="Filter by outcome" value={list.query.outcome} options={OUTCOME_OPTIONS} onChange={(outcome) => void queryChanged({ outcome })} />
        </Toolbar>
        <PagedTable
          label="Trading signals"
          noun="signals"
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={TrendingUpIcon} title="No signals found. Create your first signal!" />}
        />
      </ListCard>
      {viewingTimeline && <TimelineDialog signal={viewingTimeline} onClose={() => setViewingTimeline(null)} />}
      {recording && <SignalEventDialog signal={recording} onClose={() => setRecording(null)} />}
      {editing && <SignalFormDialog signal={editing.mode === 'edit' ? editing.signal : undefined} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.pair ?? 'signal'}?`}
        description="Are you sure you want to delete this signal? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
