import { z } from 'zod';
import { ADMIN_PAGE_MAX, NOTIFICATION_TYPES, PAYMENT_STATUSES, TICKET_STATUSES } from '../constants.js';
import { SETTING_KEYS } from '../settings.js';
import { AUDIT_KINDS, type AuditKind } from '../entities/admin.js';
import { textRef } from '../text.js';
import { ROLE_CHOICES } from '../staffRoles.js';
import { Segment, SegmentParam } from './segment.js';
import { email, flag, optionalImageUrl, optionalText, optionalUrl, optionalVideoUrl, queryInt, requiredUrl, textOfAtLeast, username } from './fields.js';

/** Paging and free-text search shared by every admin table. */
const paging = {
  search: z.string().trim().max(100, textRef('validation.query.tooLong', { name: 'search' })).optional(),
  page: queryInt(1, 1_000_000, 'page').optional(),
  pageSize: queryInt(1, ADMIN_PAGE_MAX, 'pageSize').optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

export const AdminUserListQuery = z.object({
  ...paging,
  role: z.enum(['all', 'admin', 'premium', 'free', 'banned']).optional(),
  sort: z.enum(['createdAt', 'username', 'email']).optional(),
  /** A member filter (issue 46), as URL-encoded JSON: combined with the search and the role filter. */
  segment: SegmentParam.optional(),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuery>;

/** A PATCH: each field present is changed, each one left out keeps its value (an edit of the e-mail must not end a paid plan). */
export const AdminUserUpdateRequest = z
  .object({
    username: username(3).optional(),
    email: email(textRef('validation.email.invalid')).optional(),
    isPremium: z.boolean({ error: textRef('validation.common.notBoolean') }).optional(),
    isAdmin: z.boolean({ error: textRef('validation.common.notBoolean') }).optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: textRef('validation.admin.noChanges') });
export type AdminUserUpdateRequest = z.input<typeof AdminUserUpdateRequest>;

/** The owner's choice of a user's role (issue 46); `member` takes a staff account off the staff. */
export const UserRoleRequest = z.object({ role: z.enum(ROLE_CHOICES, { error: textRef('validation.admin.role') }) });
export type UserRoleRequest = z.input<typeof UserRoleRequest>;

const adminNewPassword = z
  .string({ error: textRef('validation.password.tooShort', { min: 8 }) })
  .min(8, textRef('validation.password.tooShort', { min: 8 }))
  .max(128, textRef('validation.password.tooLong', { max: 128 }));

export const ResetPasswordRequest = z.object({ password: adminNewPassword });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** The user-management dialog asks twice; the reset screen once. */
export const ResetPasswordForm = z
  .object({ newPassword: adminNewPassword, confirmPassword: adminNewPassword })
  .refine((v) => v.newPassword === v.confirmPassword, { message: textRef('validation.password.mismatch'), path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

export const NewsInput = z.object({
  title: textOfAtLeast(5, textRef('validation.news.titleTooShort', { min: 5 }), 200),
  content: textOfAtLeast(10, textRef('validation.news.contentTooShort', { min: 10 }), 20000),
  imageUrl: optionalImageUrl(),
  videoUrl: optionalVideoUrl(),
  externalUrl: optionalUrl(),
  isPublished: flag(true),
});
export type NewsInput = z.input<typeof NewsInput>;

export const NewsListQuery = z.object({ ...paging, state: z.enum(['all', 'published', 'draft']).optional() });
export type NewsListQuery = z.input<typeof NewsListQuery>;

export const AirdropInput = z.object({
  title: textOfAtLeast(3, textRef('validation.airdrop.titleTooShort', { min: 3 }), 200),
  description: textOfAtLeast(10, textRef('validation.airdrop.descriptionTooShort', { min: 10 }), 5000),
  projectName: textOfAtLeast(2, textRef('validation.airdrop.projectNameTooShort', { min: 2 }), 100),
  tokenSymbol: z
    .string({ error: textRef('validation.airdrop.tokenSymbolRequired') })
    .trim()
    .min(1, textRef('validation.airdrop.tokenSymbolRequired'))
    .max(20, textRef('validation.airdrop.tokenSymbolTooLong', { max: 20 }))
    .transform((v) => v.toUpperCase()),
  imageUrl: optionalImageUrl(),
  websiteUrl: optionalUrl(textRef('validation.airdrop.invalidUrl')),
  registrationUrl: requiredUrl(textRef('validation.airdrop.invalidUrl')),
  endDate: z.iso.datetime({ offset: true, error: textRef('validation.airdrop.endDateRequired') }),
  value: z
    .number({ error: textRef('validation.airdrop.valueNotPositive') })
    .nonnegative(textRef('validation.airdrop.valueNotPositive'))
    .max(1e12, textRef('validation.airdrop.valueTooLarge'))
    .nullish()
    .transform((v) => v ?? null),
  isActive: flag(true),
});
export type AirdropInput = z.input<typeof AirdropInput>;

export const SettingsUpdateRequest = z.object({
  settings: z
    .array(
      z.object({
        key: z.enum(SETTING_KEYS as [string, ...string[]], { error: (issue) => textRef('validation.settings.unknown', { key: String(issue.input) }) }),
        value: z.string({ error: textRef('validation.settings.valueNotText') }).max(2000, textRef('validation.settings.valueTooLong', { max: 2000 })),
      }),
      { error: textRef('validation.settings.notAList', { name: 'settings' }) },
    )
    .min(1, textRef('validation.settings.empty'))
    .max(SETTING_KEYS.length, textRef('validation.settings.tooMany')),
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
  message: textOfAtLeast(5, textRef('validation.ticket.adminResponseTooShort', { min: 5 })),
});
export type AdminTicketResponseRequest = z.input<typeof AdminTicketResponseRequest>;

export const TicketStatusRequest = z.object({
  status: z.enum(TICKET_STATUSES, { error: textRef('validation.ticket.status') }),
});
export type TicketStatusRequest = z.input<typeof TicketStatusRequest>;

export const AdminNotificationListQuery = z.object({
  ...paging,
  type: z.enum(NOTIFICATION_TYPES).optional(),
  recipient: z.enum(['all', 'individual', 'everyone']).optional(),
});
export type AdminNotificationListQuery = z.input<typeof AdminNotificationListQuery>;

export const NotificationCreateRequest = z
  .object({
    title: textOfAtLeast(3, textRef('validation.notification.titleTooShort', { min: 3 }), 200),
    message: textOfAtLeast(10, textRef('validation.notification.messageTooShort', { min: 10 }), 2000),
    type: z.enum(NOTIFICATION_TYPES, { error: textRef('validation.notification.typeRequired') }).default('info'),
    isImportant: flag(false),
    /** Real user ids; null or empty sends to everyone. */
    userIds: z
      .array(z.number().int().positive(), { error: textRef('validation.notification.userIdsNotList', { name: 'userIds' }) })
      .max(1000, textRef('validation.notification.tooManyRecipients', { max: 1000 }))
      .nullish()
      .transform((v) => (v && v.length > 0 ? [...new Set(v)] : null)),
    sendInApp: flag(true),
    sendEmail: flag(false),
    sendSms: flag(false),
    /** To the browsers where recipients turned on push notifications. */
    sendPush: flag(false),
    /** To exactly the members of a segment (issue 46): a broadcast, in place of `userIds`. */
    segment: Segment.optional(),
  })
  // A segment is the audience itself: with recipients as well, which one was meant is a guess.
  .refine((request) => !request.segment || !request.userIds, { path: ['segment'], message: textRef('validation.segment.notWithRecipients') });
export type NotificationCreateRequest = z.input<typeof NotificationCreateRequest>;

export const UserSearchQuery = z.object({
  q: z.string().trim().min(1, textRef('validation.admin.userSearchEmpty')).max(100, textRef('validation.query.tooLong', { name: 'search' })),
  limit: queryInt(1, 50, 'limit').optional(),
});
export type UserSearchQuery = z.input<typeof UserSearchQuery>;

export const AuditListQuery = z.object({
  ...paging,
  entityType: z.string().trim().max(40).optional(),
  /** The staff member who acted (issue 46). */
  actorId: queryInt(1, Number.MAX_SAFE_INTEGER, 'actorId').optional(),
  /** The kind of action: its prefix, `payment` for `payment.approve` and the rest. */
  kind: z.enum(AUDIT_KINDS as [AuditKind, ...AuditKind[]], { error: textRef('validation.query.auditKind', { name: 'kind' }) }).optional(),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;
