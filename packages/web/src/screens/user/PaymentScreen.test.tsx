import type { Plan, Quote, User } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { usePaymentsStore } from '../../stores/payments';
import { usePlansStore } from '../../stores/plans';
import { useSessionStore } from '../../stores/session';
import { useSettingsStore } from '../../stores/settings';
import { ApiServer } from '../../test/apiServer';
import { render, textOf, waitUntil } from '../../test/render';
import { PaymentScreen } from './PaymentScreen';

const PLANS: Plan[] = [
  { id: 1, code: 'monthly', name: 'Monthly', months: 1, priceUsd: 60, trialDays: 0, isActive: true },
  { id: 2, code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 7, isActive: true },
];

const member: User = {
  id: 5,
  username: 'newcomer',
  email: 'newcomer@example.com',
  emailVerified: true,
  pendingEmail: null,
  phoneNumber: null,
  phoneVerified: false,
  isAdmin: false,
  staffRole: null,
  isPremium: false,
  premiumKind: null,
  subscriptionEndDate: null,
  graceEndsAt: null,
  language: 'en',
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The quote the server fixes for a plan: its price, less 10 % with a code. */
function quoteFor(planId: number, promoCode: string | null): Quote {
  const plan = PLANS.find((candidate) => candidate.id === planId)!;
  const discountUsd = promoCode ? plan.priceUsd / 10 : 0;
  return {
    quoteId: 70 + planId,
    planId,
    months: plan.months,
    priceUsd: plan.priceUsd,
    discountUsd,
    amountUsd: plan.priceUsd - discountUsd,
    amountToken: String(plan.priceUsd - discountUsd),
    token: 'USDT',
    network: 'BEP20',
    promoCode,
    expiresAt: '2099-01-01T00:00:00.000Z',
  };
}

const initialSettings = useSettingsStore.getState().publicSettings;
const api = ApiServer.forEachTest(() => {
  usePlansStore.setState(usePlansStore.getInitialState(), true);
  usePaymentsStore.setState(usePaymentsStore.getInitialState(), true);
  useSessionStore.setState({ status: 'signedIn', user: member });
  useSettingsStore.setState({ publicSettings: { ...initialSettings, enableCryptoPayments: true, walletAddresses: { usdt: '0x52908400098527886E0F7030069857D2E4169EE7', bitcoin: null, ethereum: null } } });
  api.answer('GET /api/plans', { body: PLANS });
  api.answer('GET /api/payments', { body: [] });
});

const quoteRequests = () => api.requests.filter((request) => request.path === '/api/payment/quote').map((request) => request.body);

describe('the payment screen', () => {
  it('quotes the plan and code of its address, and asks for the quote’s amount', async () => {
    api.answer('POST /api/payment/quote', ({ body }) => {
      const { planId, promoCode } = body as { planId: number; promoCode: string | null };
      return { status: 201, body: quoteFor(planId, promoCode?.toUpperCase() ?? null) };
    });
    const container = await render(<PaymentScreen />, '/payment?plan=2&promo=spring10');
    await waitUntil(() => expect(textOf(container)).toContain('Your order'));

    expect(quoteRequests()).toEqual([{ planId: 2, promoCode: 'spring10' }]);
    const order = textOf(container.querySelector('[aria-labelledby="quote-title"]'));
    expect(order).toContain('Quarterly · 3 months');
    expect(order).toContain('Discount (SPRING10)−$16.00');
    expect(order).toContain('Amount to send144 USDT');
    // The amount of the tab and the claim's default are the quote's, not the monthly price.
    expect(textOf(container.querySelector('[role="tabpanel"]'))).toContain('Amount to send144 USDT');
    expect(container.querySelector<HTMLInputElement>('input[type="number"]')?.value).toBe('144');
  });

  it('says why a code was refused and prices the plan without it', async () => {
    api.answer('POST /api/payment/quote', ({ body }) => {
      const { planId, promoCode } = body as { planId: number; promoCode: string | null };
      return promoCode
        ? { status: 400, body: { message: 'Invalid input', issues: [{ path: 'promoCode', message: 'The promo code OLD has expired.', code: 'promoExpired' }] } }
        : { status: 201, body: quoteFor(planId, null) };
    });
    const container = await render(<PaymentScreen />, '/payment?plan=2&promo=OLD');
    await waitUntil(() => expect(textOf(container)).toContain('Amount to send160 USDT'));

    expect(quoteRequests()).toEqual([
      { planId: 2, promoCode: 'OLD' },
      { planId: 2, promoCode: null },
    ]);
    expect(textOf(container)).toContain('Promo code not appliedThe promo code OLD has expired.');
  });

  it('quotes the monthly plan when the address names none', async () => {
    api.answer('POST /api/payment/quote', ({ body }) => ({ status: 201, body: quoteFor((body as { planId: number }).planId, null) }));
    const container = await render(<PaymentScreen />, '/payment?method=usdt');
    await waitUntil(() => expect(textOf(container)).toContain('Monthly · 1 month'));
    expect(quoteRequests()).toEqual([{ planId: 1, promoCode: null }]);
  });
});
