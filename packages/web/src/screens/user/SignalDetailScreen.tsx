import { TrendingUpIcon } from 'lucide-react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSignalsStore } from '../../stores/signals';
import { BackLink, ButtonLink, EmptyState, Skeleton } from '../../ui';
import { DetailHeader } from './signal/DetailHeader';
import { DetailsCard } from './signal/DetailsCard';
import { LockedPanel } from './signal/LockedPanel';
import { LevelsCard } from './signal/LevelsCard';
import { SignalActions } from './signal/SignalActions';
import { SignalTimeline } from './signal/SignalTimeline';
import { isChartableTrade, TradeChartCard } from './signal/TradeChartCard';
import { TradingInstructions } from './signal/TradingInstructions';
import { useSignalDetail } from './signal/useSignalDetail';

/**
 * One signal in full: details for its type, its timeline, trading
 * instructions and links to the exchanges; a closed trade's entry and exit on
 * a chart of the recorded prices (an open one keeps the decorative chart). A
 * premium signal seen without premium shows the lock and the way to upgrade,
 * and its timeline with prices hidden as the server answers; edits and
 * outcomes arrive live.
 */
export function SignalDetailScreen() {
  const { id: rawId } = useParams();
  const { id, state } = useSignalDetail(rawId);
  const signal = useSignalsStore((s) => s.byId[id]);
  const t = useT();
  useDocumentTitle(signal ? t('signals.detail.documentTitle', { pair: signal.pair }) : t('signals.detail.title'));

  const back = (
    <Back>
      <BackLink to="/signals">{t('signals.detail.back')}</BackLink>
    </Back>
  );

  if (state === 'missing' || (state === 'shown' && !signal)) {
    return (
      <>
        {back}
        <EmptyState
          icon={TrendingUpIcon}
          title={t('signals.detail.notFound')}
          description={t(state === 'shown' ? 'signals.detail.justRemoved' : 'signals.detail.missing')}
          action={<ButtonLink to="/signals">{t('signals.detail.browse')}</ButtonLink>}
        />
      </>
    );
  }
  if (!signal) {
    return (
      <>
        {back}
        <DetailSkeleton />
      </>
    );
  }

  return (
    <>
      {back}
      <DetailHeader signal={signal} />
      {signal.locked ? (
        <Grid>
          <LockedPanel />
          <SignalTimeline signal={signal} detailLoaded={state === 'shown'} />
        </Grid>
      ) : (
        <Grid>
          <Column>
            <DetailsCard signal={signal} />
            {isChartableTrade(signal) ? (
              <TradeChartCard signal={signal} />
            ) : (
              <LevelsCard signal={signal} />
            )}
          </Column>
          <Column>
            <SignalTimeline signal={signal} detailLoaded={state === 'shown'} />
            {/* How to open a trade that has ended would only mislead: its timeline says what happened instead. */}
            {signal.outcome === 'open' && <TradingInstructions signal={signal} />}
            <SignalActions signal={signal} />
          </Column>
        </Grid>
      )}
    </>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <SkeletonHead>
        <Skeleton $height={52} $width="52px" $radius="50%" />
        <SkeletonLines>
          <Skeleton $height={28} $width="160px" />
          <Skeleton $height={20} $width="240px" />
        </SkeletonLines>
      </SkeletonHead>
      <Grid>
        <Skeleton $height={260} $radius="16px" />
        <Skeleton $height={260} $radius="16px" />
      </Grid>
    </div>
  );
}

const Back = styled.div`
  margin-bottom: 14px;
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
    gap: 20px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  @media (min-width: 1024px) {
    gap: 20px;
  }
`;

const SkeletonHead = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 24px;
`;

const SkeletonLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
