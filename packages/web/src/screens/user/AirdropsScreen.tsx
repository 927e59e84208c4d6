import { GiftIcon } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { airdropSelectors, useAirdropsStore } from '../../stores/airdrops';
import { Badge, EmptyState, ErrorState, PageHeader, Skeleton } from '../../ui';
import { AirdropCard, AirdropCardSkeleton } from './airdrops/AirdropCard';
import { useLoadFailure } from './common/useLoadFailure';

const FAILURE = { title: 'content.airdrops.error.title', description: 'content.airdrops.error.description' } as const;

/** Airdrops: the active ones in a grid, updated live as the team adds or closes them. */
export function AirdropsScreen() {
  const t = useT();
  const items = useAirdropsStore(airdropSelectors.items);
  const status = useAirdropsStore(airdropSelectors.status);
  const airdropsRequested = useAirdropsStore((s) => s.airdropsRequested);

  useEffect(() => {
    void airdropsRequested();
  }, [airdropsRequested]);
  const failure = useLoadFailure(status, FAILURE, () => void airdropsRequested(true));

  const body = () => {
    if (status === 'loading' || status === 'idle') {
      return (
        <Grid aria-busy="true">
          {[0, 1, 2].map((index) => (
            <AirdropCardSkeleton key={index} />
          ))}
        </Grid>
      );
    }
    if (status === 'error') {
      return <ErrorState title={failure.title} description={failure.description} retryLabel={t('content.refreshPage')} onRetry={failure.retry ?? undefined} />;
    }
    if (items.length === 0) {
      return <EmptyState icon={GiftIcon} title={t('content.airdrops.empty.title')} description={t('content.airdrops.empty.description')} />;
    }
    return (
      <Grid>
        {items.map((airdrop) => (
          <AirdropCard key={airdrop.id} airdrop={airdrop} />
        ))}
      </Grid>
    );
  };

  return (
    <>
      <PageHeader
        title={t('content.airdrops.title')}
        description={t('content.airdrops.description')}
        actions={status === 'ready' ? <CountBadge $tone="profit">{t('content.airdrops.activeCount', { count: items.length })}</CountBadge> : <Skeleton $height={30} $width="86px" $radius="999px" />}
      />
      {body()}
    </>
  );
}

const CountBadge = styled(Badge)`
  height: 30px;
  padding: 0 14px;
  font-size: 13.5px;
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 20px;
  }
`;
