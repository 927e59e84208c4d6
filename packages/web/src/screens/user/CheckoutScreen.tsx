import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { paymentSelectors, usePaymentsStore } from '../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { BackLink, Button, Card, CardTitle, PageHeader, PageSpinner } from '../../ui';
import { PendingPaymentNotice } from './common/PendingPaymentNotice';
import { CardPayment, CardsNotConfigured } from './checkout/CardPayment';
import { QuoteSummary } from './payment/QuoteSummary';
import { usePaymentQuote } from './payment/usePaymentQuote';
import { offeredPremiumFeatures } from './premium/content';
import { paymentHref } from './premium/planPricing';

/**
 * Card checkout (/checkout, ?plan=3&promo=CODE as the payment screen takes them): the order as the server quoted it,
 * the card step (or why there is none), and what Premium includes. While a crypto payment waits for review, paying
 * by card as well is a second payment: the page says so and asks first.
 */
export function CheckoutScreen() {
  const t = useT();
  const settings = useSettingsStore(settingsSelectors.publicSettings);
  const settingsStatus = useSettingsStore(settingsSelectors.status);
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const pending = usePaymentsStore(paymentSelectors.pending);
  const paymentsStatus = usePaymentsStore(paymentSelectors.status);
  const paymentsRequested = usePaymentsStore((s) => s.paymentsRequested);
  const [payAnyway, setPayAnyway] = useState(false);
  const [params] = useSearchParams();
  const paymentsKnown = paymentsStatus === 'ready' || paymentsStatus === 'error';
  const priced = usePaymentQuote(params, !isPremium && paymentsKnown && (!pending || payAnyway));
  // Paying by USDT instead keeps the plan and the code chosen.
  const planId = priced.quote?.planId ?? priced.plan?.id ?? null;
  const usdtHref = planId === null ? '/payment?method=usdt' : paymentHref(planId, { promoCode: params.get('promo'), method: 'usdt' });

  useEffect(() => {
    if (!isPremium) {
      void paymentsRequested();
    }
  }, [isPremium, paymentsRequested]);

  if (isPremium) {
    return <Navigate to="/premium" replace />;
  }

  const cardStep = () => {
    if (settingsStatus === 'loading' || paymentsStatus === 'idle' || paymentsStatus === 'loading') {
      return <PageSpinner label={t('premium.checkout.loading')} />;
    }
    if (pending && !payAnyway) {
      return (
        <PendingPaymentNotice
          payment={pending}
          extra={
            <Button variant="ghost" size="sm" onClick={() => setPayAnyway(true)}>
              {t('premium.checkout.payAnyway')}
            </Button>
          }
        />
      );
    }
    if (!priced.quote && !priced.failed) {
      return <PageSpinner label={t('plans.quote.loading')} />;
    }
    const step = { amount: priced.amount, monthly: !priced.quote || (priced.quote.months === 1 && priced.quote.discountUsd === 0), usdtHref };
    return settings.cardPaymentsEnabled ? <CardPayment {...step} /> : <CardsNotConfigured {...step} />;
  };

  return (
    <>
      <PageHeader title={t('premium.checkout.title')} description={t('premium.checkout.description')} eyebrow={<BackLink to="/premium">{t('premium.name')}</BackLink>} />
      <Layout>
        <Column>
          {(!pending || payAnyway) && (
            <QuoteSummary priced={priced} paidBy="card" />
          )}
          {cardStep()}
        </Column>
        <Card>
          <CardTitle>{t('premium.checkout.included')}</CardTitle>
          <Included>
            {offeredPremiumFeatures({ sms: settings.deliveryChannels.sms, telegram: settings.telegramPremiumChat, premiumFrom: settings.premiumProfitThreshold }).map((feature) => (
              <li key={feature.title}>
                <CircleCheckIcon size={17} />
                {t(feature.title, feature.values)}
              </li>
            ))}
          </Included>
        </Card>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Included = styled.ul`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.profit};
  }
`;
