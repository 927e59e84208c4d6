import { z } from 'zod';
import { endpoints } from './endpoints.js';
import { AdminStats, AuditEntry, ProviderStatus, Setting } from './entities/admin.js';
import { AdminChainActivity, Payment } from './entities/billing.js';
import { Ok, pageOf } from './entities/common.js';
import { Airdrop, News } from './entities/content.js';
import { AdminNotification } from './entities/notification.js';
import { FullSignal, SignalEventRecorded } from './entities/signal.js';
import { Ticket, TicketResponse } from './entities/support.js';
import { AdminUser, UserSummary } from './entities/user.js';
import { CannedReply, FilledCannedReply, TicketMemberContext } from './entities/cannedReplies.js';
import { CannedReplyInput, TicketReplyParams } from './requests/cannedReplies.js';
import {
  AdminNotificationListQuery,
  AdminTicketResponseRequest,
  AdminUserListQuery,
  AdminUserUpdateRequest,
  AirdropInput,
  AuditListQuery,
  NewsInput,
  NewsListQuery,
  NotificationCreateRequest,
  PaymentListQuery,
  PaymentRejectRequest,
  ResetPasswordRequest,
  SettingsUpdateRequest,
  TicketListQuery,
  TicketStatusRequest,
  UserRoleRequest,
  UserSearchQuery,
} from './requests/admin.js';
import { UserExportQuery } from './requests/segment.js';
import { BulkUserActionRequest, BulkUserActionResult } from './requests/bulkUsers.js';
import { IdParams } from './requests/lists.js';
import { AdminSignalListQuery, SignalEventRequest } from './requests/signals.js';
import { route } from './routeSpec.js';

const PaymentPage = pageOf(Payment).extend({
  summary: z.object({
    total: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    revenue: z.number().nonnegative(),
  }),
});

/**
 * The back office's own screens, from the dashboard to the canned replies: statistics, users, signals and content,
 * settings, payments, tickets, notifications and the audit log. Each names the staff capability it needs
 * (staffRoles.ts). Part of the one route table, `routes` in api.ts, where the routes of a feature with a member side
 * too (plans, Telegram, webhooks) stay beside it.
 */
