import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { User as UserSchema, type LanguageCode, type SubscriptionKind } from '@signals/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremiumPeriod } from '../commands/premium.js';
import { DAY_MS, formatDay } from '../dates.js';
import { Notification, OutboxMessage, Plan, User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { serverText } from '../i18n/serverText.js';
import { hasActivePremium, premiumPeriodOf } from '../policies/premium.js';
import { captureEvents } from '../../test/support/events.js';
import { buildUser } from '../../test/support/factories/users.js';
import { withSettings } from '../../test/support/settings.js';
import { signIn } from '../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { emailActionOf } from '../services/outbox/emailPayload.js';
import { nextBoundary, sweepExpiredSubscriptions } from './expiryScheduler.js';

const HOUR_MS = 60 * 60 * 1000;
const onPostgres = Boolean(process.env.SIGNALS_TEST_DATABASE_URL);

let server: TestServer;
let monthly: Plan;
let quarterly: Plan;
let trialPlan: Plan;

beforeAll(async () => {
  server = await startTestServer();
  monthly = (await Plan.query(server.app.db).where({ code: 'monthly', isActive: true }).first())!;
  quarterly = await Plan.query(server.app.db).insertAndFetch({ code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 0, isActive: true });
  trialPlan = await Plan.query(server.app.db).insertAndFetch({ code: 'starter', name: 'Starter', months: 1, priceUsd: 40, trialDays: 7, isActive: true });
});
afterAll(async () => {
  await server?.close();
});

// Each test lives in a year of its own, far from the real clock, so the sweeps one test runs with its clock never
// reach another test's members, and the process's own timer (on the real clock) never reaches any.
let year = 2040;
function nextYear(): Date {
  year += 1;
  return new Date(Date.UTC(year, 0, 10, 12));
}

interface Grant {
  kind?: SubscriptionKind;
  plan?: Plan | null;
  months?: number;
  days?: number;
  now: Date;
}

async function grant(target: TestServer, userId: number, { kind = 'paid', plan = monthly, months, days, now }: Grant): Promise<User> {
  const { user } = await inTransaction(target.app.db, target.app.services.events, (unit) =>
    grantPremiumPeriod(unit, { id: userId }, {
      kind,
      planId: plan?.id ?? null,
      months: months ?? (kind === 'paid' ? (plan?.months ?? 1) : 0),
      days,
      amount: kind === 'paid' ? (plan?.priceUsd ?? 60) : 0,
      paymentMethod: kind === 'paid' ? 'usdt' : null,
      now,
    }),
  );
  return user;
}

async function member(target: TestServer, language: LanguageCode = 'en') {
  const user = await buildUser(target.app.db);
  if (language !== 'en') {
    await User.query(target.app.db).patch({ language }).where('id', user.id);
  }
  return user;
}

function sweep(target: TestServer, now: Date) {
  return sweepExpiredSubscriptions(target.app.services, now);
}

/** The member's bell rows, oldest first: [title, message]. */
async function bell(target: TestServer, userId: number): Promise<Array<[string, string]>> {
  const rows = await Notification.query(target.app.db).where('userId', userId).orderBy('id');
  return rows.map((row) => [row.title, row.message]);
}

const titles = async (target: TestServer, userId: number) => (await bell(target, userId)).map(([title]) => title);
const before = (end: Date, ms: number) => new Date(end.getTime() - ms);
const after = (end: Date, ms: number) => new Date(end.getTime() + ms);

describe('renewal reminders', () => {
  it('reminds 7, 3 and 1 day before the end and on the day it lapses, each once, on the account channels, linking a quote for the plan held', async () => {
    const base = nextYear();
    const user = await member(server);
    const { subscriptionEndDate: end } = await grant(server, user.id, { plan: quarterly, now: base });

    await sweep(server, before(end!, 8 * DAY_MS));
    expect(await bell(server, user.id)).toEqual([]);

    for (const at of [before(end!, 7 * DAY_MS - HOUR_MS), before(end!, 6 * DAY_MS)]) {
      await sweep(server, at);
    }
    expect(await titles(server, user.id)).toEqual(['Premium ends in 7 days']);
    for (const at of [before(end!, 3 * DAY_MS - HOUR_MS), before(end!, 2 * DAY_MS), before(end!, DAY_MS - HOUR_MS), before(end!, HOUR_MS)]) {
      await sweep(server, at);
      await sweep(server, at);
    }
    expect(await titles(server, user.id)).toEqual(['Premium ends in 7 days', 'Premium ends in 3 days', 'Premium ends in 1 day']);

    const capture = captureEvents(server);
    await sweep(server, after(end!, 1000));
    await sweep(server, after(end!, DAY_MS));
    capture.stop();
    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ isPremium: false, premiumKind: null, subscriptionReminderStage: 0 });
    expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: true, user: expect.objectContaining({ id: user.id }) })]);

    const link = `${server.config.publicUrl}/payment?plan=${quarterly.id}`;
    const day = formatDay(end!, 'en');
    expect(await bell(server, user.id)).toEqual([
      ['Premium ends in 7 days', `Your premium subscription ends on ${day}. Renew it to keep full signal details and premium alerts: ${link}`],
      ['Premium ends in 3 days', `Your premium subscription ends on ${day}. Renew it to keep full signal details and premium alerts: ${link}`],
      ['Premium ends in 1 day', `Your premium subscription ends on ${day}. Renew it to keep full signal details and premium alerts: ${link}`],
      ['Premium expired', `Your premium subscription has ended. Renew it to see full signal details and get premium alerts again: ${link}`],
    ]);
    // The same words by e-mail (the link in the text) and push (the link opens the payment screen), once each.
    const rows = await OutboxMessage.query(server.app.db).where('userId', user.id).orderBy('id');
    const emails = rows.filter((row) => row.channel === 'email');
    expect(emails.map((row) => [row.subject, row.category])).toEqual(
      ['Premium ends in 7 days', 'Premium ends in 3 days', 'Premium ends in 1 day', 'Premium expired'].map((subject) => [subject, 'accountUpdates']),
    );
    expect(emails.every((row) => row.body.endsWith(link))).toBe(true);
    // Each e-mail has its button to the same payment screen.
    expect(emails.map((row) => emailActionOf(row))).toEqual(Array(4).fill({ label: 'Renew Premium', path: `/payment?plan=${quarterly.id}` }));
    const pushes = rows.filter((row) => row.channel === 'push').map((row) => JSON.parse(row.payload!) as { url: string });
    expect(pushes.map((push) => push.url)).toEqual(Array(4).fill(`/payment?plan=${quarterly.id}`));
  });

  it('after a gap sends only the latest reminder due, once; a renewal moves the end, which gets its own reminders', async () => {
    const base = nextYear();
    const user = await member(server);
    const { subscriptionEndDate: end } = await grant(server, user.id, { now: base });

    // The server was down through the 7- and 3-day marks: the 1-day reminder alone, with the days actually left.
    await sweep(server, before(end!, 12 * HOUR_MS));
    await sweep(server, before(end!, 11 * HOUR_MS));
    expect(await titles(server, user.id)).toEqual(['Premium ends in 1 day']);

    // The first member renews before their end: the new period runs on from it, and is reminded afresh.
    const renewed = await grant(server, user.id, { now: before(end!, 10 * HOUR_MS) });
    expect(renewed.subscriptionEndDate!.getTime()).toBeGreaterThan(end!.getTime());
    await sweep(server, after(end!, 1000));
    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ isPremium: true, premiumKind: 'paid' });
    await sweep(server, before(renewed.subscriptionEndDate!, 7 * DAY_MS - HOUR_MS));
    await sweep(server, before(renewed.subscriptionEndDate!, 6 * DAY_MS));
    expect(await titles(server, user.id)).toEqual(['Premium ends in 1 day', 'Premium ends in 7 days']);
    const [, latest] = await bell(server, user.id);
    expect(latest![1]).toContain(formatDay(renewed.subscriptionEndDate!, 'en'));

    // Another member, with the server down past their end: the day it lapsed is said once, nothing of the marks before.
    const other = await member(server);
    const { subscriptionEndDate: otherEnd } = await grant(server, other.id, { now: after(base, 180 * DAY_MS) });
    await sweep(server, after(otherEnd!, 2 * DAY_MS));
    await sweep(server, after(otherEnd!, 3 * DAY_MS));
    expect(await titles(server, other.id)).toEqual(['Premium expired']);
  });

  it('a member reminded 3 days ahead before reminders had stages is not reminded of that mark again', async () => {
    const base = nextYear();
    const user = await member(server);
    const { subscriptionEndDate: end } = await grant(server, user.id, { now: base });
    await User.query(server.app.db).patch({ subscriptionReminderFor: end, subscriptionReminderStage: null }).where('id', user.id);

    await sweep(server, before(end!, 2 * DAY_MS));
    expect(await bell(server, user.id)).toEqual([]);
    await sweep(server, before(end!, 12 * HOUR_MS));
    expect(await titles(server, user.id)).toEqual(['Premium ends in 1 day']);
  });

  it('after a trial or a comped period the link quotes the monthly plan, and the member reads it in their language', async () => {
    const base = nextYear();
    const trialist = await member(server, 'de');
    const { subscriptionEndDate: trialEnd } = await grant(server, trialist.id, { kind: 'trial', plan: trialPlan, days: 7, now: base });
    const gifted = await member(server, 'fr');
    const { subscriptionEndDate: giftEnd } = await grant(server, gifted.id, { kind: 'comped', plan: null, days: 30, now: base });

    await sweep(server, before(trialEnd!, 3 * DAY_MS - HOUR_MS));

    const monthlyLink = `${server.config.publicUrl}/payment?plan=${monthly.id}`;
    const trialDay = formatDay(trialEnd!, 'de');
    expect(await bell(server, trialist.id)).toEqual([
      [
        'Premium endet in 3 Tagen',
        `Ihr kostenloser Testzeitraum endet am ${trialDay}. Wählen Sie einen Tarif, um weiterhin alle Signaldetails und Premium-Benachrichtigungen zu erhalten: ${monthlyLink}`,
      ],
    ]);
    await sweep(server, before(giftEnd!, DAY_MS - HOUR_MS));
    const [[giftTitle, giftMessage]] = (await bell(server, gifted.id)) as [[string, string]];
    expect(giftTitle).toBe(serverText('fr', 'alerts.account.subscriptionEndingTitle', { days: 1 }));
    expect(giftMessage).toBe(`Votre Premium offert se termine le ${formatDay(giftEnd!, 'fr')}. Choisissez une offre pour garder tous les détails des signaux et les alertes Premium\u00a0: ${monthlyLink}`);
    const mail = await OutboxMessage.query(server.app.db).where({ userId: trialist.id, channel: 'email' }).first();
    expect(mail).toMatchObject({ subject: 'Premium endet in 3 Tagen', body: expect.stringContaining(monthlyLink) });
    expect(JSON.parse(mail!.payload!)).toEqual({ language: 'de', action: { label: 'Premium verlängern', path: `/payment?plan=${monthly.id}` } });
  });

  it('a paid member whose plan was repriced since is offered its current version', async () => {
    const base = nextYear();
    const plan = await Plan.query(server.app.db).insertAndFetch({ code: 'halfyear', name: 'Half-year', months: 6, priceUsd: 300, trialDays: 0, isActive: true });
    const user = await member(server);
    const { subscriptionEndDate: end } = await grant(server, user.id, { plan, now: base });
    await Plan.query(server.app.db).patch({ isActive: false }).where('id', plan.id);
    const repriced = await Plan.query(server.app.db).insertAndFetch({ code: 'halfyear', name: 'Half-year', months: 6, priceUsd: 320, trialDays: 0, isActive: true });

    await sweep(server, before(end!, 7 * DAY_MS - HOUR_MS));
    const [[, message]] = (await bell(server, user.id)) as [[string, string]];
    expect(message.endsWith(`/payment?plan=${repriced.id}`)).toBe(true);
  });
});

