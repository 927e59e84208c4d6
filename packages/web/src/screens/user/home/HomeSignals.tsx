import { TrendingUpIcon } from 'lucide-react';
import { HOME_SIGNAL_COUNT, type SignalType } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { listKey, signalSelectors, useSignalsStore, type SignalFilter } from '../../../stores/signals';
import { EmptyState, ErrorState, Tabs } from '../../../ui';
import { tapTarget } from '../../../ui/theme/tapTarget';
import { SignalList, SignalListSkeleton } from '../signals/SignalList';

type HomeTab = 'all' | SignalType;

const tabs: { value: HomeTab; label: MessageId; viewAll: MessageId }[] = [
  { value: 'all', label: 'home.signals.all', viewAll: 'home.signals.viewAll' },
  { value: 'arbitrage', label: 'home.type.arbitrage', viewAll: 'home.signals.viewAllArbitrage' },
  { value: 'forex', label: 'home.type.forex', viewAll: 'home.signals.viewAllForex' },
  { value: 'futures', label: 'home.type.futures', viewAll: 'home.signals.viewAllFutures' },
];

/** The home screen's latest signals: four per tab, live. */
export function HomeSignals() {
  const t = useT();
  const [tab, setTab] = useState<HomeTab>('all');
  return (
    <Tabs
      label={t('home.signals.tabs')}
      value={tab}
      onValueChange={setTab}
      items={tabs.map((item) => ({ value: item.value, label: t(item.label), content: <LatestSignals type={item.value} viewAll={item.viewAll} /> }))}
    />
  );
}

function LatestSignals({ type, viewAll }: { type: HomeTab; viewAll: MessageId }) {
  const t = useT();
  const [filter] = useState<SignalFilter>(() => (type === 'all' ? {} : { type }));
  const list = useSignalsStore(signalSelectors.list('all', filter));
  const signals = useSignalsStore(useShallow(signalSelectors.listSignals('all', filter, HOME_SIGNAL_COUNT)));
  const listRequested = useSignalsStore((s) => s.listRequested);
  const listRetried = useSignalsStore((s) => s.listRetried);

  useEffect(() => {
    void listRequested('all', filter, HOME_SIGNAL_COUNT);
  }, [listRequested, filter]);

  if (!list || (list.status === 'loading' && signals.length === 0)) {
    return <SignalListSkeleton rows={HOME_SIGNAL_COUNT} />;
  }
  if (list.status === 'error') {
    return <ErrorState title={t('home.signals.loadFailed')} description={list.error ?? undefined} retryLabel={t('common.retry')} onRetry={() => void listRetried(listKey('all', filter))} />;
  }
  if (signals.length === 0) {
    return <EmptyState icon={TrendingUpIcon} title={t('home.signals.empty.title')} description={t('home.signals.empty.text')} />;
  }
  return (
    <>
      <Grid>
        <SignalList signals={signals} label={t('home.signals.list')} />
      </Grid>
      <ViewAll to={type === 'all' ? '/signals' : `/signals?type=${type}`}>{t(viewAll)}</ViewAll>
    </>
  );
}

const Grid = styled.div`
  @media (min-width: 900px) {
    ul {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const ViewAll = styled(Link)`
  ${tapTarget}
  margin-top: 4px;
  font-weight: 650;
  font-size: 14px;
`;
