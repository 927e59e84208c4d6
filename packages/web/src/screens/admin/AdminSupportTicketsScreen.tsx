import { TicketIcon } from 'lucide-react';
import { TICKET_STATUSES, type Ticket, type TicketStatus } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { pageRows } from '../../stores/admin/pagedList';
import { ticketSelectors, useTicketsStore, type TicketsQuery } from '../../stores/admin/tickets';
import { Badge, EmptyState, PageHeader } from '../../ui';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { SearchField } from './components/SearchField';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { RespondDialog } from './tickets/RespondDialog';
import { ticketColumns } from './tickets/ticketColumns';
import { formatCount } from '../../lib/format';

const STATUS_OPTIONS: { value: TicketsQuery['status']; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'waiting_for_user', label: 'Waiting for User' },
  { value: 'closed', label: 'Closed' },
];

function isTicketStatus(value: string | null): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '');
}

/** Support Tickets: the queue with inline status changes and a live Respond dialog; new tickets arrive live. */
export function AdminSupportTicketsScreen() {
  const list = useTicketsStore(ticketSelectors.list);
  const rows = useTicketsStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested } = useTicketsStore(useShallow((s) => ({ queryChanged: s.queryChanged, listRequested: s.listRequested })));
  const [respondingId, setRespondingId] = useState<number | null>(null);
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

  const columns = useMemo(() => ticketColumns((ticket: Ticket) => setRespondingId(ticket.id)), []);

  return (
    <>
      <PageHeader title="Support Tickets" description="Answer users and track ticket status. New tickets and replies appear as they arrive." />
      <ListCard title="Tickets" badge={<Badge $tone="accent">{formatCount(list.total)} Total</Badge>}>
        <Toolbar>
          <SearchField label="Search tickets" placeholder="Search tickets..." value={search} onChange={setSearch} />
          <FilterSelect label="Filter by status" value={list.query.status} options={STATUS_OPTIONS} onChange={(status) => void queryChanged({ status })} />
        </Toolbar>
        <PagedTable
          label="Support tickets"
          noun="tickets"
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={TicketIcon} title="No support tickets found." />}
        />
      </ListCard>
      <RespondDialog key={respondingId ?? 'none'} ticket={respondingTicket} onClose={() => setRespondingId(null)} />
    </>
  );
}
