import { SIGNAL_PAGE_DEFAULT } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../test/apiServer';
import { fullSignal, lockedSignal } from '../../test/signals';
import { listKey, listQuery } from './filters';
import { useSignalsStore } from './store';

const api = ApiServer.forEachTest(() => useSignalsStore.getState().signalsReset());

describe('filter keys', () => {
  it('equal filters written differently give one key: trimmed, exchange lower case, coin upper case, empty parts dropped', () => {
    expect(listKey('all', { exchange: '  Binance ', coin: ' btc', type: undefined })).toBe(listKey('all', { exchange: 'binance', coin: 'BTC' }));
    expect(listKey('premium', { exchange: '', coin: '   ' })).toBe(listKey('premium', {}));
  });

  it('different tiers or filters give different keys', () => {
    const keys = [listKey('all', {}), listKey('free', {}), listKey('premium', {}), listKey('all', { type: 'forex' }), listKey('all', { coin: 'ETH' }), listKey('all', { exchange: 'eth' })];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the store keeps one list for equal filters and asks the server once', async () => {
    api.answer('GET /api/signals', { body: [fullSignal({ id: 1 })] });
    await useSignalsStore.getState().listRequested('all', { coin: 'btc', exchange: ' Binance' }, 10);
    await useSignalsStore.getState().listRequested('all', { coin: 'BTC ', exchange: 'BINANCE' }, 10);
    expect(api.requestsTo('GET /api/signals')).toHaveLength(1);
    expect(Object.keys(useSignalsStore.getState().lists)).toEqual([listKey('all', { coin: 'BTC', exchange: 'binance' })]);
    // The list keeps the normalised filter, the one live signals are matched against.
    expect(Object.values(useSignalsStore.getState().lists)[0]?.filter).toEqual({ coin: 'BTC', exchange: 'binance' });
  });

  it('a list that failed is asked for again', async () => {
    api.answer('GET /api/signals/free', { status: 500, body: { message: 'Database unavailable' } });
    await useSignalsStore.getState().listRequested('free', {}, 10);
    expect(useSignalsStore.getState().lists[listKey('free', {})]).toMatchObject({ status: 'error', error: 'Database unavailable' });
    api.answer('GET /api/signals/free', { body: [] });
    await useSignalsStore.getState().listRequested('free', {}, 10);
    expect(useSignalsStore.getState().lists[listKey('free', {})]).toMatchObject({ status: 'ready', error: null });
    expect(api.requestsTo('GET /api/signals/free')).toHaveLength(2);
  });
});

describe('list queries', () => {
  it('sends the normalised filter and numbers as text, and leaves out what is empty', () => {
    expect(listQuery({ coin: ' eth ', exchange: '', type: 'futures' }, { before: 42, limit: 10 })).toEqual({
      type: 'futures',
      coin: 'ETH',
      before: '42',
      limit: '10',
    });
    expect(listQuery({}, { limit: 20 })).toEqual({ before: undefined, limit: '20' });
  });

  it('each tier asks its own route, with the filter in the query string', async () => {
    for (const path of ['/api/signals', '/api/signals/free', '/api/signals/premium']) {
      api.answer(`GET ${path}`, { body: [] });
    }
    await useSignalsStore.getState().listRequested('free', { type: 'forex' }, 5);
    await useSignalsStore.getState().listRequested('premium', { exchange: ' Kraken ' }, 5);
    await useSignalsStore.getState().listRequested('all', { coin: 'sol' }, 5);
    expect(api.requests.map((r) => [r.path, r.query])).toEqual([
      ['/api/signals/free', { type: 'forex', limit: '5' }],
      ['/api/signals/premium', { exchange: 'kraken', limit: '5' }],
      ['/api/signals', { coin: 'SOL', limit: '5' }],
    ]);
  });

  it('Load More asks for older signals than the oldest shown, in bigger pages, and stops when a page comes back short', async () => {
    api.answer('GET /api/signals/premium', { body: [lockedSignal({ id: 30 }), lockedSignal({ id: 29 })] });
    await useSignalsStore.getState().listRequested('premium', { coin: 'btc' }, 2);
    const key = listKey('premium', { coin: 'BTC' });
    expect(useSignalsStore.getState().lists[key]?.hasMore).toBe(true);

    api.answer('GET /api/signals/premium', { body: [lockedSignal({ id: 12 })] });
    await useSignalsStore.getState().moreRequested(key);
    expect(api.requests.at(-1)?.query).toEqual({ coin: 'BTC', before: '29', limit: String(SIGNAL_PAGE_DEFAULT) });
    expect(useSignalsStore.getState().lists[key]).toMatchObject({ ids: [30, 29, 12], hasMore: false, loadingMore: false });

    await useSignalsStore.getState().moreRequested(key);
    expect(api.requests).toHaveLength(2);
  });
});
