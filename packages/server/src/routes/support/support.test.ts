import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_TICKETS, MESSAGES, SUPPORT_RATE_LIMITS, Ticket as TicketSchema, TicketResponse as TicketResponseSchema } from '@signals/protocol';
import { TICKET_MESSAGES } from '../../policies/ticket.js';
import { SupportTicket, TicketResponse } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildTicket, buildTicketResponse } from '../../../test/support/factories/tickets.js';
import { buildAdmin, buildUser } from '../../../test/support/factories/users.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const newTicket = { subject: 'Premium not active', message: 'I paid 60 USDT an hour ago and still see locked signals.' };

describe('POST /api/user/tickets and POST /api/support/contact', () => {
  it('opens a ticket and tells the back office', async () => {
    const { user, client } = await signedInUser(server);
    const capture = captureEvents(server);
    const response = await client.post('/api/user/tickets', newTicket);
    capture.stop();

    expect(response.status).toBe(201);
    const ticket = TicketSchema.parse(response.body);
    expect(ticket).toMatchObject({ ...newTicket, userId: user.id, username: user.username, status: 'open', priority: 'medium', responseCount: 0 });
    expect(capture.ofType('ticket.created')).toEqual([expect.objectContaining({ ticket: expect.objectContaining({ id: ticket.id }) })]);
  });

  it('answers 400 with the spec messages and opens nothing', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/tickets', { subject: 'Hey', message: 'Too short' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Subject must be at least 5 characters',
      issues: expect.arrayContaining([
        expect.objectContaining({ path: 'subject', message: 'Subject must be at least 5 characters' }),
        expect.objectContaining({ path: 'message', message: 'Message must be at least 20 characters' }),
      ]),
    });
    expect(await SupportTicket.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('turns the contact form into a ticket', async () => {
    const { user, client } = await signedInUser(server);
    const capture = captureEvents(server);
    const response = await client.post('/api/support/contact', { subject: 'Hi', message: 'How do I change my e-mail?' });
    capture.stop();
    expect(response.status).toBe(201);
    expect(TicketSchema.parse(response.body)).toMatchObject({ userId: user.id, subject: 'Hi', status: 'open' });
    expect(capture.ofType('ticket.created')).toHaveLength(1);

    const short = await client.post('/api/support/contact', { subject: '', message: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ issues: expect.arrayContaining([expect.objectContaining({ path: 'message', message: 'Message must be at least 10 characters' })]) });
  });

  it(`answers 409 to a ticket past ${MAX_OPEN_TICKETS} open ones, from either form, and takes one again once support closes one`, async () => {
    const { user, client } = await signedInUser(server);
    await buildTicket(server.app.db, { userId: user.id, status: 'closed' });
    await buildTicket(server.app.db, { userId: user.id, status: 'waiting_for_user' });
    await buildTicket(server.app.db, { userId: user.id, status: 'in_progress' });
    expect((await client.post('/api/user/tickets', newTicket)).status).toBe(201);
    expect((await client.post('/api/support/contact', { subject: 'Hi', message: 'How do I change my e-mail?' })).status).toBe(201);
    expect((await client.post('/api/user/tickets', newTicket)).status).toBe(201);

    const tooMany = { message: 'You already have 5 open tickets. Please wait for our answer, or add to one of them, before opening a new one.', code: 'tooManyOpenTickets' };
    const sixth = await client.post('/api/user/tickets', newTicket);
    expect([sixth.status, sixth.body]).toEqual([409, tooMany]);
    const contact = await client.post('/api/support/contact', { subject: 'Hi', message: 'How do I change my e-mail?' });
    expect([contact.status, contact.body]).toEqual([409, tooMany]);
    expect(await SupportTicket.query(server.app.db).where('userId', user.id).whereNot('status', 'closed').resultSize()).toBe(MAX_OPEN_TICKETS);

    await SupportTicket.query(server.app.db).patch({ status: 'closed' }).where({ userId: user.id, status: 'in_progress' });
    expect((await client.post('/api/user/tickets', newTicket)).status).toBe(201);
  });

  it(`answers 429 with Retry-After past ${SUPPORT_RATE_LIMITS.newTickets.points} new tickets an hour; tickets refused for another reason do not count`, async () => {
    const { user, client } = await signedInUser(server);
    const closeAll = () => SupportTicket.query(server.app.db).patch({ status: 'closed' }).where('userId', user.id);
    let opened = 0;
    while (opened < SUPPORT_RATE_LIMITS.newTickets.points) {
      const response = await client.post(opened % 2 === 0 ? '/api/user/tickets' : '/api/support/contact', newTicket);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      opened += 1;
      if (opened % MAX_OPEN_TICKETS === 0 && opened < SUPPORT_RATE_LIMITS.newTickets.points) {
        // At the cap: refused with 409, which costs nothing, then support closes them all.
        expect((await client.post('/api/user/tickets', newTicket)).status).toBe(409);
        await closeAll();
      }
    }
    const limited = await client.post('/api/user/tickets', newTicket);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'You have opened many tickets in a short time. Please try again in 60 minutes.', code: 'tooManyNewTickets' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await client.post('/api/support/contact', newTicket)).status).toBe(429);
    expect(await SupportTicket.query(server.app.db).where('userId', user.id).resultSize()).toBe(SUPPORT_RATE_LIMITS.newTickets.points);
    // Another member is not held back by this one.
    const other = await signedInUser(server);
    expect((await other.client.post('/api/user/tickets', newTicket)).status).toBe(201);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await server.client().post('/api/user/tickets', newTicket)).status).toBe(401);
    expect((await server.client().post('/api/support/contact', newTicket)).status).toBe(401);
  });
});

