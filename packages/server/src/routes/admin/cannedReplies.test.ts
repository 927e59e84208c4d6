import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type StaffRole } from '@signals/protocol';
import { AuditLog, CannedReply, DepositAddress, Plan, Subscription, TelegramLink, User } from '../../db/models/index.js';
import { buildCannedReply } from '../../../test/support/factories/cannedReplies.js';
import { buildPayment, transactionHash } from '../../../test/support/factories/payments.js';
import { buildTicket } from '../../../test/support/factories/tickets.js';
import { buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { DEVELOPMENT_ACCOUNT as account, DEVELOPMENT_ADDRESSES } from '../../../test/support/chain/developmentKey.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** An error answer as the server wrote it (in English, asked in no other language). */
const answer = (response: { body: unknown }) => response.body as { code?: string; message?: string; issues?: Array<{ path: string; message: string }> };

const staff = async (on: TestServer, staffRole: StaffRole) => {
  const user = await buildUser(on.app.db, { staffRole });
  return { user, client: await quickSignIn(on, user) };
};

const DAY = 86_400_000;

/**
 * Two members as different as support meets them: a German one on a quarterly plan until 5 March 2030, with a
 * completed payment after an older failed one and a second ticket; an English one without premium whose only payment
 * was refused.
 */
async function twoMembers(on: TestServer) {
  const db = on.app.db;
  const quarterly = await Plan.query(db).insertAndFetch({ code: uniqueName('q').toLowerCase().replace(/[^a-z0-9]/g, ''), name: 'Quarterly', months: 3, priceUsd: 150, trialDays: 0, isActive: true });
  const ends = new Date('2030-03-05T12:00:00.000Z');
  const german = await buildUser(db, { isPremium: true, subscriptionEndDate: ends });
  await User.query(db).findById(german.id).patch({ language: 'de', premiumKind: 'paid', totpEnabled: true });
  await Subscription.query(db).insert({ userId: german.id, startDate: new Date(Date.now() - 10 * DAY), endDate: ends, amount: 150, status: 'active', paymentMethod: 'usdt', paymentIntent: null, kind: 'paid', planId: quarterly.id, months: 3 });
  const telegramUserId = 4_000_000 + german.id;
  await TelegramLink.query(db).insert({ userId: german.id, telegramUserId, username: null, chatId: telegramUserId, linkedAt: new Date(), blockedAt: null });
  const olderFailed = await buildPayment(db, { userId: german.id, status: 'failed', createdAt: new Date(Date.now() - 20 * DAY) });
  const completed = await buildPayment(db, { userId: german.id, status: 'completed', amount: 150, createdAt: new Date(Date.now() - 10 * DAY) });
  const earlierTicket = await buildTicket(db, { userId: german.id, subject: 'Where is my invite?', status: 'closed', createdAt: new Date(Date.now() - 5 * DAY) });
  const germanTicket = await buildTicket(db, { userId: german.id, subject: 'Zahlung nicht sichtbar' });

  const english = await buildUser(db);
  const refused = await buildPayment(db, { userId: english.id, status: 'failed', paymentMethod: 'bitcoin', currency: 'USD', transactionId: transactionHash('bitcoin') });
  const englishTicket = await buildTicket(db, { userId: english.id, subject: 'Payment not showing' });
  return { quarterly, german, olderFailed, completed, earlierTicket, germanTicket, english, refused, englishTicket };
}

const EVERY_VARIABLE = 'Hi {{username}}: plan {{plan}}, ends {{premiumEnds}}, last tx {{lastPaymentTx}}, ticket #{{ ticketId }}, pay to {{depositAddress}}.';

describe('canned replies filled for a ticket’s member', () => {
  it('fills each ticket’s reply with its own member’s values, in the member’s language, and says what came out empty', async () => {
    const support = await staff(server, 'support');
    const { german, completed, germanTicket, english, refused, englishTicket } = await twoMembers(server);
    const reply = await buildCannedReply(server.app.db, { body: EVERY_VARIABLE });
    const fill = async (ticketId: number) => {
      const response = await support.client.post(`/api/admin/tickets/${ticketId}/canned-replies/${reply.id}/fill`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return routes.adminFillCannedReply.response.parse(response.body);
    };

    expect(await fill(germanTicket.id)).toEqual({
      replyId: reply.id,
      ticketId: germanTicket.id,
      body: `Hi ${german.username}: plan Quarterly, ends 05.03.2030, last tx ${completed.transactionId}, ticket #${germanTicket.id}, pay to .`,
      empty: [{ variable: 'depositAddress', reason: 'chainPaymentsOff' }],
    });
    expect(await fill(englishTicket.id)).toEqual({
      replyId: reply.id,
      ticketId: englishTicket.id,
      body: `Hi ${english.username}: plan Free, ends , last tx ${refused.transactionId}, ticket #${englishTicket.id}, pay to .`,
      empty: [
        { variable: 'premiumEnds', reason: 'noPremium' },
        { variable: 'depositAddress', reason: 'chainPaymentsOff' },
      ],
    });
  });

  it('names a member without payments, and premium given without a plan or an end', async () => {
    const support = await staff(server, 'support');
    const member = await buildUser(server.app.db, { isPremium: true });
    await User.query(server.app.db).findById(member.id).patch({ premiumKind: 'comped', language: 'ja', subscriptionEndDate: null });
    const ticket = await buildTicket(server.app.db, { userId: member.id });
    const reply = await buildCannedReply(server.app.db, { body: '{{plan}} / {{premiumEnds}} / {{lastPaymentTx}}', language: 'ja' });
    const response = await support.client.post(`/api/admin/tickets/${ticket.id}/canned-replies/${reply.id}/fill`);
    expect(response.body).toMatchObject({
      body: 'プレミアム /  / ',
      empty: [
        { variable: 'premiumEnds', reason: 'noEndDate' },
        { variable: 'lastPaymentTx', reason: 'noPayments' },
      ],
    });
  });

  it('answers 404 for a ticket or a reply that is not there', async () => {
    const support = await staff(server, 'support');
    const reply = await buildCannedReply(server.app.db);
    const ticket = await buildTicket(server.app.db);
    const noTicket = await support.client.post(`/api/admin/tickets/999999/canned-replies/${reply.id}/fill`);
    expect([noTicket.status, answer(noTicket).message]).toEqual([404, 'Ticket not found']);
    const noReply = await support.client.post(`/api/admin/tickets/${ticket.id}/canned-replies/999999/fill`);
    expect([noReply.status, answer(noReply).message]).toEqual([404, 'Canned reply not found']);
  });
});

describe('canned replies', () => {
  it('are written, listed, changed and deleted by support, each change audited', async () => {
    const support = await staff(server, 'support');
    const title = uniqueName('Payment received');
    const created = await support.client.post('/api/admin/canned-replies', { title, body: 'Hello {{username}}, your premium runs until {{premiumEnds}}.', language: 'en' });
    expect(created.status).toBe(201);
    const reply = routes.adminCreateCannedReply.response.parse(created.body);
    expect(reply).toMatchObject({ title, language: 'en' });
    const listed = routes.adminListCannedReplies.response.parse((await support.client.get('/api/admin/canned-replies')).body);
    expect(listed.find((row) => row.id === reply.id)).toEqual(reply);

    const changed = await support.client.put(`/api/admin/canned-replies/${reply.id}`, { title: `${title} (DE)`, body: 'Hallo {{username}}, Ihr Premium läuft bis {{premiumEnds}}.', language: 'de' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: reply.id, title: `${title} (DE)`, language: 'de' });

    expect((await support.client.delete(`/api/admin/canned-replies/${reply.id}`)).body).toEqual({ ok: true });
    expect(await CannedReply.query(server.app.db).findById(reply.id)).toBeUndefined();
    expect((await support.client.delete(`/api/admin/canned-replies/${reply.id}`)).status).toBe(404);
    expect((await support.client.put(`/api/admin/canned-replies/${reply.id}`, { title, body: 'Hello again.', language: 'en' })).status).toBe(404);

    const audit = await AuditLog.query(server.app.db).where({ entityType: 'canned_reply', entityId: reply.id }).orderBy('id');
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['canned_reply.create', support.user.id],
      ['canned_reply.update', support.user.id],
      ['canned_reply.delete', support.user.id],
    ]);
    expect(audit[1]).toMatchObject({ before: { title, language: 'en' }, after: { title: `${title} (DE)`, language: 'de' } });
    expect(audit[2]).toMatchObject({ before: { title: `${title} (DE)` } });
  });

  it('refuses a variable it does not know with a 400 that names it, when written or changed', async () => {
    const support = await staff(server, 'support');
    const refused = await support.client.post('/api/admin/canned-replies', { title: 'Typo', body: 'Hello {{userName}}, see {{ plan }} and {{balance}}.', language: 'en' });
    expect(refused.status).toBe(400);
    const expected = '2 unknown variables: {{userName}}, {{balance}}. You can use {{username}} {{plan}} {{premiumEnds}} {{depositAddress}} {{lastPaymentTx}} {{ticketId}}';
    expect(answer(refused)).toMatchObject({ message: expected, issues: [{ path: 'body', message: expected }] });

    const reply = await buildCannedReply(server.app.db);
    const changed = await support.client.put(`/api/admin/canned-replies/${reply.id}`, { title: 'Typo', body: 'Your wallet: {{wallet}}', language: 'en' });
    expect(answer(changed).message).toMatch(/^1 unknown variable: \{\{wallet\}\}\. /);
    expect((await CannedReply.query(server.app.db).findById(reply.id))?.body).toBe(reply.body);

    // Written in the language of the staff member who reads it.
    const germanAgent = await staff(server, 'support');
    await User.query(server.app.db).findById(germanAgent.user.id).patch({ language: 'de' });
    const german = await germanAgent.client.post('/api/admin/canned-replies', { title: 'Tippfehler', body: 'Hallo {{name}}', language: 'de' });
    expect(answer(german).message).toMatch(/^1 unbekannte Variable: \{\{name\}\}\. Verfügbar sind /);
    expect((await support.client.post('/api/admin/canned-replies', { title: 'Language', body: 'Hello there.', language: 'pt' })).status).toBe(400);
  });

  it('are support’s: an editor is refused every canned-reply route with roleRequired, and so is the member context', async () => {
    const editor = await staff(server, 'editor');
    const reply = await buildCannedReply(server.app.db);
    const ticket = await buildTicket(server.app.db);
    const calls = [
      editor.client.get('/api/admin/canned-replies'),
      editor.client.post('/api/admin/canned-replies', { title: 'Mine', body: 'Hello {{username}}.', language: 'en' }),
      editor.client.put(`/api/admin/canned-replies/${reply.id}`, { title: 'Mine', body: 'Hello {{username}}.', language: 'en' }),
      editor.client.delete(`/api/admin/canned-replies/${reply.id}`),
      editor.client.post(`/api/admin/tickets/${ticket.id}/canned-replies/${reply.id}/fill`),
      editor.client.get(`/api/admin/tickets/${ticket.id}/context`),
    ];
    for (const response of await Promise.all(calls)) {
      expect([response.status, answer(response).code]).toEqual([403, 'roleRequired']);
    }
    expect(await CannedReply.query(server.app.db).findById(reply.id)).toMatchObject({ title: reply.title });
  });
});

