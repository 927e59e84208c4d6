import { CreditCardIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { callApi, errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { formatPlanPrice } from '../../../lib/format';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { toast } from '../../../stores/toast';
import { Button, ButtonLink, Card, CardDescription, CardTitle } from '../../../ui';
import { Notice } from '../common/Notice';
import type { PayAmount } from '../payment/methods';

/**
 * The card step when the server has a card provider. The provider's form
 * (Stripe.js) would mount here with the client secret, but its script lives
 * on the provider's host, which this app does not load: so this says so
 * plainly instead of faking a charge.
 */
interface CardStepProps {
  amount: PayAmount;
  /** One month at the listed price (the spec's "…/month" words); another plan or a discounted total is paid as what it is. */
  monthly: boolean;
  /** The payment screen for the same plan and code. */
  usdtHref: string;
}

function payLabel(t: ReturnType<typeof useT>, price: number, monthly: boolean): string {
  return t(monthly ? 'premium.card.subscribe' : 'premium.card.pay', { price: formatPlanPrice(price) });
}

export function CardPayment({ amount, monthly, usdtHref }: CardStepProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'starting' | 'started'>('idle');
  const price = amount.usd;
  const label = payLabel(t, price, monthly);

  const handleStart = async () => {
    setState('starting');
    try {
      await callApi('createPaymentIntent', { body: { amount: price, quoteId: amount.quoteId } });
      setState('started');
    } catch (error) {
      setState('idle');
      toast({ title: t('premium.card.failed'), description: errorMessage(error, t('premium.tryLater')), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardTitle>{t('premium.card.title')}</CardTitle>
      <CardDescription>{t('premium.card.description', { price: formatPlanPrice(price) })}</CardDescription>
      <Body>
        {state === 'started' ? (
          <Notice tone="info" icon={CreditCardIcon} title={t('premium.card.started.title')} live>
            {t('premium.card.started.text')}
          </Notice>
        ) : (
          <Button size="lg" fullWidth loading={state === 'starting'} onClick={() => void handleStart()}>
            <CreditCardIcon size={18} />
            {label}
          </Button>
        )}
        <ButtonLink to={usdtHref} variant="secondary" fullWidth>
          {t('premium.card.usdtInstead')}
        </ButtonLink>
      </Body>
    </Card>
  );
}

/** When the server has no card provider: say so, and offer the crypto payment. */
export function CardsNotConfigured({ amount, monthly, usdtHref }: CardStepProps) {
  const t = useT();
  const price = amount.usd;
  // Said as the beta notice and help say it: where USDT is credited on chain, no admin checks it.
  const onChain = useSettingsStore(settingsSelectors.chainPayments);
  return (
    <Card>
      <CardTitle>{t('premium.card.title')}</CardTitle>
      <Body>
        <Notice
          tone="warning"
          title={t('premium.card.notConfigured.title')}
          action={
            <ButtonLink to={usdtHref} size="md">
              {t('premium.card.usdtInstead')}
            </ButtonLink>
          }
        >
          {t(onChain ? 'premium.card.notConfigured.text.onChain' : 'premium.card.notConfigured.text', { price: formatPlanPrice(price) })}
        </Notice>
        <Button size="lg" fullWidth disabled>
          <CreditCardIcon size={18} />
          {payLabel(t, price, monthly)}
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
