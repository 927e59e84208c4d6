import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@signals/protocol';
import { AuditLog, SupportTicket } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildTicket, buildTicketResponse } from '../../../test/support/factories/tickets.js';
import { buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/tickets', () => {
  it('joins the owner and counts responses; searches subject, message or username; filters status; pages', async () => {
    const tag = uniqueName('Refund');
    const owner = await buildUser(server.app.db, { username: uniqueName('Owner') });
    const bySubject = await buildTicket(server.app.db, { subject: `${tag} please`, createdAt: new Date(Date.now() - 60_000) });
    const byMessage = await buildTicket(server.app.db, { message: `About my ${tag.toLowerCase()} request from last week`, status: 'closed' });
    const byOwner = await buildTicket(server.app.db, { userId: owner.id });
    await buildTicketResponse(server.app.db, bySubject);
    await buildTicketResponse(server.app.db, bySubject, { userId: callers.admin.id, isFromAdmin: true });
    const list = async (query: string) => routes.adminListTickets.response.parse((await callers.adminClient.get(`/api/admin/tickets?${query}`)).body);

    const found = await list(`search=${tag.toUpperCase()}`);
    expect(found.items.map((t) => t.id)).toEqual([byMessage.id, bySubject.id]);
    expect(found.items[1]).toMatchObject({ responseCount: 2 });
    expect(found.items[0]).toMatchObject({ responseCount: 0, status: 'closed' });

    const owned = await list(`search=${owner.username.toLowerCase()}`);
    expect(owned.items).toEqual([expect.objectContaining({ id: byOwner.id, username: owner.username, userId: owner.id })]);
    expect((await list(`search=${tag}&status=closed`)).items.map((t) => t.id)).toEqual([byMessage.id]);
    expect(await list(`search=${tag}&pageSize=1&page=2&sort=createdAt&order=asc`)).toMatchObject({ total: 2, page: 2, items: [expect.objectContaining({ id: byMessage.id })] });
  });

  it('answers 400 for an unknown status filter', async () => {
    expect((await callers.adminClient.get('/api/admin/tickets?status=pending')).status).toBe(400);
  });
});

describe('GET /api/admin/tickets/:id/responses', () => {
  it('lists the conversation oldest first, and 404 for an unknown ticket', async () => {
    const ticket = await buildTicket(server.app.db);
    const first = await buildTicketResponse(server.app.db, ticket, { message: 'first' });
    const second = await buildTicketResponse(server.app.db, ticket, { message: 'second' });
    const response = await callers.adminClient.get(`/api/admin/tickets/${ticket.id}/responses`);
    expect(routes.adminListTicketResponses.response.parse(response.body).map((r) => r.id)).toEqual([first.id, second.id]);
    expect((await callers.adminClient.get('/api/admin/tickets/999999/responses')).status).toBe(404);
  });
});

describe('POST /api/admin/tickets/:id/respond', () => {
  it('adds the admin answer, moves an open ticket to in progress, and records events and an audit row', async () => {
    const ticket = await buildTicket(server.app.db);
    const events = captureEvents(server);
    const response = await callers.adminClient.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'We are checking the payment now.' });
    expect(response.status).toBe(201);
    expect(routes.adminRespondToTicket.response.parse(response.body)).toMatchObject({ ticketId: ticket.id, userId: callers.admin.id, isFromAdmin: true });
    expect((await SupportTicket.query(server.app.db).findById(ticket.id))!.status).toBe('in_progress');
    expect(events.ofType('ticket.response')).toEqual([expect.objectContaining({ ticket: expect.objectContaining({ id: ticket.id, status: 'in_progress' }) })]);
    expect(events.ofType('ticket.updated')).toHaveLength(1);
    expect(await AuditLog.query(server.app.db).where({ entityType: 'ticket', entityId: ticket.id, action: 'ticket.respond' }).resultSize()).toBe(1);
    events.stop();
  });

  it('leaves a status an admin set on purpose', async () => {
    const ticket = await buildTicket(server.app.db, { status: 'waiting_for_user' });
    await callers.adminClient.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'Any update on your side?' });
    expect((await SupportTicket.query(server.app.db).findById(ticket.id))!.status).toBe('waiting_for_user');
  });

  it('answers 400 with the spec message for a response under 5 characters', async () => {
    const ticket = await buildTicket(server.app.db);
    const response = await callers.adminClient.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'ok' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Response must be at least 5 characters long' });
  });
});

describe('PATCH /api/admin/tickets/:id/status', () => {
  it.each(['open', 'in_progress', 'waiting_for_user', 'closed'] as const)('sets %s at any time, with an event and an audit row', async (status) => {
    const ticket = await buildTicket(server.app.db, { status: status === 'closed' ? 'open' : 'closed' });
    const events = captureEvents(server);
    const response = await callers.adminClient.patch(`/api/admin/tickets/${ticket.id}/status`, { status });
    expect(response.status).toBe(200);
    expect(routes.adminSetTicketStatus.response.parse(response.body)).toMatchObject({ id: ticket.id, status, username: expect.any(String) });
    expect(events.ofType('ticket.updated').map((e) => e.ticket.status)).toEqual([status]);
    const audit = await AuditLog.query(server.app.db).where({ entityType: 'ticket', entityId: ticket.id, action: 'ticket.status' }).first();
    expect(audit).toMatchObject({ before: { status: ticket.status }, after: { status } });
    events.stop();
  });

  it('answers 400 for another status and 404 for an unknown ticket', async () => {
    const ticket = await buildTicket(server.app.db);
    const response = await callers.adminClient.patch(`/api/admin/tickets/${ticket.id}/status`, { status: 'resolved' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Status must be open, in_progress, waiting_for_user or closed' });
    expect((await callers.adminClient.patch('/api/admin/tickets/999999/status', { status: 'closed' })).status).toBe(404);
  });
});