describe('the kind of the running period', () => {
  it('becomes paid when a paid period chained after a trial begins, and the sweep wakes for it', async () => {
    const base = nextYear();
    const user = await member(server);
    const { subscriptionEndDate: trialEnd } = await grant(server, user.id, { kind: 'trial', plan: trialPlan, days: 7, now: base });
    const paid = await grant(server, user.id, { now: after(base, DAY_MS) });
    expect(paid).toMatchObject({ premiumKind: 'trial' });
    // The look-ahead wakes at the paid period's start (the trial's end) among everything else due after it.
    expect(await nextBoundary(server.app.services, after(base, DAY_MS))).toBeLessThanOrEqual(trialEnd!.getTime());

    await sweep(server, before(trialEnd!, 1000));
    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ premiumKind: 'trial' });
    const capture = captureEvents(server);
    await sweep(server, after(trialEnd!, 1000));
    await sweep(server, after(trialEnd!, 2000));
    capture.stop();
    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ isPremium: true, premiumKind: 'paid', subscriptionEndDate: paid.subscriptionEndDate });
    expect(capture.ofType('user.updated').filter((event) => event.user.id === user.id)).toEqual([
      expect.objectContaining({ premiumChanged: false, user: expect.objectContaining({ premiumKind: 'paid' }) }),
    ]);
    // The trial's end was no end of premium: no reminder, as the chain runs on.
    expect(await bell(server, user.id)).toEqual([]);
  });
});

