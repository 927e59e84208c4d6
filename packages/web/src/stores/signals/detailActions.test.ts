import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../test/apiServer';
import { fullSignal, lockedSignal } from '../../test/signals';
import { useSignalsStore } from './store';

const api = ApiServer.forEachTest(() => useSignalsStore.getState().signalsReset());

/** A list delivered this signal: the store holds it as the server presented it. */
async function listDelivered(signal: ReturnType<typeof lockedSignal> | ReturnType<typeof fullSignal>): Promise<void> {
  api.answer('GET /api/signals', { body: [signal] });
  await useSignalsStore.getState().listRequested('all', {}, 10);
}

const refusal = (id: number) => ({ status: 403, body: { message: 'Premium subscription required', code: 'premiumRequired', signal: lockedSignal({ id, pair: 'SOL/USDT' }) } });

describe('signalRequested', () => {
  it('a signal a list delivered locked is shown as it came, without asking the detail route', async () => {
    await listDelivered(lockedSignal({ id: 5 }));
    api.answer('GET /api/signals/5', refusal(5));
    await expect(useSignalsStore.getState().signalRequested(5, false)).resolves.toEqual({ kind: 'locked' });
    expect(api.requestsTo('GET /api/signals/5')).toHaveLength(0);
  });

  it('asks again when told the viewer changed (fresh), and a full answer replaces the teaser', async () => {
    await listDelivered(lockedSignal({ id: 5 }));
    api.answer('GET /api/signals/5', { body: fullSignal({ id: 5, isPremium: true, entryPrice: 123 }) });
    await expect(useSignalsStore.getState().signalRequested(5, true)).resolves.toEqual({ kind: 'ready' });
    expect(api.requestsTo('GET /api/signals/5')).toHaveLength(1);
    expect(useSignalsStore.getState().byId[5]).toMatchObject({ locked: false, entryPrice: 123 });
  });

  it('a full signal in the store is fetched again (its detail may have changed)', async () => {
    await listDelivered(fullSignal({ id: 6 }));
    api.answer('GET /api/signals/6', { body: fullSignal({ id: 6, takeProfit1: 70000 }) });
    await expect(useSignalsStore.getState().signalRequested(6, false)).resolves.toEqual({ kind: 'ready' });
    expect(useSignalsStore.getState().byId[6]).toMatchObject({ takeProfit1: 70000 });
  });

  it('a 403 that carries the signal keeps its locked teaser, without fetching a list to build one', async () => {
    api.answer('GET /api/signals/8', refusal(8));
    await expect(useSignalsStore.getState().signalRequested(8, false)).resolves.toEqual({ kind: 'locked' });
    expect(useSignalsStore.getState().byId[8]).toEqual(lockedSignal({ id: 8, pair: 'SOL/USDT' }));
    expect(api.requests.map((r) => r.path)).toEqual(['/api/signals/8']);
  });

  it("a 403 for another signal's teaser, or none, is an error with the server's code", async () => {
    api.answer('GET /api/signals/8', refusal(9));
    await expect(useSignalsStore.getState().signalRequested(8, false)).resolves.toEqual({ kind: 'error', code: 'premiumRequired' });
    api.answer('GET /api/signals/8', { status: 403, body: { message: 'Premium-Abonnement erforderlich', code: 'premiumRequired' } });
    await expect(useSignalsStore.getState().signalRequested(8, false)).resolves.toEqual({ kind: 'error', code: 'premiumRequired' });
    expect(useSignalsStore.getState().byId).toEqual({});
  });

  it('404 is missing, and stores nothing', async () => {
    api.answer('GET /api/signals/77', { status: 404, body: { message: 'Signal not found' } });
    await expect(useSignalsStore.getState().signalRequested(77, false)).resolves.toEqual({ kind: 'missing' });
    expect(useSignalsStore.getState().byId[77]).toBeUndefined();
  });

  it('any other failure is an error with the server code, or none when it sent none', async () => {
    api.answer('GET /api/signals/3', { status: 500, body: { message: 'Something went wrong', code: 'internal' } });
    await expect(useSignalsStore.getState().signalRequested(3, false)).resolves.toEqual({ kind: 'error', code: 'internal' });
    api.answer('GET /api/signals/3', { status: 502 });
    const outcome = await useSignalsStore.getState().signalRequested(3, false);
    expect(outcome.kind).toBe('error');
  });
});
