import { z } from 'zod';
import { SIGNAL_TYPES } from '../constants.js';
import { SETTING_GROUPS } from '../settings.js';
import { Id, Timestamp } from './common.js';

export const Setting = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string(),
  group: z.enum(SETTING_GROUPS),
  updatedAt: Timestamp,
});
export type Setting = z.infer<typeof Setting>;

const count = z.number().int().nonnegative();
const money = z.number().nonnegative();

/**
 * Which outside providers the server is configured with (issue 40): the back office shows each beside the switch it
 * gates, since a switch turned on for a provider that is not configured sends nothing.
 */
export const ProviderStatus = z.object({
  /** SMTP_URL is set: e-mail can go out. */
  email: z.boolean(),
  /** Twilio's three variables are set: SMS can go out. */
  sms: z.boolean(),
  /** STRIPE_SECRET_KEY is set: members can pay by card. */
  card: z.boolean(),
  /** PAYMENT_XPUB is set: USDT is paid to members' own addresses and credited from the chain. */
  chain: z.boolean(),
});
export type ProviderStatus = z.infer<typeof ProviderStatus>;

export const AdminStats = z.object({
  /** Every account, staff and banned ones included. */
  totalUsers: count,
  /** Members (not staff, not banned) whose premium is running. */
  premiumUsers: count,
  /** Members (not staff, not banned) without running premium: who could still buy it. */
  freeUsers: count,
  /** Signals members were told of (published active, or activated later), withdrawn ones included; never a draft never activated. */
  totalSignals: count,
  activeSignals: count,
  freeSignals: count,
  premiumSignals: count,
  /**
   * Revenue in US dollars (USDT counted 1:1): completed payments, each counted
   * when it was approved (when it was paid, for rows from before approvals
   * were recorded). All time, this calendar month (UTC) and the last 30 days.
   */
  totalRevenue: money,
  revenueThisMonth: money,
  revenueLast30Days: money,
  /** Members with at least one completed payment, ever. */
  payingMembers: count,
  /** All-time revenue over the members who paid; null before anyone has. */
  averagePerPayingMember: money.nullable(),
  openTickets: count,
  pendingPayments: count,
  /** The last 12 months (UTC), oldest first; month as yyyy-MM; revenue in US dollars. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.number().nonnegative() })),
  /** The last 30 days, oldest first; date as yyyy-MM-dd (UTC). */
  newUsersByDay: z.array(z.object({ date: z.string(), count })),
  signalsByTypeAndPlan: z.array(z.object({ signalType: z.enum(SIGNAL_TYPES), free: count, premium: count })),
});
export type AdminStats = z.infer<typeof AdminStats>;

/**
 * Every action the server writes to the audit log, as `entity.verb`. The server's
 * audit recorder accepts only these, and the back office has a sentence for each.
 */
export const AUDIT_ACTIONS = [
  'signal.create',
  'signal.update',
  'signal.delete',
  /** A published signal deleted from the back office: kept as voided, with the admin's reason (issue 38). */
  'signal.void',
  /** A step of a signal's life recorded: a target hit, a moved stop, a note, or how it ended (issue 17). */
  'signal.event',
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'airdrop.create',
  'airdrop.update',
  'airdrop.activate',
  'airdrop.deactivate',
  'airdrop.delete',
  'user.update',
  'user.ban',
  'user.unban',
  'user.reset_password',
  'user.reset_2fa',
  'user.role',
  'ticket.status',
  'ticket.respond',
  'payment.approve',
  'payment.reject',
  /** A transfer to a member's deposit address credited from the chain (issue 22): the member is the actor. */
  'payment.chain_credit',
  /** A card payment that settled a month: the member is the actor (issue 41). */
  'payment.card',
  /** A claim of a transaction that pays a deposit address, failed by the chain watcher, which credits it (issue 38). */
  'payment.supersede',
  /** What a chain payment received above the price, refunded by an admin (issue 40). */
  'payment.excess_refunded',
  'notification.create',
  'notification.send',
  /** A notification to the members of a segment (issue 46): one entry, with the segment and how many it reached. */
  'notification.segment',
  'notification.delete',
  'setting.update',
  /** Plans and promo codes (issue 42); a repriced plan is a `plan.update` of the old row that names the new one. */
  'plan.create',
  'plan.update',
  'plan.deactivate',
  'promo.create',
  'promo.update',
  'promo.delete',
  /** Premium given without payment, for days, with a reason (issue 42). */
  'user.comp',
  'user.comp_requested',
  'user.comp_declined',
  'payment.first_approval',
  /** A member tied their Telegram account to theirs through the bot, or untied it (issue 43): the member is the actor. */
  'telegram.link',
  'telegram.unlink',
  /** Webhook sources and the draft desk (issue 44); a signal a source publishes is a `signal.create` by the source's maker. */
  'signal_source.create',
  'signal_source.delete',
  'signal_source.rotate_secret',
  'signal_draft.publish',
  'signal_draft.discard',
  /** Canned replies support inserts into a ticket's answer (issue 46). */
  'canned_reply.create',
  'canned_reply.update',
  'canned_reply.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is done to: the part of `entity.verb` before the dot. */
export type AuditKind = AuditAction extends `${infer Kind}.${string}` ? Kind : never;

/** The kind of an action (`payment` of `payment.approve`): what the audit screen filters by (issue 46). */
export function auditKindOf(action: AuditAction): AuditKind {
  return action.slice(0, action.indexOf('.')) as AuditKind;
}

/** Every kind of action, in the order the actions are listed. */
export const AUDIT_KINDS: readonly AuditKind[] = [...new Set(AUDIT_ACTIONS.map(auditKindOf))];

export const AuditEntry = z.object({
  id: Id,
  actorId: Id.nullable(),
  actorUsername: z.string().nullable(),
  /** What was done, as `entity.verb` (e.g. `payment.approve`). */
  action: z.string(),
  entityType: z.string(),
  entityId: Id.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;
