import { describe, expect, it, vi } from 'vitest';
import { adminUser, pageOf } from '../../test/admin';
import { ApiServer, gate, type Answer } from '../../test/apiServer';
import { pageRows } from './pagedList';
import { useResetPasswordUsersStore, useUsersStore } from './users/store';

// The paged-list actions are shared by every admin table; the users table drives them here.
const api = ApiServer.forEachTest(() => {
  useUsersStore.setState(useUsersStore.getInitialState(), true);
  useResetPasswordUsersStore.setState(useResetPasswordUsersStore.getInitialState(), true);
});

const users = () => useUsersStore.getState();
const rowIds = () => pageRows(users().list).map((row) => row.id);

/** Page 1 of three newest-first members, 40 in all. */
async function loaded(pageSize = 3): Promise<void> {
  useUsersStore.setState((s) => ({ list: { ...s.list, query: { ...s.list.query, pageSize } } }));
  api.answer('GET /api/admin/users', { body: pageOf([adminUser({ id: 40 }), adminUser({ id: 39 }), adminUser({ id: 38 })], 40) });
  await users().listRequested();
}

describe('admin paged lists: loading', () => {
  it('asks for the current query (numbers as text, "all" and empty search left out) and keeps the rows in order', async () => {
    await loaded(25);
    expect(api.requests.map((r) => r.query)).toEqual([{ page: '1', pageSize: '25', sort: 'createdAt', order: 'desc' }]);
    expect(users().list).toMatchObject({ status: 'ready', total: 40, error: null });
    expect(rowIds()).toEqual([40, 39, 38]);
  });

  it('a filter change goes back to page 1; a page change keeps the filters', async () => {
    await loaded();
    api.answer('GET /api/admin/users', { body: pageOf([], 0) });
    await users().queryChanged({ page: 3 });
    await users().queryChanged({ role: 'banned', search: '  Bob ' });
    await users().queryChanged({ page: 2 });
    expect(api.requests.slice(1).map((r) => r.query)).toEqual([
      { page: '3', pageSize: '3', sort: 'createdAt', order: 'desc' },
      { page: '1', pageSize: '3', search: 'Bob', role: 'banned', sort: 'createdAt', order: 'desc' },
      { page: '2', pageSize: '3', search: 'Bob', role: 'banned', sort: 'createdAt', order: 'desc' },
    ]);
  });

  it('an older answer that comes back after a newer request started is dropped', async () => {
    await loaded();
    const slow = gate<Answer>();
    api.answer('GET /api/admin/users', (request) => (request.query.search === 'a' ? slow.promise : { body: pageOf([adminUser({ id: 7, username: 'ab' })], 1) }));
    const first = users().queryChanged({ search: 'a' });
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    await users().queryChanged({ search: 'ab' });
    slow.open({ body: pageOf([adminUser({ id: 8, username: 'a' }), adminUser({ id: 7, username: 'ab' })], 2) });
    await first;
    expect(rowIds()).toEqual([7]);
    expect(users().list.total).toBe(1);
  });

  it("a failure shows the server's message", async () => {
    api.answer('GET /api/admin/users', { status: 500, body: { message: 'Database unavailable' } });
    await users().listRequested();
    expect(users().list).toMatchObject({ status: 'error', error: 'Database unavailable' });
  });

  it('the two users tables page and search independently', async () => {
    await loaded();
    api.answer('GET /api/admin/users', { body: pageOf([], 0, 1, 10) });
    await useResetPasswordUsersStore.getState().queryChanged({ search: 'zed' });
    expect(useResetPasswordUsersStore.getState().list.query).toMatchObject({ search: 'zed', pageSize: 10 });
    expect(users().list.query).toMatchObject({ search: '', pageSize: 3 });
    expect(rowIds()).toEqual([40, 39, 38]);
  });
});

describe('admin paged lists: live rows', () => {
  it('a new row that fits goes on top of page 1, the page keeps its size, the count grows and the row is fresh', async () => {
    await loaded();
    users().rowAdded(adminUser({ id: 41 }));
    expect(rowIds()).toEqual([41, 40, 39]);
    expect(users().list.byId[38]).toBeUndefined();
    expect(users().list.total).toBe(41);
    expect(users().list.freshIds).toEqual([41]);
  });

  it("a new row that does not fit the role filter or the search is left out and not counted", async () => {
    await loaded();
    useUsersStore.setState((s) => ({ list: { ...s.list, query: { ...s.list.query, role: 'premium', search: 'ann' } } }));
    users().rowAdded(adminUser({ id: 41, username: 'ann', isPremium: false }));
    users().rowAdded(adminUser({ id: 42, username: 'bob', isPremium: true }));
    expect(rowIds()).toEqual([40, 39, 38]);
    expect(users().list.total).toBe(40);
    users().rowAdded(adminUser({ id: 43, username: 'Anna', isPremium: true }));
    expect(rowIds()).toEqual([43, 40, 39]);
  });

  it('away from the newest-first view (another sort or page) a new row is only counted', async () => {
    await loaded();
    api.answer('GET /api/admin/users', { body: pageOf([adminUser({ id: 2, username: 'aa' })], 40) });
    await users().queryChanged({ sort: 'username', order: 'asc' });
    users().rowAdded(adminUser({ id: 41, username: 'a' }));
    expect(rowIds()).toEqual([2]);
    expect(users().list.total).toBe(41);
  });

  it('a row that arrives while the page is loading is added on top of the answer', async () => {
    useUsersStore.setState((s) => ({ list: { ...s.list, query: { ...s.list.query, pageSize: 3 } } }));
    const held = gate<Answer>();
    api.answer('GET /api/admin/users', () => held.promise);
    const loading = users().listRequested();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    users().rowAdded(adminUser({ id: 50 }));
    held.open({ body: pageOf([adminUser({ id: 49 }), adminUser({ id: 48 })], 2) });
    await loading;
    expect(rowIds()).toEqual([50, 49, 48]);
    expect(users().list.total).toBe(3);
  });

  it('an update replaces a shown row and ignores others; a removal takes it out and lowers the count', async () => {
    await loaded();
    users().rowUpdated(adminUser({ id: 39, isBanned: true }));
    users().rowUpdated(adminUser({ id: 5, isBanned: true }));
    expect(users().list.byId[39]?.isBanned).toBe(true);
    expect(users().list.byId[5]).toBeUndefined();
    users().rowRemoved(39);
    expect(rowIds()).toEqual([40, 38]);
    expect(users().list.total).toBe(39);
  });

  it("an action's answer (ban) goes over the wire and replaces the row", async () => {
    await loaded();
    api.answer('POST /api/admin/users/39/ban', { body: adminUser({ id: 39, isBanned: true }) });
    await users().userBanned(39);
    expect(api.requestsTo('POST /api/admin/users/39/ban')).toHaveLength(1);
    expect(users().list.byId[39]?.isBanned).toBe(true);
  });
});