describe('grace', () => {
  it('keeps premium after the end until the grace ends, says so once on the day it lapses, then ends it without a second word', async () => {
    const restore = await withSettings(server.app.db, { grace_period_days: '30' });
    try {
      // On the real clock, so the member's own screen can be read in grace.
      const user = await member(server);
      const granted = await grant(server, user.id, { now: new Date(Date.now() - 40 * DAY_MS) });
      const end = granted.subscriptionEndDate!;
      const graceEnd = granted.graceEndDate!;
      expect(graceEnd.getTime()).toBe(end.getTime() + 30 * DAY_MS);
      expect(end.getTime()).toBeLessThan(Date.now());

      const capture = captureEvents(server);
      await sweep(server, new Date());
      await sweep(server, new Date());
      capture.stop();
      const stored = (await User.query(server.app.db).findById(user.id))!;
      expect(stored.isPremium).toBe(true);
      expect(premiumPeriodOf(stored, new Date())).toMatchObject({ running: true, kind: 'grace', graceUntil: graceEnd });
      expect(hasActivePremium(stored)).toBe(true);
      expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: false, user: expect.objectContaining({ id: user.id }) })]);

      const link = `${server.config.publicUrl}/payment?plan=${monthly.id}`;
      expect(await bell(server, user.id)).toEqual([
        [
          `Premium has ended: still yours until ${formatDay(graceEnd, 'en')}`,
          `Your premium subscription ended on ${formatDay(end, 'en')}. We are keeping premium on for you until ${formatDay(graceEnd, 'en')}. Renew before then to keep full signal details and premium alerts without a break: ${link}`,
        ],
      ]);
      const me = UserSchema.parse((await (await signIn(server, user)).get('/api/user')).body);
      expect(me).toMatchObject({ isPremium: true, premiumKind: 'grace', graceEndsAt: graceEnd.toISOString() });

      // The grace's end is a boundary the sweep wakes for.
      expect(await nextBoundary(server.app.services, before(graceEnd, 2000))).toBeLessThanOrEqual(graceEnd.getTime());
      await sweep(server, before(graceEnd, 1000));
      expect((await User.query(server.app.db).findById(user.id))!.isPremium).toBe(true);
      await sweep(server, after(graceEnd, 1000));
      const ended = (await User.query(server.app.db).findById(user.id))!;
      expect(ended).toMatchObject({ isPremium: false, premiumKind: null });
      expect(hasActivePremium(ended, after(graceEnd, 1000))).toBe(false);
      expect(await bell(server, user.id)).toHaveLength(1);
    } finally {
      await restore();
    }
  });
});

