import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent, resyncAll } from '../../live/registry';
import { ApiServer, gate, type Answer } from '../../test/apiServer';
import { trackRecord } from '../../test/trackRecord';
import { wireTrackRecordLive } from './live';
import { trackRecordKey, useTrackRecordStore } from './store';

const api = ApiServer.forEachTest(() => useTrackRecordStore.setState({ entries: {}, queries: {} }));

const entry = (query: Parameters<typeof trackRecordKey>[0] = {}) => useTrackRecordStore.getState().entries[trackRecordKey(query)];

describe('loading the track record', () => {
  it('asks the public route once and holds the figures it answered', async () => {
    api.answer('GET /api/track-record', { body: trackRecord({ winRate: 62.5 }) });
    await useTrackRecordStore.getState().recordRequested({});
    await useTrackRecordStore.getState().recordRequested({});
    expect(api.requestsTo('GET /api/track-record')).toHaveLength(1);
    expect(entry()).toMatchObject({ status: 'ready', error: null, record: { winRate: 62.5, closed: 10 } });
  });

  it('sends the type and the dates in the query string, and leaves empty filters out', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    await useTrackRecordStore.getState().recordRequested({ type: 'forex', from: '2026-09-01', to: '2026-10-31' });
    await useTrackRecordStore.getState().recordRequested({ type: undefined, from: '', to: '2026-10-31' });
    expect(api.requests.map((r) => r.query)).toEqual([{ type: 'forex', from: '2026-09-01', to: '2026-10-31' }, { to: '2026-10-31' }]);
  });

  it('keeps each set of filters apart: the overall record stays while a filtered one loads', async () => {
    api.answer('GET /api/track-record', (request) => ({ body: trackRecord({ closed: request.query.type === 'futures' ? 4 : 10 }) }));
    await useTrackRecordStore.getState().recordRequested({});
    await useTrackRecordStore.getState().recordRequested({ type: 'futures' });
    expect(entry()?.record?.closed).toBe(10);
    expect(entry({ type: 'futures' })?.record?.closed).toBe(4);
  });

  it("a failure without figures is an error with the server's message, and is asked again next time", async () => {
    api.answer('GET /api/track-record', { status: 400, body: { message: 'The end date is before the start date', issues: [{ path: 'to', message: 'The end date is before the start date' }] } });
    await useTrackRecordStore.getState().recordRequested({ from: '2026-10-01', to: '2026-09-01' });
    expect(entry({ from: '2026-10-01', to: '2026-09-01' })).toEqual({ record: null, status: 'error', error: 'The end date is before the start date' });
    api.answer('GET /api/track-record', { body: trackRecord() });
    await useTrackRecordStore.getState().recordRequested({ from: '2026-10-01', to: '2026-09-01' });
    expect(entry({ from: '2026-10-01', to: '2026-09-01' })?.status).toBe('ready');
  });

  it('a refresh that fails keeps the figures on screen', async () => {
    api.answer('GET /api/track-record', { body: trackRecord({ closed: 10 }) });
    await useTrackRecordStore.getState().recordRequested({});
    api.answer('GET /api/track-record', { status: 503, body: { message: 'Database unavailable' } });
    await useTrackRecordStore.getState().recordRequested({}, true);
    expect(entry()).toMatchObject({ status: 'ready', error: 'Database unavailable', record: { closed: 10 } });
  });

  it('an older answer arriving after a newer one is dropped', async () => {
    const slow = gate<Answer>();
    let calls = 0;
    api.answer('GET /api/track-record', () => (++calls === 1 ? slow.promise : { body: trackRecord({ closed: 11 }) }));
    const first = useTrackRecordStore.getState().recordRequested({}, true);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    await useTrackRecordStore.getState().recordRequested({}, true);
    slow.open({ body: trackRecord({ closed: 10 }) });
    await first;
    expect(entry()?.record?.closed).toBe(11);
  });
});

