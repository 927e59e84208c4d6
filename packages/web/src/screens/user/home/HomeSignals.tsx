import { TrendingUpIcon } from 'lucide-react';
import { HOME_SIGNAL_COUNT, type SignalType } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { listKey, signalSelectors, useSignalsStore, type SignalFilter } from '../../../stores/signals';
import { EmptyState, ErrorState, Tabs } from '../../../ui';
import { tapTarget } from '../../../ui/theme/tapTarget';
import { SignalList, SignalListSkeleton } from '../signals/SignalList';

type HomeTab = 'all' | SignalType;

const tabs: { value: HomeTab; label: string }[] = [
  { value: 'all', label: 'All Signals' },
  { value: 'arbitrage', label: 'Arbitrage' },
  { value: 'forex', label: 'Forex' },
  { value: 'futures', label: 'Futures' },
];

/** The home screen's latest signals: four per tab, live. */
export function HomeSignals() {
  const [tab, setTab] = useState<HomeTab>('all');
  return (
    <Tabs
      label="Signal type"
      value={tab}
      onValueChange={setTab}
      items={tabs.map((item) => ({ value: item.value, label: item.label, content: <LatestSignals type={item.value} /> }))}
    />
  );
}

function LatestSignals({ type }: { type: HomeTab }) {
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
    return <ErrorState title="Could not load signals" description={list.error ?? undefined} onRetry={() => void listRetried(listKey('all', filter))} />;
  }
  if (signals.length === 0) {
    return <EmptyState icon={TrendingUpIcon} title="No signals yet" description="New signals appear here the moment they are published." />;
  }
  return (
    <>
      <Grid>
        <SignalList signals={signals} label="Latest signals" />
      </Grid>
      <ViewAll to={type === 'all' ? '/signals' : `/signals?type=${type}`}>View all {type === 'all' ? 'signals' : tabs.find((t) => t.value === type)?.label.toLowerCase()} →</ViewAll>
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
