import { PAYMENT_METHOD_DETAILS } from '@signals/protocol';
import { useEffect } from 'react';
import styled from 'styled-components';
import { paymentSelectors, usePaymentsStore } from '../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { ButtonLink, PageHeader, Skeleton } from '../../ui';
import { Notice } from './common/Notice';
import { PremiumOffer } from './premium/PremiumOffer';
import { PremiumPlan } from './premium/PremiumPlan';
import { PremiumStats } from './premium/PremiumStats';
import { SmsSection } from './premium/SmsSection';

/**
 * Premium: the offer and the ways to pay for a free user (with a note when a
 * payment is already under review); the plan and cancellation for a premium
 * user. Both see the figures and the SMS section.
 */
export function PremiumScreen() {
  const isPremium = useSessionStore(sessionSelectors.isPremium);
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
      title="Premium Membership"
      description={isPremium ? 'Your plan and its benefits.' : 'Every signal in full, SMS alerts and priority support.'}
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
        {!isPremium && pending && (
          <Notice
            tone="info"
            icon="refresh"
            title="Your payment is being reviewed"
            action={
              <ButtonLink to="/payment" variant="secondary" size="sm">
                See payment status
              </ButtonLink>
            }
          >
            An admin is verifying your {pending.paymentMethod === 'card' ? 'card' : PAYMENT_METHOD_DETAILS[pending.paymentMethod].label} payment. Premium
            unlocks here the moment it is approved.
          </Notice>
        )}
        {isPremium ? <PremiumPlan /> : <PremiumOffer />}
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
