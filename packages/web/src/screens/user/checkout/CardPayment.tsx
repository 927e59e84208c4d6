import { CreditCardIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { callApi, errorMessage } from '../../../api';
import { formatPlanPrice } from '../../../lib/format';
import { toast } from '../../../stores/toast';
import { Button, ButtonLink, Card, CardDescription, CardTitle } from '../../../ui';
import { Notice } from '../common/Notice';

/**
 * The card step when the server has a card provider. The provider's form
 * (Stripe.js) would mount here with the client secret, but its script lives
 * on the provider's host, which this app does not load: so this says so
 * plainly instead of faking a charge.
 */
export function CardPayment({ price }: { price: number }) {
  const [state, setState] = useState<'idle' | 'starting' | 'started'>('idle');
  const label = `Subscribe Now - $${formatPlanPrice(price)}/month`;

  const handleStart = async () => {
    setState('starting');
    try {
      await callApi('createPaymentIntent', { body: { amount: price } });
      setState('started');
    } catch (error) {
      setState('idle');
      toast({ title: 'Payment Failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardTitle>Card payment</CardTitle>
      <CardDescription>Your card is charged ${formatPlanPrice(price)} immediately; Premium starts as soon as the payment succeeds.</CardDescription>
      <Body>
        {state === 'started' ? (
          <Notice tone="info" icon={CreditCardIcon} title="Payment started with the card provider" live>
            The provider&apos;s secure card form would appear here. It is loaded from the provider&apos;s own site, which this installation does not
            reach, so no card can be charged from this page. Nothing has been charged. Pay with USDT instead, or contact support.
          </Notice>
        ) : (
          <Button size="lg" fullWidth loading={state === 'starting'} onClick={() => void handleStart()}>
            <CreditCardIcon size={18} />
            {label}
          </Button>
        )}
        <ButtonLink to="/payment?method=usdt" variant="secondary" fullWidth>
          Pay with USDT instead
        </ButtonLink>
      </Body>
    </Card>
  );
}

/** When the server has no card provider: say so, and offer the crypto payment. */
export function CardsNotConfigured({ price }: { price: number }) {
  return (
    <Card>
      <CardTitle>Card payment</CardTitle>
      <Body>
        <Notice
          tone="warning"
          title="Card payments are not configured"
          action={
            <ButtonLink to="/payment?method=usdt" size="md">
              Pay with USDT instead
            </ButtonLink>
          }
        >
          This installation does not take cards yet. You can pay the same ${formatPlanPrice(price)} in USDT; an admin verifies it and Premium unlocks
          automatically.
        </Notice>
        <Button size="lg" fullWidth disabled>
          <CreditCardIcon size={18} />
          Subscribe Now - ${formatPlanPrice(price)}/month
        </Button>
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-top: 18px;
`;
