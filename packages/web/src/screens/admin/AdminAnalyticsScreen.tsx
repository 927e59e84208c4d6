import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/useT';
import { adminAnalyticsSelectors, useAdminAnalyticsStore } from '../../stores/admin/analytics';
import { Card, CardDescription, CardTitle, ErrorState, PageHeader, Skeleton } from '../../ui';
import { CancellationReasons } from './analytics/CancellationReasons';
import { CohortTable } from './analytics/CohortTable';
import { defaultRange } from './analytics/figures';
import { FigureCards } from './analytics/FigureCards';
import { FunnelCard } from './analytics/FunnelCard';
import { MonthsTable } from './analytics/MonthsTable';
import { RangeBar } from './analytics/RangeBar';

/** recharts is big: only this screen and the dashboard load it. */
const MrrChart = lazy(async () => ({ default: (await import('./analytics/MrrChart')).MrrChart }));

/**
 * Revenue analytics (ChartMogul's definitions, in the README): MRR and its movements by month, churn, ARPA, LTV,
 * trials and comped members apart, cohorts, the payment funnel and why members cancel; payments and periods as CSV.
 */
export function AdminAnalyticsScreen() {
  const t = useT();
  const figures = useAdminAnalyticsStore(adminAnalyticsSelectors.figures);
  const status = useAdminAnalyticsStore(adminAnalyticsSelectors.status);
  const error = useAdminAnalyticsStore(adminAnalyticsSelectors.error);
  const range = useAdminAnalyticsStore(useShallow(adminAnalyticsSelectors.range));
  const cancellations = useAdminAnalyticsStore(adminAnalyticsSelectors.cancellations);
  const { analyticsRequested, cancellationsRequested } = useAdminAnalyticsStore.getState();

  useEffect(() => {
    const kept = useAdminAnalyticsStore.getState().range;
    void analyticsRequested(kept.from || kept.to ? kept : defaultRange(new Date()));
    void cancellationsRequested();
  }, [analyticsRequested, cancellationsRequested]);

  const shownRange = range.from || range.to ? range : defaultRange(new Date());
  return (
    <>
      <PageHeader title={t('adminPlans.analytics.title')} description={t('adminPlans.analytics.description')} />
      <Stack>
        <Card>
          <RangeBar key={`${shownRange.from}:${shownRange.to}`} range={shownRange} busy={status === 'loading'} onApply={(next) => void analyticsRequested(next)} />
        </Card>
        {status === 'error' && !figures ? (
          <ErrorState title={t('adminPlans.analytics.failed')} description={error ?? undefined} onRetry={() => void analyticsRequested()} />
        ) : !figures ? (
          <Loading aria-busy="true" aria-label={t('adminPlans.analytics.loading')}>
            <Skeleton $height={220} $radius="16px" />
            <Skeleton $height={340} $radius="16px" />
          </Loading>
        ) : (
          <Body aria-busy={status === 'loading' || undefined} $busy={status === 'loading'}>
            <FigureCards figures={figures} />
            <Suspense fallback={<Skeleton $height={340} $radius="16px" />}>
              <MrrChart months={figures.byMonth} />
            </Suspense>
            <Card>
              <CardTitle>{t('adminPlans.analytics.months.title')}</CardTitle>
              <CardDescription>{t('adminPlans.analytics.months.description')}</CardDescription>
              <TableSlot>
                <MonthsTable months={figures.byMonth} />
              </TableSlot>
            </Card>
            <Pair>
              <FunnelCard funnel={figures.funnel} />
              <CancellationReasons rows={cancellations.rows} status={cancellations.status} onRetry={() => void cancellationsRequested()} />
            </Pair>
            <CohortTable cohorts={figures.cohorts} />
          </Body>
        )}
      </Stack>
    </>
  );
}

/* Grid children may shrink below their content (the wide tables scroll inside their cards). */
const Stack = styled.div`
  display: grid;
  gap: 16px;

  > * {
    min-width: 0;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 16px;
`;

const Body = styled.div<{ $busy: boolean }>`
  display: grid;
  gap: 16px;
  min-width: 0;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;

  > * {
    min-width: 0;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 16px;

  > * {
    min-width: 0;
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const TableSlot = styled.div`
  margin-top: 14px;
`;
