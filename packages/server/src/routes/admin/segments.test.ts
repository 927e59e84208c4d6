import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type Segment } from '@signals/protocol';
import { AuditLog, Notification, Subscription, TelegramLink, User } from '../../db/models/index.js';
import { premiumPeriodOf } from '../../policies/premium.js';
import { buildPayment } from '../../../test/support/factories/payments.js';
import { buildSubscription } from '../../../test/support/factories/subscriptions.js';
import { buildUser, uniqueName, type BuiltUser } from '../../../test/support/factories/users.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { withSettings } from '../../../test/support/settings.js';

let server: TestServer;
let owner: TestClient;

const DAY_MS = 86_400_000;
const now = Date.now();
const daysFromNow = (days: number) => new Date(now + days * DAY_MS);

/** Every member of this suite signed up in March 2020: each segment below keeps to that window, away from other rows. */
const MARCH: Segment = { signedUpFrom: '2020-03-01', signedUpTo: '2020-03-31' };
const march = (day: number, hour = 12) => new Date(Date.UTC(2020, 2, day, hour));

type Name =
  | 'paidA'
  | 'paidB'
  | 'trial'
  | 'comped'
  | 'grace'
  | 'lapsedRecent'
  | 'lapsedFlagged'
  | 'lapsedOld'
  | 'graceOver'
  | 'free'
  | 'cancelledUnbegun'
  | 'staffer'
  | 'bannedAlready'
  | 'lastDay';
const people = {} as Record<Name, BuiltUser>;
let outsider: BuiltUser;

/** A member as the segment reads them: the row's columns set directly, as the commands would have left them. */
async function member(name: Name, day: number, columns: Partial<User>, options: { staff?: boolean } = {}): Promise<void> {
  const user = await buildUser(server.app.db, { username: uniqueName(name), ...(options.staff ? { staffRole: 'support' as const } : {}) });
  await User.query(server.app.db)
    .patch({ language: 'ko', createdAt: march(day), ...columns })
    .where('id', user.id);
  people[name] = user;
}

async function linkTelegram(user: BuiltUser): Promise<void> {
  await TelegramLink.query(server.app.db).insert({ userId: user.id, telegramUserId: 7_000_000 + user.id, username: null, chatId: 7_000_000 + user.id, linkedAt: new Date() });
}

/** A period that ran and ended `endedDaysAgo` days ago. */
async function endedPeriod(user: BuiltUser, endedDaysAgo: number): Promise<void> {
  await buildSubscription(server.app.db, user.id, { startDate: daysFromNow(-endedDaysAgo - 30), endDate: daysFromNow(-endedDaysAgo), status: 'expired' });
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'owner' }));
  await member('paidA', 5, { isPremium: true, premiumKind: 'paid', subscriptionEndDate: daysFromNow(20), language: 'ja', lastSeenAt: daysFromNow(-1) });
  // Premium from before kinds were recorded: paid.
  await member('paidB', 10, { isPremium: true, premiumKind: null, subscriptionEndDate: daysFromNow(5), lastSeenAt: daysFromNow(-10) });
  await member('trial', 12, { isPremium: true, premiumKind: 'trial', subscriptionEndDate: daysFromNow(3) });
  await member('comped', 15, { isPremium: true, premiumKind: 'comped', subscriptionEndDate: daysFromNow(40) });
  await member('grace', 20, { isPremium: true, premiumKind: 'paid', subscriptionEndDate: daysFromNow(-1), graceEndDate: daysFromNow(2) });
  await member('lapsedRecent', 21, { subscriptionEndDate: daysFromNow(-3), lastSeenAt: daysFromNow(-2) });
  // Over two days ago, the flag not cleared yet by the sweep: over all the same.
  await member('lapsedFlagged', 22, { isPremium: true, premiumKind: 'paid', subscriptionEndDate: daysFromNow(-2), language: 'ja' });
  await member('lapsedOld', 25, { subscriptionEndDate: daysFromNow(-60) });
  // The period ended eight days ago, its grace five days ago: access ended within the week.
  await member('graceOver', 26, { subscriptionEndDate: daysFromNow(-8), graceEndDate: daysFromNow(-5) });
  await member('free', 28, {});
  await member('cancelledUnbegun', 29, {});
  await member('staffer', 30, {}, { staff: true });
  await member('bannedAlready', 30, { isBanned: true });
  // The last minutes of the window's last day.
  await member('lastDay', 31, {});
  await User.query(server.app.db)
    .patch({ createdAt: new Date(Date.UTC(2020, 2, 31, 23, 59)) })
    .where('id', people.lastDay.id);
  outsider = await buildUser(server.app.db);
  await User.query(server.app.db)
    .patch({ language: 'ko', createdAt: new Date(Date.UTC(2020, 3, 1, 0, 0)) })
    .where('id', outsider.id);

  await endedPeriod(people.lapsedRecent, 3);
  await endedPeriod(people.lapsedFlagged, 2);
  await endedPeriod(people.lapsedOld, 60);
  await endedPeriod(people.graceOver, 8);
  // Cancelled before it began: its end was set to its start, two days ago. It never ran, so nothing lapsed.
  await buildSubscription(server.app.db, people.cancelledUnbegun.id, { startDate: daysFromNow(-2), endDate: daysFromNow(-2), status: 'cancelled' });
  await linkTelegram(people.paidA);
  await linkTelegram(people.free);
  await buildPayment(server.app.db, { userId: people.trial.id, status: 'pending' });
  await buildPayment(server.app.db, { userId: people.free.id, status: 'pending' });
  // A settled payment is no claim waiting.
  await buildPayment(server.app.db, { userId: people.paidA.id, status: 'completed' });
});
afterAll(async () => {
  await server.close();
});

