import { describe, expect, it } from 'vitest';
import { adminUser, pageOf } from '../../../test/admin';
import { ApiServer } from '../../../test/apiServer';
import { EMPTY_SEGMENT_FORM, formFromSegment, segmentFromForm, segmentParam } from './segment';
import { useUsersStore } from './store';

// Issue 46: one segment for the users table, its CSV, bulk actions and a broadcast's audience.

const api = ApiServer.forEachTest(() => useUsersStore.setState(useUsersStore.getInitialState(), true));
const store = () => useUsersStore.getState();

describe('the segment form', () => {
  it('makes a segment of the fields in use only, and shows it back', () => {
    const form = { ...EMPTY_SEGMENT_FORM, premiumKind: 'none' as const, lapsedWithinDays: ' 30 ', telegramLinked: 'no' as const, signedUpFrom: '2026-01-01' };
    const { segment } = segmentFromForm(form);
    expect(segment).toEqual({ premiumKind: 'none', lapsedWithinDays: 30, telegramLinked: false, signedUpFrom: '2026-01-01' });
    expect(formFromSegment(segment!)).toEqual({ ...form, lapsedWithinDays: '30' });
    expect(segmentFromForm(EMPTY_SEGMENT_FORM).segment).toEqual({});
  });

  it('says what is wrong with a field in the protocol’s words, each on its own field', () => {
    const result = segmentFromForm({ ...EMPTY_SEGMENT_FORM, lastSeenWithinDays: 'soon', lapsedWithinDays: '0', signedUpFrom: '2026-02-30' });
    expect(result.segment).toBeNull();
    expect(result.errors).toEqual({
      lastSeenWithinDays: 'validation.segment.days?name=lastSeenWithinDays&max=3650',
      lapsedWithinDays: 'validation.segment.days?name=lapsedWithinDays&max=3650',
      signedUpFrom: 'validation.query.notDate?name=signedUpFrom',
    });
    expect(segmentFromForm({ ...EMPTY_SEGMENT_FORM, signedUpFrom: '2026-03-02', signedUpTo: '2026-03-01' }).errors).toEqual({ signedUpTo: 'validation.query.endBeforeStart' });
  });

  it('is carried in a URL as JSON, and left out when it sets no filter', () => {
    expect(segmentParam({})).toBeUndefined();
    expect(segmentParam({ language: 'ja', pendingClaim: true })).toBe('{"language":"ja","pendingClaim":true}');
  });
});

describe('the users table with a segment', () => {
  it('asks for the segment with the search and role, and counts the segment on its own', async () => {
    api.answer('GET /api/admin/users', (request) => ({ body: request.query.pageSize === '1' ? pageOf([], 7) : pageOf([adminUser({ id: 4 })], 1) }));
    await store().listRequested();
    await store().queryChanged({ search: 'ann', role: 'free' });
    await store().segmentApplied({ premiumKind: 'paid', lastSeenWithinDays: 7 });
    const queries = api.requestsTo('GET /api/admin/users').map((request) => request.query);
    expect(queries[0]).not.toHaveProperty('segment');
    expect(queries).toContainEqual({ page: '1', pageSize: '25', search: 'ann', role: 'free', sort: 'createdAt', order: 'desc', segment: '{"premiumKind":"paid","lastSeenWithinDays":7}' });
    // The count is the segment's alone: what the export and a bulk action reach.
    expect(queries).toContainEqual({ pageSize: '1', segment: '{"premiumKind":"paid","lastSeenWithinDays":7}' });
    expect(store().segmentTotal).toBe(7);
    expect(store().list.total).toBe(1);
  });

  it('counts a live newcomer only while no segment is applied: whether they belong to one is the server’s to say', async () => {
    api.answer('GET /api/admin/users', { body: pageOf([adminUser({ id: 4 })], 1) });
    await store().listRequested();
    store().rowAdded(adminUser({ id: 5 }));
    expect(store().list.total).toBe(2);
    await store().segmentApplied({ telegramLinked: true });
    store().rowAdded(adminUser({ id: 6 }));
    expect(store().list.total).toBe(1);
  });

  it('runs a bulk action on the segment, then reads the table and its count again', async () => {
    let total = 3;
    api.answer('GET /api/admin/users', (request) => ({ body: request.query.pageSize === '1' ? pageOf([], total) : pageOf([], total) }));
    await store().segmentApplied({ lapsedWithinDays: 30 });
    expect(store().segmentTotal).toBe(3);
    api.answer('POST /api/admin/users/bulk', () => {
      total = 0;
      return { body: { matched: 3, reached: 3, awaitingApproval: 0 } };
    });
    const result = await store().bulkActionRun({ action: 'comp', segment: { lapsedWithinDays: 30 }, days: 14, reason: 'We miss you' });
    expect(result).toEqual({ matched: 3, reached: 3, awaitingApproval: 0 });
    expect(api.requestsTo('POST /api/admin/users/bulk')[0]!.body).toEqual({ action: 'comp', segment: { lapsedWithinDays: 30 }, days: 14, reason: 'We miss you' });
    expect(store().segmentTotal).toBe(0);
  });
});
