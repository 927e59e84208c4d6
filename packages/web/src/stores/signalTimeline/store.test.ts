import type { SignalTimelineEvent } from '@signals/protocol';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../live/registry';
import { ApiServer } from '../../test/apiServer';
import { fullSignal } from '../../test/signals';
import { wireSignalTimelineLive } from './live';
import { useSignalTimelineStore } from './store';

const api = ApiServer.forEachTest(() => useSignalTimelineStore.getState().timelinesReset());

const event = (patch: Partial<SignalTimelineEvent> & { id: number }): SignalTimelineEvent => ({
  kind: 'tp1_hit',
  price: 61000,
  resultPercent: null,
  note: null,
  logIndex: null,
  noteLocked: false,
  reason: null,
  at: '2026-01-05T11:00:00.000Z',
  ...patch,
});

describe('the timeline', () => {
  it("loads a signal's events in the order the server answers, once", async () => {
    const events = [event({ id: 1 }), event({ id: 2, kind: 'closed', price: 62000, resultPercent: 3.33, at: '2026-01-05T12:00:00.000Z' })];
    api.answer('GET /api/signals/7/timeline', { body: events });
    await useSignalTimelineStore.getState().timelineRequested(7);
    await useSignalTimelineStore.getState().timelineRequested(7);
    expect(api.requestsTo('GET /api/signals/7/timeline')).toHaveLength(1);
    expect(useSignalTimelineStore.getState().timelines[7]).toEqual({ events, status: 'ready', error: null });
  });

  it("a failure is an error with the server's message", async () => {
    api.answer('GET /api/signals/8/timeline', { status: 404, body: { message: 'Signal not found' } });
    await useSignalTimelineStore.getState().timelineRequested(8);
    expect(useSignalTimelineStore.getState().timelines[8]).toEqual({ events: [], status: 'error', error: 'Signal not found' });
  });

  it('an update of that signal arriving live asks for its timeline again; updates of other signals do not', async () => {
    const unwire = wireSignalTimelineLive();
    try {
      let events = [event({ id: 1 })];
      api.answer('GET /api/signals/7/timeline', () => ({ body: events }));
      await useSignalTimelineStore.getState().timelineRequested(7);
      events = [...events, event({ id: 2, kind: 'stop_hit', price: 59000, resultPercent: -1.67 })];
      dispatchLiveEvent('signal:updated', fullSignal({ id: 9 }));
      dispatchLiveEvent('signal:updated', fullSignal({ id: 7, outcome: 'lost', resultPercent: -1.67 }));
      await vi.waitFor(() => expect(useSignalTimelineStore.getState().timelines[7]?.events).toHaveLength(2));
      expect(api.requests.map((r) => r.path)).toEqual(['/api/signals/7/timeline', '/api/signals/7/timeline']);
    } finally {
      unwire();
    }
  });
});

describe('following a signal', () => {
  it('shows what the server answers: opening the detail already followed it', async () => {
    api.answer('GET /api/signals/7/follow', { body: { signalId: 7, following: true } });
    await useSignalTimelineStore.getState().followRequested(7);
    expect(useSignalTimelineStore.getState().follows[7]).toEqual({ following: true, status: 'ready', error: null });
  });

  it('turning it off sends DELETE, turning it on sends PUT', async () => {
    api.answer('GET /api/signals/7/follow', { body: { signalId: 7, following: true } });
    api.answer('DELETE /api/signals/7/follow', { body: { signalId: 7, following: false } });
    api.answer('PUT /api/signals/7/follow', { body: { signalId: 7, following: true } });
    await useSignalTimelineStore.getState().followRequested(7);
    await useSignalTimelineStore.getState().followChanged(7, false);
    expect(useSignalTimelineStore.getState().follows[7]?.following).toBe(false);
    await useSignalTimelineStore.getState().followChanged(7, true);
    expect(useSignalTimelineStore.getState().follows[7]?.following).toBe(true);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/signals/7/follow', 'DELETE /api/signals/7/follow', 'PUT /api/signals/7/follow']);
  });

  it('a change the server refuses leaves the choice as it was and reports why', async () => {
    api.answer('GET /api/signals/7/follow', { body: { signalId: 7, following: true } });
    api.answer('DELETE /api/signals/7/follow', { status: 403, body: { message: 'Premium subscription required' } });
    await useSignalTimelineStore.getState().followRequested(7);
    await expect(useSignalTimelineStore.getState().followChanged(7, false)).rejects.toThrow('Premium subscription required');
    expect(useSignalTimelineStore.getState().follows[7]).toEqual({ following: true, status: 'ready', error: null });
  });
});
