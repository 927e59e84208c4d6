import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { paymentSelectors, usePaymentsStore } from '../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { PageHeader, Skeleton } from '../../ui';
import { PendingPaymentNotice } from './common/PendingPaymentNotice';
import { PremiumOffer } from './premium/PremiumOffer';
import { PremiumPlan } from './premium/PremiumPlan';
import { PremiumStats } from './premium/PremiumStats';
import { RenewPlans } from './premium/RenewPlans';
import { SmsSection } from './premium/SmsSection';

/**
 * Premium: the plans, a promo code, the trial and the ways to pay for a member without premium (while a payment is
 * under review, where it stands instead of the pay buttons); the period held, its cancellation and the plans to
 * extend it for a premium member. Both see the figures and the SMS section.
 */
export function PremiumScreen() {
  const t = useT();
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const smsOn = useSettingsStore(settingsSelectors.sendsSms);
  const pending = usePaymentsStore(paymentSelectors.pending);
  const paymentsStatus = usePaymentsStore(paymentSelectors.status);
  const paymentsRequested = usePaymentsStore((s) => s.paymentsRequested);

  useEffect(() => {
    if (!isPremium) {
      void paymentsRequested();
    }
  }, [isPremium, paymentsRequested]);

  const header = (
    <PageHeader
      title={t('premium.title')}
      description={t(isPremium ? 'premium.description.member' : smsOn ? 'premium.description.withSms' : 'premium.description')}
    />
  );
  // A payment under review adds a notice on top: wait to know, rather than let the page jump.
  if (!isPremium && (paymentsStatus === 'idle' || paymentsStatus === 'loading')) {
    return (
      <>
        {header}
        <Skeleton $height={620} $radius="22px" />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack>
        {!isPremium && pending && <PendingPaymentNotice payment={pending} />}
        {isPremium ? <PremiumPlan /> : <PremiumOffer waiting={Boolean(pending)} />}
        {isPremium && <RenewPlans />}
        <PremiumStats />
        <SmsSection />
      </Stack>
    </>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
