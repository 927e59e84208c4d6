import { MESSAGES } from '@signals/protocol';
import { assignDepositAddress } from '../../commands/depositAddresses.js';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../errors.js';
import { asksForDepositAddress, fillCannedReply } from '../../presenters/cannedReplyFiller.js';
import { presentTicketMemberContext } from '../../presenters/ticketMemberContext.js';
import { findCannedReply } from '../../queries/cannedReplies.js';
import { findTicketMember, hasTelegramLink, latestPaymentsOf, memberPremiumOf, otherTicketsOf, type TicketMember } from '../../queries/ticketMember.js';
import type { Handler } from '../types.js';

async function loadTicketMember(db: Db, ticketId: number): Promise<TicketMember> {
  const found = await findTicketMember(db, ticketId);
  if (!found) {
    throw notFound(MESSAGES.ticketNotFound);
  }
  return found;
}

/** Who wrote the ticket, for support beside the conversation: their last payments included, though support has no payments list. */
const adminTicketContext: Handler<'adminTicketContext'> = async ({ input, services }) => {
  const { db } = services;
  const { ticket, member } = await loadTicketMember(db, input.params.id);
  const premium = await memberPremiumOf(db, member, new Date());
  const payments = await latestPaymentsOf(db, member.id);
  const telegramLinked = await hasTelegramLink(db, member.id);
  const otherTickets = await otherTicketsOf(db, ticket);
  return presentTicketMemberContext({ ticket, member, premium, payments, telegramLinked, otherTickets });
};

/**
 * A canned reply filled for the ticket's member, for the agent to read and edit before sending. A reply that names
 * `{{depositAddress}}` hands the member their deposit address if they have none yet, as their payment screen would on
 * its first visit: the reply is telling them where to pay.
 */
const adminFillCannedReply: Handler<'adminFillCannedReply'> = async ({ input, services, write }) => {
  const { db, depositKey, config } = services;
  const { ticket, member } = await loadTicketMember(db, input.params.id);
  const reply = await findCannedReply(db, input.params.replyId);
  if (!reply) {
    throw notFound(MESSAGES.cannedReplyNotFound);
  }
  const key = config.chainPayments ? depositKey : null;
  const depositAddress = key && asksForDepositAddress(reply) ? (await write((unit) => assignDepositAddress(unit, member, { key }))).address : null;
  const [lastPayment] = await latestPaymentsOf(db, member.id, 1);
  return fillCannedReply(reply, { ticket, member, premium: await memberPremiumOf(db, member, new Date()), lastPayment: lastPayment ?? null, depositAddress });
};

/** What support reads of a ticket's member, and replies filled for them (issue 46), keyed by route name. */
export const ticketMemberHandlers = { adminTicketContext, adminFillCannedReply };