const query = (segment: Segment) => `segment=${encodeURIComponent(JSON.stringify(segment))}`;
const idsOf = (names: Name[]) => names.map((name) => people[name].id).sort((a, b) => a - b);
const csvLines = (text: string) => text.split('\r\n').filter((line) => line !== '');

/** The members of a segment as the users list answers them. */
async function listed(segment: Segment): Promise<{ total: number; ids: number[] }> {
  const response = await owner.get(`/api/admin/users?${query(segment)}&pageSize=100`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const page = routes.adminListUsers.response.parse(response.body);
  return { total: page.total, ids: page.items.map((user) => user.id).sort((a, b) => a - b) };
}

/** The members of a segment as the users CSV lists them (data rows only). */
async function exported(segment: Segment): Promise<number[]> {
  const response = await owner.get(`/api/admin/users.csv?${query(segment)}`);
  expect(response.status).toBe(200);
  return csvLines(response.text)
    .slice(1)
    .map((line) => Number(line.split(',')[0]))
    .sort((a, b) => a - b);
}

describe('one segment everywhere', () => {
  const cases: Array<[string, Segment, Name[]]> = [
    ['paid premium', { premiumKind: 'paid' }, ['paidA', 'paidB']],
    ['a trial', { premiumKind: 'trial' }, ['trial']],
    ['comped premium', { premiumKind: 'comped' }, ['comped']],
    ['in grace', { premiumKind: 'grace' }, ['grace']],
    ['no premium', { premiumKind: 'none' }, ['lapsedRecent', 'lapsedFlagged', 'lapsedOld', 'graceOver', 'free', 'cancelledUnbegun', 'staffer', 'bannedAlready', 'lastDay']],
    ['lapsed within a week', { lapsedWithinDays: 7 }, ['lapsedRecent', 'lapsedFlagged', 'graceOver']],
    ['lapsed within 90 days', { lapsedWithinDays: 90 }, ['lapsedRecent', 'lapsedFlagged', 'lapsedOld', 'graceOver']],
    ['in Japanese', { language: 'ja' }, ['paidA', 'lapsedFlagged']],
    ['signed up 10 to 15 March', { signedUpFrom: '2020-03-10', signedUpTo: '2020-03-15' }, ['paidB', 'trial', 'comped']],
    ['seen within a week', { lastSeenWithinDays: 7 }, ['paidA', 'lapsedRecent']],
    ['seen within a fortnight', { lastSeenWithinDays: 14 }, ['paidA', 'paidB', 'lapsedRecent']],
    ['Telegram linked', { telegramLinked: true }, ['paidA', 'free']],
    ['a claim waiting', { pendingClaim: true }, ['trial', 'free']],
    ['Korean, no premium, lapsed within a week', { premiumKind: 'none', language: 'ko', lapsedWithinDays: 7 }, ['lapsedRecent', 'graceOver']],
    ['a claim waiting and no Telegram', { pendingClaim: true, telegramLinked: false }, ['trial']],
    ['no claim waiting, premium paid, seen within a week', { pendingClaim: false, premiumKind: 'paid', lastSeenWithinDays: 7 }, ['paidA']],
  ];

  it.each(cases)('%s: the same members in the list, the CSV, a bulk notification and a broadcast', async (_label, keys, expected) => {
    const segment = { ...MARCH, ...keys };
    const ids = idsOf(expected);

    const list = await listed(segment);
    expect(list).toEqual({ total: ids.length, ids });
    expect(await exported(segment)).toEqual(ids);

    const bulk = await owner.post('/api/admin/users/bulk', { action: 'notify', segment, title: 'Segment check', message: 'To exactly the members of a segment.' });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(routes.adminBulkUsers.response.parse(bulk.body)).toEqual({ matched: ids.length, reached: ids.length, awaitingApproval: 0 });

    const title = uniqueName('Broadcast');
    const broadcast = await owner.post('/api/admin/notifications', { title, message: 'To exactly the members of a segment.', segment });
    expect(broadcast.status, JSON.stringify(broadcast.body)).toBe(201);
    const rows = routes.adminCreateNotification.response.parse(broadcast.body);
    expect(rows.map((row) => row.userId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
    // Each member reads it in their bell; nobody outside the segment has a row of it.
    expect((await Notification.query(server.app.db).where({ title }).select('userId')).map((row) => row.userId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
  });

  it('reads premium kinds exactly as the premium policy does', async () => {
    const rows = await User.query(server.app.db).whereIn('id', idsOf(Object.keys(people) as Name[]));
    for (const kind of ['paid', 'trial', 'comped', 'grace', 'none'] as const) {
      const expected = rows
        .filter((user) => (premiumPeriodOf(user, new Date()).kind ?? 'none') === kind)
        .map((user) => user.id)
        .sort((a, b) => a - b);
      expect((await listed({ ...MARCH, premiumKind: kind })).ids, kind).toEqual(expected);
    }
  });

  it('takes the whole last day of a sign-up range, and nothing after it', async () => {
    const list = await listed({ signedUpFrom: '2020-03-31', signedUpTo: '2020-03-31' });
    expect(list.ids).toEqual(idsOf(['lastDay']));
    expect(list.ids).not.toContain(outsider.id);
  });

  it('combines a segment with the list’s own search', async () => {
    const list = await owner.get(`/api/admin/users?${query({ ...MARCH, premiumKind: 'paid' })}&search=${encodeURIComponent(people.paidB.username)}`);
    expect(routes.adminListUsers.response.parse(list.body).items.map((user) => user.id)).toEqual([people.paidB.id]);
  });

  it('writes one audit entry for a segment’s broadcast, naming the segment and how many it reached', async () => {
    const title = uniqueName('Audited');
    const segment = { ...MARCH, language: 'ja' as const };
    expect((await owner.post('/api/admin/notifications', { title, message: 'One entry for the whole segment.', segment })).status).toBe(201);
    const entries = await AuditLog.query(server.app.db).where('action', 'notification.segment').orderBy('id', 'desc').limit(1);
    expect(entries[0]).toMatchObject({ entityId: null, after: { title, segment, recipients: 2, email: false, sms: false, push: false } });
  });
});

describe('last seen', () => {
  it('counts a member seen when they sign in, and again when they come back after a while', async () => {
    const user = await buildUser(server.app.db);
    await User.query(server.app.db)
      .patch({ createdAt: new Date(Date.UTC(2019, 5, 1)) })
      .where('id', user.id);
    const seenToday = { signedUpFrom: '2019-06-01', signedUpTo: '2019-06-01', lastSeenWithinDays: 1 };
    expect((await listed(seenToday)).ids).toEqual([]);

    const client = await quickSignIn(server, user);
    expect((await listed(seenToday)).ids).toEqual([user.id]);

    // Three days away, then one request.
    await User.query(server.app.db).patch({ lastSeenAt: daysFromNow(-3) }).where('id', user.id);
    expect((await listed(seenToday)).ids).toEqual([]);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await listed(seenToday)).ids).toEqual([user.id]);
  });
});

describe('bulk actions', () => {
  it('comps every member of a segment, who are then comped in the list', async () => {
    const segment = { ...MARCH, premiumKind: 'none' as const, lapsedWithinDays: 7 };
    const before = await listed(segment);
    const response = await owner.post('/api/admin/users/bulk', { action: 'comp', segment, days: 14, reason: 'We miss you' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ matched: before.total, reached: before.total, awaitingApproval: 0 });
    expect(before.ids).toEqual(idsOf(['lapsedRecent', 'lapsedFlagged', 'graceOver']));
    // The segment no longer holds them: they are comped now.
    expect((await listed(segment)).total).toBe(0);
    const comped = await listed({ ...MARCH, premiumKind: 'comped' });
    expect(comped.ids).toEqual(idsOf(['comped', 'lapsedRecent', 'lapsedFlagged', 'graceOver']));
    const audits = await AuditLog.query(server.app.db).where('action', 'user.comp').whereIn('entityId', before.ids);
    expect(audits.map((entry) => (entry.after as { reason: string }).reason)).toEqual(['We miss you', 'We miss you', 'We miss you']);
  });

  it('bans every member of a segment but staff and those banned already, and says how many', async () => {
    const segment: Segment = { signedUpFrom: '2020-03-30', signedUpTo: '2020-03-31' };
    const before = await listed(segment);
    expect(before.ids).toEqual(idsOf(['staffer', 'bannedAlready', 'lastDay']));
    const response = await owner.post('/api/admin/users/bulk', { action: 'ban', segment });
    expect(response.body).toEqual({ matched: 3, reached: 1, awaitingApproval: 0 });
    const rows = await User.query(server.app.db).whereIn('id', before.ids).orderBy('id');
    expect(rows.map((user) => [user.id, user.isBanned])).toEqual([
      [people.staffer.id, false],
      [people.bannedAlready.id, true],
      [people.lastDay.id, true],
    ]);
  });

  it('asks for a second approval of each comp worth more than the approval threshold, as the one-member comp does', async () => {
    const restore = await withSettings(server.app.db, { approval_threshold_usd: '10' });
    try {
      const segment: Segment = { signedUpFrom: '2020-03-28', signedUpTo: '2020-03-29' };
      const response = await owner.post('/api/admin/users/bulk', { action: 'comp', segment, days: 30, reason: 'Worth a second look' });
      expect(response.body).toEqual({ matched: 2, reached: 0, awaitingApproval: 2 });
      // Nothing given yet.
      expect((await listed({ ...segment, premiumKind: 'none' })).ids).toEqual(idsOf(['free', 'cancelledUnbegun']));
    } finally {
      await restore();
    }
  });

  it('reaches nobody outside an empty segment', async () => {
    const response = await owner.post('/api/admin/users/bulk', { action: 'comp', segment: { signedUpFrom: '2999-01-01' }, days: 3, reason: 'Nobody' });
    expect(response.body).toEqual({ matched: 0, reached: 0, awaitingApproval: 0 });
  });

  it('refuses each action to a role without its capability', async () => {
    const finance = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'finance' }));
    const analyst = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'analyst' }));
    for (const client of [finance, analyst]) {
      const response = await client.post('/api/admin/users/bulk', { action: 'ban', segment: { signedUpFrom: '2999-01-01' } });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'roleRequired' });
    }
    // The analyst exports, and reads the list with a segment.
    expect((await analyst.get(`/api/admin/users.csv?${query(MARCH)}`)).status).toBe(200);
    expect((await analyst.get(`/api/admin/users?${query(MARCH)}`)).status).toBe(200);
  });
});

