import { TicketIcon } from 'lucide-react';
import { TICKET_STATUSES, type Ticket, type TicketStatus } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useT, type Translate } from '../../i18n/useT';
import { pageRows } from '../../stores/admin/pagedList';
import { ticketSelectors, useTicketsStore, type TicketsQuery } from '../../stores/admin/tickets';
import { Badge, EmptyState, PageHeader, SearchField, Tabs } from '../../ui';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { NarrowTabs } from './components/NarrowTabs';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { CannedRepliesPanel } from './tickets/CannedRepliesPanel';
import { RespondDialog } from './tickets/RespondDialog';
import { ticketColumns } from './tickets/ticketColumns';
import { TICKET_STATUS_KEYS } from './tickets/ticketStatus';
import { formatCount } from '../../lib/format';

/** The status filter's choices, in the language shown. */
function statusOptions(t: Translate): { value: TicketsQuery['status']; label: string }[] {
  return [{ value: 'all', label: t('adminUsers.tickets.filter.all') }, ...TICKET_STATUSES.map((status) => ({ value: status, label: t(TICKET_STATUS_KEYS[status]) }))];
}

function isTicketStatus(value: string | null): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * Support Tickets: the queue with inline status changes and a live Respond dialog (new tickets arrive live), and the
 * team's canned replies in a tab of their own.
 */
export function AdminSupportTicketsScreen() {
  const t = useT();
  const list = useTicketsStore(ticketSelectors.list);
  const rows = useTicketsStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested } = useTicketsStore(useShallow((s) => ({ queryChanged: s.queryChanged, listRequested: s.listRequested })));
  const [respondingId, setRespondingId] = useState<number | null>(null);
  const [tab, setTab] = useState<'tickets' | 'replies'>('tickets');
  const respondingTicket = useTicketsStore(ticketSelectors.ticket(respondingId));
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    const status = searchParams.get('status');
    if (isTicketStatus(status)) {
      void queryChanged({ status });
      setSearchParams({}, { replace: true });
    } else {
      void listRequested();
    }
    // Once per visit: the URL is consumed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const columns = useMemo(() => ticketColumns(t, (ticket: Ticket) => setRespondingId(ticket.id)), [t]);

  return (
    <>
      <PageHeader title={t('adminUsers.tickets.title')} description={t('adminUsers.tickets.description')} />
      <NarrowTabs>
        <Tabs
          label={t('adminSupport.tabs.label')}
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'tickets',
              label: t('adminUsers.tickets.list.title'),
              content: (
            <ListCard title={t('adminUsers.tickets.list.title')} badge={<Badge $tone="accent">{t('adminUsers.tickets.list.total', { count: formatCount(list.total) })}</Badge>}>
              <Toolbar>
                <SearchField label={t('adminUsers.tickets.search.label')} placeholder={t('adminUsers.tickets.search.placeholder')} clearLabel={t('admin.search.clear')} value={search} onChange={setSearch} />
                <FilterSelect label={t('adminUsers.tickets.filter.label')} value={list.query.status} options={statusOptions(t)} onChange={(status) => void queryChanged({ status })} />
              </Toolbar>
              <PagedTable
                label={t('adminUsers.tickets.table.label')}
                noun={t('adminUsers.tickets.table.noun')}
                list={list}
                rows={rows}
                columns={columns}
                onQueryChange={(patch) => void queryChanged(patch)}
                onRetry={() => void listRequested()}
                empty={<EmptyState icon={TicketIcon} title={t('adminUsers.tickets.empty')} />}
              />
            </ListCard>
              ),
            },
            { value: 'replies', label: t('adminSupport.tabs.replies'), content: <CannedRepliesPanel /> },
          ]}
        />
      </NarrowTabs>
      <RespondDialog key={respondingId ?? 'none'} ticket={respondingTicket} onClose={() => setRespondingId(null)} />
    </>
  );
}
