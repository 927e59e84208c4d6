/**
 * Where each endpoint lives and who may call it: the half of the route table
 * with no schemas, so the web client can call the API without shipping zod
 * schemas it never runs. `routes` in api.ts adds the schemas to these entries.
 */

import type { StaffCapability } from './staffRoles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, a signed-in user that is not banned, or an admin.
 * Finer rules (premium detail, ownership) are the server's policies.
 */
export type Access = 'public' | 'user' | 'admin';

/**
 * A route of the table. A staff route names the capability it needs (staffRoles.ts): a staff member whose role lacks
 * it is answered 403 `roleRequired`.
 */
export type Endpoint =
  | { method: HttpMethod; path: `/api/${string}`; access: 'public' | 'user'; staff?: never }
  | { method: HttpMethod; path: `/api/${string}`; access: 'admin'; staff: StaffCapability };

export const endpoints = {
  health: { method: 'GET', path: '/api/health', access: 'public' },
  publicSettings: { method: 'GET', path: '/api/settings/public', access: 'public' },
  register: { method: 'POST', path: '/api/register', access: 'public' },
  login: { method: 'POST', path: '/api/login', access: 'public' },
  logout: { method: 'POST', path: '/api/logout', access: 'public' },
  currentUser: { method: 'GET', path: '/api/user', access: 'user' },
  session: { method: 'GET', path: '/api/session', access: 'public' },
  listSignals: { method: 'GET', path: '/api/signals', access: 'user' },
  listFreeSignals: { method: 'GET', path: '/api/signals/free', access: 'user' },
  listPremiumSignals: { method: 'GET', path: '/api/signals/premium', access: 'user' },
  signalCounts: { method: 'GET', path: '/api/signals/counts', access: 'user' },
  signalWeek: { method: 'GET', path: '/api/signals/week', access: 'user' },
  getSignal: { method: 'GET', path: '/api/signals/:id', access: 'user' },
  signalTimeline: { method: 'GET', path: '/api/signals/:id/timeline', access: 'user' },
  getSignalFollow: { method: 'GET', path: '/api/signals/:id/follow', access: 'user' },
  followSignal: { method: 'PUT', path: '/api/signals/:id/follow', access: 'user' },
  unfollowSignal: { method: 'DELETE', path: '/api/signals/:id/follow', access: 'user' },
  trackRecord: { method: 'GET', path: '/api/track-record', access: 'public' },
  trackRecordCsv: { method: 'GET', path: '/api/track-record/signals.csv', access: 'public' },
  signalLogKey: { method: 'GET', path: '/api/track-record/log/key', access: 'public' },
  signalLogHead: { method: 'GET', path: '/api/track-record/log/head', access: 'public' },
  signalLogHeads: { method: 'GET', path: '/api/track-record/log/heads', access: 'public' },
  signalLogEntries: { method: 'GET', path: '/api/track-record/log/entries', access: 'public' },
  signalLogProof: { method: 'GET', path: '/api/track-record/log/proof', access: 'public' },
  signalLogConsistency: { method: 'GET', path: '/api/track-record/log/consistency', access: 'public' },
  createSignal: { method: 'POST', path: '/api/signals', access: 'admin', staff: 'content' },
  updateSignal: { method: 'PUT', path: '/api/signals/:id', access: 'admin', staff: 'content' },
  deleteSignal: { method: 'DELETE', path: '/api/signals/:id', access: 'admin', staff: 'content' },
  listNews: { method: 'GET', path: '/api/news', access: 'user' },
  listAirdrops: { method: 'GET', path: '/api/airdrops', access: 'user' },
  listNotifications: { method: 'GET', path: '/api/notifications', access: 'user' },
  unreadNotificationCount: { method: 'GET', path: '/api/notifications/unread-count', access: 'user' },
  readNotification: { method: 'POST', path: '/api/notifications/read/:id', access: 'user' },
  readAllNotifications: { method: 'POST', path: '/api/notifications/read-all', access: 'user' },
  updateProfile: { method: 'PATCH', path: '/api/users/:id', access: 'user' },
  listWallets: { method: 'GET', path: '/api/payment-methods', access: 'user' },
  createWallet: { method: 'POST', path: '/api/payment-methods', access: 'user' },
  updateWallet: { method: 'PATCH', path: '/api/payment-methods/:id', access: 'user' },
  deleteWallet: { method: 'DELETE', path: '/api/payment-methods/:id', access: 'user' },
  setLanguage: { method: 'POST', path: '/api/user/language', access: 'user' },
  getNotificationPreferences: { method: 'GET', path: '/api/user/notification-preferences', access: 'user' },
  setNotificationPreferences: { method: 'PUT', path: '/api/user/notification-preferences', access: 'user' },
  pushPublicKey: { method: 'GET', path: '/api/push/public-key', access: 'public' },
  addPushSubscription: { method: 'POST', path: '/api/user/push-subscriptions', access: 'user' },
  removePushSubscription: { method: 'DELETE', path: '/api/user/push-subscriptions', access: 'user' },
  changePassword: { method: 'POST', path: '/api/user/change-password', access: 'user' },
  twoFactorStatus: { method: 'GET', path: '/api/user/2fa-status', access: 'user' },
  twoFactorSetup: { method: 'POST', path: '/api/user/2fa-setup', access: 'user' },
  twoFactorVerify: { method: 'POST', path: '/api/user/2fa-verify', access: 'user' },
  twoFactorDisable: { method: 'POST', path: '/api/user/2fa-disable', access: 'user' },
  twoFactorRecoveryCodes: { method: 'POST', path: '/api/user/2fa-recovery-codes', access: 'user' },
  getSubscription: { method: 'GET', path: '/api/subscription', access: 'user' },
  cancelSubscription: { method: 'POST', path: '/api/subscription/cancel', access: 'user' },
  subscribeWithCard: { method: 'POST', path: '/api/subscribe', access: 'user' },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', access: 'user' },
  submitPayment: { method: 'POST', path: '/api/payment', access: 'user' },
  depositAddress: { method: 'GET', path: '/api/payment/deposit-address', access: 'user' },
  sendTestUsdt: { method: 'POST', path: '/api/payment/test-usdt', access: 'user' },
  listMyPayments: { method: 'GET', path: '/api/payments', access: 'user' },
  contactSupport: { method: 'POST', path: '/api/support/contact', access: 'user' },
  listMyTickets: { method: 'GET', path: '/api/user/tickets', access: 'user' },
  createTicket: { method: 'POST', path: '/api/user/tickets', access: 'user' },
  getMyTicket: { method: 'GET', path: '/api/user/tickets/:id', access: 'user' },
  listTicketResponses: { method: 'GET', path: '/api/user/tickets/:id/responses', access: 'user' },
  replyToTicket: { method: 'POST', path: '/api/user/tickets/:id/responses', access: 'user' },
  adminStats: { method: 'GET', path: '/api/admin/stats', access: 'admin', staff: 'dashboard' },
  adminListUsers: { method: 'GET', path: '/api/admin/users', access: 'admin', staff: 'readUsers' },
  adminSearchUsers: { method: 'GET', path: '/api/admin/users/search', access: 'admin', staff: 'readUsers' },
  // One segment everywhere (issue 46): the users CSV is an export (analytics); a bulk action needs, beyond the route's
  // capability, the one its action needs (comp: moveMoney, ban: manageUsers, notify: broadcasts), checked in the handler.
  adminExportUsers: { method: 'GET', path: '/api/admin/users.csv', access: 'admin', staff: 'analytics' },
  adminBulkUsers: { method: 'POST', path: '/api/admin/users/bulk', access: 'admin', staff: 'broadcasts' },
  adminUpdateUser: { method: 'PATCH', path: '/api/admin/users/:id', access: 'admin', staff: 'manageUsers' },
  adminBanUser: { method: 'POST', path: '/api/admin/users/:id/ban', access: 'admin', staff: 'manageUsers' },
  adminUnbanUser: { method: 'POST', path: '/api/admin/users/:id/unban', access: 'admin', staff: 'manageUsers' },
  adminResetPassword: { method: 'POST', path: '/api/admin/users/:id/reset-password', access: 'admin', staff: 'manageUsers' },
  adminSetUserRole: { method: 'PATCH', path: '/api/admin/users/:id/role', access: 'admin', staff: 'ownerOnly' },
  adminResetTwoFactor: { method: 'POST', path: '/api/admin/users/:id/reset-2fa', access: 'admin', staff: 'manageUsers' },
  adminListSignals: { method: 'GET', path: '/api/admin/signals', access: 'admin', staff: 'content' },
  adminAddSignalEvent: { method: 'POST', path: '/api/admin/signals/:id/events', access: 'admin', staff: 'content' },
  adminListNews: { method: 'GET', path: '/api/admin/news', access: 'admin', staff: 'content' },
  adminCreateNews: { method: 'POST', path: '/api/admin/news', access: 'admin', staff: 'content' },
  adminUpdateNews: { method: 'PUT', path: '/api/admin/news/:id', access: 'admin', staff: 'content' },
  adminDeleteNews: { method: 'DELETE', path: '/api/admin/news/:id', access: 'admin', staff: 'content' },
  adminToggleNews: { method: 'PATCH', path: '/api/admin/news/:id/toggle-publish', access: 'admin', staff: 'content' },
  adminListAirdrops: { method: 'GET', path: '/api/admin/airdrops', access: 'admin', staff: 'content' },
  adminCreateAirdrop: { method: 'POST', path: '/api/admin/airdrops', access: 'admin', staff: 'content' },
  adminUpdateAirdrop: { method: 'PUT', path: '/api/admin/airdrops/:id', access: 'admin', staff: 'content' },
  adminToggleAirdrop: { method: 'PATCH', path: '/api/admin/airdrops/:id/toggle-status', access: 'admin', staff: 'content' },
  adminDeleteAirdrop: { method: 'DELETE', path: '/api/admin/airdrops/:id', access: 'admin', staff: 'content' },
  adminGetSettings: { method: 'GET', path: '/api/admin/settings', access: 'admin', staff: 'dashboard' },
  adminProviders: { method: 'GET', path: '/api/admin/providers', access: 'admin', staff: 'dashboard' },
  adminUpdateSettings: { method: 'PUT', path: '/api/admin/settings', access: 'admin', staff: 'generalSettings' },
  adminListPayments: { method: 'GET', path: '/api/admin/payments', access: 'admin', staff: 'readMoney' },
  adminApprovePayment: { method: 'PUT', path: '/api/admin/payments/:id/approve', access: 'admin', staff: 'moveMoney' },
  adminRejectPayment: { method: 'PUT', path: '/api/admin/payments/:id/reject', access: 'admin', staff: 'moveMoney' },
  adminRefundPayment: { method: 'PUT', path: '/api/admin/payments/:id/refunded', access: 'admin', staff: 'moveMoney' },
  adminChainActivity: { method: 'GET', path: '/api/admin/payments/chain', access: 'admin', staff: 'readMoney' },
  adminListTickets: { method: 'GET', path: '/api/admin/tickets', access: 'admin', staff: 'support' },
  adminListTicketResponses: { method: 'GET', path: '/api/admin/tickets/:id/responses', access: 'admin', staff: 'support' },
  adminRespondToTicket: { method: 'POST', path: '/api/admin/tickets/:id/respond', access: 'admin', staff: 'support' },
  adminSetTicketStatus: { method: 'PATCH', path: '/api/admin/tickets/:id/status', access: 'admin', staff: 'support' },
  // Replies that know the member (issue 46, item 4)
  adminTicketContext: { method: 'GET', path: '/api/admin/tickets/:id/context', access: 'admin', staff: 'support' },
  adminFillCannedReply: { method: 'POST', path: '/api/admin/tickets/:id/canned-replies/:replyId/fill', access: 'admin', staff: 'support' },
  adminListCannedReplies: { method: 'GET', path: '/api/admin/canned-replies', access: 'admin', staff: 'support' },
  adminCreateCannedReply: { method: 'POST', path: '/api/admin/canned-replies', access: 'admin', staff: 'support' },
  adminUpdateCannedReply: { method: 'PUT', path: '/api/admin/canned-replies/:id', access: 'admin', staff: 'support' },
  adminDeleteCannedReply: { method: 'DELETE', path: '/api/admin/canned-replies/:id', access: 'admin', staff: 'support' },
  adminListNotifications: { method: 'GET', path: '/api/admin/notifications', access: 'admin', staff: 'support' },
  adminCreateNotification: { method: 'POST', path: '/api/admin/notifications', access: 'admin', staff: 'support' },
  adminDeleteNotification: { method: 'DELETE', path: '/api/admin/notifications/:id', access: 'admin', staff: 'support' },
  adminListAudit: { method: 'GET', path: '/api/admin/audit', access: 'admin', staff: 'readMoney' },
  // E-mail and SMS (issue 18: mail)
  requestPasswordReset: { method: 'POST', path: '/api/password-reset', access: 'public' },
  confirmPasswordReset: { method: 'POST', path: '/api/password-reset/confirm', access: 'public' },
  emailUnsubscribe: { method: 'POST', path: '/api/email/unsubscribe', access: 'public' },
  emailResubscribe: { method: 'POST', path: '/api/email/resubscribe', access: 'public' },
  sendPhoneCode: { method: 'POST', path: '/api/user/phone-verification', access: 'user' },
  confirmPhoneCode: { method: 'POST', path: '/api/user/phone-verification/confirm', access: 'user' },
  // alerts (issue 18): a member's quiet hours.
  getQuietHours: { method: 'GET', path: '/api/user/quiet-hours', access: 'user' },
  setQuietHours: { method: 'PUT', path: '/api/user/quiet-hours', access: 'user' },
  // Verified addresses and safe address changes (issue 38)
  resendEmailVerification: { method: 'POST', path: '/api/user/email-verification', access: 'user' },
  resendEmailChange: { method: 'POST', path: '/api/user/email-change/resend', access: 'user' },
  cancelEmailChange: { method: 'DELETE', path: '/api/user/email-change', access: 'user' },
  openEmailLink: { method: 'POST', path: '/api/email/verify', access: 'public' },
  undoEmailChange: { method: 'POST', path: '/api/email/undo-change', access: 'public' },
  // Plans, quotes, promo codes, trials, renewals (issue 42)
  listPlans: { method: 'GET', path: '/api/plans', access: 'public' },
  createQuote: { method: 'POST', path: '/api/payment/quote', access: 'user' },
  startTrial: { method: 'POST', path: '/api/subscription/trial', access: 'user' },
  paymentReceipt: { method: 'GET', path: '/api/payments/:id/receipt', access: 'user' },
  adminListPlans: { method: 'GET', path: '/api/admin/plans', access: 'admin', staff: 'readMoney' },
  adminCreatePlan: { method: 'POST', path: '/api/admin/plans', access: 'admin', staff: 'ownerOnly' },
  adminUpdatePlan: { method: 'PATCH', path: '/api/admin/plans/:id', access: 'admin', staff: 'ownerOnly' },
  adminDeactivatePlan: { method: 'POST', path: '/api/admin/plans/:id/deactivate', access: 'admin', staff: 'ownerOnly' },
  adminListPromoCodes: { method: 'GET', path: '/api/admin/promo-codes', access: 'admin', staff: 'moveMoney' },
  adminCreatePromoCode: { method: 'POST', path: '/api/admin/promo-codes', access: 'admin', staff: 'moveMoney' },
  adminUpdatePromoCode: { method: 'PUT', path: '/api/admin/promo-codes/:id', access: 'admin', staff: 'moveMoney' },
  adminDeletePromoCode: { method: 'DELETE', path: '/api/admin/promo-codes/:id', access: 'admin', staff: 'moveMoney' },
  adminCompUser: { method: 'POST', path: '/api/admin/users/:id/comp', access: 'admin', staff: 'moveMoney' },
  // Two-person money (issue 46): comped premium above the approval threshold waits for a second staff member.
  adminListCompApprovals: { method: 'GET', path: '/api/admin/comp-approvals', access: 'admin', staff: 'moveMoney' },
  adminApproveComp: { method: 'POST', path: '/api/admin/comp-approvals/:id/approve', access: 'admin', staff: 'moveMoney' },
  adminDeclineComp: { method: 'POST', path: '/api/admin/comp-approvals/:id/decline', access: 'admin', staff: 'moveMoney' },
  adminListCancellations: { method: 'GET', path: '/api/admin/cancellations', access: 'admin', staff: 'analytics' },
  adminAnalytics: { method: 'GET', path: '/api/admin/analytics', access: 'admin', staff: 'analytics' },
  adminExportPayments: { method: 'GET', path: '/api/admin/exports/payments.csv', access: 'admin', staff: 'analytics' },
  adminExportSubscriptions: { method: 'GET', path: '/api/admin/exports/subscriptions.csv', access: 'admin', staff: 'analytics' },
  // Telegram: a channel and a gate (issue 43)
  telegramStatus: { method: 'GET', path: '/api/user/telegram', access: 'user' },
  linkTelegram: { method: 'POST', path: '/api/user/telegram/link', access: 'user' },
  unlinkTelegram: { method: 'DELETE', path: '/api/user/telegram', access: 'user' },
  adminTelegramStatus: { method: 'GET', path: '/api/admin/telegram', access: 'admin', staff: 'ownerOnly' },
  // Signals in from webhooks, and the draft desk (issue 44); the hook itself (SIGNAL_HOOK_PATH) takes no session.
  adminListSignalSources: { method: 'GET', path: '/api/admin/signal-sources', access: 'admin', staff: 'content' },
  adminCreateSignalSource: { method: 'POST', path: '/api/admin/signal-sources', access: 'admin', staff: 'content' },
  adminDeleteSignalSource: { method: 'DELETE', path: '/api/admin/signal-sources/:id', access: 'admin', staff: 'content' },
  adminRotateSignalSourceSecret: { method: 'POST', path: '/api/admin/signal-sources/:id/rotate-secret', access: 'admin', staff: 'content' },
  adminListSignalDeliveries: { method: 'GET', path: '/api/admin/signal-sources/:id/deliveries', access: 'admin', staff: 'content' },
  adminListSignalDrafts: { method: 'GET', path: '/api/admin/signal-drafts', access: 'admin', staff: 'content' },
  adminPublishSignalDraft: { method: 'POST', path: '/api/admin/signal-drafts/:id/publish', access: 'admin', staff: 'content' },
  adminDiscardSignalDraft: { method: 'POST', path: '/api/admin/signal-drafts/:id/discard', access: 'admin', staff: 'content' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fill `:name` segments of a route path. */
export function routePath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
