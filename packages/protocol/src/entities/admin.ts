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

export const AdminStats = z.object({
  totalUsers: count,
  premiumUsers: count,
  totalSignals: count,
  activeSignals: count,
  freeSignals: count,
  premiumSignals: count,
  /** Sum of completed payments, in USDT. */
  totalRevenue: z.number().nonnegative(),
  openTickets: count,
  pendingPayments: count,
  /** The last 12 months, oldest first; month as yyyy-MM. */
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
  'ticket.status',
  'ticket.respond',
  'payment.approve',
  'payment.reject',
  'notification.create',
  'notification.send',
  'notification.delete',
  'setting.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
