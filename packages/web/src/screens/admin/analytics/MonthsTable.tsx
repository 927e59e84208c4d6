import type { RevenueMonth } from '@signals/protocol';
import { useMemo } from 'react';
import { useT } from '../../../i18n/useT';
import { formatCount, formatUsd } from '../../../lib/format';
import { DataTable, type Column } from '../../../ui/table';
import { monthName } from './figures';

/** Month by month: MRR at the month's end, its movements, and members won and lost. */
export function MonthsTable({ months }: { months: RevenueMonth[] }) {
  const t = useT();
  const columns = useMemo<Column<RevenueMonth>[]>(
    () => [
      { key: 'month', header: t('adminPlans.analytics.month'), mobile: 'title', cell: (m) => monthName(m.month) },
      { key: 'mrr', header: t('adminPlans.analytics.mrr.series'), align: 'right', cell: (m) => formatUsd(m.mrrUsd) },
      { key: 'new', header: t('adminPlans.analytics.new'), align: 'right', cell: (m) => formatUsd(m.newUsd) },
      { key: 'reactivated', header: t('adminPlans.analytics.reactivated'), align: 'right', cell: (m) => formatUsd(m.reactivatedUsd) },
      { key: 'churned', header: t('adminPlans.analytics.churned'), align: 'right', cell: (m) => formatUsd(m.churnedUsd) },
      { key: 'won', header: t('adminPlans.analytics.newSubscribers'), align: 'right', cell: (m) => formatCount(m.newSubscribers) },
      { key: 'lost', header: t('adminPlans.analytics.churnedSubscribers'), align: 'right', cell: (m) => formatCount(m.churnedSubscribers) },
    ],
    [t],
  );
  return (
    <DataTable
      label={t('adminPlans.analytics.months.title')}
      columns={columns}
      rows={[...months].reverse()}
      rowKey={(m) => m.month}
      empty={<p>{t('adminPlans.analytics.months.empty')}</p>}
    />
  );
}
