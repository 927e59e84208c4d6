import { CreditCardIcon } from 'lucide-react';
import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { pageRows } from '../../stores/admin/pagedList';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { paymentSelectors, usePaymentsStore, type PaymentsQuery } from '../../stores/admin/payments';
import { Badge, EmptyState, PageHeader, SearchField, Tabs } from '../../ui';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { NarrowTabs } from './components/NarrowTabs';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { ChainActivityPanel } from './payments/ChainActivityPanel';
import { CompApprovalsPanel } from './payments/CompApprovalsPanel';
import { useStaffMay } from '../../stores/session';
import { paymentColumns } from './payments/paymentColumns';
import { PaymentDetailDialog } from './payments/PaymentDetailDialog';
import { PaymentSummaryCards } from './payments/PaymentSummaryCards';
import { formatCount } from '../../lib/format';

const STATUS_OPTIONS: { value: PaymentsQuery['status']; labelId: MessageId }[] = [
  { value: 'all', labelId: 'adminPayments.filter.all' },
  { value: 'completed', labelId: 'adminPayments.status.completed' },
  { value: 'pending', labelId: 'adminPayments.status.pending' },
  { value: 'awaiting_second_approval', labelId: 'adminPayments.status.awaitingSecondApproval' },
  { value: 'failed', labelId: 'adminPayments.status.failed' },
];

function isPaymentStatus(value: string | null): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * Payment Management: summary cards, the on-chain panel where members pay to deposit addresses, the searchable table,
 * and the review dialog; new payments and chain activity arrive live.
 */
export function AdminPaymentsScreen() {
  const t = useT();
  const list = usePaymentsStore(paymentSelectors.list);
  // The server answers 404 for chain activity while on-chain payments are off: not asked then.
  const onChain = useSettingsStore(settingsSelectors.chainPayments);
  const movesMoney = useStaffMay('moveMoney');
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

  const columns = useMemo(() => paymentColumns(t, (payment: Payment) => setOpenId(payment.id)), [t]);
  const statusOptions = useMemo(() => STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.labelId) })), [t]);
  const hasFilters = list.query.search !== '' || list.query.status !== 'all';

  const table = (
    <>
      <Toolbar>
        <SearchField label={t('adminPayments.search.label')} placeholder={t('adminPayments.search.placeholder')} clearLabel={t('admin.search.clear')} value={search} onChange={setSearch} />
        <FilterSelect label={t('adminPayments.filter.label')} value={list.query.status} options={statusOptions} onChange={(status) => void queryChanged({ status })} />
      </Toolbar>
      <PagedTable
        label={t('adminPayments.list.title')}
        noun={t('adminPayments.list.noun')}
        list={list}
        rows={rows}
        columns={columns}
        onQueryChange={(patch) => void queryChanged(patch)}
        onRetry={() => void listRequested()}
        empty={
          <EmptyState
            icon={CreditCardIcon}
            title={t('adminPayments.list.empty.title')}
            description={hasFilters ? t('adminPayments.list.empty.filtered') : t('adminPayments.list.empty.none')}
          />
        }
      />
    </>
  );

  return (
    <>
      <PageHeader title={t('adminPayments.title')} description={t('adminPayments.description')} />
      <PaymentSummaryCards summary={summary} />
      {movesMoney && <CompApprovalsPanel />}
      {onChain && <ChainActivityPanel />}
      <ListCard title={t('adminPayments.list.title')} badge={<Badge $tone="accent">{t('adminPayments.list.found', { count: formatCount(list.total) })}</Badge>}>
        <NarrowTabs>
          <Tabs
            label={t('adminPayments.tabs.label')}
            value={list.query.method}
            onValueChange={(method) => void queryChanged({ method })}
            items={[
              { value: 'all', label: t('adminPayments.tabs.all'), content: table },
              { value: 'crypto', label: t('adminPayments.tabs.crypto'), content: table },
            ]}
          />
        </NarrowTabs>
      </ListCard>
      <PaymentDetailDialog key={openId ?? 'none'} payment={openPayment} onClose={() => setOpenId(null)} />
    </>
  );
}