describe('reading one’s tickets', () => {
  it('lists only the member’s own tickets with their response counts, and shows one with its conversation', async () => {
    const other = await buildUser(server.app.db);
    await buildTicket(server.app.db, { userId: other.id });
    const admin = await buildAdmin(server.app.db);
    const { user, client } = await signedInUser(server);
    const ticket = await buildTicket(server.app.db, { userId: user.id });
    const first = await buildTicketResponse(server.app.db, ticket, { userId: admin.id, isFromAdmin: true });
    const second = await buildTicketResponse(server.app.db, ticket, { userId: user.id, message: 'Thanks, here is my transaction id.' });

    const list = await client.get('/api/user/tickets');
    expect(list.status).toBe(200);
    expect(TicketSchema.array().parse(list.body)).toEqual([expect.objectContaining({ id: ticket.id, responseCount: 2, username: user.username })]);

    const one = await client.get(`/api/user/tickets/${ticket.id}`);
    expect(TicketSchema.parse(one.body)).toMatchObject({ id: ticket.id, responseCount: 2 });

    const responses = await client.get(`/api/user/tickets/${ticket.id}/responses`);
    expect(TicketResponseSchema.array().parse(responses.body).map((r) => [r.id, r.isFromAdmin])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('answers 404 to another member’s ticket and its responses', async () => {
    const other = await buildUser(server.app.db);
    const theirs = await buildTicket(server.app.db, { userId: other.id });
    const { client } = await signedInUser(server);
    const one = await client.get(`/api/user/tickets/${theirs.id}`);
    expect(one.status).toBe(404);
    expect(one.body).toEqual(englishAnswer(TICKET_MESSAGES.notFound));
    expect((await client.get(`/api/user/tickets/${theirs.id}/responses`)).status).toBe(404);
  });

  it('answers 400 to a malformed id and 401 to an anonymous caller', async () => {
    const { client } = await signedInUser(server);
    expect((await client.get('/api/user/tickets/abc')).status).toBe(400);
    expect((await server.client().get('/api/user/tickets')).status).toBe(401);
    expect((await server.client().get('/api/user/tickets/1/responses')).status).toBe(401);
  });
});

describe('POST /api/user/tickets/:id/responses', () => {
  it('adds the reply, moves a ticket waiting for the member back to open, and tells admins and the owner', async () => {
    const { user, client } = await signedInUser(server);
    const ticket = await buildTicket(server.app.db, { userId: user.id, status: 'waiting_for_user' });
    const capture = captureEvents(server);

    const response = await client.post(`/api/user/tickets/${ticket.id}/responses`, { message: 'Here is the transaction hash you asked for.' });
    capture.stop();

    expect(response.status).toBe(201);
    const reply = TicketResponseSchema.parse(response.body);
    expect(reply).toMatchObject({ ticketId: ticket.id, userId: user.id, isFromAdmin: false });
    expect((await SupportTicket.query(server.app.db).findById(ticket.id))!.status).toBe('open');
    expect(capture.ofType('ticket.response')).toEqual([expect.objectContaining({ response: expect.objectContaining({ id: reply.id }) })]);
    expect(capture.ofType('ticket.updated')).toEqual([expect.objectContaining({ ticket: expect.objectContaining({ id: ticket.id, status: 'open', responseCount: 1 }) })]);
  });

  it('keeps an in-progress ticket in progress', async () => {
    const { user, client } = await signedInUser(server);
    const ticket = await buildTicket(server.app.db, { userId: user.id, status: 'in_progress' });
    expect((await client.post(`/api/user/tickets/${ticket.id}/responses`, { message: 'Any news on this one?' })).status).toBe(201);
    expect((await SupportTicket.query(server.app.db).findById(ticket.id))!.status).toBe('in_progress');
  });

  it('answers 409 to a reply on a closed ticket and adds nothing', async () => {
    const { user, client } = await signedInUser(server);
    const ticket = await buildTicket(server.app.db, { userId: user.id, status: 'closed' });
    const response = await client.post(`/api/user/tickets/${ticket.id}/responses`, { message: 'One more thing about this.' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(TICKET_MESSAGES.closed));
    expect(await TicketResponse.query(server.app.db).where('ticketId', ticket.id).resultSize()).toBe(0);
  });

  it('answers 400 "Response must be at least 10 characters"', async () => {
    const { user, client } = await signedInUser(server);
    const ticket = await buildTicket(server.app.db, { userId: user.id });
    const response = await client.post(`/api/user/tickets/${ticket.id}/responses`, { message: 'ok' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Response must be at least 10 characters' });
  });

  it('answers 404 to a reply on another member’s ticket and leaves it untouched', async () => {
    const other = await buildUser(server.app.db);
    const theirs = await buildTicket(server.app.db, { userId: other.id, status: 'waiting_for_user' });
    const { client } = await signedInUser(server);
    const response = await client.post(`/api/user/tickets/${theirs.id}/responses`, { message: 'Let me in on this ticket.' });
    expect(response.status).toBe(404);
    expect(await TicketResponse.query(server.app.db).where('ticketId', theirs.id).resultSize()).toBe(0);
    expect((await SupportTicket.query(server.app.db).findById(theirs.id))!.status).toBe('waiting_for_user');
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await server.client().post('/api/user/tickets/1/responses', { message: 'Anybody out there?' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});
