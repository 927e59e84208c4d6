import type { CannedReply, TicketMemberContext } from '@signals/protocol';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n';
import { ApiServer, gate, type Answer } from '../../../test/apiServer';
import { pickerGroups, useCannedRepliesStore, useTicketMemberStore, withInserted } from '.';

const api = ApiServer.forEachTest(() => {
  useCannedRepliesStore.setState(useCannedRepliesStore.getInitialState(), true);
  useTicketMemberStore.setState(useTicketMemberStore.getInitialState(), true);
});

const at = '2026-01-05T10:00:00.000Z';
const reply = (id: number, title: string, language: CannedReply['language']): CannedReply => ({ id, title, body: `Hello {{username}} (${id})`, language, createdAt: at, updatedAt: at });

const context = (ticketId: number, language: TicketMemberContext['member']['language']): TicketMemberContext => ({
  ticketId,
  member: { id: 7, username: 'trader', email: 'trader@example.com', language, twoFactorEnabled: false, telegramLinked: false, isBanned: false, createdAt: at },
  premium: { running: false, kind: null, plan: null, endsAt: null, graceEndsAt: null },
  payments: [],
  otherTickets: [],
});

describe('the canned-reply picker’s order', () => {
  const replies = [reply(1, 'Refund', 'en'), reply(2, 'Zahlung erhalten', 'de'), reply(3, 'Angebot', 'de'), reply(4, 'Payment received', 'en'), reply(5, 'Pago recibido', 'es')];
  const order = (language: CannedReply['language'] | null) => pickerGroups(replies, language).map((group) => [group.language, group.members, group.replies.map((r) => r.title)]);

  it('puts the member’s language first, then the others in the language menu’s order, each by title', () => {
    expect(order('de')).toEqual([
      ['de', true, ['Angebot', 'Zahlung erhalten']],
      ['en', false, ['Payment received', 'Refund']],
      ['es', false, ['Pago recibido']],
    ]);
    expect(order('es').map(([language]) => language)).toEqual(['es', 'en', 'de']);
  });

  it('puts no language first before the member’s is known, and leaves out a member’s language without replies', () => {
    expect(order(null).map(([language, members]) => [language, members])).toEqual([
      ['en', false],
      ['es', false],
      ['de', false],
    ]);
    expect(order('ja').map(([language]) => language)).toEqual(['en', 'es', 'de']);
  });

  it('inserts into an empty box, or after what the agent wrote with a blank line between', () => {
    expect(withInserted('', 'Hello trader')).toBe('Hello trader');
    expect(withInserted('  \n', 'Hello trader')).toBe('Hello trader');
    expect(withInserted('Thanks for waiting.\n', 'Your premium runs until 5 Mar 2030.')).toBe('Thanks for waiting.\n\nYour premium runs until 5 Mar 2030.');
  });
});

describe('the canned replies store', () => {
  const store = () => useCannedRepliesStore.getState();
  const titles = () => store().replies.ids.map((id) => store().replies.byId[id]?.title);

  it('lists, adds, changes and deletes replies as the server answers', async () => {
    api.answer('GET /api/admin/canned-replies', { body: [reply(1, 'Refund', 'en')] });
    await store().repliesRequested();
    api.answer('POST /api/admin/canned-replies', { status: 201, body: { ...reply(2, 'Payment received', 'en'), createdAt: '2026-01-06T10:00:00.000Z' } });
    await store().replyCreated({ title: 'Payment received', body: 'Hello {{username}}', language: 'en' });
    expect(titles()).toEqual(['Payment received', 'Refund']);
    api.answer('PUT /api/admin/canned-replies/1', { body: reply(1, 'Rückerstattung', 'de') });
    await store().replyUpdated(1, { title: 'Rückerstattung', body: 'Hallo {{username}}', language: 'de' });
    expect(api.requestsTo('PUT /api/admin/canned-replies/1')[0]?.body).toEqual({ title: 'Rückerstattung', body: 'Hallo {{username}}', language: 'de' });
    api.answer('DELETE /api/admin/canned-replies/2', { body: { ok: true } });
    await store().replyDeleted(2);
    expect(titles()).toEqual(['Rückerstattung']);
  });

  it('asks the server to fill a reply for the ticket, and drops one another agent deleted meanwhile', async () => {
    api.answer('GET /api/admin/canned-replies', { body: [reply(1, 'Refund', 'en'), reply(2, 'Payment received', 'en')] });
    await store().repliesRequested();
    api.answer('POST /api/admin/tickets/12/canned-replies/2/fill', { body: { replyId: 2, ticketId: 12, body: 'Hello trader (2)', empty: [] } });
    expect(await store().replyFilled(12, 2)).toMatchObject({ body: 'Hello trader (2)' });

    api.answer('POST /api/admin/tickets/12/canned-replies/1/fill', { status: 404, body: { message: 'Canned reply not found', code: 'cannedReplyNotFound' } });
    await expect(store().replyFilled(12, 1)).rejects.toMatchObject({ status: 404 });
    expect(titles()).toEqual(['Payment received']);
    // A ticket that is gone leaves the replies alone.
    api.answer('POST /api/admin/tickets/99/canned-replies/2/fill', { status: 404, body: { message: 'Ticket not found', code: 'ticketNotFound' } });
    await expect(store().replyFilled(99, 2)).rejects.toMatchObject({ status: 404 });
    expect(titles()).toEqual(['Payment received']);
  });
});

describe('the member beside a ticket', () => {
  // A refusal without a message would read as the catalogue's fallback.
  beforeAll(() => activateLanguage('en'));
  const state = () => useTicketMemberStore.getState().memberContext;

  it('keeps the member of the ticket open now, not a slower answer for the ticket opened before', async () => {
    const slow = gate<Answer>();
    api.answer('GET /api/admin/tickets/1/context', () => slow.promise);
    api.answer('GET /api/admin/tickets/2/context', { body: context(2, 'ja') });
    const first = useTicketMemberStore.getState().memberContextOpened(1);
    await vi.waitFor(() => expect(api.requestsTo('GET /api/admin/tickets/1/context')).toHaveLength(1));
    await useTicketMemberStore.getState().memberContextOpened(2);
    slow.open({ body: context(1, 'de') });
    await first;
    expect(state()).toMatchObject({ ticketId: 2, status: 'ready', context: { member: { language: 'ja' } } });
  });

  it('says why when the member cannot be read, and forgets them when the dialog closes', async () => {
    api.answer('GET /api/admin/tickets/3/context', { status: 404, body: { message: 'Ticket not found', code: 'ticketNotFound' } });
    await useTicketMemberStore.getState().memberContextOpened(3);
    expect(state()).toMatchObject({ ticketId: 3, status: 'error', error: 'Ticket not found' });
    useTicketMemberStore.getState().memberContextClosed();
    expect(state()).toBeNull();
  });
});
