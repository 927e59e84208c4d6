import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../test/apiServer';
import { useAuditStore } from './store';

// Issue 46: the audit screen narrows to one staff member and one kind of action, and asks the server for exactly that.

const api = ApiServer.forEachTest(() => useAuditStore.setState(useAuditStore.getInitialState(), true));
const store = () => useAuditStore.getState();
const page = { items: [], total: 0, page: 1, pageSize: 20 };

describe('the audit list', () => {
  it('asks for one kind of action and one staff member, and for everything again when set back to all', async () => {
    api.answer('GET /api/admin/audit', { body: page });
    await store().listRequested();
    await store().queryChanged({ kind: 'payment', actorId: '7' });
    await store().queryChanged({ kind: 'all', actorId: 'all' });
    const queries = api.requestsTo('GET /api/admin/audit').map((request) => request.query);
    expect(queries[0]).not.toHaveProperty('kind');
    expect(queries[1]).toMatchObject({ kind: 'payment', actorId: '7' });
    expect(queries[2]).not.toHaveProperty('kind');
    expect(queries[2]).not.toHaveProperty('actorId');
  });

  it('offers the back office staff by name, and all only when they cannot be read', async () => {
    api.answer('GET /api/admin/users', {
      body: { items: [{ id: 3, username: 'ana' }, { id: 9, username: 'ben' }], total: 2, page: 1, pageSize: 200 },
    });
    await store().staffRequested();
    expect(store().staff).toEqual([
      { id: 3, username: 'ana' },
      { id: 9, username: 'ben' },
    ]);
    expect(api.requestsTo('GET /api/admin/users')[0]!.query).toMatchObject({ role: 'admin' });

    useAuditStore.setState(useAuditStore.getInitialState(), true);
    api.answer('GET /api/admin/users', { status: 500, body: { message: 'Down' } });
    await store().staffRequested();
    expect(store().staff).toEqual([]);
  });
});
