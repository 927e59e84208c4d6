import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSignalDraftsStore } from '../../stores/admin/signalSources';
import { useToastStore } from '../../stores/toast';
import { ApiServer } from '../../test/apiServer';
import { render, textOf, waitUntil } from '../../test/render';
import { fullSignal, signalDraft } from '../../test/signals';
import { AdminSignalDraftsScreen } from './AdminSignalDraftsScreen';

const api = ApiServer.forEachTest(() => {
  useSignalDraftsStore.setState(useSignalDraftsStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
});

/** What the admin room's events do to the desk (stores/admin/signalSources/live.ts, tested in drafts.test.ts). */
const live = {
  created: (draft: ReturnType<typeof signalDraft>) => useSignalDraftsStore.getState().draftArrived(draft),
  decided: (draft: ReturnType<typeof signalDraft>) => useSignalDraftsStore.getState().draftDecided(draft.id),
};

const cards = (container: HTMLElement) => [...container.querySelectorAll('ul[aria-label="Drafts waiting"] > li')].map((card) => textOf(card));
const button = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const draftsTab = (container: HTMLElement) => textOf(container.querySelector('nav a[href="/admin/signals/drafts"]'));

describe('the draft desk screen', () => {
  it('shows each draft’s source, trade and note, and counts them on the Drafts tab', async () => {
    api.answer('GET /api/admin/signal-drafts', {
      body: [
        signalDraft({ id: 4, note: 'Breakout above the range' }),
        signalDraft({
          id: 6,
          source: { id: 5, name: 'Arb bot' },
          values: { ...signalDraft({ id: 6 }).values, pair: 'XRP/USDT', signalType: 'arbitrage', isPremium: false, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 0.5, sellPrice: 0.51, profitPercentage: 2, entryPrice: null, takeProfit1: null, stopLoss: null, direction: null, exchange: null, leverage: null, contractType: null, expiresAt: null },
        }),
      ],
    });
    const container = await render(<AdminSignalDraftsScreen />, '/admin/signals/drafts');
    await waitUntil(() => expect(cards(container)).toHaveLength(2));
    const [futures, arbitrage] = cards(container);
    expect(futures).toContain('TradingView BTC');
    expect(futures).toContain('BTC/USDT');
    expect(futures).toMatch(/Futures.*Long.*Premium/);
    expect(futures).toContain('Entry64,000');
    expect(futures).toContain('Leverage10x');
    expect(futures).toContain('Expires1 hour after publishing');
    expect(futures).toContain('Breakout above the range');
    expect(arbitrage).toContain('Buy on Binance');
    expect(arbitrage).toContain('ExpiresNever');
    expect(arbitrage).toContain('Free');
    expect(draftsTab(container)).toBe('Drafts22 waiting');
    expect(container.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('/admin/signals/drafts');
  });

  it('adds a draft that arrives live, and drops one another admin decided', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4 })] });
    const container = await render(<AdminSignalDraftsScreen />, '/admin/signals/drafts');
    await waitUntil(() => expect(cards(container)).toHaveLength(1));
    act(() => live.created(signalDraft({ id: 9, values: { ...signalDraft({ id: 9 }).values, pair: 'SOL/USDT' } })));
    expect(cards(container)[1]).toContain('SOL/USDT');
    act(() => live.decided(signalDraft({ id: 4, status: 'discarded' })));
    expect(cards(container)).toHaveLength(1);
    act(() => live.decided(signalDraft({ id: 9, status: 'published', signalId: 12 })));
    expect(textOf(container)).toContain('No drafts waiting');
    expect(draftsTab(container)).toBe('Drafts');
  });

  it('publishes as received, and says so when another admin decided the draft first', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4 }), signalDraft({ id: 6, values: { ...signalDraft({ id: 6 }).values, pair: 'ETH/USDT' } })] });
    const container = await render(<AdminSignalDraftsScreen />, '/admin/signals/drafts');
    await waitUntil(() => expect(cards(container)).toHaveLength(2));
    api.answer('POST /api/admin/signal-drafts/4/publish', { status: 201, body: fullSignal({ id: 31 }) });
    act(() => button(container, 'Publish the BTC/USDT draft')?.click());
    await waitUntil(() => expect(cards(container)).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Signal published', description: 'BTC/USDT is live.' });
    expect(api.requestsTo('POST /api/admin/signal-drafts/4/publish')[0]?.body).toEqual({});

    api.answer('POST /api/admin/signal-drafts/6/publish', { status: 409, body: { message: 'This draft was already published or discarded', code: 'signalDraftDecided' } });
    act(() => button(container, 'Publish the ETH/USDT draft')?.click());
    await waitUntil(() => expect(textOf(container)).toContain('No drafts waiting'));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Already decided', description: 'Another admin already published or discarded the ETH/USDT draft.' });
  });

  it('opens the signal form filled with the draft, publishes its edits, and shows the server’s issues on the fields', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4, values: { ...signalDraft({ id: 4 }).values, expiresAt: null } })] });
    const container = await render(<AdminSignalDraftsScreen />, '/admin/signals/drafts');
    await waitUntil(() => expect(cards(container)).toHaveLength(1));
    act(() => button(container, 'Edit & publish the BTC/USDT draft')?.click());
    const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
    await waitUntil(() => expect(textOf(dialog())).toContain('From TradingView BTC.'));
    const input = (label: string) => {
      const labelElement = [...(dialog()?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent === label);
      return document.getElementById(labelElement?.htmlFor ?? '') as HTMLInputElement | null;
    };
    expect(input('Pair *')?.value).toBe('BTC/USDT');
    expect(input('Entry Price')?.value).toBe('64000');
    expect(input('Exchange *')?.value).toBe('Binance');

    // happy-dom leaves a select registered by react-hook-form on its first option (a browser shows the value set): chosen as an admin would.
    const type = dialog()?.querySelector<HTMLSelectElement>('select[name="signalType"]');
    act(() => {
      if (type) {
        type.value = 'futures';
        type.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    api.answer('POST /api/admin/signal-drafts/4/publish', { status: 400, body: { message: 'Stop loss below entry', issues: [{ path: 'values.stopLoss', message: 'The stop-loss must be below the entry for a long' }] } });
    const submit = [...(dialog()?.querySelectorAll('button') ?? [])].find((candidate) => textOf(candidate) === 'Publish Signal');
    act(() => submit?.click());
    // The form sets the issue when the answer comes, after the click's act has ended: each try lets React render first.
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(textOf(dialog())).toContain('The stop-loss must be below the entry for a long');
    });
    expect(api.requestsTo('POST /api/admin/signal-drafts/4/publish')[0]?.body).toMatchObject({ values: { pair: 'BTC/USDT', signalType: 'futures', stopLoss: 62500, expiresAt: null, isPremium: true } });
    expect(cards(container)).toHaveLength(1);
  });
});