describe('the live channel', () => {
  it('an outcome recorded elsewhere refetches every record on screen, each with its own filters', async () => {
    const unwire = wireTrackRecordLive();
    const unwatch = [useTrackRecordStore.getState().recordWatched({}), useTrackRecordStore.getState().recordWatched({ type: 'arbitrage', from: '2026-01-01' })];
    try {
      let closed = 10;
      api.answer('GET /api/track-record', () => ({ body: trackRecord({ closed }) }));
      await useTrackRecordStore.getState().recordRequested({});
      await useTrackRecordStore.getState().recordRequested({ type: 'arbitrage', from: '2026-01-01' });
      closed = 11;
      dispatchLiveEvent('track-record:changed', { at: '2026-11-02T09:00:00.000Z' });
      await vi.waitFor(() => expect(entry()?.record?.closed).toBe(11));
      await vi.waitFor(() => expect(entry({ type: 'arbitrage', from: '2026-01-01' })?.record?.closed).toBe(11));
      expect(api.requests.slice(2).map((r) => r.query)).toEqual(expect.arrayContaining([{}, { type: 'arbitrage', from: '2026-01-01' }]));
    } finally {
      unwire();
      unwatch.forEach((stop) => stop());
    }
  });

  it('a record no screen shows any more is not fetched, but forgotten: the next screen to show it asks afresh', async () => {
    const unwire = wireTrackRecordLive();
    // A record still on screen is asked for again in the same pass as any other would be: once its answer is in, a
    // request for the forex record would have been made too.
    const unwatchOverall = useTrackRecordStore.getState().recordWatched({});
    try {
      let closed = 10;
      api.answer('GET /api/track-record', () => ({ body: trackRecord({ closed }) }));
      const forexRequests = () => api.requests.filter((request) => request.query.type === 'forex');
      const unwatch = useTrackRecordStore.getState().recordWatched({ type: 'forex' });
      await useTrackRecordStore.getState().recordRequested({ type: 'forex' });
      await useTrackRecordStore.getState().recordRequested({});
      unwatch();
      closed = 11;
      dispatchLiveEvent('track-record:changed', { at: '2026-11-02T09:00:00.000Z' });
      await vi.waitFor(() => expect(entry()).toMatchObject({ status: 'ready', record: { closed: 11 } }));
      expect(forexRequests()).toHaveLength(1);
      expect(entry({ type: 'forex' })).toBeUndefined();
      await useTrackRecordStore.getState().recordRequested({ type: 'forex' });
      expect(forexRequests()).toHaveLength(2);
    } finally {
      unwire();
      unwatchOverall();
    }
  });

  it('a reconnection that could not resume asks again too', async () => {
    const unwire = wireTrackRecordLive();
    const unwatch = useTrackRecordStore.getState().recordWatched({});
    try {
      api.answer('GET /api/track-record', { body: trackRecord() });
      await useTrackRecordStore.getState().recordRequested({});
      void resyncAll();
      await vi.waitFor(() => expect(api.requestsTo('GET /api/track-record')).toHaveLength(2));
    } finally {
      unwire();
      unwatch();
    }
  });

  it('unwired, the store no longer hears the event', async () => {
    wireTrackRecordLive()();
    const unwatch = useTrackRecordStore.getState().recordWatched({});
    api.answer('GET /api/track-record', { body: trackRecord() });
    await useTrackRecordStore.getState().recordRequested({});
    // Live events are handed to their handlers as they are dispatched, and a refetch marks its record before it asks:
    // a handler still wired would have changed the store by the time the dispatch returns.
    const changes: unknown[] = [];
    const unsubscribe = useTrackRecordStore.subscribe((state) => changes.push(state));
    dispatchLiveEvent('track-record:changed', { at: '2026-11-02T09:00:00.000Z' });
    unsubscribe();
    expect(changes).toEqual([]);
    // Nor did it ask the server: a refetch made now is only the second request, after the first load.
    await useTrackRecordStore.getState().recordRequested({}, true);
    expect(api.requestsTo('GET /api/track-record')).toHaveLength(2);
    unwatch();
  });
});
