import { GiftIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { formatDate } from '../../../lib/formatDates';
import { paymentSelectors, usePaymentsStore } from '../../../stores/payments';
import { planSelectors, usePlansStore } from '../../../stores/plans';
import { toast } from '../../../stores/toast';
import { Button, ButtonLink, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../common/Notice';
import { PlanChoice } from './PlanChoice';
import { basePlan, paymentHref, plansInOrder } from './planPricing';
import { PromoCodeField } from './PromoCodeField';

interface PlanPickerProps {
  /** `join`: a member without premium (the trial is offered); `renew`: one extending the premium they hold. */
  mode: 'join' | 'renew';
  /** A payment waits for review: the way to its status replaces the pay buttons. */
  waiting?: boolean;
}

/**
 * The plans on sale (`GET /api/plans`), a promo code applied by asking for a quote, the selected plan's trial where
 * there is one, and the way on to the payment screen for the plan chosen (`/payment?plan=…&promo=…`).
 */
export function PlanPicker({ mode, waiting = false }: PlanPickerProps) {
  const t = useT();
  const plans = usePlansStore(planSelectors.plans);
  const status = usePlansStore(planSelectors.status);
  const quoteState = usePlansStore(planSelectors.quote);
  const { plansRequested, quoteRequested, promoRefusalCleared, trialStarted } = usePlansStore.getState();
  const payments = usePaymentsStore(paymentSelectors.items);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [trialBusy, setTrialBusy] = useState(false);
  const [trialRefusal, setTrialRefusal] = useState<string | null>(null);

  useEffect(() => {
    void plansRequested();
  }, [plansRequested]);

  if (status === 'error' && plans.length === 0) {
    return (
      <Stack>
        <ErrorState title={t('plans.failed')} onRetry={() => void plansRequested(true)} />
        <ButtonLink to="/payment?method=usdt" size="lg" fullWidth>
          {t('premium.offer.usdt')}
        </ButtonLink>
      </Stack>
    );
  }
  if (plans.length === 0) {
    return (
      <Stack aria-busy="true" aria-label={t('plans.loading')}>
        <Skeleton $height={22} $width="40%" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} $height={70} $radius="12px" />
        ))}
      </Stack>
    );
  }

  const ordered = plansInOrder(plans);
  const selected = ordered.find((plan) => plan.id === chosenId) ?? basePlan(ordered) ?? ordered[0];
  if (!selected) {
    return null;
  }
  const quote = quoteState.quote && quoteState.quote.planId === selected.id && applied ? quoteState.quote : null;
  // "The member never had premium" is the server's call (a 409 says so); one who has paid is not offered a trial at all.
  const hasPaid = payments.some((payment) => payment.status === 'completed');
  const mayTry = mode === 'join' && !hasPaid;

  const choose = (planId: number) => {
    setChosenId(planId);
    setTrialRefusal(null);
    if (applied) {
      // The code may not hold for the other plan: asked again, dropped with the server's reason if not.
      void quoteRequested({ planId, promoCode: applied }).then((next) => {
        if (!next) {
          setApplied(null);
        }
      });
    }
  };

  const apply = async (code: string) => {
    const next = await quoteRequested({ planId: selected.id, promoCode: code });
    if (next) {
      setApplied(next.promoCode ?? code);
    }
  };

  const startTrial = async () => {
    setTrialBusy(true);
    setTrialRefusal(null);
    try {
      const started = await trialStarted(selected.id);
      toast({ title: t('plans.trial.started.title'), description: t('plans.trial.started.description', { days: started.days, date: formatDate(started.endsAt) }), variant: 'success' });
    } catch (error) {
      setTrialRefusal(errorMessage(error, t('premium.tryLater')));
    } finally {
      setTrialBusy(false);
    }
  };

  return (
    <Stack>
      <PlanChoice plans={ordered} value={selected.id} onChange={choose} showTrials={mayTry} />
      <PromoCodeField
        applied={applied}
        quote={quote}
        refusal={quoteState.promoRefusal?.message ?? null}
        busy={quoteState.status === 'loading'}
        onApply={(code) => void apply(code)}
        onRemove={() => setApplied(null)}
        onEdit={promoRefusalCleared}
      />
      {waiting ? (
        <Buttons>
          <ButtonLink to="/payment" size="lg" fullWidth>
            {t('premium.offer.status')}
          </ButtonLink>
        </Buttons>
      ) : (
        <Buttons>
          <ButtonLink to={paymentHref(selected.id, { promoCode: applied, method: 'usdt' })} size="lg" fullWidth>
            {t(mode === 'renew' ? 'plans.renew.continue' : 'premium.offer.usdt')}
          </ButtonLink>
          {/* The card checkout pays the same quote: the plan chosen, with the code applied. */}
          {mode === 'join' && (
            <ButtonLink to={paymentHref(selected.id, { promoCode: applied, screen: '/checkout' })} variant="secondary" size="lg" fullWidth>
              {t('premium.offer.card')}
            </ButtonLink>
          )}
          {mayTry && selected.trialDays > 0 && (
            <Button variant="ghost" size="lg" fullWidth loading={trialBusy} onClick={() => void startTrial()}>
              <GiftIcon size={17} />
              {t('plans.trial.start', { days: selected.trialDays })}
            </Button>
          )}
        </Buttons>
      )}
      {trialRefusal && (
        <Notice tone="warning" title={t('plans.trial.refused')} live>
          {trialRefusal}
        </Notice>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
