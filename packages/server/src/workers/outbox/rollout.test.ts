import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification, OutboxMessage } from '../../db/models/index.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import { startMailbox, type Mailbox } from '../../../test/support/mailbox.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { ROLLOUT_CHANNEL, ROLLOUT_GONE, type RolloutJob } from '../../services/alerts/rollout.js';

let server: TestServer;
let mailbox: Mailbox;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  // E-mail configured (a real SMTP server in-process): the rollout writes a channel's rows only where it can deliver them.
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url });
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const freeSignal = { pair: 'LINK/USDT', signalType: 'arbitrage', profitPercentage: 1.2, isPremium: false, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 14, sellPrice: 14.17 };

/** A rollout row as a publication leaves it, or as a process that stopped mid-way left it (`afterId` past some members). */
async function pendingFanout(job: RolloutJob): Promise<number> {
  const row = await OutboxMessage.query(server.app.db).insert({ channel: ROLLOUT_CHANNEL, userId: null, recipient: '', subject: null, body: '', category: 'newSignals', payload: JSON.stringify(job), status: 'pending', attempts: 0 });
  return row.id;
}

function emailsAbout(pair: string) {
  return OutboxMessage.query(server.app.db).where('channel', 'email').where('subject', 'like', `%${pair}%`).orderBy('userId');
}

describe('an alert to every member is written by the outbox worker, not by the request', () => {
  it('publishing answers with one rollout row; the worker writes each member’s e-mail once and marks it done', async () => {
    const members = await Promise.all([signedInUser(server), signedInUser(server), signedInUser(server)]);
    const created = await callers.adminClient.post<{ id: number }>('/api/signals', freeSignal);
    expect(created.status).toBe(201);
    await server.app.outbox.runOnce();
    await server.app.outbox.runOnce();

    const fanouts = await OutboxMessage.query(server.app.db).where('channel', ROLLOUT_CHANNEL).where('payload', 'like', `%"signalId":${created.body.id},%`);
    expect(fanouts.map((row) => row.status)).toEqual(['sent']);
    const mails = await emailsAbout('LINK/USDT');
    const ids = members.map(({ user }) => user.id).sort((a, b) => a - b);
    // One e-mail per member, whatever number of runs: every member who keeps e-mail on for new signals (the default).
    expect(mails.filter((mail) => ids.includes(mail.userId!)).map((mail) => mail.userId)).toEqual(ids);
    expect(new Set(mails.map((mail) => mail.userId)).size).toBe(mails.length);
  });

  it('goes on from where a stopped process left it: members already done get nothing twice', async () => {
    // One after the other: the cursor is a user id, so the first member must have the lower one.
    const first = await signedInUser(server);
    const second = await signedInUser(server);
    const signal = await callers.adminClient.post<{ id: number }>('/api/signals', { ...freeSignal, pair: 'DOT/USDT' });
    await server.app.outbox.runOnce();

    // The same alert again, as if a process had written it up to the first member and stopped: it goes on after them.
    const bellRow = await Notification.query(server.app.db).where('title', 'like', '%DOT/USDT%').first();
    const at = new Date().toISOString();
    const id = await pendingFanout({ kind: 'signal', signalId: signal.body.id, bell: { all: bellRow!.id }, at, afterId: first.user.id });
    await server.app.outbox.runOnce();

    const mails = await emailsAbout('DOT/USDT');
    expect(mails.filter((mail) => mail.userId === first.user.id)).toHaveLength(1);
    expect(mails.filter((mail) => mail.userId === second.user.id)).toHaveLength(2);
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'sent' });
  });

  it('writes nothing for a signal deleted before its messages were written, and says why', async () => {
    const id = await pendingFanout({ kind: 'signal', signalId: 987_654, bell: { all: 1 }, at: new Date().toISOString(), afterId: 0 });
    await server.app.outbox.runOnce();
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'not_sent', reason: ROLLOUT_GONE });
  });
});
