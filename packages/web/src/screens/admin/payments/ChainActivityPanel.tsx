import { BlocksIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { chainActivitySelectors, useChainActivityStore } from '../../../stores/admin/payments';
import { Button, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { DataTable } from '../../../ui/table';
import { ListCard } from '../components/ListCard';
import { chainTransferColumns } from './chainTransferColumns';
import { WatcherStatus } from './WatcherStatus';

/** The server sends the latest 50 transfers; the newest few are what an admin looks at, the rest are one tap away. */
const SHOWN_AT_FIRST = 8;

/**
 * On-chain payments (issue 22), where members pay to their own deposit
 * address: how the chain watcher is doing, and the latest transfers with their
 * confirmations, credits and shortfalls. Loaded when the screen opens, then
 * replaced by each snapshot the watcher pushes.
 */
export function ChainActivityPanel() {
  const t = useT();
  const activity = useChainActivityStore(chainActivitySelectors.activity);
  const status = useChainActivityStore(chainActivitySelectors.status);
  const error = useChainActivityStore(chainActivitySelectors.error);
  const activityRequested = useChainActivityStore((s) => s.activityRequested);
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    void activityRequested();
  }, [activityRequested]);

  const required = activity?.watch.required ?? 1;
  const columns = useMemo(() => chainTransferColumns(t, required), [t, required]);
  const transfers = activity?.transfers ?? [];
  const rows = showAll ? transfers : transfers.slice(0, SHOWN_AT_FIRST);

  return (
    <Section>
      <ListCard title={t('adminPayments.chain.title')}>
        {status === 'error' && !activity ? (
          <ErrorState title={t('adminPayments.chain.loadFailed')} description={error ?? undefined} onRetry={() => void activityRequested()} />
        ) : (
          <>
            {activity ? <WatcherStatus watch={activity.watch} /> : <StatusSkeleton $height={18} $width="60%" />}
            <DataTable
              label={t('adminPayments.chain.list.label')}
              columns={columns}
              rows={rows}
              rowKey={(transfer) => transfer.id}
              loading={!activity}
              empty={<EmptyState icon={BlocksIcon} title={t('adminPayments.chain.list.empty.title')} description={t('adminPayments.chain.list.empty.description')} />}
            />
            {transfers.length > SHOWN_AT_FIRST && (
              <More>
                <Button variant="ghost" size="sm" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
                  {showAll ? t('adminPayments.chain.list.showFewer') : t('adminPayments.chain.list.showAll', { count: transfers.length })}
                </Button>
              </More>
            )}
          </>
        )}
      </ListCard>
    </Section>
  );
}

const Section = styled.div`
  margin-bottom: 20px;
`;

const StatusSkeleton = styled(Skeleton)`
  margin-bottom: 16px;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 12px;
`;
