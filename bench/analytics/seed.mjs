/**
 * Bench-only seeding for the revenue figures: M members and P payments over the
 * last two years, written straight into the database from a fixed pseudo-random
 * sequence (every run measures the same tables). Run by run.mjs with the
 * server's environment (SQLite, or PostgreSQL in the schema DATABASE_SCHEMA).
 *
 * - 90% of the members pay: each holds a chain of paid periods (monthly 70%,
 *   quarterly 20%, yearly 10%), one completed payment and one subscriptions row
 *   a period, chained end to start on renewal, 15% of renewals after a gap (a
 *   reactivation); a fifth of them began with a 7-day trial; 5% cancelled their
 *   last period part-way; about 40% hold a period running now. A tenth of the
 *   payments used a 10%-off code; 55% came on chain, 25% as claims an admin
 *   approved, 20% by card. 60% of the payments were quoted first.
 * - 8% only took a trial, 2% were only comped.
 * - Besides the completed payments, 1,000 claims wait for review and 1,000 were
 *   rejected (all counted in P).
 * - Every reminder of a running period counts as sent, so the server's sweep
 *   stays idle while the figures are timed; on PostgreSQL the tables are
 *   vacuumed and analysed after the load, as autovacuum soon would.
 *
 * usage: node bench/analytics/seed.mjs <members> <payments>
 */
import { generator, serverModule } from '../lib/seeding.mjs';

const { loadConfig } = await serverModule('config.js');
const { openDatabase } = await serverModule('db/knex.js');
const { prepareDatabase } = await serverModule('bootstrap.js');
const { hashPassword } = await serverModule('services/passwords.js');

const members = Number(process.argv[2] ?? 100_000);
const paymentCount = Number(process.argv[3] ?? 300_000);
const DAY = 86_400_000;
const HISTORY = 730 * DAY;
const BATCH = 500;

const random = generator(42);
const pick = (n) => Math.floor(random() * n);
const hash = (n) => n.toString(16).padStart(64, '0');

const config = loadConfig();
const db = openDatabase(config);
const quiet = { info() {}, warn() {}, error: console.error, debug() {} };
await prepareDatabase(db, config, quiet);
const started = Date.now();
const nowMs = Date.now();
const now = new Date(nowMs);

const admin = await db('users').where('isAdmin', true).first('id');
const monthly = await db('plans').where({ code: 'monthly', isActive: true }).first('id', 'priceUsd');
const insertedPlans = await db('plans')
  .insert([
    { code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 0, isActive: true, createdAt: now, updatedAt: now },
    { code: 'yearly', name: 'Yearly', months: 12, priceUsd: 600, trialDays: 7, isActive: true, createdAt: now, updatedAt: now },
  ])
  .returning('id');
const idOf = (row) => (typeof row === 'object' ? row.id : row);
const PLANS = [
  { id: monthly.id, months: 1, price: Number(monthly.priceUsd) },
  { id: idOf(insertedPlans[0]), months: 3, price: 160 },
  { id: idOf(insertedPlans[1]), months: 12, price: 600 },
];

// Who pays how often: every payer once, the rest of the completed payments spread at random.
const payers = Math.round(members * 0.9);
// From distinct payers: one claim waits per member at most.
const WAITING = Math.min(1_000, Math.floor(payers / 2));
const REJECTED = WAITING;
const completed = paymentCount - WAITING - REJECTED;
const counts = new Array(payers).fill(1);
for (let i = payers; i < completed; i += 1) {
  counts[pick(payers)] += 1;
}

