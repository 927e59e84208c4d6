import { describe, expect, it, vi } from 'vitest';
import { ApiServer, gate, type Answer } from '../../test/apiServer';
import { fullSignal, lockedSignal } from '../../test/signals';
import { listKey, type SignalFilter, type SignalTier } from './filters';
import { FRESH_MS } from './liveActions';
import { signalSelectors } from './selectors';
import { useSignalsStore } from './store';

const api = ApiServer.forEachTest(() => {
  useSignalsStore.getState().signalsReset();
  // Every list starts empty on the server: what is in it afterwards came live.
  for (const path of ['/api/signals', '/api/signals/free', '/api/signals/premium']) {
    api.answer(`GET ${path}`, { body: [] });
  }
});

/** The lists a free trader has open: both sections, home, and filtered views. */
const openLists: [SignalTier, SignalFilter][] = [
  ['free', {}],
  ['premium', {}],
  ['all', {}],
  ['all', { type: 'forex' }],
  ['premium', { exchange: 'binance' }],
  ['all', { coin: 'eth' }],
];

async function open(lists = openLists): Promise<void> {
  for (const [tier, filter] of lists) {
    await useSignalsStore.getState().listRequested(tier, filter, 10);
  }
}

/** The keys of the lists that hold `id`. */
function listsHolding(id: number): string[] {
  return Object.entries(useSignalsStore.getState().lists)
    .filter(([, list]) => list.ids.includes(id))
    .map(([key]) => key)
    .sort();
}

const key = (tier: SignalTier, filter: SignalFilter = {}) => listKey(tier, filter);

describe('a live signal lands only in the lists it matches', () => {
  it('a free futures signal: the free section and home, not premium, forex or another coin', async () => {
    await open();
    useSignalsStore.getState().signalReceived(fullSignal({ id: 1 }));
    expect(listsHolding(1)).toEqual([key('all'), key('free')].sort());
  });

  it('a locked premium signal: the premium section and home, never an exchange filter (that would tell where it trades)', async () => {
    await open();
    const signal = lockedSignal({ id: 2, pair: 'ETH/USDT' });
    useSignalsStore.getState().signalReceived(signal);
    expect(listsHolding(2)).toEqual([key('all'), key('all', { coin: 'ETH' }), key('premium')].sort());
    expect(useSignalsStore.getState().byId[2]).toEqual(signal);
  });

  it('the same premium signal in full (a premium viewer) also matches the exchange filter', async () => {
    await open();
    useSignalsStore.getState().signalReceived(fullSignal({ id: 3, isPremium: true, exchange: 'Binance Futures' }));
    expect(listsHolding(3)).toEqual([key('all'), key('premium'), key('premium', { exchange: 'binance' })].sort());
  });

  it('goes on top of the lists it joins and is marked fresh for a few seconds', async () => {
    api.answer('GET /api/signals', { body: [fullSignal({ id: 5 }), fullSignal({ id: 4 })] });
    await open([['all', {}]]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      useSignalsStore.getState().signalReceived(fullSignal({ id: 9 }));
      expect(useSignalsStore.getState().lists[key('all')]?.ids).toEqual([9, 5, 4]);
      expect(useSignalsStore.getState().freshIds).toEqual({ 9: true });
      vi.advanceTimersByTime(FRESH_MS);
      expect(useSignalsStore.getState().freshIds).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('one that arrives while the first page is on its way stays on top of it', async () => {
    const held = gate<Answer>();
    api.answer('GET /api/signals', () => held.promise);
    const loading = useSignalsStore.getState().listRequested('all', {}, 10);
    await vi.waitFor(() => expect(api.requestsTo('GET /api/signals')).toHaveLength(1));
    useSignalsStore.getState().signalReceived(fullSignal({ id: 30 }));
    held.open({ body: [fullSignal({ id: 20 }), fullSignal({ id: 10 })] });
    await loading;
    expect(signalSelectors.listSignals('all', {})(useSignalsStore.getState()).map((s) => s.id)).toEqual([30, 20, 10]);
  });
});

describe('a live update moves a signal between lists', () => {
  it('an edit that changes its type leaves the lists it no longer fits and joins the ones it now fits', async () => {
    await open();
    useSignalsStore.getState().signalReceived(fullSignal({ id: 7 }));
    useSignalsStore.getState().signalChanged(fullSignal({ id: 7, signalType: 'forex', pair: 'EUR/USD', exchange: null }));
    expect(listsHolding(7)).toEqual([key('all'), key('all', { type: 'forex' }), key('free')].sort());
    expect(useSignalsStore.getState().byId[7]?.pair).toBe('EUR/USD');
  });

  it('a free signal made premium moves from the free section to the premium one, locked', async () => {
    await open();
    useSignalsStore.getState().signalReceived(fullSignal({ id: 8 }));
    useSignalsStore.getState().signalChanged(lockedSignal({ id: 8 }));
    expect(listsHolding(8)).toEqual([key('all'), key('premium')].sort());
    expect(useSignalsStore.getState().byId[8]?.locked).toBe(true);
  });

  it('a signal unlocked for this viewer (now full) joins the exchange filter it matches', async () => {
    await open();
    useSignalsStore.getState().signalReceived(lockedSignal({ id: 11 }));
    expect(listsHolding(11)).not.toContain(key('premium', { exchange: 'binance' }));
    useSignalsStore.getState().signalChanged(fullSignal({ id: 11, isPremium: true }));
    expect(listsHolding(11)).toContain(key('premium', { exchange: 'binance' }));
  });
});

describe('a live outcome', () => {
  it("an admin's close arriving as an update gives the listed signal its outcome, result and close time, in every list it is in", async () => {
    await open();
    useSignalsStore.getState().signalReceived(lockedSignal({ id: 13 }));
    const before = listsHolding(13);
    useSignalsStore.getState().signalChanged(lockedSignal({ id: 13, outcome: 'lost', resultPercent: -1.25, closedAt: '2026-01-06T09:00:00.000Z', status: 'expired' }));
    expect(useSignalsStore.getState().byId[13]).toMatchObject({ outcome: 'lost', resultPercent: -1.25, closedAt: '2026-01-06T09:00:00.000Z' });
    expect(listsHolding(13)).toEqual(before);
  });
});

describe('a live deletion', () => {
  it('takes the signal out of every list and out of the store', async () => {
    await open();
    useSignalsStore.getState().signalReceived(lockedSignal({ id: 12, pair: 'ETH/BTC' }));
    expect(listsHolding(12).length).toBeGreaterThan(0);
    useSignalsStore.getState().signalRemoved(12);
    expect(listsHolding(12)).toEqual([]);
    expect(useSignalsStore.getState().byId[12]).toBeUndefined();
  });

  it('of a signal the store never held changes nothing', async () => {
    await open();
    const before = useSignalsStore.getState().lists;
    useSignalsStore.getState().signalRemoved(404);
    expect(useSignalsStore.getState().lists).toBe(before);
  });
});
