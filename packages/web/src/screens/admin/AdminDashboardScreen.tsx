import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { statsSelectors, useStatsStore } from '../../stores/admin/stats';
import { Card, ErrorState, PageHeader, Skeleton } from '../../ui';
import { LiveCounters } from './dashboard/LiveCounters';
import { StatCards } from './dashboard/StatCards';

// recharts is the biggest library in the app: its own chunk, fetched only here.
const DashboardCharts = lazy(async () => ({ default: (await import('./dashboard/DashboardCharts')).DashboardCharts }));

/** Admin Dashboard: what needs attention (live), the three headline cards, and the charts. */
export function AdminDashboardScreen() {
  const t = useT();
  const stats = useStatsStore(statsSelectors.stats);
  const status = useStatsStore(statsSelectors.status);
  const error = useStatsStore(statsSelectors.error);
  const statsRequested = useStatsStore((s) => s.statsRequested);

  useEffect(() => {
    void statsRequested();
  }, [statsRequested]);

  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      {status === 'error' && !stats ? (
        <ErrorState title={t('admin.dashboard.loadFailed')} description={error ?? undefined} onRetry={() => void statsRequested()} />
      ) : (
        <>
          <LiveCounters />
          <StatCards stats={stats} />
          {stats ? (
            <Suspense fallback={<ChartsLoading />}>
              <DashboardCharts stats={stats} />
            </Suspense>
          ) : (
            <ChartsLoading />
          )}
        </>
      )}
    </>
  );
}

function ChartsLoading() {
  const t = useT();
  return (
    <Placeholder role="status" aria-busy="true" aria-label={t('admin.dashboard.loadingCharts')}>
      {[0, 1].map((index) => (
        <Card key={index}>
          <Skeleton $height={18} $width="40%" />
          <Skeleton $height={240} style={{ marginTop: 16 }} />
        </Card>
      ))}
    </Placeholder>
  );
}

const Placeholder = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 20px;

  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
`;
