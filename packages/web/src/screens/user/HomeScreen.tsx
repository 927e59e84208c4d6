import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { ThemeToggleButton } from '../../layout/shared/ThemeToggleButton';
import { paymentSelectors, usePaymentsStore } from '../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { PageHeader } from '../../ui';
import { PendingPaymentNotice } from './common/PendingPaymentNotice';
import { Section } from './common/Section';
import { CommunityBanner } from './home/CommunityBanner';
import { HomeNews } from './home/HomeNews';
import { HomeSignals } from './home/HomeSignals';
import { SignalCounts } from './home/SignalCounts';

/** Home: the community banner, live counts per type, the latest signals by tab and the latest news. */
export function HomeScreen() {
  const t = useT();
  const username = useSessionStore(sessionSelectors.username);
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  // Known once this visit has seen the member's payments (the payment page sends them here after they submit one).
  const pending = usePaymentsStore(paymentSelectors.pending);
  return (
    <>
      <PageHeader
        title={t('home.welcome', { username })}
        description={t('home.description')}
        documentTitle={null}
        actions={<ThemeToggleButton />}
      />
      <Stack>
        {pending && !isPremium && <PendingPaymentNotice payment={pending} />}
        <CommunityBanner />
        <SignalCounts />
        <Section title={t('home.latestSignals')} id="home-signals">
          <HomeSignals />
        </Section>
        <Section title={t('home.latestNews')} id="home-news">
          <HomeNews />
        </Section>
      </Stack>
    </>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;

  section + section {
    margin-top: 12px;
  }
`;
