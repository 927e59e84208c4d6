import type { CannedReply, Ticket, TicketMemberContext } from '@signals/protocol';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useCannedRepliesStore, useTicketMemberStore } from '../../../stores/admin/cannedReplies';
import { useTicketsStore } from '../../../stores/admin/tickets';
import { ApiServer } from '../../../test/apiServer';
import { render, textOf, waitUntil } from '../../../test/render';
import { RespondDialog } from './RespondDialog';

const api = ApiServer.forEachTest(() => {
  useTicketsStore.setState(useTicketsStore.getInitialState(), true);
  useCannedRepliesStore.setState(useCannedRepliesStore.getInitialState(), true);
  useTicketMemberStore.setState(useTicketMemberStore.getInitialState(), true);
});

const at = '2026-01-05T10:00:00.000Z';
const ticket: Ticket = { id: 12, userId: 7, username: 'hans', subject: 'Zahlung nicht sichtbar', message: 'Ich habe gestern bezahlt.', status: 'open', priority: 'medium', responseCount: 0, createdAt: at, updatedAt: at };
const reply = (id: number, title: string, language: CannedReply['language']): CannedReply => ({ id, title, body: 'Hallo {{username}}', language, createdAt: at, updatedAt: at });
const context: TicketMemberContext = {
  ticketId: 12,
  member: { id: 7, username: 'hans', email: 'hans@example.com', language: 'de', twoFactorEnabled: true, telegramLinked: false, isBanned: false, createdAt: at },
  premium: { running: true, kind: 'paid', plan: { id: 3, name: 'Quarterly' }, endsAt: '2030-03-05T12:00:00.000Z', graceEndsAt: null },
  payments: [{ id: 41, amount: 150, currency: 'USDT', status: 'completed', method: 'usdt', transactionId: `0x${'ab'.repeat(32)}`, createdAt: at }],
  otherTickets: [{ id: 9, subject: 'Where is my invite?', status: 'closed', createdAt: at }],
};

function answerTheDialog() {
  api.answer('GET /api/admin/tickets/12/responses', { body: [] });
  api.answer('GET /api/admin/tickets/12/context', { body: context });
  api.answer('GET /api/admin/canned-replies', { body: [reply(1, 'Refund', 'en'), reply(2, 'Zahlung erhalten', 'de'), reply(3, 'Pago recibido', 'es')] });
}

const dialog = () => document.querySelector('[role="dialog"]');
const picker = () => [...(dialog()?.querySelectorAll('select') ?? [])][0];
const message = () => dialog()?.querySelector('textarea');

describe('the Respond dialog', () => {
  it('shows who wrote the ticket: plan and end, language, two-factor, Telegram, last payments and other tickets', async () => {
    answerTheDialog();
    await render(<RespondDialog ticket={ticket} onClose={() => undefined} />);
    await waitUntil(() => expect(textOf(dialog())).toContain('About hans'));
    const panel = textOf(dialog()?.querySelector('section[aria-labelledby]'));
    expect(panel).toContain('Deutsch');
    expect(panel).toContain('Two-factorOn');
    expect(panel).toContain('Telegram accountNot linked');
    expect(panel).toContain('Quarterly · until Mar 5, 2030');
    expect(panel).toContain('Last paymentsJan 5, 2026$150.00 USDT on BEP20Completed0xababab…abababCopy');
    expect(panel).toContain('Other tickets#9Where is my invite?Closed');
  });

  it('offers the member’s language first, and puts the reply filled for them in the box, to edit before sending', async () => {
    answerTheDialog();
    await render(<RespondDialog ticket={ticket} onClose={() => undefined} />);
    await waitUntil(() => expect(picker()?.querySelectorAll('optgroup')).toHaveLength(3));
    expect([...(picker()?.querySelectorAll('optgroup') ?? [])].map((group) => group.label)).toEqual(['Deutsch: the member’s language', 'English', 'Español']);

    act(() => {
      const message = dialog()?.querySelector('textarea');
      if (message) {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(message, 'Danke für Ihre Geduld.');
        message.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    api.answer('POST /api/admin/tickets/12/canned-replies/2/fill', {
      body: { replyId: 2, ticketId: 12, body: 'Hallo hans, Ihr Premium läuft bis 05.03.2030. Überweisen Sie an .', empty: [{ variable: 'depositAddress', reason: 'chainPaymentsOff' }] },
    });
    act(() => {
      const select = picker();
      if (select) {
        select.value = '2';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    const insert = [...(dialog()?.querySelectorAll('button') ?? [])].find((button) => textOf(button) === 'Insert');
    act(() => insert?.click());
    await waitUntil(() => expect(message()?.value).toBe('Danke für Ihre Geduld.\n\nHallo hans, Ihr Premium läuft bis 05.03.2030. Überweisen Sie an .'));
    expect(textOf(dialog())).toContain('Filled in for hans. Read it over and edit it before you send.');
    expect(textOf(dialog())).toContain('{{depositAddress}} was left empty: on-chain payments are not set up, so the member has no deposit address.');
    // Nothing is sent until the agent sends it.
    expect(api.requestsTo('POST /api/admin/tickets/12/respond')).toHaveLength(0);
  });
});