const passwordHash = await hashPassword('bench-member-password-1');
const userRows = [];
const periods = [];
const cancellations = [];
for (let i = 0; i < members; i += 1) {
  const user = { username: `member${i}`, email: `member${i}@bench.invalid`, passwordHash, isPremium: false, subscriptionEndDate: null, premiumKind: null, createdAt: now, updatedAt: now };
  userRows.push(user);
  if (i >= payers) {
    // A trial or a comped month, somewhere in the two years.
    const start = nowMs - random() * HISTORY;
    const comped = i >= members - Math.round(members * 0.02);
    periods.push({ member: i, kind: comped ? 'comped' : 'trial', planId: comped ? null : PLANS[0].id, months: 1, start, end: start + (comped ? 30 : 7) * DAY, amount: 0, paid: false });
    continue;
  }
  const k = counts[i];
  const draw = random();
  let plan = draw < 0.7 ? PLANS[0] : draw < 0.9 ? PLANS[1] : PLANS[2];
  if ((plan.months === 12 && k > 2) || (plan.months === 3 && k > 8)) {
    plan = PLANS[0];
  }
  const length = plan.months * 30 * DAY;
  const gaps = Array.from({ length: k }, (_, j) => (j > 0 && random() < 0.15 ? (3 + random() * 87) * DAY : 0));
  const trial = random() < 0.2 ? 7 * DAY : 0;
  const span = trial + k * length + gaps.reduce((a, b) => a + b, 0);
  // About 40% still run now; the others lapsed up to 17 months ago.
  const chainEnd = random() < 0.4 ? nowMs + random() * length : nowMs - random() * HISTORY * 0.7;
  let t = chainEnd - span;
  if (trial) {
    periods.push({ member: i, kind: 'trial', planId: plan.id, months: plan.months, start: t, end: t + trial, amount: 0, paid: false });
    t += trial;
  }
  for (let j = 0; j < k; j += 1) {
    t += gaps[j];
    const discounted = random() < 0.1;
    periods.push({ member: i, kind: 'paid', planId: plan.id, months: plan.months, start: t, end: t + length, amount: discounted ? plan.price * 0.9 : plan.price, discounted, renewal: j > 0 && gaps[j] === 0, paid: true });
    t += length;
  }
  const last = periods[periods.length - 1];
  if (random() < 0.05) {
    const cancelledAt = last.start + (Math.min(last.end, nowMs) - last.start) * random();
    if (cancelledAt < nowMs) {
      Object.assign(last, { end: cancelledAt, cancelled: true });
      cancellations.push({ member: i, reason: ['too_expensive', 'not_useful', 'found_alternative', 'technical_issues', 'temporary', 'other'][pick(6)], createdAt: new Date(cancelledAt) });
    }
  }
  if (last.end > nowMs) {
    // Every reminder of the period already sent: the sweep has nothing to do while the figures are timed.
    const end = new Date(last.end);
    Object.assign(user, { isPremium: true, subscriptionEndDate: end, premiumKind: 'paid', subscriptionReminderFor: end, subscriptionReminderStage: 0 });
  }
}

const userIds = [];
await db.transaction(async (trx) => {
  for (let start = 0; start < userRows.length; start += BATCH) {
    const ids = await trx('users').insert(userRows.slice(start, start + BATCH)).returning('id');
    userIds.push(...ids.map(idOf));
  }
});