describe('each reminder goes once across processes and restarts', () => {
  it('two sweeps at once send each member one reminder', async () => {
    // On PostgreSQL two app instances share the schema and sweep at once; SQLite serves one process per data folder,
    // so there two sweeps of one instance race (each its own transactions).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-sweep-'));
    const first = await startTestServer({ DATA_DIR: dataDir });
    const second = onPostgres ? await startTestServer({ DATA_DIR: dataDir }) : first;
    try {
      const base = new Date(Date.UTC(2060, 0, 10, 12));
      const users = await Promise.all(Array.from({ length: 30 }, () => member(first)));
      const granted = await Promise.all(users.map((user) => grant(first, user.id, { now: base })));
      const end = granted[0]!.subscriptionEndDate!;

      for (const at of [before(end, 7 * DAY_MS - HOUR_MS), before(end, 3 * DAY_MS - HOUR_MS), after(end, 1000)]) {
        await Promise.all([sweep(first, at), sweep(second, at), sweep(first, at), sweep(second, at)]);
      }
      for (const user of users) {
        expect(await titles(first, user.id)).toEqual(['Premium ends in 7 days', 'Premium ends in 3 days', 'Premium expired']);
      }
      const emails = await OutboxMessage.query(first.app.db)
        .whereIn(
          'userId',
          users.map((user) => user.id),
        )
        .where('channel', 'email');
      expect(emails).toHaveLength(users.length * 3);
    } finally {
      if (second !== first) {
        await second.close();
      }
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a restart on the same database does not send a reminder again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-sweep-'));
    let running = await startTestServer({ DATA_DIR: dataDir });
    try {
      const base = new Date(Date.UTC(2061, 0, 10, 12));
      const user = await member(running);
      const { subscriptionEndDate: end } = await grant(running, user.id, { now: base });
      await sweep(running, before(end!, 3 * DAY_MS - HOUR_MS));
      expect(await titles(running, user.id)).toEqual(['Premium ends in 3 days']);

      await running.close();
      running = await startTestServer({ DATA_DIR: dataDir });
      await sweep(running, before(end!, 3 * DAY_MS - 2 * HOUR_MS));
      expect(await titles(running, user.id)).toEqual(['Premium ends in 3 days']);
      await sweep(running, before(end!, DAY_MS - HOUR_MS));
      expect(await titles(running, user.id)).toEqual(['Premium ends in 3 days', 'Premium ends in 1 day']);
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
