import { CreditCardIcon, HeadsetIcon } from 'lucide-react';
import { PAYMENT_METHODS, type PaymentMethod } from '@signals/protocol';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { paymentSelectors, usePaymentsStore } from '../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { toast } from '../../stores/toast';
import { BackLink, ButtonLink, Card, CardDescription, CardTitle, EmptyState, ErrorState, PageHeader, Skeleton, Tabs } from '../../ui';
import { MethodPanel } from './payment/MethodPanel';
import { methodLabel, parseMethod } from './payment/methods';
import { PaymentHistory, PaymentProgress } from './payment/PaymentStatus';
import { PremiumActive } from './payment/PremiumActive';
import { QuoteSummary } from './payment/QuoteSummary';
import { usePaymentQuote } from './payment/usePaymentQuote';

/** Said once, on arrival, to a member who already has Premium (they are sent to their profile). */
function alreadySubscribed() {
  toast({ title: t('premium.payment.alreadySubscribed.title'), description: t('premium.payment.alreadySubscribed.description') });
}

/**
 * Crypto payment (/payment and /crypto-payment, ?method=usdt|bitcoin|ethereum, ?plan=3&promo=CODE).
 * On arrival it asks the server for a quote for the plan named (the monthly plan otherwise) and shows it; the
 * amounts to send, the demo's test transfer and a claim are the quote's.
 * After submitting, the member is told the payment is being processed and
 * goes home (the spec's flow). Coming back while it waits shows where it
 * stands instead of the form; an approval turns the page into "You're
 * Premium" live, a rejection shows its reason with the form back for a new try.
 * A member who holds premium may pay ahead (a renewal, a trial's end, a reminder's link naming a plan); one with a
 * paid period who names no plan is sent to the profile, as the spec says.
 */
export function PaymentScreen() {
  const t = useT();
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const user = useSessionStore(sessionSelectors.user);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Decided once, on arrival: a payment approved while the user watches must not send them away.
  const [arrival] = useState(() => ({ premium: isPremium, kind: user?.premiumKind ?? null, endsAt: user?.subscriptionEndDate ?? null, plan: params.has('plan') }));
  // A paid period and no plan named: nothing to pay here (the spec's Already subscribed).
  const sendAway = arrival.premium && arrival.kind !== 'trial' && arrival.kind !== 'comped' && arrival.kind !== 'grace' && !arrival.plan;
  const method = parseMethod(params.get('method'));
  const payments = usePaymentsStore(paymentSelectors.items);
  const status = usePaymentsStore(paymentSelectors.status);
  const paymentsRequested = usePaymentsStore((s) => s.paymentsRequested);
  const onChain = useSettingsStore(settingsSelectors.chainPayments);
  const deposit = usePaymentsStore(paymentSelectors.deposit);
  const depositRequested = usePaymentsStore((s) => s.depositRequested);
  const told = useRef(false);
  const waiting = payments.some((payment) => payment.status === 'pending');
  const priced = usePaymentQuote(params, !sendAway && (status === 'ready' || status === 'error') && !waiting);

  useEffect(() => {
    if (!sendAway) {
      void paymentsRequested();
    }
  }, [sendAway, paymentsRequested]);

  // The history lists transfers to the member's address not yet counted in a payment, whichever tab is open.
  useEffect(() => {
    if (!sendAway && onChain) {
      void depositRequested();
    }
  }, [sendAway, onChain, depositRequested]);

  useEffect(() => {
    if (sendAway && !told.current) {
      told.current = true;
      alreadySubscribed();
    }
  }, [sendAway]);

  if (sendAway) {
    return <Navigate to="/profile" replace />;
  }

  // The payment to follow: the one waiting, else the newest if an admin just rejected it (its reason is said in place).
  const newest = payments[0];
  const followed = payments.find((payment) => payment.status === 'pending') ?? (newest?.status === 'failed' ? newest : undefined);

  // The spec's flow: told it is being processed (the form's toast), then home; the payment page shows it if they come back.
  const handleSubmitted = () => void navigate('/');

  const header = (
    <PageHeader
      title={t('premium.payment.title')}
      description={t(onChain ? 'premium.payment.descriptionOnChain' : 'premium.payment.description')}
      eyebrow={<BackLink to="/premium">{t('premium.name')}</BackLink>}
    />
  );
  // Whether a payment is already waiting changes the top of the page: wait for it, rather than let it jump.
  if (status === 'idle' || status === 'loading') {
    return (
      <>
        {header}
        <Layout aria-busy="true">
          <Skeleton $height={560} $radius="16px" />
          <Skeleton $height={220} $radius="16px" />
        </Layout>
      </>
    );
  }

  const progress = onChain ? (deposit.address?.progress ?? null) : null;
  const history = (
    <Card>
      <CardTitle>{t('premium.payment.history.title')}</CardTitle>
      <CardDescription>{t(onChain ? 'premium.payment.history.descriptionOnChain' : 'premium.payment.history.description')}</CardDescription>
      <History>
        {status === 'error' ? (
          <ErrorState title={t('premium.payment.history.failed')} onRetry={() => void paymentsRequested(true)} />
        ) : payments.length === 0 && !progress?.transfers.length ? (
          <EmptyState icon={CreditCardIcon} title={t('premium.payment.history.empty.title')} description={t('premium.payment.history.empty.description')} />
        ) : (
          <PaymentHistory payments={payments} deposit={progress} />
        )}
      </History>
    </Card>
  );

  // Approved while the member watched: nothing left to pay (for one who paid ahead, their premium moved on).
  const paidNow = isPremium && (!arrival.premium || user?.subscriptionEndDate !== arrival.endsAt || user?.premiumKind !== arrival.kind);
  if (paidNow) {
    return (
      <>
        {header}
        <Layout>
          <Main>
            <PremiumActive endsAt={user?.subscriptionEndDate ?? null} />
          </Main>
          <Side>{history}</Side>
        </Layout>
      </>
    );
  }


  return (
    <>
      {header}
      <Layout>
        <Main>
          {followed && <PaymentProgress payment={followed} />}
          {followed?.status !== 'pending' && (
            <QuoteSummary priced={priced} />
          )}
          {/* One claim waits for review at a time (the server refuses a second): while it does, nothing here invites another transfer. */}
          {followed?.status !== 'pending' && (
            <Card>
              <Tabs<PaymentMethod>
                label={t('premium.payment.method')}
                value={method}
                onValueChange={(next) =>
                  setParams(
                    (current) => {
                      const kept = new URLSearchParams(current);
                      kept.set('method', next);
                      return kept;
                    },
                    { replace: true, preventScrollReset: true },
                  )
                }
                items={PAYMENT_METHODS.map((value) => ({
                  value,
                  label: methodLabel(value),
                  content: priced.quote || priced.failed ? <MethodPanel method={value} amount={priced.amount} onSubmitted={handleSubmitted} /> : <Skeleton $height={420} $radius="12px" />,
                }))}
              />
            </Card>
          )}
        </Main>
        <Side>
          {history}
          <Card>
            <CardTitle>{t('premium.payment.help.title')}</CardTitle>
            <CardDescription>{t('premium.payment.help.description')}</CardDescription>
            <SupportLink>
              <ButtonLink to="/settings/support" variant="secondary" fullWidth>
                <HeadsetIcon size={16} />
                {t('premium.payment.support')}
              </ButtonLink>
            </SupportLink>
          </Card>
        </Side>
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

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const History = styled.div`
  margin-top: 14px;
`;

const SupportLink = styled.div`
  margin-top: 16px;
`;
