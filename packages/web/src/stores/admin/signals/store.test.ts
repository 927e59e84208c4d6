import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api';
import { pageOf } from '../../../test/admin';
import { ApiServer } from '../../../test/apiServer';
import { fullSignal } from '../../../test/signals';
import { isAwaitingOutcome, useSignalsAdminStore } from './store';

const api = ApiServer.forEachTest(() => useSignalsAdminStore.setState(useSignalsAdminStore.getInitialState(), true));

const store = () => useSignalsAdminStore.getState();
const running = fullSignal({ id: 7, pair: 'ETH/USDT', entryPrice: 2000 });

async function loaded(...rows: ReturnType<typeof fullSignal>[]): Promise<void> {
  api.answer('GET /api/admin/signals', { body: pageOf(rows, rows.length) });
  await store().listRequested();
}

describe('the admin signal list and outcomes', () => {
  it('sends the outcome filter in the query string, and none for All Outcomes', async () => {
    await loaded(running);
    await store().queryChanged({ outcome: 'awaiting' });
    expect(api.requests.at(-1)?.query).toEqual({ page: '1', pageSize: '25', outcome: 'awaiting', sort: 'createdAt', order: 'desc' });
    await store().queryChanged({ outcome: 'won', status: 'expired' });
    expect(api.requests.at(-1)?.query).toMatchObject({ outcome: 'won', status: 'expired' });
    await store().queryChanged({ outcome: 'all', status: 'all' });
    expect(api.requests.at(-1)?.query).not.toHaveProperty('outcome');
  });

  it('counts an open signal that expired or was withdrawn as awaiting an outcome, not a running or closed one', () => {
    expect(isAwaitingOutcome(fullSignal({ id: 1, status: 'expired' }))).toBe(true);
    expect(isAwaitingOutcome(fullSignal({ id: 1, status: 'inactive', isActive: false }))).toBe(true);
    expect(isAwaitingOutcome(fullSignal({ id: 1, status: 'active' }))).toBe(false);
    expect(isAwaitingOutcome(fullSignal({ id: 1, status: 'expired', outcome: 'lost', resultPercent: -2 }))).toBe(false);
  });

  it('under the awaiting filter, a live new signal is counted only when it is owed an outcome', async () => {
    api.answer('GET /api/admin/signals', { body: pageOf([], 0) });
    await store().queryChanged({ outcome: 'awaiting' });
    store().rowAdded(fullSignal({ id: 8 }));
    expect(store().list.total).toBe(0);
    store().rowAdded(fullSignal({ id: 9, status: 'expired' }));
    expect(store().list.ids).toEqual([9]);
  });

  it('posts the event and shows the row as the server answers it', async () => {
    await loaded(running);
    const closed = { ...running, outcome: 'won' as const, resultPercent: 3.2, exitPrice: 2064, closedAt: '2026-01-06T10:00:00.000Z' };
    api.answer('POST /api/admin/signals/7/events', {
      status: 201,
      body: { event: { id: 1, kind: 'closed', price: 2064, resultPercent: 3.2, note: null, at: closed.closedAt }, signal: closed },
    });
    const recorded = await store().signalEventRecorded(7, { kind: 'closed', price: 2064, resultPercent: null, note: null });
    expect(api.requestsTo('POST /api/admin/signals/7/events')[0]?.body).toEqual({ kind: 'closed', price: 2064, resultPercent: null, note: null });
    expect(recorded.event.kind).toBe('closed');
    expect(store().list.byId[7]).toMatchObject({ outcome: 'won', resultPercent: 3.2, exitPrice: 2064 });
  });

  it('leaves the row as it was when the server refuses, with the status and field issues to show', async () => {
    await loaded(running);
    api.answer('POST /api/admin/signals/7/events', { status: 409, body: { message: 'This signal is closed: its outcome is recorded' } });
    const refused = await store().signalEventRecorded(7, { kind: 'closed', price: 2064 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: 'This signal is closed: its outcome is recorded' });
    expect(store().list.byId[7]?.outcome).toBe('open');
  });

  it('deletes with the admin’s reason, says whether the signal was voided, and drops the row either way', async () => {
    await loaded(running, fullSignal({ id: 8 }));
    api.answer('DELETE /api/signals/7', { body: { ok: true, voided: true } });
    expect(await store().signalDeleted(7, 'Published with the wrong pair')).toEqual({ ok: true, voided: true });
    expect(api.requestsTo('DELETE /api/signals/7')[0]?.body).toEqual({ reason: 'Published with the wrong pair' });
    expect(store().list.ids).toEqual([8]);
  });

  it('keeps a voided signal that arrives live out of All Outcomes, and shows it under Voided', async () => {
    await loaded(running);
    store().rowAdded(fullSignal({ id: 9, outcome: 'voided', closeReason: 'Posted twice' }));
    expect(store().list.ids).toEqual([7]);
    api.answer('GET /api/admin/signals', { body: pageOf([], 0) });
    await store().queryChanged({ outcome: 'voided' });
    expect(api.requests.at(-1)?.query).toMatchObject({ outcome: 'voided' });
    store().rowAdded(fullSignal({ id: 10, outcome: 'voided', closeReason: 'Posted twice' }));
    expect(store().list.ids).toEqual([10]);
  });
});
