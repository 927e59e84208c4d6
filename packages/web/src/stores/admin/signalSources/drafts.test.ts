import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api';
import { dispatchLiveEvent } from '../../../live/registry';
import { ApiServer, gate, type Answer } from '../../../test/apiServer';
import { fullSignal, signalDraft } from '../../../test/signals';
import { useSignalDraftsStore } from './drafts';
import { wireAdminSignalDraftsLive } from './live';
import { useSignalSourcesStore } from './sources';

const api = ApiServer.forEachTest(() => {
  useSignalDraftsStore.setState(useSignalDraftsStore.getInitialState(), true);
  useSignalSourcesStore.setState(useSignalSourcesStore.getInitialState(), true);
});

let unwire: () => void = () => undefined;
beforeEach(() => {
  unwire = wireAdminSignalDraftsLive();
});
afterEach(() => unwire());

const store = () => useSignalDraftsStore.getState();
const ids = () => store().drafts.map((draft) => draft.id);

describe('the draft desk', () => {
  it('lists the drafts oldest first; a new one joins live, a decided one leaves every desk live', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4 }), signalDraft({ id: 6 })] });
    await store().draftsRequested();
    expect(ids()).toEqual([4, 6]);
    dispatchLiveEvent('signal-draft:created', signalDraft({ id: 9 }));
    dispatchLiveEvent('signal-draft:created', signalDraft({ id: 9 }));
    expect(ids()).toEqual([4, 6, 9]);
    dispatchLiveEvent('signal-draft:updated', signalDraft({ id: 4, status: 'published', signalId: 31 }));
    expect(ids()).toEqual([6, 9]);
  });

  it('hears nothing before it was ever asked for: its first load brings what came meanwhile', () => {
    dispatchLiveEvent('signal-draft:created', signalDraft({ id: 9 }));
    expect(store()).toMatchObject({ status: 'idle', drafts: [] });
  });

  it('keeps what happened live while the list was on its way, whichever came first', async () => {
    const slow = gate<Answer>();
    api.answer('GET /api/admin/signal-drafts', () => slow.promise);
    const loading = store().draftsRequested();
    await vi.waitFor(() => expect(api.requestsTo('GET /api/admin/signal-drafts')).toHaveLength(1));
    // Arrived after the server read its list, and one of the listed decided meanwhile.
    dispatchLiveEvent('signal-draft:created', signalDraft({ id: 8 }));
    dispatchLiveEvent('signal-draft:updated', signalDraft({ id: 5, status: 'discarded' }));
    slow.open({ body: [signalDraft({ id: 5 }), signalDraft({ id: 7 })] });
    await loading;
    expect(ids()).toEqual([7, 8]);
  });

  it('publishes as received with an empty body, or with the form’s values, and drops the draft', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4 }), signalDraft({ id: 6 })] });
    await store().draftsRequested();
    api.answer('POST /api/admin/signal-drafts/4/publish', { status: 201, body: fullSignal({ id: 31 }) });
    expect(await store().draftPublished(4)).toMatchObject({ id: 31 });
    expect(api.requestsTo('POST /api/admin/signal-drafts/4/publish')[0]?.body).toEqual({});
    const values = { pair: 'ETH/USDT', signalType: 'forex' as const, profitPercentage: 2, entryPrice: 1.1, takeProfit1: 1.12, stopLoss: 1.09, direction: 'buy' as const };
    api.answer('POST /api/admin/signal-drafts/6/publish', { status: 201, body: fullSignal({ id: 32 }) });
    await store().draftPublished(6, values);
    expect(api.requestsTo('POST /api/admin/signal-drafts/6/publish')[0]?.body).toEqual({ values });
    expect(ids()).toEqual([]);
  });

  it('drops a draft another admin decided first, and says so to the caller (409)', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4 }), signalDraft({ id: 6 })] });
    await store().draftsRequested();
    api.answer('POST /api/admin/signal-drafts/4/discard', { status: 409, body: { message: 'This draft was already published or discarded', code: 'signalDraftDecided' } });
    const refused = await store().draftDiscarded(4).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'signalDraftDecided' });
    expect(ids()).toEqual([6]);
  });

  it('keeps the draft when the server refuses the values (400), for the form to show why', async () => {
    api.answer('GET /api/admin/signal-drafts', { body: [signalDraft({ id: 4 })] });
    await store().draftsRequested();
    api.answer('POST /api/admin/signal-drafts/4/publish', { status: 400, body: { message: 'Stop loss must be below the entry', issues: [{ path: 'values.stopLoss', message: 'Stop loss must be below the entry' }] } });
    await expect(store().draftPublished(4, { pair: 'BTC/USDT' })).rejects.toMatchObject({ status: 400 });
    expect(ids()).toEqual([4]);
  });

  it('marks the source’s last delivery and refreshes its open log when a draft arrives from it', async () => {
    const source = { id: 3, name: 'TradingView BTC', url: 'https://signals.example/api/hooks/signals/abc', mode: 'draft' as const, isPremium: true, maxLagSeconds: 300, allowedIps: [], createdAt: '2026-01-01T00:00:00.000Z', lastDeliveryAt: null, lastRefusal: null };
    api.answer('GET /api/admin/signal-sources', { body: [source] });
    api.answer('GET /api/admin/signal-sources/3/deliveries', { body: [] });
    await useSignalSourcesStore.getState().sourcesRequested();
    await useSignalSourcesStore.getState().deliveriesRequested(3);
    dispatchLiveEvent('signal-draft:created', signalDraft({ id: 9, receivedAt: '2026-01-06T09:00:00.000Z' }));
    expect(useSignalSourcesStore.getState().sources.byId[3]?.lastDeliveryAt).toBe('2026-01-06T09:00:00.000Z');
    await vi.waitFor(() => expect(api.requestsTo('GET /api/admin/signal-sources/3/deliveries')).toHaveLength(2));
  });
});
