import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { PageHeader } from '../../ui';
import { FilterChips } from './signals/FilterChips';
import { SignalSection } from './signals/SignalSection';
import { useSignalFilter } from './signals/useSignalFilter';

// The More dialog's form brings react-hook-form and zod: fetched when the pointer or
// focus reaches More, not while the list is still settling (it would block the main thread).
const loadMoreFilters = () => import('./signals/MoreFiltersDialog');
const MoreFiltersDialog = lazy(async () => ({ default: (await loadMoreFilters()).MoreFiltersDialog }));

/**
 * Trading Signals: filter chips (and More for any exchange or coin), then the
 * premium and free sections, newest first. New signals slide in on top live,
 * edits change rows in place, deletions remove them.
 */
export function SignalsScreen() {
  const t = useT();
  const [filter, setFilter] = useSignalFilter();
  const [moreOpen, setMoreOpen] = useState(false);
  const isPremium = useSessionStore(sessionSelectors.isPremium);

  return (
    <>
      <PageHeader title={t('signals.title')} description={t('signals.description')} />
      <FilterChips filter={filter} onChange={setFilter} onMore={() => setMoreOpen(true)} onMoreIntent={() => void loadMoreFilters()} />
      {moreOpen && (
        <Suspense fallback={null}>
          <MoreFiltersDialog open filter={filter} onClose={() => setMoreOpen(false)} onApply={setFilter} />
        </Suspense>
      )}
      <Sections>
        <SignalSection tier="premium" filter={filter} isPremium={isPremium} />
        <SignalSection tier="free" filter={filter} isPremium={isPremium} />
      </Sections>
    </>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 36px;

  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
    gap: 28px;
  }
`;