export const adminRoutes = {
  // Admin: statistics and users
  adminStats: route({ ...endpoints.adminStats, summary: 'Dashboard figures and chart series', response: AdminStats }),
  adminListUsers: route({ ...endpoints.adminListUsers, summary: 'Users, searched and paged', query: AdminUserListQuery, response: pageOf(AdminUser) }),
  adminSearchUsers: route({ ...endpoints.adminSearchUsers, summary: 'Find users by username or e-mail', query: UserSearchQuery, response: z.array(UserSummary) }),
  adminExportUsers: route({ ...endpoints.adminExportUsers, produces: 'text/csv', summary: 'The members of a segment (every member without one), as CSV', query: UserExportQuery, response: z.string() }),
  adminBulkUsers: route({
    ...endpoints.adminBulkUsers,
    writes: true,
    summary: 'Comp, notify or ban every member of a segment (staff are never banned); how many it matched and reached',
    body: BulkUserActionRequest,
    response: BulkUserActionResult,
  }),
  adminUpdateUser: route({ ...endpoints.adminUpdateUser, writes: true, summary: 'Edit a user', params: IdParams, body: AdminUserUpdateRequest, response: AdminUser }),
  adminSetUserRole: route({
    ...endpoints.adminSetUserRole,
    writes: true,
    summary: "Give a user a staff role, or take it away with `member` (owner only; the last owner keeps theirs)",
    params: IdParams,
    body: UserRoleRequest,
    response: AdminUser,
  }),
  adminBanUser: route({ ...endpoints.adminBanUser, writes: true, summary: 'Ban a user (never an admin)', params: IdParams, response: AdminUser }),
  adminUnbanUser: route({ ...endpoints.adminUnbanUser, writes: true, summary: 'Lift a ban', params: IdParams, response: AdminUser }),
  adminResetTwoFactor: route({ ...endpoints.adminResetTwoFactor, writes: true, summary: "Clear a user's two-factor; their sessions end", params: IdParams, response: AdminUser }),
  adminResetPassword: route({ ...endpoints.adminResetPassword, writes: true, summary: "Set a user's password; their sessions end", params: IdParams, body: ResetPasswordRequest, response: Ok }),

  // Admin: signals, news, airdrops
  adminListSignals: route({ ...endpoints.adminListSignals, summary: 'Signals, searched, filtered, sorted and paged', query: AdminSignalListQuery, response: pageOf(FullSignal) }),
  adminAddSignalEvent: route({ ...endpoints.adminAddSignalEvent, writes: true, summary: "Record a step of a signal's life: a target hit, a moved stop, a note, or how it ended", params: IdParams, body: SignalEventRequest, response: SignalEventRecorded, status: 201 }),
  adminListNews: route({ ...endpoints.adminListNews, summary: 'All news, drafts included', query: NewsListQuery, response: z.array(News) }),
  adminCreateNews: route({ ...endpoints.adminCreateNews, writes: true, summary: 'Write a news item', body: NewsInput, response: News, status: 201 }),
  adminUpdateNews: route({ ...endpoints.adminUpdateNews, writes: true, summary: 'Replace a news item', params: IdParams, body: NewsInput, response: News }),
  adminDeleteNews: route({ ...endpoints.adminDeleteNews, writes: true, summary: 'Delete a news item', params: IdParams, response: Ok }),
  adminToggleNews: route({ ...endpoints.adminToggleNews, writes: true, summary: 'Publish or unpublish', params: IdParams, response: News }),
  adminListAirdrops: route({ ...endpoints.adminListAirdrops, summary: 'All airdrops', response: z.array(Airdrop) }),
  adminCreateAirdrop: route({ ...endpoints.adminCreateAirdrop, writes: true, summary: 'Add an airdrop', body: AirdropInput, response: Airdrop, status: 201 }),
  adminUpdateAirdrop: route({ ...endpoints.adminUpdateAirdrop, writes: true, summary: 'Replace an airdrop', params: IdParams, body: AirdropInput, response: Airdrop }),
  adminToggleAirdrop: route({ ...endpoints.adminToggleAirdrop, writes: true, summary: 'Activate or deactivate', params: IdParams, response: Airdrop }),
  adminDeleteAirdrop: route({ ...endpoints.adminDeleteAirdrop, writes: true, summary: 'Delete an airdrop', params: IdParams, response: Ok }),

  // Admin: settings, payments, tickets, notifications, audit
  adminGetSettings: route({ ...endpoints.adminGetSettings, summary: 'Every system setting', response: z.array(Setting) }),
  adminProviders: route({ ...endpoints.adminProviders, summary: 'Which outside providers (e-mail, SMS, card, chain) the server is configured with', response: ProviderStatus }),
  adminUpdateSettings: route({ ...endpoints.adminUpdateSettings, writes: true, summary: 'Save some settings', body: SettingsUpdateRequest, response: z.array(Setting) }),
  adminListPayments: route({ ...endpoints.adminListPayments, summary: 'Payments with payer, filtered and paged, and the summary cards', query: PaymentListQuery, response: PaymentPage }),
  adminApprovePayment: route({ ...endpoints.adminApprovePayment, writes: true, summary: 'Approve a pending payment: premium for a month', params: IdParams, response: Payment }),
  adminChainActivity: route({ ...endpoints.adminChainActivity, summary: 'The chain watcher and the latest transfers to deposit addresses; 404 when on-chain payments are off', response: AdminChainActivity }),
  adminRejectPayment: route({ ...endpoints.adminRejectPayment, writes: true, summary: 'Reject a pending payment', params: IdParams, body: PaymentRejectRequest, response: Payment }),
  adminRefundPayment: route({
    ...endpoints.adminRefundPayment,
    writes: true,
    summary: 'Record that what a chain payment received above the price was refunded to the payer',
    params: IdParams,
    response: Payment,
  }),
  adminListTickets: route({ ...endpoints.adminListTickets, summary: 'Tickets with owner, filtered and paged', query: TicketListQuery, response: pageOf(Ticket) }),
  adminListTicketResponses: route({ ...endpoints.adminListTicketResponses, summary: 'The conversation of a ticket', params: IdParams, response: z.array(TicketResponse) }),
  adminRespondToTicket: route({ ...endpoints.adminRespondToTicket, writes: true, summary: 'Answer a ticket', params: IdParams, body: AdminTicketResponseRequest, response: TicketResponse, status: 201 }),
  adminSetTicketStatus: route({ ...endpoints.adminSetTicketStatus, writes: true, summary: 'Set a ticket status', params: IdParams, body: TicketStatusRequest, response: Ticket }),
  // Replies that know the member (issue 46, item 4)
  adminTicketContext: route({
    ...endpoints.adminTicketContext,
    summary: "Who wrote the ticket: plan and premium end, last payments, language, two-factor, Telegram, other tickets",
    params: IdParams,
    response: TicketMemberContext,
  }),
  adminFillCannedReply: route({
    ...endpoints.adminFillCannedReply,
    // Writes: filling {{depositAddress}} hands the member their deposit address if they have none yet (as their payment screen would).
    writes: true,
    summary: "A canned reply filled for the ticket's member, to read and edit before sending; says which variables came out empty and why",
    params: TicketReplyParams,
    response: FilledCannedReply,
  }),
  adminListCannedReplies: route({ ...endpoints.adminListCannedReplies, summary: 'Every canned reply, by language and title', response: z.array(CannedReply) }),
  adminCreateCannedReply: route({ ...endpoints.adminCreateCannedReply, writes: true, summary: 'Write a canned reply (an unknown {{variable}} is refused)', body: CannedReplyInput, response: CannedReply, status: 201 }),
  adminUpdateCannedReply: route({ ...endpoints.adminUpdateCannedReply, writes: true, summary: 'Replace a canned reply', params: IdParams, body: CannedReplyInput, response: CannedReply }),
  adminDeleteCannedReply: route({ ...endpoints.adminDeleteCannedReply, writes: true, summary: 'Delete a canned reply', params: IdParams, response: Ok }),
  adminListNotifications: route({ ...endpoints.adminListNotifications, summary: 'Sent notifications, searched and paged', query: AdminNotificationListQuery, response: pageOf(AdminNotification) }),
  adminCreateNotification: route({ ...endpoints.adminCreateNotification, writes: true, summary: 'Send a notification to users or everyone', body: NotificationCreateRequest, response: z.array(AdminNotification), status: 201 }),
  adminDeleteNotification: route({ ...endpoints.adminDeleteNotification, writes: true, summary: 'Delete a notification', params: IdParams, response: Ok }),
  adminListAudit: route({ ...endpoints.adminListAudit, summary: 'Admin actions, newest first', query: AuditListQuery, response: pageOf(AuditEntry) }),
};