// Periods, then the payment of each paid one (with its subscription id), then the quotes of 60% of them.
let txn = 0;
const quoteRows = [];
await db.transaction(async (trx) => {
  for (let start = 0; start < periods.length; start += BATCH) {
    const slice = periods.slice(start, start + BATCH);
    const ids = await trx('subscriptions')
      .insert(
        slice.map((p) => ({
          userId: userIds[p.member],
          kind: p.kind,
          planId: p.planId,
          months: p.months,
          startDate: new Date(p.start),
          mrrFrom: new Date(p.start),
          endDate: new Date(p.end),
          amount: p.amount,
          status: p.cancelled ? 'cancelled' : p.end <= nowMs ? 'expired' : 'active',
          paymentMethod: p.paid ? 'usdt' : null,
          createdAt: new Date(Math.min(p.start, nowMs)),
          updatedAt: now,
        })),
      )
      .returning('id');
    const payments = [];
    slice.forEach((p, n) => {
      if (!p.paid) {
        return;
      }
      // A renewal is paid a few days ahead; a first payment or a return, when its period starts.
      const created = Math.min(nowMs, p.start - (p.renewal ? random() * 3 * DAY : 0));
      const draw = random();
      const method = draw < 0.55 ? 'usdt' : draw < 0.8 ? ['usdt', 'bitcoin', 'ethereum'][pick(3)] : 'card';
      const claim = draw >= 0.55 && draw < 0.8;
      txn += 1;
      const row = {
        userId: userIds[p.member],
        amount: p.amount,
        currency: method === 'usdt' ? 'USDT' : 'USD',
        paymentMethod: method,
        transactionId: `0x${hash(txn)}`,
        transactionKey: hash(txn),
        status: 'completed',
        reviewedBy: claim ? admin.id : null,
        reviewedAt: new Date(claim ? created + (5 + random() ** 2 * 600) * 60_000 : created),
        subscriptionId: idOf(ids[n]),
        planId: p.planId,
        promoCode: p.discounted ? 'SAVE10' : null,
        discountUsd: p.discounted ? p.amount / 9 : 0,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      };
      payments.push({ row, quoted: random() < 0.6, months: p.months });
    });
    if (payments.length > 0) {
      const paymentIds = await trx('payments').insert(payments.map(({ row }) => row)).returning('id');
      payments.forEach(({ row: p, quoted, months }, n) => {
        if (quoted) {
          const createdAt = new Date(p.createdAt.getTime() - 10 * 60_000);
          quoteRows.push({
            userId: p.userId,
            planId: p.planId,
            months,
            priceUsd: p.amount + p.discountUsd,
            discountUsd: p.discountUsd,
            amountUsd: p.amount,
            amountToken: String(Math.round(p.amount * 1e6) / 1e6),
            token: 'USDT',
            network: 'BEP20',
            status: 'settled',
            paymentId: idOf(paymentIds[n]),
            expiresAt: new Date(createdAt.getTime() + 3_600_000),
            createdAt,
          });
        }
      });
    }
  }
  for (let start = 0; start < quoteRows.length; start += BATCH) {
    await trx('paymentQuotes').insert(quoteRows.slice(start, start + BATCH));
  }
  // Claims waiting (one each, as the one-pending rule allows) and claims rejected, from distinct payers.
  const extra = [];
  for (let n = 0; n < WAITING + REJECTED; n += 1) {
    const waiting = n < WAITING;
    const created = waiting ? nowMs - random() * 3 * DAY : nowMs - random() * HISTORY;
    txn += 1;
    extra.push({
      userId: userIds[n],
      amount: 60,
      currency: 'USDT',
      paymentMethod: 'usdt',
      transactionId: `0x${hash(txn)}`,
      transactionKey: hash(txn),
      status: waiting ? 'pending' : 'failed',
      reviewedBy: waiting ? null : admin.id,
      reviewedAt: waiting ? null : new Date(created + 30 * 60_000),
      planId: PLANS[0].id,
      createdAt: new Date(created),
      updatedAt: new Date(created),
    });
  }
  for (let start = 0; start < extra.length; start += BATCH) {
    await trx('payments').insert(extra.slice(start, start + BATCH));
  }
  const cancelled = cancellations.map((c) => ({ userId: userIds[c.member], reason: c.reason, comment: null, kind: 'paid', createdAt: c.createdAt }));
  for (let start = 0; start < cancelled.length; start += BATCH) {
    await trx('cancellations').insert(cancelled.slice(start, start + BATCH));
  }
});

if (config.databaseUrl) {
  // What autovacuum does to a table soon after a bulk load: statistics for the planner, the visibility map for index-only scans.
  for (const table of ['users', 'subscriptions', 'payments', 'payment_quotes']) {
    await db.raw('vacuum analyze ??', [table]);
  }
}
const [subscriptions] = await db('subscriptions').count({ n: '*' });
const [payments] = await db('payments').count({ n: '*' });
const [quotes] = await db('paymentQuotes').count({ n: '*' });
await db.destroy();
console.log(
  `Seeded ${members} members, ${payments.n} payments, ${subscriptions.n} premium periods, ${quotes.n} quotes and ${cancellations.length} cancellations in ${Date.now() - started} ms`,
);
