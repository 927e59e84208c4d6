import { CrownIcon, TrendingUpIcon } from 'lucide-react';
import { useDeferredValue, useEffect } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../../i18n/useT';
import type { MessageId } from '../../../i18n/messages';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { FIRST_PAGE_SIZE, listKey, signalSelectors, useSignalsStore, type SignalFilter } from '../../../stores/signals';
import { Button, ButtonLink, EmptyState, ErrorState } from '../../../ui';
import { Notice } from '../common/Notice';
import { SignalList, SignalListSkeleton } from './SignalList';

interface SignalSectionProps {
  tier: 'premium' | 'free';
  filter: SignalFilter;
  /** Whether the user sees premium detail (changes the empty text of a filtered premium list). */
  isPremium: boolean;
}

const titles: Record<SignalSectionProps['tier'], MessageId> = { premium: 'signals.section.premium', free: 'signals.section.free' };
const taglines: Record<SignalSectionProps['tier'], MessageId> = { premium: 'signals.section.premium.tagline', free: 'signals.section.free.tagline' };
const empties: Record<SignalSectionProps['tier'], MessageId> = { premium: 'signals.section.emptyPremium', free: 'signals.section.emptyFree' };

/** One tier of the list screen: its cards, loading, empty and error states, and Load More for older signals. */
export function SignalSection({ tier, filter, isPremium }: SignalSectionProps) {
  const t = useT();
  // The same figure the offer quotes (issue 40).
  const premiumFrom = useSettingsStore(settingsSelectors.premiumProfitThreshold);
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
          title={t('signals.section.loadFailed')}
          description={list.error ?? undefined}
          retryLabel={t('common.retry')}
          onRetry={() => void listRetried(key)}
        />
      );
    }
    if (signals.length === 0) {
      if (tier === 'premium' && filter.exchange && !isPremium) {
        return (
          <Notice tone="premium" title={t('signals.section.exchangeLocked.title')} action={<ButtonLink to="/premium">{t('signals.section.upgrade')}</ButtonLink>}>
            {t('signals.section.exchangeLocked.text')}
          </Notice>
        );
      }
      return <EmptyState icon={TrendingUpIcon} title={t(empties[tier])} description={t(emptyText(filter))} />;
    }
    return <SignalList signals={signals} label={t(titles[tier])} showPremiumBadges={tier !== 'premium'} />;
  };

  return (
    // An id a link can aim at: /signals#premium-signals (the payment page, once premium arrives).
    <Section id={`${tier}-signals`} aria-labelledby={headingId}>
      <Head>
        <Title id={headingId}>
          {tier === 'premium' && <CrownIcon size={18} />}
          {t(titles[tier])}
        </Title>
        <Tagline>{t(taglines[tier], { max: premiumFrom })}</Tagline>
      </Head>
      {body()}
      {list?.status === 'ready' && list.hasMore && (
        <More>
          {list.loadMoreError && <MoreError role="alert">{list.loadMoreError}</MoreError>}
          <Button variant="secondary" fullWidth loading={list.loadingMore} onClick={() => void moreRequested(key)}>
            {t('signals.section.loadMore')}
          </Button>
        </More>
      )}
    </Section>
  );
}

function emptyText(filter: SignalFilter): MessageId {
  return filter.type || filter.exchange || filter.coin ? 'signals.section.emptyFiltered' : 'signals.section.emptyNew';
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