describe('GET /api/admin/tickets/:id/context', () => {
  it('shows support the member beside the ticket, last payments included, while the payments list stays closed to them', async () => {
    const support = await staff(server, 'support');
    const { quarterly, german, olderFailed, completed, earlierTicket, germanTicket } = await twoMembers(server);
    const newer = [];
    // A member holds one pending claim at most.
    for (const [minutesAgo, status] of [[4, 'failed'], [3, 'completed'], [2, 'failed'], [1, 'pending']] as const) {
      newer.push(await buildPayment(server.app.db, { userId: german.id, status, createdAt: new Date(Date.now() - minutesAgo * 60_000) }));
    }

    const response = await support.client.get(`/api/admin/tickets/${germanTicket.id}/context`);
    expect(response.status).toBe(200);
    const context = routes.adminTicketContext.response.parse(response.body);
    expect(context).toMatchObject({
      ticketId: germanTicket.id,
      member: { id: german.id, username: german.username, language: 'de', twoFactorEnabled: true, telegramLinked: true, isBanned: false },
      premium: { running: true, kind: 'paid', plan: { id: quarterly.id, name: 'Quarterly' }, endsAt: '2030-03-05T12:00:00.000Z', graceEndsAt: null },
      otherTickets: [{ id: earlierTicket.id, subject: 'Where is my invite?', status: 'closed' }],
    });
    // The five latest, newest first: the oldest (failed) payment is left out.
    expect(context.payments.map((payment) => payment.id)).toEqual([...newer.map((payment) => payment.id).reverse(), completed.id]);
    expect(context.payments.map((payment) => payment.id)).not.toContain(olderFailed.id);
    expect(context.payments.at(-1)).toEqual({
      id: completed.id,
      amount: 150,
      currency: 'USDT',
      status: 'completed',
      method: 'usdt',
      transactionId: completed.transactionId,
      createdAt: completed.createdAt.toISOString(),
    });

    const payments = await support.client.get('/api/admin/payments');
    expect([payments.status, answer(payments).code]).toEqual([403, 'roleRequired']);
  });

  it('shows a member without premium, payments, Telegram or other tickets as such, and 404 for no ticket', async () => {
    const support = await staff(server, 'support');
    const ticket = await buildTicket(server.app.db);
    const context = routes.adminTicketContext.response.parse((await support.client.get(`/api/admin/tickets/${ticket.id}/context`)).body);
    expect(context).toMatchObject({
      member: { id: ticket.userId, language: 'en', twoFactorEnabled: false, telegramLinked: false },
      premium: { running: false, kind: null, plan: null, endsAt: null },
      payments: [],
      otherTickets: [],
    });
    expect((await support.client.get('/api/admin/tickets/999999/context')).status).toBe(404);
  });
});

