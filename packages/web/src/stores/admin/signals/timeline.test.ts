import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../live/registry';
import { ApiServer, gate, type Answer } from '../../../test/apiServer';
import { fullSignal } from '../../../test/signals';
import { wireAdminSignalsLive } from './live';
import { useSignalTimelineAdminStore } from './timeline';

const api = ApiServer.forEachTest(() => useSignalTimelineAdminStore.setState(useSignalTimelineAdminStore.getInitialState(), true));

const store = () => useSignalTimelineAdminStore.getState();
const at = '2026-01-06T10:00:00.000Z';
const tp1 = { id: 1, kind: 'tp1_hit', price: 61000, resultPercent: null, note: null, at };
const close = { id: 2, kind: 'closed', price: 61920, resultPercent: 3.2, note: 'Closed before the news', at };

let unwire: () => void = () => undefined;
beforeEach(() => {
  unwire = wireAdminSignalsLive();
});
afterEach(() => unwire());

describe("the back office's signal timeline", () => {
  it('asks for the signal’s timeline and keeps its steps in order', async () => {
    api.answer('GET /api/signals/7/timeline', { body: [tp1, close] });
    await store().timelineRequested(7);
    expect(store()).toMatchObject({ signalId: 7, status: 'ready', events: [tp1, close] });
  });

  it('says why when the timeline cannot be loaded', async () => {
    api.answer('GET /api/signals/7/timeline', { status: 404, body: { message: 'Signal not found' } });
    await store().timelineRequested(7);
    expect(store()).toMatchObject({ status: 'error', error: 'Signal not found', events: [] });
  });

  it('shows the new step when the open signal is updated live, and ignores other signals', async () => {
    api.answer('GET /api/signals/7/timeline', { body: [tp1] });
    await store().timelineRequested(7);
    api.answer('GET /api/signals/7/timeline', { body: [tp1, close] });
    dispatchLiveEvent('signal:updated', fullSignal({ id: 8 }));
    dispatchLiveEvent('signal:updated', fullSignal({ id: 7, outcome: 'won', resultPercent: 3.2 }));
    await vi.waitFor(() => expect(store().events).toEqual([tp1, close]));
    expect(api.requestsTo('GET /api/signals/8/timeline')).toHaveLength(0);
  });

  it('does not show a signal’s steps under another that was opened meanwhile', async () => {
    // The first signal's answer is held back until the second's has arrived: it comes last, whatever the machine's pace.
    const slow = gate<Answer>();
    api.answer('GET /api/signals/7/timeline', () => slow.promise);
    api.answer('GET /api/signals/9/timeline', { body: [] });
    const first = store().timelineRequested(7);
    await vi.waitFor(() => expect(api.requestsTo('GET /api/signals/7/timeline')).toHaveLength(1));
    await store().timelineRequested(9);
    slow.open({ body: [tp1] });
    await first;
    expect(store()).toMatchObject({ signalId: 9, status: 'ready', events: [] });
  });
});
