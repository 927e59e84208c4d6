import { CreditCardIcon } from 'lucide-react';
import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { pageRows } from '../../stores/admin/pagedList';
import { paymentSelectors, usePaymentsStore, type PaymentsQuery } from '../../stores/admin/payments';
import { Badge, EmptyState, PageHeader, Tabs } from '../../ui';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { NarrowTabs } from './components/NarrowTabs';
import { PagedTable } from './components/PagedTable';
import { SearchField } from './components/SearchField';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { paymentColumns } from './payments/paymentColumns';
import { PaymentDetailDialog } from './payments/PaymentDetailDialog';
import { PaymentSummaryCards } from './payments/PaymentSummaryCards';
import { formatCount } from '../../lib/format';

const STATUS_OPTIONS: { value: PaymentsQuery['status']; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

function isPaymentStatus(value: string | null): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value ?? '');
}

/** Payment Management: summary cards, the searchable table, and the review dialog; new payments arrive live. */
export function AdminPaymentsScreen() {
  const list = usePaymentsStore(paymentSelectors.list);
  const summary = usePaymentsStore(paymentSelectors.summary);
  const rows = usePaymentsStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested } = usePaymentsStore(useShallow((s) => ({ queryChanged: s.queryChanged, listRequested: s.listRequested })));
  const [openId, setOpenId] = useState<number | null>(null);
  const openPayment = usePaymentsStore(paymentSelectors.payment(openId));
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  // A link such as the dashboard's "pending payments" opens the table filtered; otherwise the last view is kept.
  useEffect(() => {
    const status = searchParams.get('status');
    if (isPaymentStatus(status)) {
      void queryChanged({ status });
      setSearchParams({}, { replace: true });
    } else {
      void listRequested();
    }
    // Once per visit: the URL is consumed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const columns = useMemo(() => paymentColumns((payment: Payment) => setOpenId(payment.id)), []);
  const hasFilters = list.query.search !== '' || list.query.status !== 'all';

  const table = (
    <>
      <Toolbar>
        <SearchField label="Search payments" placeholder="Search by user, TxID or wallet..." value={search} onChange={setSearch} />
        <FilterSelect label="Filter by status" value={list.query.status} options={STATUS_OPTIONS} onChange={(status) => void queryChanged({ status })} />
      </Toolbar>
      <PagedTable
        label="Payments"
        noun="payments"
        list={list}
        rows={rows}
        columns={columns}
        onQueryChange={(patch) => void queryChanged(patch)}
        onRetry={() => void listRequested()}
        empty={
          <EmptyState
            icon={CreditCardIcon}
            title="No payments found matching your criteria."
            description={hasFilters ? 'Try another search or status.' : 'Payments appear here as users submit them.'}
          />
        }
      />
    </>
  );

  return (
    <>
      <PageHeader title="Payment Management" description="Review crypto payments and approve or reject them. New payments appear as they arrive." />
      <PaymentSummaryCards summary={summary} />
      <ListCard title="Payments" badge={<Badge $tone="accent">{formatCount(list.total)} Found</Badge>}>
        <NarrowTabs>
          <Tabs
            label="Payment method"
            value={list.query.method}
            onValueChange={(method) => void queryChanged({ method })}
            items={[
              { value: 'all', label: 'All Payments', content: table },
              { value: 'crypto', label: 'Crypto', content: table },
            ]}
          />
        </NarrowTabs>
      </ListCard>
      <PaymentDetailDialog key={openId ?? 'none'} payment={openPayment} onClose={() => setOpenId(null)} />
    </>
  );
}
