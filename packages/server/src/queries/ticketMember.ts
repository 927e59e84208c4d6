import { TICKET_CONTEXT_PAYMENTS, TICKET_CONTEXT_TICKETS } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Payment, Plan, Subscription, SupportTicket, TelegramLink, User } from '../db/models/index.js';
import { premiumPeriodOf, type PremiumPeriod } from '../policies/premium.js';

/** A ticket and the member who wrote it. */
export interface TicketMember {
  ticket: SupportTicket;
  member: User;
}

/** The ticket and its member, or null when either is gone. */
export async function findTicketMember(db: Db, ticketId: number): Promise<TicketMember | null> {
  const ticket = await SupportTicket.query(db).findById(ticketId);
  const member = ticket ? await User.query(db).findById(ticket.userId) : undefined;
  return ticket && member ? { ticket, member } : null;
}

/** Where the member's premium stands, and the plan of the period that runs (or ran last, in grace). */
export interface MemberPremium {
  period: PremiumPeriod;
  plan: Plan | null;
}

/**
 * The member's premium period (policies/premium: the rule access follows) and its plan: the plan of the latest period
 * that has started, which is the one running (a period bought ahead starts later) or, in grace, the one that ended.
 * No plan without premium, nor for one given without a plan.
 */
export async function memberPremiumOf(db: Db, member: User, now: Date): Promise<MemberPremium> {
  const period = premiumPeriodOf(member, now);
  if (!period.running) {
    return { period, plan: null };
  }
  const latest = await Subscription.query(db).where('userId', member.id).where('startDate', '<=', now).orderBy('startDate', 'desc').orderBy('id', 'desc').first();
  const plan = latest?.planId ? await Plan.query(db).findById(latest.planId) : undefined;
  return { period, plan: plan ?? null };
}

/** The member's latest payments, newest first, whatever their status. */
export async function latestPaymentsOf(db: Db, userId: number, limit = TICKET_CONTEXT_PAYMENTS): Promise<Payment[]> {
  return await Payment.query(db).where('userId', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit);
}

/** The member's tickets other than this one, newest first. */
export async function otherTicketsOf(db: Db, ticket: Pick<SupportTicket, 'id' | 'userId'>, limit = TICKET_CONTEXT_TICKETS): Promise<SupportTicket[]> {
  return await SupportTicket.query(db).where('userId', ticket.userId).whereNot('id', ticket.id).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit);
}

/** Whether the member tied a Telegram account to theirs. */
export async function hasTelegramLink(db: Db, userId: number): Promise<boolean> {
  return (await TelegramLink.query(db).where('userId', userId).resultSize()) > 0;
}
