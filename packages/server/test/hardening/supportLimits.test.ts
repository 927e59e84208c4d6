import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_TICKETS, SUPPORT_RATE_LIMITS } from '@signals/protocol';
import { SupportTicket, TicketResponse } from '../../src/db/models/index.js';
import { buildTicket } from '../support/factories/tickets.js';
import { buildUser } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import { startTestServer, type TestServer } from '../support/testServer.js';

let server: TestServer;
const figures: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  console.info(`[hardening] support limits: ${figures.join('; ')}`);
  await server.close();
});

const tally = (statuses: number[]) => Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, statuses.filter((s) => s === status).length]));

describe('a member flooding support', () => {
  it(`gets at most ${MAX_OPEN_TICKETS} tickets open from 20 sent at once through both forms`, { timeout: 60_000 }, async () => {
    const member = await buildUser(server.app.db);
    const client = await quickSignIn(server, member);
    const body = { subject: 'Flooding the queue', message: 'The same question sent many times at once.' };
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => client.post(i % 2 === 0 ? '/api/user/tickets' : '/api/support/contact', body)));
    const statuses = responses.map((r) => r.status);
    const open = await SupportTicket.query(server.app.db).where('userId', member.id).whereNot('status', 'closed').resultSize();
    figures.push(`20 new tickets at once → open ${open} (answers ${JSON.stringify(tally(statuses))})`);
    expect(open).toBe(MAX_OPEN_TICKETS);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_TICKETS);
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 429)).toEqual([]);
  });

  it(`stores ${SUPPORT_RATE_LIMITS.replies.points} of 40 replies sent at once and answers the rest 429 with Retry-After`, { timeout: 60_000 }, async () => {
    const member = await buildUser(server.app.db);
    const client = await quickSignIn(server, member);
    const ticket = await buildTicket(server.app.db, { userId: member.id });
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => client.post(`/api/user/tickets/${ticket.id}/responses`, { message: `Flood reply number ${i}` })));
    const stored = await TicketResponse.query(server.app.db).where('ticketId', ticket.id).resultSize();
    const limited = responses.filter((r) => r.status === 429);
    const waits = limited.map((r) => Number(r.headers.get('retry-after')));
    figures.push(`40 replies at once → stored ${stored}, 429 ${limited.length} (Retry-After ${Math.min(...waits)}–${Math.max(...waits)} s)`);
    expect(stored).toBe(SUPPORT_RATE_LIMITS.replies.points);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(SUPPORT_RATE_LIMITS.replies.points);
    expect(limited).toHaveLength(40 - SUPPORT_RATE_LIMITS.replies.points);
    expect(waits.every((wait) => wait > 0 && wait <= SUPPORT_RATE_LIMITS.replies.windowMs / 1000)).toBe(true);
  });

  it(`stores ${SUPPORT_RATE_LIMITS.newTickets.points} of 20 new tickets in an hour when support keeps closing them`, { timeout: 60_000 }, async () => {
    const member = await buildUser(server.app.db);
    const client = await quickSignIn(server, member);
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      // Support answers and closes each one at once, so only the allowance can stop the member.
      const response = await client.post('/api/user/tickets', { subject: `Question ${n}`, message: 'One question after another, quickly.' });
      statuses.push(response.status);
      await SupportTicket.query(server.app.db).patch({ status: 'closed' }).where('userId', member.id);
    }
    const stored = await SupportTicket.query(server.app.db).where('userId', member.id).resultSize();
    figures.push(`20 new tickets in a row, each closed at once → stored ${stored}, 429 ${statuses.filter((s) => s === 429).length}`);
    expect(stored).toBe(SUPPORT_RATE_LIMITS.newTickets.points);
    expect(statuses).toEqual([...Array<number>(SUPPORT_RATE_LIMITS.newTickets.points).fill(201), ...Array<number>(20 - SUPPORT_RATE_LIMITS.newTickets.points).fill(429)]);
  });
});
