import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent, resyncAll } from '../../../live/registry';
import { chainActivity, chainTransfer } from '../../../test/admin';
import { ApiServer, gate, type Answer } from '../../../test/apiServer';
import { useChainActivityStore } from './chainActivity';
import { wireAdminPaymentsLive } from './live';

const api = ApiServer.forEachTest(() => useChainActivityStore.setState(useChainActivityStore.getInitialState(), true));

const store = () => useChainActivityStore.getState();

describe('the on-chain payments panel', () => {
  it('loads the snapshot, and each push replaces it whole', async () => {
    const unwire = wireAdminPaymentsLive();
    try {
      api.answer('GET /api/admin/payments/chain', { body: chainActivity([chainTransfer({ id: 1 })]) });
      await store().activityRequested();
      expect(store().activity?.transfers.map((transfer) => transfer.id)).toEqual([1]);

      const pushed = chainActivity([chainTransfer({ id: 2, status: 'seen', confirmations: 1, paymentId: null }), chainTransfer({ id: 1 })], { headBlock: 126 });
      dispatchLiveEvent('chain:activity', pushed);
      expect(store().activity).toEqual(pushed);
    } finally {
      unwire();
    }
  });

  it('a push arriving while the load is on its way is not overwritten by the older answer', async () => {
    const slow = gate<Answer>();
    api.answer('GET /api/admin/payments/chain', () => slow.promise);
    const loading = store().activityRequested();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    const pushed = chainActivity([chainTransfer({ id: 2 })], { headBlock: 130 });
    store().activityReceived(pushed);
    slow.open({ body: chainActivity([], { headBlock: 125 }) });
    await loading;
    expect(store().activity).toEqual(pushed);
  });

  it("a failed first load is an error with the server's words; a failed refresh keeps the snapshot shown", async () => {
    api.answer('GET /api/admin/payments/chain', { status: 503, body: { message: 'Database unavailable' } });
    await store().activityRequested();
    expect(store()).toMatchObject({ status: 'error', error: 'Database unavailable', activity: null });

    api.answer('GET /api/admin/payments/chain', { body: chainActivity([chainTransfer({ id: 1 })]) });
    await store().activityRequested();
    api.answer('GET /api/admin/payments/chain', { status: 503, body: { message: 'Database unavailable' } });
    await store().activityRequested();
    expect(store().status).toBe('ready');
    expect(store().activity?.transfers).toHaveLength(1);
  });

  it('catches up after a reconnection only once the panel has been opened', async () => {
    const unwire = wireAdminPaymentsLive();
    try {
      await resyncAll();
      expect(api.requestsTo('GET /api/admin/payments/chain')).toHaveLength(0);
      api.answer('GET /api/admin/payments/chain', { body: chainActivity() });
      await store().activityRequested();
      await resyncAll();
      expect(api.requestsTo('GET /api/admin/payments/chain')).toHaveLength(2);
    } finally {
      unwire();
    }
  });
});
