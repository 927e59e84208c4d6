import { CrownIcon, TrendingUpIcon } from 'lucide-react';
import { FREE_PROFIT_MAX } from '@signals/protocol';
import { useDeferredValue, useEffect } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { listKey, signalSelectors, useSignalsStore, type SignalFilter } from '../../../stores/signals';
import { Button, ButtonLink, EmptyState, ErrorState } from '../../../ui';
import { Notice } from '../common/Notice';
import { SignalList, SignalListSkeleton } from './SignalList';

/** The first page of each section: small, so the screen paints fast; Load More brings twenty at a time. */
export const FIRST_PAGE_SIZE = 8;

interface SignalSectionProps {
  tier: 'premium' | 'free';
  filter: SignalFilter;
  /** Whether the user sees premium detail (changes the empty text of a filtered premium list). */
  isPremium: boolean;
}

const titles = { premium: 'Premium Signals', free: 'Free Signals' };
const taglines = { premium: `Profit ${FREE_PROFIT_MAX}% and above`, free: `Profit up to ${FREE_PROFIT_MAX}%` };

/** One tier of the list screen: its cards, loading, empty and error states, and Load More for older signals. */
export function SignalSection({ tier, filter, isPremium }: SignalSectionProps) {
  const key = listKey(tier, filter);
  // Deferred: a page of cards arriving (or a live burst) is built in yielding
  // slices rather than in the store update's single blocking render.
  const list = useDeferredValue(useSignalsStore(signalSelectors.list(tier, filter)));
  const signals = useDeferredValue(useSignalsStore(useShallow(signalSelectors.listSignals(tier, filter))));
  const listRequested = useSignalsStore((s) => s.listRequested);
  const listRetried = useSignalsStore((s) => s.listRetried);
  const moreRequested = useSignalsStore((s) => s.moreRequested);
  const headingId = `${tier}-signals-heading`;

  useEffect(() => {
    void listRequested(tier, filter, FIRST_PAGE_SIZE);
  }, [listRequested, tier, filter]);

  const body = () => {
    if (!list || (list.status === 'loading' && signals.length === 0)) {
      // As many placeholders as the first page brings, so the section below does not jump when it lands.
      return <SignalListSkeleton rows={FIRST_PAGE_SIZE} />;
    }
    if (list.status === 'error') {
      return (
        <ErrorState
          title="Could not load signals"
          description={list.error ?? undefined}
          retryLabel="Try again"
          onRetry={() => void listRetried(key)}
        />
      );
    }
    if (signals.length === 0) {
      if (tier === 'premium' && filter.exchange && !isPremium) {
        return (
          <Notice tone="premium" title="Exchange filters cover premium signals for members" action={<ButtonLink to="/premium">Upgrade to Premium</ButtonLink>}>
            Where a premium signal trades is part of its locked detail, so it is matched by exchange for Premium members only.
          </Notice>
        );
      }
      return <EmptyState icon={TrendingUpIcon} title={`No ${tier} signals`} description={emptyText(filter)} />;
    }
    return <SignalList signals={signals} label={titles[tier]} showPremiumBadges={tier !== 'premium'} />;
  };

  return (
    // An id a link can aim at: /signals#premium-signals (the payment page, once premium arrives).
    <Section id={`${tier}-signals`} aria-labelledby={headingId}>
      <Head>
        <Title id={headingId}>
          {tier === 'premium' && <CrownIcon size={18} />}
          {titles[tier]}
        </Title>
        <Tagline>{taglines[tier]}</Tagline>
      </Head>
      {body()}
      {list?.status === 'ready' && list.hasMore && (
        <More>
          {list.loadMoreError && <MoreError role="alert">{list.loadMoreError}</MoreError>}
          <Button variant="secondary" fullWidth loading={list.loadingMore} onClick={() => void moreRequested(key)}>
            Load More
          </Button>
        </More>
      )}
    </Section>
  );
}

function emptyText(filter: SignalFilter): string {
  return filter.type || filter.exchange || filter.coin
    ? 'Nothing matches these filters yet. Try another filter, or tap All.'
    : 'New signals appear here the moment they are published.';
}

const Section = styled.section`
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 2px 12px;
  margin-bottom: 14px;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 19px;
  font-weight: 700;

  svg {
    color: ${({ theme }) => theme.colors.premium};
  }
`;

const Tagline = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 14px;
`;

const MoreError = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  font-size: 13px;
  text-align: center;
`;
