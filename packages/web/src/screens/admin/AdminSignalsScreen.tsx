import { PlusIcon, TrendingUpIcon } from 'lucide-react';
import { SIGNAL_OUTCOMES, SIGNAL_TYPES, type FullSignal } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/useT';
import { pageRows } from '../../stores/admin/pagedList';
import { signalAdminSelectors, useSignalsAdminStore, type SignalsQuery } from '../../stores/admin/signals';
import { Badge, Button, EmptyState, PageHeader, SearchField } from '../../ui';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { signalColumns } from './signals/signalColumns';
import { OUTCOME_KEYS, TYPE_KEYS, type Translate } from './signals/signalText';
import { DeleteSignalDialog } from './signals/DeleteSignalDialog';
import { SignalEventDialog } from './signals/SignalEventDialog';
import { SignalFormDialog } from './signals/SignalFormDialog';
import { SignalsTabs } from './signals/SignalsTabs';
import { TimelineDialog } from './signals/TimelineDialog';
import { formatCount } from '../../lib/format';

/** The toolbar's filters in the language shown; each list's first option says what it filters. */
function filterOptions(t: Translate) {
  return {
    type: [
      { value: 'all', label: t('adminSignals.filter.allTypes') },
      ...SIGNAL_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) })),
    ] satisfies { value: SignalsQuery['type']; label: string }[],
    plan: [
      { value: 'all', label: t('adminSignals.filter.allPlans') },
      { value: 'free', label: t('adminSignals.plan.free') },
      { value: 'premium', label: t('adminSignals.plan.premium') },
    ] satisfies { value: SignalsQuery['plan']; label: string }[],
    status: [
      { value: 'all', label: t('adminSignals.filter.allStatuses') },
      { value: 'active', label: t('adminSignals.status.active') },
      { value: 'expired', label: t('adminSignals.status.expired') },
      { value: 'inactive', label: t('adminSignals.status.inactive') },
    ] satisfies { value: SignalsQuery['status']; label: string }[],
    /** Awaiting first: the back office's to-do list of signals owed an outcome. */
    outcome: [
      { value: 'all', label: t('adminSignals.filter.allOutcomes') },
      { value: 'awaiting', label: t('adminSignals.filter.awaiting') },
      ...SIGNAL_OUTCOMES.map((outcome) => ({ value: outcome, label: t(OUTCOME_KEYS[outcome]) })),
    ] satisfies { value: SignalsQuery['outcome']; label: string }[],
  };
}

type Editing = { mode: 'create' } | { mode: 'edit'; signal: FullSignal } | null;

/** Signal Management: search, filter and page every signal; add, edit and delete them. */
export function AdminSignalsScreen() {
  const t = useT();
  const list = useSignalsAdminStore(signalAdminSelectors.list);
  const rows = useSignalsAdminStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested } = useSignalsAdminStore(useShallow((s) => ({ queryChanged: s.queryChanged, listRequested: s.listRequested })));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FullSignal | null>(null);
  const [recording, setRecording] = useState<FullSignal | null>(null);
  const [viewingTimeline, setViewingTimeline] = useState<FullSignal | null>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
  }, [listRequested]);

  const columns = useMemo(
    () => signalColumns(t, { onEdit: (signal) => setEditing({ mode: 'edit', signal }), onDelete: setDeleting, onRecordEvent: setRecording, onViewTimeline: setViewingTimeline }),
    [t],
  );
  const options = useMemo(() => filterOptions(t), [t]);

  return (
    <>
      <PageHeader
        title={t('adminSignals.title')}
        description={t('adminSignals.description')}
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <PlusIcon size={18} />
            {t('adminSignals.add')}
          </Button>
        }
      />
      <SignalsTabs />
      <ListCard title={t('adminSignals.list.title')} badge={<Badge $tone="accent">{t('adminSignals.list.total', { total: formatCount(list.total) })}</Badge>}>
        <Toolbar>
          <SearchField label={t('adminSignals.search.label')} placeholder={t('adminSignals.search.placeholder')} clearLabel={t('admin.search.clear')} value={search} onChange={setSearch} />
          <FilterSelect label={t('adminSignals.filter.type')} value={list.query.type} options={options.type} onChange={(type) => void queryChanged({ type })} />
          <FilterSelect label={t('adminSignals.filter.plan')} value={list.query.plan} options={options.plan} onChange={(plan) => void queryChanged({ plan })} />
          <FilterSelect label={t('adminSignals.filter.status')} value={list.query.status} options={options.status} onChange={(status) => void queryChanged({ status })} />
          <FilterSelect
            label={t('adminSignals.filter.outcome')}
            value={list.query.outcome}
            options={options.outcome}
            onChange={(outcome) => void queryChanged({ outcome })}
          />
        </Toolbar>
        <PagedTable
          label={t('adminSignals.table.label')}
          noun={t('adminSignals.table.noun')}
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={TrendingUpIcon} title={t('adminSignals.table.empty')} />}
        />
      </ListCard>
      {viewingTimeline && <TimelineDialog signal={viewingTimeline} onClose={() => setViewingTimeline(null)} />}
      {recording && <SignalEventDialog signal={recording} onClose={() => setRecording(null)} />}
      {editing && <SignalFormDialog signal={editing.mode === 'edit' ? editing.signal : undefined} onClose={() => setEditing(null)} />}
      {deleting && <DeleteSignalDialog signal={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