describe('GET /api/admin/users.csv', () => {
  it('lists a member’s premium, role, Telegram, claim and dates, formulas neutralised', async () => {
    const risky: BuiltUser[] = [];
    // One after the other: the export lists them in id order.
    for (const username of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)']) {
      risky.push(await buildUser(server.app.db, { username, email: `${uniqueName('risky')}@example.com` }));
    }
    await User.query(server.app.db)
      .patch({ createdAt: new Date(Date.UTC(2018, 0, 2)), language: 'fr' })
      .whereIn(
        'id',
        risky.map((user) => user.id),
      );
    const response = await owner.get(`/api/admin/users.csv?${query({ signedUpFrom: '2018-01-02', signedUpTo: '2018-01-02' })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users.csv"');
    const lines = csvLines(response.text);
    expect(lines[0]).toBe('id,username,email,language,role,premiumKind,premiumEnds,graceEnds,banned,twoFactor,telegramLinked,pendingClaim,signedUpAt,lastSeenAt');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(risky.map((user) => String(user.id)));
    expect(lines[1]).toBe(`${risky[0]!.id},"'=HYPERLINK(""http://x"")",${risky[0]!.email},fr,member,none,,,false,false,false,false,2018-01-02T00:00:00.000Z,`);
    expect(lines[2]).toContain(`,'+1+1,`);
    expect(lines[3]).toContain(`,'-2+3,`);
    expect(lines[4]).toContain(`,'@SUM(A1),`);

    const paid = csvLines((await owner.get(`/api/admin/users.csv?${query({ ...MARCH, premiumKind: 'paid', language: 'ja' })}`)).text);
    expect(paid.slice(1)).toEqual([
      `${people.paidA.id},${people.paidA.username},${people.paidA.email},ja,member,paid,${daysFromNow(20).toISOString()},,false,false,true,false,2020-03-05T12:00:00.000Z,${daysFromNow(-1).toISOString()}`,
    ]);
  });

  it('streams a large export in id order across the batches it is read in, never as one answer of known length', async () => {
    const count = 2_000 * 2 + 5;
    const stamp = new Date(Date.UTC(2017, 6, 1, 9));
    const rows = Array.from({ length: count }, (_, i) => ({
      username: `bulk_${i}_${uniqueName('m')}`,
      email: `bulk_${i}_${uniqueName('m')}@example.com`,
      passwordHash: 'x',
      language: 'zh',
      createdAt: stamp,
      updatedAt: stamp,
    }));
    for (let i = 0; i < rows.length; i += 400) {
      await server.app.db('users').insert(rows.slice(i, i + 400));
    }
    const response = await fetch(`${server.baseUrl}/api/admin/users.csv?${query({ signedUpFrom: '2017-07-01', signedUpTo: '2017-07-01', language: 'zh' })}`, {
      headers: { cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    // Written as read: no length known up front, sent in chunks.
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const lines = csvLines(await response.text());
    expect(lines).toHaveLength(1 + count);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(count);
  });
});

describe('payments and subscriptions CSVs', () => {
  it('neutralise every cell that starts with =, +, - or @', async () => {
    const payer = await buildUser(server.app.db, { username: '@payer' });
    const day = new Date(Date.UTC(2016, 4, 4, 10));
    await buildPayment(server.app.db, { userId: payer.id, status: 'completed', createdAt: day, promoCode: '=PROMO()', transactionId: '-0xdeadbeef' });
    await Subscription.query(server.app.db).insert({
      userId: payer.id,
      kind: 'paid',
      planId: null,
      months: 1,
      startDate: day,
      endDate: new Date(day.getTime() + 30 * DAY_MS),
      mrrFrom: day,
      amount: 60,
      status: 'expired',
      paymentMethod: 'usdt',
    });
    const payments = csvLines((await owner.get('/api/admin/exports/payments.csv?from=2016-05-04&to=2016-05-04')).text);
    expect(payments).toHaveLength(2);
    expect(payments[1]).toMatch(/^\d+,2016-05-04T10:00:00\.000Z,'@payer,usdt,completed,,'=PROMO\(\),0,60,USDT,'-0xdeadbeef$/);
    const periods = csvLines((await owner.get('/api/admin/exports/subscriptions.csv?from=2016-05-04&to=2016-05-04')).text);
    expect(periods).toHaveLength(2);
    expect(periods[1]).toMatch(/^\d+,'@payer,paid,,1,2016-05-04T10:00:00\.000Z,/);
  });
});
