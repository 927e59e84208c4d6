import type { Plan, Quote } from '@signals/protocol';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { usePaymentsStore } from '../../../stores/payments';
import { usePlansStore } from '../../../stores/plans';
import { ApiServer } from '../../../test/apiServer';
import { render, textOf, waitUntil } from '../../../test/render';
import { PlanPicker } from './PlanPicker';

const PLANS: Plan[] = [
  { id: 3, code: 'yearly', name: 'Yearly', months: 12, priceUsd: 600, trialDays: 0, isActive: true },
  { id: 1, code: 'monthly', name: 'Monthly', months: 1, priceUsd: 60, trialDays: 7, isActive: true },
  { id: 2, code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 0, isActive: true },
];

function quote(patch: Partial<Quote>): Quote {
  return {
    quoteId: 40,
    planId: 2,
    months: 3,
    priceUsd: 160,
    discountUsd: 16,
    amountUsd: 144,
    amountToken: '144',
    token: 'USDT',
    network: 'BEP20',
    promoCode: 'SPRING10',
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...patch,
  };
}

const api = ApiServer.forEachTest(() => {
  usePlansStore.setState(usePlansStore.getInitialState(), true);
  usePaymentsStore.setState(usePaymentsStore.getInitialState(), true);
});

/** The radio of the plan named `name`. */
function option(container: HTMLElement, name: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((candidate) => textOf(candidate).startsWith(name));
  const input = label?.querySelector('input[type="radio"]');
  if (!(input instanceof HTMLInputElement)) {
    throw new Error(`no plan ${name}`);
  }
  return input;
}

async function typeCode(container: HTMLElement, code: string): Promise<void> {
  const field = container.querySelector<HTMLInputElement>('form input');
  // Through the prototype's setter, as typing does: React watches the element's own value.
  act(() => {
    Reflect.set(HTMLInputElement.prototype, 'value', code, field);
    field?.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await Promise.resolve();
  });
}

/**
 * Waits until `check` passes, letting each answer land in its own act(): a component's own state set after an await
 * renders when the act around it ends, which waitUntil's single act would hold back.
 */
async function eventually(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await act(async () => {
      // One turn of the event loop: an answer that has arrived is taken in, none is waited for longer than it takes.
      await new Promise((resolve) => setImmediate(resolve));
    });
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 5000) {
        throw error;
      }
    }
  }
}

const continueLink = (container: HTMLElement) => [...container.querySelectorAll('a')].find((link) => textOf(link) === 'Continue with USDT Payment');

describe('the plans on the premium page', () => {
  it('offers each plan with its price per month and its saving against monthly, shortest first', async () => {
    api.answer('GET /api/plans', { body: PLANS });
    const container = await render(<PlanPicker mode="join" />, '/premium');
    await waitUntil(() => expect(textOf(container)).toContain('Quarterly'));

    const lines = [...container.querySelectorAll('fieldset label')].map((label) => textOf(label));
    expect(lines).toEqual([
      'Monthly1 month · $60.007-day free trial$60.00/month',
      'Quarterly3 months · $160.00$53.33/monthSave 11%',
      'Yearly12 months · $600.00$50.00/monthSave 17%',
    ]);
    // The monthly plan is chosen to start with, and the way on names it.
    expect(option(container, 'Monthly').checked).toBe(true);
    expect(continueLink(container)?.getAttribute('href')).toBe('/payment?plan=1&method=usdt');
  });

  it('applies a promo code by asking for a quote, says what it takes off, and carries it to the payment screen', async () => {
    api.answer('GET /api/plans', { body: PLANS });
    api.answer('POST /api/payment/quote', ({ body }) => ({ status: 201, body: quote({ planId: (body as { planId: number }).planId }) }));
    const container = await render(<PlanPicker mode="join" />, '/premium');
    await waitUntil(() => expect(textOf(container)).toContain('Quarterly'));
    act(() => option(container, 'Quarterly').click());

    await typeCode(container, 'spring10');
    await eventually(() => expect(textOf(container)).toContain('Code SPRING10 applied'));
    expect(api.requests.find((request) => request.path === '/api/payment/quote')?.body).toEqual({ planId: 2, promoCode: 'spring10' });
    expect(textOf(container)).toContain('$16.00 off: you pay $144.00');
    expect(continueLink(container)?.getAttribute('href')).toBe('/payment?plan=2&promo=SPRING10&method=usdt');
  });

  it('shows the server’s reason when a code is refused, and keeps the way on without it', async () => {
    api.answer('GET /api/plans', { body: PLANS });
    api.answer('POST /api/payment/quote', {
      status: 400,
      body: { message: 'Invalid input', code: 'validationFailed', issues: [{ path: 'promoCode', message: 'The promo code OLD has expired.', code: 'promoExpired' }] },
    });
    const container = await render(<PlanPicker mode="join" />, '/premium');
    await waitUntil(() => expect(textOf(container)).toContain('Quarterly'));

    await typeCode(container, 'OLD');
    await waitUntil(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('The promo code OLD has expired.'));
    expect(continueLink(container)?.getAttribute('href')).toBe('/payment?plan=1&method=usdt');
  });

  it('offers the selected plan’s trial and shows the server’s 409 when it was taken', async () => {
    api.answer('GET /api/plans', { body: PLANS });
    api.answer('POST /api/subscription/trial', { status: 409, body: { message: 'A trial was already used by this account, its phone number or one of its wallets.', code: 'trialTaken' } });
    const container = await render(<PlanPicker mode="join" />, '/premium');
    await waitUntil(() => expect(textOf(container)).toContain('Try it free for 7 days'));

    const trial = [...container.querySelectorAll('button')].find((button) => textOf(button) === 'Try it free for 7 days');
    act(() => trial?.click());
    await eventually(() => expect(textOf(container)).toContain('A trial was already used by this account'));
    expect(api.requests.find((request) => request.path === '/api/subscription/trial')?.body).toEqual({ planId: 1 });

    // A plan without a trial offers none.
    act(() => option(container, 'Yearly').click());
    expect(textOf(container)).not.toContain('Try it free');
  });

  it('offers no trial to a member renewing', async () => {
    api.answer('GET /api/plans', { body: PLANS });
    const container = await render(<PlanPicker mode="renew" />, '/premium');
    await waitUntil(() => expect(textOf(container)).toContain('Quarterly'));
    expect(textOf(container)).not.toContain('free trial');
    expect(textOf(container)).toContain('Continue to payment');
  });
});
