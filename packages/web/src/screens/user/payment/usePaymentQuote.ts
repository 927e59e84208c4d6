import type { Plan, Quote } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { planSelectors, usePlansStore, type PromoRefusal } from '../../../stores/plans';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { formatPlanPrice } from '../../../lib/format';
import { basePlan, planIdFrom } from '../premium/planPricing';
import type { PayAmount } from './methods';

export interface PaymentQuote {
  /** The quote shown, once the server has fixed it. */
  quote: Quote | null;
  /** The plan it is for, once the plans have answered. */
  plan: Plan | null;
  /** Asking: for the plans (to find the monthly plan) or for the quote. */
  loading: boolean;
  /** No quote could be had (the plans or the quote failed): the page falls back to the monthly price. */
  failed: boolean;
  /** The promo code of the address was refused: why (the quote is then without it). */
  promoRefusal: PromoRefusal | null;
  /** Ask for a fresh quote (an expired one, or a failure). */
  requote: () => void;
  /** What is paid: the quote's amount, else the monthly price at today's rate (the server counts it so too). */
  amount: PayAmount;
}

/**
 * The quote the payment screen shows and pays: for the plan of the address (`?plan=3`, with `&promo=CODE`), else
 * the monthly plan. Asked once on arrival (an open quote for the same plan and code is kept), and only while `wanted`
 * (not for a member about to be sent away, nor while a claim waits for review).
 */
export function usePaymentQuote(search: URLSearchParams, wanted: boolean): PaymentQuote {
  const plans = usePlansStore(planSelectors.plans);
  const plansStatus = usePlansStore(planSelectors.status);
  const quoteState = usePlansStore(planSelectors.quote);
  const { plansRequested, quoteRequested } = usePlansStore.getState();
  const [asked, setAsked] = useState(0);
  // The premium price is the monthly plan's: when the admin changes it, the plans and the quote are asked again.
  const premiumPrice = useSettingsStore(settingsSelectors.publicSettings)?.premiumPrice ?? null;
  const [pricedAt, setPricedAt] = useState(premiumPrice);
  if (premiumPrice !== pricedAt) {
    setPricedAt(premiumPrice);
    setAsked((count) => count + 1);
  }
  const named = planIdFrom(search.get('plan'));
  const promo = search.get('promo')?.trim() || null;
  const planId = named ?? basePlan(plans)?.id ?? null;
  // Why the code of this very request was refused: a refusal of another plan, code or try is not shown.
  const key = `${planId}:${promo}:${asked}`;
  const [refused, setRefused] = useState<{ key: string; refusal: PromoRefusal | null } | null>(null);
  const promoRefusal = refused?.key === key ? refused.refusal : null;

  useEffect(() => {
    if (wanted) {
      void plansRequested(asked > 0);
    }
  }, [wanted, plansRequested, asked]);

  useEffect(() => {
    if (!wanted || planId === null) {
      return;
    }
    let gone = false;
    void (async () => {
      const quote = await quoteRequested({ planId, promoCode: promo }, { reuse: asked === 0 });
      if (!quote && promo && !gone) {
        // The code is refused: say why, and price the plan without it.
        setRefused({ key: `${planId}:${promo}:${asked}`, refusal: usePlansStore.getState().quote.promoRefusal });
        await quoteRequested({ planId, promoCode: null });
      }
    })();
    return () => {
      gone = true;
    };
  }, [wanted, planId, promo, asked, quoteRequested]);

  // While a new quote is asked, the last one (perhaps with another code) is not shown as this one.
  const quote = quoteState.status !== 'loading' && quoteState.quote && quoteState.quote.planId === planId ? quoteState.quote : null;
  const plan = plans.find((candidate) => candidate.id === (quote?.planId ?? planId)) ?? null;
  const plansFailed = plansStatus === 'error' && named === null;
  return {
    quote,
    plan,
    loading: !plansFailed && quote === null && quoteState.status !== 'error',
    failed: plansFailed || (quote === null && quoteState.status === 'error'),
    promoRefusal,
    requote: () => setAsked((count) => count + 1),
    amount: quote
      ? { usd: quote.amountUsd, token: quote.amountToken, quoteId: quote.quoteId }
      : { usd: premiumPrice ?? 0, token: formatPlanPrice(premiumPrice ?? 0), quoteId: null },
  };
}
