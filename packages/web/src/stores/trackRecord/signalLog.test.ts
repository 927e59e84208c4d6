import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../live/registry';
import { ApiServer } from '../../test/apiServer';
import { signalLogHead, signalLogKey, trackRecord } from '../../test/trackRecord';
import { wireTrackRecordLive } from './live';
import { useSignalLogStore } from './signalLog';
import { useTrackRecordStore } from './store';

const api = ApiServer.forEachTest(() => {
  useSignalLogStore.setState(useSignalLogStore.getInitialState());
  useTrackRecordStore.setState({ entries: {}, queries: {} });
});

const head = () => useSignalLogStore.getState().head;

describe('the signal log’s head and key', () => {
  it('are each asked for once, and held', async () => {
    api.answer('GET /api/track-record/log/head', { body: signalLogHead({ treeSize: 7 }) });
    api.answer('GET /api/track-record/log/key', { body: signalLogKey() });
    await useSignalLogStore.getState().headRequested();
    await useSignalLogStore.getState().headRequested();
    await useSignalLogStore.getState().keyRequested();
    await useSignalLogStore.getState().keyRequested();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/track-record/log/head', '/api/track-record/log/key']);
    expect(head()).toMatchObject({ status: 'ready', value: { treeSize: 7 } });
    expect(useSignalLogStore.getState().key.value).toEqual(signalLogKey());
  });

  it('a refresh that fails keeps the head on screen', async () => {
    api.answer('GET /api/track-record/log/head', { body: signalLogHead({ treeSize: 7 }) });
    await useSignalLogStore.getState().headRequested();
    api.answer('GET /api/track-record/log/head', { status: 503, body: { message: 'Database unavailable' } });
    await useSignalLogStore.getState().headRequested(true);
    expect(head()).toMatchObject({ status: 'ready', error: 'Database unavailable', value: { treeSize: 7 } });
  });

  it('a change asks again while a screen shows the head; with none showing it, the head is forgotten instead', async () => {
    let treeSize = 7;
    api.answer('GET /api/track-record/log/head', () => ({ body: signalLogHead({ treeSize }) }));
    const unwatch = useSignalLogStore.getState().headWatched();
    await useSignalLogStore.getState().headRequested();
    treeSize = 8;
    await useSignalLogStore.getState().headChanged();
    expect(head().value?.treeSize).toBe(8);

    unwatch();
    await useSignalLogStore.getState().headChanged();
    expect(head()).toEqual({ value: null, status: 'idle', error: null });
    expect(api.requests).toHaveLength(2);
  });
});

describe('the live channel', () => {
  it('changes in a row ask for the head once, after the wait for a head signed over them', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    api.answer('GET /api/track-record/log/head', { body: signalLogHead() });
    const unwatch = useSignalLogStore.getState().headWatched();
    const unwire = wireTrackRecordLive(50);
    try {
      dispatchLiveEvent('track-record:changed', { at: '2026-11-02T09:00:00.000Z' });
      dispatchLiveEvent('track-record:changed', { at: '2026-11-02T09:00:01.000Z' });
      expect(api.requestsTo('GET /api/track-record/log/head')).toHaveLength(0);
      await vi.waitFor(() => expect(head().status).toBe('ready'));
      expect(api.requestsTo('GET /api/track-record/log/head')).toHaveLength(1);
    } finally {
      unwire();
      unwatch();
    }
  });
});
