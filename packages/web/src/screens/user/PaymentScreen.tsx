import { PAYMENT_METHODS, PAYMENT_METHOD_DETAILS, type Payment, type PaymentMethod } from '@signals/protocol';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paymentSelectors, usePaymentsStore } from '../../stores/payments';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { toast } from '../../stores/toast';
import { BackLink, ButtonLink, Card, CardDescription, CardTitle, EmptyState, ErrorState, Icon, PageHeader, Skeleton, Tabs } from '../../ui';
import { MethodPanel } from './payment/MethodPanel';
import { parseMethod } from './payment/methods';
import { PaymentHistory, PaymentProgress } from './payment/PaymentStatus';

/**
 * Crypto payment (/payment and /crypto-payment, ?method=usdt|bitcoin|ethereum).
 * After submitting, the user sees the payment being processed and, live, its
 * approval (premium unlocks without signing out) or rejection with the reason.
 */
export function PaymentScreen() {
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  // Decided once, on arrival: a payment approved while the user watches must not send them away.
  const [premiumOnArrival] = useState(isPremium);
  const [params, setParams] = useSearchParams();
  const method = parseMethod(params.get('method'));
  const payments = usePaymentsStore(paymentSelectors.items);
  const status = usePaymentsStore(paymentSelectors.status);
  const paymentsRequested = usePaymentsStore((s) => s.paymentsRequested);
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const told = useRef(false);

  useEffect(() => {
    if (!premiumOnArrival) {
      void paymentsRequested();
    }
  }, [premiumOnArrival, paymentsRequested]);

  useEffect(() => {
    if (premiumOnArrival && !told.current) {
      told.current = true;
      toast({ title: 'Already subscribed', description: 'You already have an active Premium subscription.' });
    }
  }, [premiumOnArrival]);

  if (premiumOnArrival) {
    return <Navigate to="/profile" replace />;
  }

  // The payment to follow: the one just sent, else the newest still waiting, else the newest decided one of this visit.
  const followed = payments.find((payment) => payment.id === submittedId) ?? payments.find((payment) => payment.status === 'pending');

  const handleSubmitted = (payment: Payment) => {
    setSubmittedId(payment.id);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const header = (
    <PageHeader
      title="Crypto Payment"
      description="Pay for Premium with USDT, Bitcoin or Ethereum. An admin verifies each payment by hand."
      eyebrow={<BackLink to="/premium">Premium</BackLink>}
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

  return (
    <>
      {header}
      <Layout>
        <Main>
          {followed && <PaymentProgress payment={followed} />}
          <Card>
            <Tabs<PaymentMethod>
              label="Payment method"
              value={method}
              onValueChange={(next) => setParams({ method: next }, { replace: true, preventScrollReset: true })}
              items={PAYMENT_METHODS.map((value) => ({
                value,
                label: PAYMENT_METHOD_DETAILS[value].label,
                content: <MethodPanel method={value} onSubmitted={handleSubmitted} />,
              }))}
            />
          </Card>
        </Main>
        <Side>
          <Card>
            <CardTitle>Your payments</CardTitle>
            <CardDescription>Status updates appear here as soon as an admin decides.</CardDescription>
            <History>
              {status === 'error' ? (
                <ErrorState title="Could not load your payments" onRetry={() => void paymentsRequested(true)} />
              ) : payments.length === 0 ? (
                <EmptyState icon="card" title="No payments yet" description="Your payment appears here once you confirm it." />
              ) : (
                <PaymentHistory payments={payments} />
              )}
            </History>
          </Card>
          <Card>
            <CardTitle>Need help?</CardTitle>
            <CardDescription>Sent to the wrong network, or waiting longer than expected? Our team will sort it out.</CardDescription>
            <SupportLink>
              <ButtonLink to="/settings/support" variant="secondary" fullWidth>
                <Icon name="headset" size={16} />
                Get Support
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