describe('{{depositAddress}} with on-chain payments', () => {
  let onChain: TestServer;
  beforeAll(async () => {
    // Nothing listens at the RPC address: handing out addresses reads no chain.
    onChain = await startTestServer({ PAYMENT_XPUB: account.publicExtendedKey, CHAIN_RPC_URL: 'http://127.0.0.1:9', CHAIN_CONFIRMATIONS: '12', CHAIN_POLL_MS: '999999' });
  });
  afterAll(async () => {
    await onChain?.close();
  });

  it('fills in the member’s own deposit address, handing one out the first time (the one their payment screen then shows)', async () => {
    const support = await staff(onChain, 'support');
    const first = await buildUser(onChain.app.db);
    const second = await buildUser(onChain.app.db);
    const [firstTicket, secondTicket] = [await buildTicket(onChain.app.db, { userId: first.id }), await buildTicket(onChain.app.db, { userId: second.id })];
    const reply = await buildCannedReply(onChain.app.db, { body: 'Send USDT (BEP20) to {{depositAddress}} only.' });
    const noAddress = await buildCannedReply(onChain.app.db, { body: 'Hello {{username}}.' });

    // A reply that does not ask for the address hands none out.
    await support.client.post(`/api/admin/tickets/${firstTicket.id}/canned-replies/${noAddress.id}/fill`);
    expect(await DepositAddress.query(onChain.app.db).resultSize()).toBe(0);

    const fill = (ticketId: number) => support.client.post(`/api/admin/tickets/${ticketId}/canned-replies/${reply.id}/fill`);
    expect((await fill(secondTicket.id)).body).toMatchObject({ body: `Send USDT (BEP20) to ${DEVELOPMENT_ADDRESSES[0]} only.`, empty: [] });
    expect((await fill(firstTicket.id)).body).toMatchObject({ body: `Send USDT (BEP20) to ${DEVELOPMENT_ADDRESSES[1]} only.` });
    expect((await fill(secondTicket.id)).body).toMatchObject({ body: `Send USDT (BEP20) to ${DEVELOPMENT_ADDRESSES[0]} only.` });

    const member = await quickSignIn(onChain, second);
    expect((await member.get('/api/payment/deposit-address')).body).toMatchObject({ address: DEVELOPMENT_ADDRESSES[0] });
  });
});
