import { describe, expect, it } from 'vitest';
import { pageOf, payment } from '../../../test/admin';
import { ApiServer } from '../../../test/apiServer';
import { usePaymentsStore } from './store';

const api = ApiServer.forEachTest(() => usePaymentsStore.setState(usePaymentsStore.getInitialState(), true));

const store = () => usePaymentsStore.getState();
const summary = { total: 10, completed: 6, pending: 3, failed: 1, revenue: 360 };

async function loaded(): Promise<void> {
  api.answer('GET /api/admin/payments', { body: { ...pageOf([payment({ id: 3 }), payment({ id: 2, status: 'completed' })], 10), summary } });
  await store().listRequested();
}

describe('the payments table', () => {
  it('sends its filters and keeps the summary cards of the answer', async () => {
    await loaded();
    api.answer('GET /api/admin/payments', { body: { ...pageOf([], 0), summary } });
    await store().queryChanged({ status: 'pending', method: 'crypto' });
    expect(api.requests.at(-1)?.query).toEqual({ page: '1', pageSize: '25', status: 'pending', method: 'crypto', sort: 'createdAt', order: 'desc' });
    expect(store().summary).toEqual(summary);
  });

  it('a live payment is counted once in the summary and shown on top', async () => {
    await loaded();
    store().paymentReceived(payment({ id: 4 }));
    store().paymentReceived(payment({ id: 4 }));
    expect(store().summary).toEqual({ ...summary, total: 11, pending: 4 });
    expect(store().list.ids).toEqual([4, 3, 2]);
  });

  it('an approval moves pending to completed and adds the amount to revenue, once even when the push repeats it', async () => {
    await loaded();
    api.answer('PUT /api/admin/payments/3/approve', { body: payment({ id: 3, status: 'completed', amount: 60 }) });
    await store().approvePayment(3);
    store().paymentChanged(payment({ id: 3, status: 'completed', amount: 60 }));
    expect(store().summary).toEqual({ ...summary, pending: 2, completed: 7, revenue: 420 });
    expect(store().list.byId[3]?.status).toBe('completed');
  });

  it('a rejection sends the trimmed reason (none when blank) and counts a failure', async () => {
    await loaded();
    api.answer('PUT /api/admin/payments/3/reject', (request) => ({ body: payment({ id: 3, status: 'failed', rejectReason: (request.body as { reason: string | null }).reason }) }));
    await store().rejectPayment(3, '   ');
    expect(api.requests.at(-1)?.body).toEqual({ reason: null });
    expect(store().summary).toEqual({ ...summary, pending: 2, failed: 2 });
  });
});
