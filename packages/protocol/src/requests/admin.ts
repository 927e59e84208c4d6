import { z } from 'zod';
import { ADMIN_PAGE_MAX, NOTIFICATION_TYPES, PAYMENT_STATUSES, TICKET_STATUSES } from '../constants.js';
import { SETTING_KEYS } from '../settings.js';
import { email, flag, optionalImageUrl, optionalText, optionalUrl, optionalVideoUrl, queryInt, requiredUrl, textOfAtLeast, username } from './fields.js';

/** Paging and free-text search shared by every admin table. */
const paging = {
  search: z.string().trim().max(100, 'search is too long').optional(),
  page: queryInt(1, 1_000_000, 'page').optional(),
  pageSize: queryInt(1, ADMIN_PAGE_MAX, 'pageSize').optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

export const AdminUserListQuery = z.object({
  ...paging,
  role: z.enum(['all', 'admin', 'premium', 'free', 'banned']).optional(),
  sort: z.enum(['createdAt', 'username', 'email']).optional(),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuery>;

/** A PATCH: each field present is changed, each one left out keeps its value (an edit of the e-mail must not end a paid plan). */
export const AdminUserUpdateRequest = z
  .object({
    username: username(3).optional(),
    email: email('Please enter a valid email').optional(),
    isPremium: z.boolean({ error: 'Must be true or false' }).optional(),
    isAdmin: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: 'Send at least one field to change' });
export type AdminUserUpdateRequest = z.input<typeof AdminUserUpdateRequest>;

const adminNewPassword = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const ResetPasswordRequest = z.object({ password: adminNewPassword });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** The user-management dialog asks twice; the reset screen once. */
export const ResetPasswordForm = z
  .object({ newPassword: adminNewPassword, confirmPassword: adminNewPassword })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

export const NewsInput = z.object({
  title: textOfAtLeast(5, 'Title must be at least 5 characters', 200),
  content: textOfAtLeast(10, 'Content must be at least 10 characters', 20000),
  imageUrl: optionalImageUrl(),
  videoUrl: optionalVideoUrl(),
  externalUrl: optionalUrl(),
  isPublished: flag(true),
});
export type NewsInput = z.input<typeof NewsInput>;

export const NewsListQuery = z.object({ ...paging, state: z.enum(['all', 'published', 'draft']).optional() });
export type NewsListQuery = z.input<typeof NewsListQuery>;

export const AirdropInput = z.object({
  title: textOfAtLeast(3, 'Title must be at least 3 characters.', 200),
  description: textOfAtLeast(10, 'Description must be at least 10 characters.', 5000),
  projectName: textOfAtLeast(2, 'Project name must be at least 2 characters.', 100),
  tokenSymbol: z
    .string({ error: 'Token symbol is required.' })
    .trim()
    .min(1, 'Token symbol is required.')
    .max(20, 'Token symbol must be at most 20 characters.')
    .transform((v) => v.toUpperCase()),
  imageUrl: optionalImageUrl(),
  websiteUrl: optionalUrl('Please enter a valid URL.'),
  registrationUrl: requiredUrl('Please enter a valid URL.'),
  endDate: z.iso.datetime({ offset: true, error: 'End date is required.' }),
  value: z
    .number({ error: 'Value must be a positive number' })
    .nonnegative('Value must be a positive number')
    .max(1e12, 'Value is too large')
    .nullish()
    .transform((v) => v ?? null),
  isActive: flag(true),
});
export type AirdropInput = z.input<typeof AirdropInput>;

export const SettingsUpdateRequest = z.object({
  settings: z
    .array(
      z.object({
        key: z.enum(SETTING_KEYS as [string, ...string[]], { error: (issue) => `Unknown setting: ${String(issue.input)}` }),
        value: z.string({ error: 'Each setting value is a string' }).max(2000, 'A setting value is at most 2000 characters'),
      }),
      { error: 'settings must be a list of { key, value }' },
    )
    .min(1, 'Send at least one setting')
    .max(SETTING_KEYS.length, 'Too many settings'),
});
export type SettingsUpdateRequest = z.input<typeof SettingsUpdateRequest>;

export const PaymentListQuery = z.object({
  ...paging,
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(['all', 'crypto', 'card']).optional(),
  userId: queryInt(1, Number.MAX_SAFE_INTEGER, 'userId').optional(),
  sort: z.enum(['createdAt', 'amount', 'status']).optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuery>;

export const PaymentRejectRequest = z.object({
  reason: optionalText(500),
});
export type PaymentRejectRequest = z.input<typeof PaymentRejectRequest>;

export const TicketListQuery = z.object({
  ...paging,
  status: z.enum(TICKET_STATUSES).optional(),
  sort: z.enum(['createdAt', 'updatedAt', 'status']).optional(),
});
export type TicketListQuery = z.input<typeof TicketListQuery>;

export const AdminTicketResponseRequest = z.object({
  message: textOfAtLeast(5, 'Response must be at least 5 characters long'),
});
export type AdminTicketResponseRequest = z.input<typeof AdminTicketResponseRequest>;

export const TicketStatusRequest = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Status must be open, in_progress, waiting_for_user or closed' }),
});
export type TicketStatusRequest = z.input<typeof TicketStatusRequest>;

export const AdminNotificationListQuery = z.object({
  ...paging,
  type: z.enum(NOTIFICATION_TYPES).optional(),
  recipient: z.enum(['all', 'individual', 'everyone']).optional(),
});
export type AdminNotificationListQuery = z.input<typeof AdminNotificationListQuery>;

export const NotificationCreateRequest = z.object({
  title: textOfAtLeast(3, 'Title must be at least 3 characters', 200),
  message: textOfAtLeast(10, 'Message must be at least 10 characters', 2000),
  type: z.enum(NOTIFICATION_TYPES, { error: 'Notification type is required' }).default('info'),
  isImportant: flag(false),
  /** Real user ids; null or empty sends to everyone. */
  userIds: z
    .array(z.number().int().positive(), { error: 'userIds must be a list of user ids' })
    .max(1000, 'At most 1000 recipients at once')
    .nullish()
    .transform((v) => (v && v.length > 0 ? [...new Set(v)] : null)),
  sendInApp: flag(true),
  sendEmail: flag(false),
  sendSms: flag(false),
  /** To the browsers where recipients turned on push notifications. */
  sendPush: flag(false),
});
export type NotificationCreateRequest = z.input<typeof NotificationCreateRequest>;

export const UserSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type a name or an e-mail').max(100, 'search is too long'),
  limit: queryInt(1, 50, 'limit').optional(),
});
export type UserSearchQuery = z.input<typeof UserSearchQuery>;

export const AuditListQuery = z.object({
  ...paging,
  entityType: z.string().trim().max(40).optional(),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;
