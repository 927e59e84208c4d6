import { STAFF_ROLES, type RouteName, type ServerEventName, type StaffRole } from '@signals/protocol';

/**
 * What every caller may do with every route, written down as data and not
 * derived from the route table, so that a change of a route's access (or a
 * new route) has to be decided here too: the authorization matrix fails on
 * a route of the table that has no entry.
 */
export const ROLES = ['anonymous', 'free', 'premium', 'expiredPremium', 'banned', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who calls each route in the matrix: the member roles, and each of the six staff roles (issue 46) in place of
 * `admin`. `admin` in an expectation is what a staff member whose role holds the route's capability gets; a staff
 * role without it gets 403 `roleRequired`, as the route table's `staff` says (expectedFor in authorization.test.ts).
 */
export const CALLERS = [...ROLES.filter((role) => role !== 'admin'), ...STAFF_ROLES] as const;
export type Caller = Exclude<Role, 'admin'> | StaffRole;

/** `ok` is any 2xx; a number is the exact status a refusal (or a business rule) answers. */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409;
export type RoleOutcomes = Record<Role, Outcome>;

/**
 * One way of calling a route. `own` calls reach the caller's own rows;
 * `others` calls name another member's row (wallet, ticket, notification,
 * profile) and must reach nothing.
 */
export interface RouteCase {
  name: 'any' | 'own' | 'others' | 'premiumSignal' | 'freeSignal';
  expect: RoleOutcomes;
}

const outcomes = (overrides: Partial<RoleOutcomes>, base: RoleOutcomes): RoleOutcomes => ({ ...base, ...overrides });

/** Anyone, signed in or not; a banned member's cookie is dropped and they are served as a visitor. */
const open = (overrides: Partial<RoleOutcomes> = {}) =>
  outcomes(overrides, { anonymous: 'ok', free: 'ok', premium: 'ok', expiredPremium: 'ok', banned: 'ok', admin: 'ok' });
/** Any signed-in member who is not banned. */
const member = (overrides: Partial<RoleOutcomes> = {}) =>
  outcomes(overrides, { anonymous: 401, free: 'ok', premium: 'ok', expiredPremium: 'ok', banned: 403, admin: 'ok' });
/** Admins only. */
const admin = (): RoleOutcomes => ({ anonymous: 401, free: 403, premium: 403, expiredPremium: 403, banned: 403, admin: 'ok' });
/** Another member's row: not there, for every signed-in caller (admins included: these are member routes). */
const notTheirs = (status: 403 | 404 = 404) => member({ free: status, premium: status, expiredPremium: status, admin: status });
/** Premium only: what a member with running premium (or an admin) gets, and a refusal for the rest. */
const premiumDetail = () => member({ free: 403, expiredPremium: 403 });

/** A route whose answer does not depend on whose row it is: one case for every caller. */
const everyCaller = (expect: RoleOutcomes): RouteCase[] => [{ name: 'any', expect }];
const ownAndOthers = (others: RoleOutcomes = notTheirs()): RouteCase[] => [
  { name: 'own', expect: member() },
  { name: 'others', expect: others },
];

export const AUTHORIZATION_EXPECTATIONS: Record<RouteName, RouteCase[]> = {
  health: everyCaller(open()),
  publicSettings: everyCaller(open()),
  register: everyCaller(open()),
  login: everyCaller(open({ banned: 403 })),
  logout: everyCaller(open()),
  currentUser: everyCaller(member()),
  session: everyCaller(open()),

  listSignals: everyCaller(member()),
  listFreeSignals: everyCaller(member()),
  listPremiumSignals: everyCaller(member()),
  signalCounts: everyCaller(member()),
  signalWeek: everyCaller(member()),
  trackRecord: everyCaller(open()),
  trackRecordCsv: everyCaller(open()),
  signalLogKey: everyCaller(open()),
  signalLogHead: everyCaller(open()),
  signalLogHeads: everyCaller(open()),
  signalLogEntries: everyCaller(open()),
  signalLogProof: everyCaller(open()),
  signalLogConsistency: everyCaller(open()),
  getSignal: [
    { name: 'freeSignal', expect: member() },
    { name: 'premiumSignal', expect: premiumDetail() },
  ],
  // Every member reads a signal's life; its prices follow the access rule, so a premium signal's are null rather than refused.
  signalTimeline: [
    { name: 'freeSignal', expect: member() },
    { name: 'premiumSignal', expect: member() },
  ],
  getSignalFollow: everyCaller(member()),
  followSignal: everyCaller(member()),
  unfollowSignal: everyCaller(member()),
  createSignal: everyCaller(admin()),
  updateSignal: everyCaller(admin()),
  deleteSignal: everyCaller(admin()),

  listNews: everyCaller(member()),
  listAirdrops: everyCaller(member()),

  listNotifications: everyCaller(member()),
  unreadNotificationCount: everyCaller(member()),
  readNotification: ownAndOthers(),
  readAllNotifications: everyCaller(member()),

  updateProfile: ownAndOthers(notTheirs(403)),
  listWallets: everyCaller(member()),
  createWallet: everyCaller(member()),
  updateWallet: ownAndOthers(),
  deleteWallet: ownAndOthers(),
  setLanguage: everyCaller(member()),
  getNotificationPreferences: everyCaller(member()),
  setNotificationPreferences: everyCaller(member()),
  pushPublicKey: everyCaller(open()),
  addPushSubscription: everyCaller(member()),
  removePushSubscription: everyCaller(member()),
  changePassword: everyCaller(member()),

  twoFactorStatus: everyCaller(member()),
  twoFactorSetup: everyCaller(member()),
  twoFactorVerify: everyCaller(member()),
  twoFactorDisable: everyCaller(member()),
  twoFactorRecoveryCodes: everyCaller(member()),

  getSubscription: everyCaller(member()),
  // Only running premium can be cancelled: an admin holds none, and lapsed premium has already ended.
  cancelSubscription: everyCaller(member({ free: 409, expiredPremium: 409, admin: 409 })),
  // Paying while premium runs renews: the period is added at the end of the running one (issue 42).
  subscribeWithCard: everyCaller(member()),
  createPaymentIntent: everyCaller(member()),
  submitPayment: everyCaller(member()),
  listMyPayments: everyCaller(member()),
  // The hardening server runs without on-chain payments (no PAYMENT_XPUB): off, for every member alike.
  depositAddress: everyCaller(member({ free: 404, premium: 404, expiredPremium: 404, admin: 404 })),
  sendTestUsdt: everyCaller(member({ free: 404, premium: 404, expiredPremium: 404, admin: 404 })),

  contactSupport: everyCaller(member()),
  listMyTickets: everyCaller(member()),
  createTicket: everyCaller(member()),
  getMyTicket: ownAndOthers(),
  listTicketResponses: ownAndOthers(),
  replyToTicket: ownAndOthers(),

  adminStats: everyCaller(admin()),
  adminListUsers: everyCaller(admin()),
  adminSearchUsers: everyCaller(admin()),
  adminExportUsers: everyCaller(admin()),
  adminBulkUsers: everyCaller(admin()),
  adminUpdateUser: everyCaller(admin()),
  adminBanUser: everyCaller(admin()),
  adminUnbanUser: everyCaller(admin()),
  adminResetPassword: everyCaller(admin()),
  adminResetTwoFactor: everyCaller(admin()),
  // The call makes a fresh member `editor` (issue 46): the owner's alone.
  adminSetUserRole: everyCaller(admin()),
  adminListSignals: everyCaller(admin()),
  adminAddSignalEvent: everyCaller(admin()),
  adminListNews: everyCaller(admin()),
  adminCreateNews: everyCaller(admin()),
  adminUpdateNews: everyCaller(admin()),
  adminDeleteNews: everyCaller(admin()),
  adminToggleNews: everyCaller(admin()),
  adminListAirdrops: everyCaller(admin()),
  adminCreateAirdrop: everyCaller(admin()),
  adminUpdateAirdrop: everyCaller(admin()),
  adminToggleAirdrop: everyCaller(admin()),
  adminDeleteAirdrop: everyCaller(admin()),
  adminGetSettings: everyCaller(admin()),
  adminProviders: everyCaller(admin()),
  adminUpdateSettings: everyCaller(admin()),
  adminListPayments: everyCaller(admin()),
  // On-chain payments are off in this suite: the back office is told so, no one else is let in.
  adminChainActivity: everyCaller({ ...admin(), admin: 404 }),
  adminApprovePayment: everyCaller(admin()),
  adminRejectPayment: everyCaller(admin()),
  adminRefundPayment: everyCaller(admin()),
  adminListTickets: everyCaller(admin()),
  adminListTicketResponses: everyCaller(admin()),
  adminRespondToTicket: everyCaller(admin()),
  adminSetTicketStatus: everyCaller(admin()),
  // Replies that know the member (issue 46): support's, with the ticket's member context (their payments included).
  adminTicketContext: everyCaller(admin()),
  adminFillCannedReply: everyCaller(admin()),
  adminListCannedReplies: everyCaller(admin()),
  adminCreateCannedReply: everyCaller(admin()),
  adminUpdateCannedReply: everyCaller(admin()),
  adminDeleteCannedReply: everyCaller(admin()),
  adminListNotifications: everyCaller(admin()),
  adminCreateNotification: everyCaller(admin()),
  adminDeleteNotification: everyCaller(admin()),
  adminListAudit: everyCaller(admin()),

  // E-mail and SMS (issue 18: mail). This suite's server has neither SMTP_URL nor Twilio: password reset and texting a code
  // are off for everyone (403); the e-mail and SMS suites test them on. An unsubscribe link works for whoever holds it.
  requestPasswordReset: everyCaller(open({ anonymous: 403, free: 403, premium: 403, expiredPremium: 403, banned: 403, admin: 403 })),
  confirmPasswordReset: everyCaller(open({ anonymous: 403, free: 403, premium: 403, expiredPremium: 403, banned: 403, admin: 403 })),
  emailUnsubscribe: everyCaller(open()),
  emailResubscribe: everyCaller(open()),
  sendPhoneCode: everyCaller(member({ free: 403, premium: 403, expiredPremium: 403, admin: 403 })),
  // No code was sent: a 400 naming the code, for every member.
  confirmPhoneCode: everyCaller(member({ free: 400, premium: 400, expiredPremium: 400, admin: 400 })),
  // alerts (issue 18)
  getQuietHours: everyCaller(member()),
  setQuietHours: everyCaller(member()),
  // Verified addresses (issue 38). The factory's members have verified addresses and no change pending: a 409 for each.
  resendEmailVerification: everyCaller(member({ free: 409, premium: 409, expiredPremium: 409, admin: 409 })),
  resendEmailChange: everyCaller(member({ free: 409, premium: 409, expiredPremium: 409, admin: 409 })),
  cancelEmailChange: everyCaller(member({ free: 409, premium: 409, expiredPremium: 409, admin: 409 })),
  // A link anyone may open; the suite's token was never issued: a 400 naming it, for every caller.
  openEmailLink: everyCaller(open({ anonymous: 400, free: 400, premium: 400, expiredPremium: 400, banned: 400, admin: 400 })),
  undoEmailChange: everyCaller(open({ anonymous: 400, free: 400, premium: 400, expiredPremium: 400, banned: 400, admin: 400 })),
  // Plans, quotes, promo codes, trials, renewals (issue 42)
  listPlans: everyCaller(open()),
  createQuote: everyCaller(member()),
  // A trial is for whoever holds no premium: a running period answers 409.
  startTrial: everyCaller(member({ premium: 409 })),
  // A member's own settled payment; another member's is not there, except for an admin, who may read any receipt.
  paymentReceipt: ownAndOthers(member({ free: 404, premium: 404, expiredPremium: 404 })),
  adminListPlans: everyCaller(admin()),
  adminCreatePlan: everyCaller(admin()),
  adminUpdatePlan: everyCaller(admin()),
  adminDeactivatePlan: everyCaller(admin()),
  adminListPromoCodes: everyCaller(admin()),
  adminCreatePromoCode: everyCaller(admin()),
  adminUpdatePromoCode: everyCaller(admin()),
  adminDeletePromoCode: everyCaller(admin()),
  adminCompUser: everyCaller(admin()),
  // Two-person money (issue 46): a comp another staff member asked, approved or declined by the caller.
  adminListCompApprovals: everyCaller(admin()),
  adminApproveComp: everyCaller(admin()),
  adminDeclineComp: everyCaller(admin()),
  adminListCancellations: everyCaller(admin()),
  adminAnalytics: everyCaller(admin()),
  adminExportPayments: everyCaller(admin()),
  adminExportSubscriptions: everyCaller(admin()),
  // Telegram (issue 43). The authorization and malformed-input suites run a bot against the Bot API's stand-in; the
  // forgery suite runs none (a forged write is refused before any handler).
  telegramStatus: everyCaller(member()),
  linkTelegram: everyCaller(member()),
  unlinkTelegram: everyCaller(member()),
  adminTelegramStatus: everyCaller(admin()),
  // Signals in from webhooks, and the draft desk (issue 44); the hook itself is not a route of the table (its own tests).
  adminListSignalSources: everyCaller(admin()),
  adminCreateSignalSource: everyCaller(admin()),
  adminDeleteSignalSource: everyCaller(admin()),
  adminRotateSignalSourceSecret: everyCaller(admin()),
  adminListSignalDeliveries: everyCaller(admin()),
  adminListSignalDrafts: everyCaller(admin()),
  adminPublishSignalDraft: everyCaller(admin()),
  adminDiscardSignalDraft: everyCaller(admin()),
};

/**
 * The sockets of the live matrix: one per role that can hold one, a support agent (a staff role that reads tickets
 * and never payments, issue 46), plus `owner`, the member whose ticket and payment it is.
 */
export const SOCKET_ROLES = ['free', 'premium', 'expiredPremium', 'admin', 'support', 'owner'] as const;
export type SocketRole = (typeof SOCKET_ROLES)[number];

/** Who receives each server event, and in which shape for signals (`full` or `locked`). */
export type Delivery = 'full' | 'locked' | 'yes' | 'no';

const everyone = (): Record<SocketRole, Delivery> => ({ free: 'yes', premium: 'yes', expiredPremium: 'yes', admin: 'yes', support: 'yes', owner: 'yes' });
const nobody = (): Record<SocketRole, Delivery> => ({ free: 'no', premium: 'no', expiredPremium: 'no', admin: 'no', support: 'no', owner: 'no' });
/** Staff whose role reads it (`support`: whether a support agent does), and the member whose row it is (`owner`). */
const staffAnd = (support: Delivery, owner: Delivery): Record<SocketRole, Delivery> => ({ free: 'no', premium: 'no', expiredPremium: 'no', admin: 'yes', support, owner });
const premiumSignalShape = (): Record<SocketRole, Delivery> => ({ free: 'locked', premium: 'full', expiredPremium: 'locked', admin: 'full', support: 'full', owner: 'locked' });

/** DESIGN.md's "Live push" table, for a premium signal and for the owner's own ticket, payment and account. */
export const SOCKET_EXPECTATIONS: Record<ServerEventName, Record<SocketRole, Delivery>> = {
  'signal:created': premiumSignalShape(),
  'signal:updated': premiumSignalShape(),
  'signal:deleted': everyone(),
  // alerts (issue 18): a published signal's alert reaches every bell (the teaser to those without premium; the leak check reads it).
  'notification:created': everyone(),
  'ticket:created': staffAnd('yes', 'no'),
  'ticket:updated': staffAnd('yes', 'yes'),
  'ticket:response': staffAnd('yes', 'yes'),
  // Money is not a support agent's (issue 46).
  'payment:created': staffAnd('no', 'no'),
  'payment:updated': staffAnd('no', 'yes'),
  // From the chain watcher only, to a member paying on chain and to admins (workers/chainWatcher.test.ts): the
  // hardening server has none.
  'payment:deposit': nobody(),
  'chain:activity': nobody(),
  'user:updated': { ...nobody(), owner: 'yes' },
  'news:changed': everyone(),
  'airdrop:changed': everyone(),
  'user:created': staffAnd('yes', 'no'),
  'user:changed': staffAnd('yes', 'no'),
  'notification:sent': staffAnd('yes', 'no'),
  // issue 44: the draft desk, to the staff who publish only (a premium draft's trade included).
  'signal-draft:created': staffAnd('no', 'no'),
  'signal-draft:updated': staffAnd('no', 'no'),
  // alerts (issue 18): a deletion reaches the bells that could show it (here the owner's) besides the back office.
  'notification:deleted': staffAnd('yes', 'yes'),
  // Only to a member whose sessions another session or an admin ended: none of these sockets is.
  'session:ended': nobody(),
  // The figures are public; every open app refetches them.
  'track-record:changed': everyone(),
  // Public settings, the same for everyone (the price, the site's name): every open app shows the new ones.
  'settings:changed': everyone(),
  // Only as a server stops, to every socket it holds (realtime/restartNotice.test.ts): this one does not stop here.
  'server:restarting': nobody(),
  // Only to a socket that connects with `since` (realtime/catchUp.test.ts): these open without it.
  'live:caught-up': nobody(),
  // Only once comped premium above the approval threshold is asked (routes/admin/twoPersonMoney.test.ts): none here.
  'comp-approval:changed': nobody(),
};
