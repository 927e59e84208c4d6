import { z } from 'zod';
import { SESSION_END_REASONS } from './messages.js';
import { endpoints } from './endpoints.js';
import {
  DepositAddress,
  TestUsdtSent,
  Payment,
  PaymentIntent,
  PublicSettings,
  Subscription,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
  Wallet,
} from './entities/billing.js';
import { Ok } from './entities/common.js';
import { Airdrop, News } from './entities/content.js';
import { PushPublicKey, PushSubscriptionRequest, PushSubscriptionState, PushUnsubscribeRequest } from './alerts/push.js';
import { BellState, Notification, NotificationPreferences, UnreadCount } from './entities/notification.js';
import { QuietHoursSetting } from './entities/notification.js';
import { FullSignal, Signal, SignalCounts, SignalFollow, SignalRemoved, SignalTimelineEvent, SignalWeek, TrackRecord } from './entities/signal.js';
import { Ticket, TicketResponse } from './entities/support.js';
import { Cancellation, Plan, PromoCode, Quote, RevenueAnalytics, TrialStarted } from './entities/plans.js';
import { AnalyticsQuery, CancelRequest, CompRequest, PlanInput, PlanUpdate, PromoCodeInput, QuoteRequest, TrialRequest } from './requests/plans.js';
import { AdminTelegramStatus, TelegramLink, TelegramStatus } from './entities/telegram.js';
import { AdminUser, User } from './entities/user.js';
import {
  SignalLogConsistency,
  SignalLogConsistencyQuery,
  SignalLogEntriesQuery,
  SignalLogEntry,
  SignalLogHead,
  SignalLogHeadListed,
  SignalLogHeadsQuery,
  SignalLogKey,
  SignalLogProof,
  SignalLogProofQuery,
} from './entities/signalLog.js';
import { CompApproval, CompResult } from './entities/compApprovals.js';
import { SignalDelivery, SignalDraft, SignalSource, SignalSourceCreated, SignalSourceSecret } from './entities/signalSources.js';
import { DraftPublishRequest, SignalSourceInput } from './requests/signalSources.js';
import { EmailSubscriptionState, EmailUnsubscribeQuery, PasswordResetConfirm, PasswordResetRequest, PasswordResetRequested } from './requests/passwordReset.js';
import { PhoneCodeRequest, PhoneCodeSent } from './requests/phoneVerification.js';
import { EmailChangeUndone, EmailChangeUndoRequest, EmailLinkOpened, EmailLinkRequest } from './requests/emailAddress.js';
import {
  ChangePasswordRequest,
  LanguageRequest,
  NotificationPreferencesRequest,
  ProfileUpdateRequest,
  TwoFactorCodeRequest,
  TwoFactorProofRequest,
  TwoFactorSetupRequest,
  WalletRequest,
} from './requests/account.js';
import { LoginRequest, RegisterRequest } from './requests/auth.js';
import { CursorQuery, IdParams } from './requests/lists.js';
import { CryptoPaymentRequest, PaymentIntentRequest, TestUsdtRequest } from './requests/payment.js';
import { SignalInput, SignalListQuery, SignalRemovalRequest, TrackRecordQuery } from './requests/signals.js';
import { ContactRequest, NewTicketRequest, TicketReplyRequest } from './requests/support.js';


import { route, type RouteSpec } from './routeSpec.js';
import { adminRoutes } from './adminRoutes.js';

export type { RouteSpec } from './routeSpec.js';

const SignalList = z.array(Signal);
const SubscriptionChange = z.object({ user: User, subscription: Subscription.nullable() });

/** Every endpoint of the API. The server mounts these, the web client calls them, tests walk them. */
export const routes = {
  // Health and public settings
  health: route({ ...endpoints.health, summary: 'Liveness and readiness', response: z.object({ ok: z.literal(true), version: z.string() }) }),
  publicSettings: route({ ...endpoints.publicSettings, summary: 'What the user side shows of the system settings', response: PublicSettings }),

  // Sign-in
  register: route({ ...endpoints.register, writes: true, summary: 'Create an account and sign in', body: RegisterRequest, response: User, status: 201 }),
  login: route({ ...endpoints.login, summary: 'Sign in (with the TOTP code, or a recovery code, once two-factor is on)', body: LoginRequest, response: User }),
  logout: route({ ...endpoints.logout, summary: 'End this session', response: Ok }),
  currentUser: route({ ...endpoints.currentUser, summary: 'The signed-in user; 401 when nobody is', response: User }),
  /** The web app's start-up check: a visitor is a normal answer here, not an error the browser logs. */
  session: route({
    ...endpoints.session,
    summary: 'Who is signed in, or null (and why a session that was signed in was ended)',
    // endedReason: this browser's session was ended by the server (a ban, a reset, a change of password or two-factor
    // elsewhere), so the sign-in screen can say why even when the live channel could not.
    response: z.object({ user: User.nullable(), endedReason: z.enum(SESSION_END_REASONS).optional() }),
  }),

  // Signals
  listSignals: route({ ...endpoints.listSignals, summary: 'All signals, newest first', query: SignalListQuery, response: SignalList }),
  listFreeSignals: route({ ...endpoints.listFreeSignals, summary: 'Free signals, newest first', query: SignalListQuery, response: SignalList }),
  listPremiumSignals: route({ ...endpoints.listPremiumSignals, summary: 'Premium signals (locked for non-premium viewers)', query: SignalListQuery, response: SignalList }),
  signalCounts: route({ ...endpoints.signalCounts, summary: 'Active signals per type', response: SignalCounts }),
  signalWeek: route({ ...endpoints.signalWeek, summary: 'Signals published in the last 7 days: counts and average target profit, per type', response: SignalWeek }),
  getSignal: route({ ...endpoints.getSignal, writes: true, summary: 'One signal; 403 for a premium one without premium. Opening an open one follows it', params: IdParams, response: Signal }),
  signalTimeline: route({ ...endpoints.signalTimeline, summary: "A signal's life in order; prices follow the signal's access rule while it is open", params: IdParams, response: z.array(SignalTimelineEvent) }),
  getSignalFollow: route({ ...endpoints.getSignalFollow, summary: 'Whether the member is told when this signal closes', params: IdParams, response: SignalFollow }),
  followSignal: route({ ...endpoints.followSignal, writes: true, summary: 'Be told when this signal closes', params: IdParams, response: SignalFollow }),
  unfollowSignal: route({ ...endpoints.unfollowSignal, writes: true, summary: 'Stop being told when this signal closes', params: IdParams, response: SignalFollow }),
  trackRecord: route({ ...endpoints.trackRecord, summary: "The track record computed from the signals' outcomes", query: TrackRecordQuery, response: TrackRecord }),
  trackRecordCsv: route({ ...endpoints.trackRecordCsv, produces: 'text/csv', summary: 'The closed signals behind the track record, as CSV', query: TrackRecordQuery, response: z.string() }),
  signalLogKey: route({ ...endpoints.signalLogKey, summary: "The Ed25519 key that signs the signal log's heads", response: SignalLogKey }),
  signalLogHead: route({ ...endpoints.signalLogHead, summary: 'The latest signed head of the signal log', response: SignalLogHead }),
  signalLogHeads: route({ ...endpoints.signalLogHeads, summary: 'Past signed heads, newest first, with where each was witnessed', query: SignalLogHeadsQuery, response: z.array(SignalLogHeadListed) }),
  signalLogEntries: route({ ...endpoints.signalLogEntries, summary: 'Leaves [start, end) of the signal log, with the reveals of ended premium signals', query: SignalLogEntriesQuery, response: z.array(SignalLogEntry) }),
  signalLogProof: route({ ...endpoints.signalLogProof, summary: 'The inclusion proof of a leaf in the tree of a given size (RFC 9162)', query: SignalLogProofQuery, response: SignalLogProof }),
  signalLogConsistency: route({ ...endpoints.signalLogConsistency, summary: 'The consistency proof between two tree sizes (RFC 9162)', query: SignalLogConsistencyQuery, response: SignalLogConsistency }),
  createSignal: route({ ...endpoints.createSignal, writes: true, summary: 'Publish a signal', body: SignalInput, response: FullSignal, status: 201 }),
  updateSignal: route({ ...endpoints.updateSignal, writes: true, summary: 'Replace a signal', params: IdParams, body: SignalInput, response: FullSignal }),
  deleteSignal: route({
    ...endpoints.deleteSignal,
    writes: true,
    summary: 'Delete a signal: one members were told of is voided with the reason given (kept in its timeline and the track record), one never announced is deleted',
    params: IdParams,
    body: SignalRemovalRequest,
    response: SignalRemoved,
  }),

  // News and airdrops
  listNews: route({ ...endpoints.listNews, summary: 'Published news, newest first', response: z.array(News) }),
  listAirdrops: route({ ...endpoints.listAirdrops, summary: 'Active airdrops, newest first', response: z.array(Airdrop) }),

  // Notifications
  listNotifications: route({ ...endpoints.listNotifications, summary: "The user's own notifications and those sent to everyone", query: CursorQuery, response: z.array(Notification) }),
  unreadNotificationCount: route({ ...endpoints.unreadNotificationCount, summary: 'Unread count for the bell, and the newest unread important notification', response: BellState }),
  readNotification: route({ ...endpoints.readNotification, writes: true, summary: 'Mark one notification read', params: IdParams, response: Notification }),
  readAllNotifications: route({ ...endpoints.readAllNotifications, writes: true, summary: 'Mark every notification read', response: UnreadCount }),

  // Account
  updateProfile: route({ ...endpoints.updateProfile, writes: true, summary: 'Edit one’s own profile', params: IdParams, body: ProfileUpdateRequest, response: User }),
  listWallets: route({ ...endpoints.listWallets, summary: "The user's wallets", response: z.array(Wallet) }),
  createWallet: route({ ...endpoints.createWallet, writes: true, summary: 'Add a wallet', body: WalletRequest, response: Wallet, status: 201 }),
  updateWallet: route({ ...endpoints.updateWallet, writes: true, summary: 'Edit a wallet', params: IdParams, body: WalletRequest, response: Wallet }),
  deleteWallet: route({ ...endpoints.deleteWallet, writes: true, summary: 'Delete a wallet', params: IdParams, response: Ok }),
  setLanguage: route({ ...endpoints.setLanguage, writes: true, summary: 'Choose the interface language', body: LanguageRequest, response: User }),
  getNotificationPreferences: route({ ...endpoints.getNotificationPreferences, summary: 'Delivery channels per category', response: NotificationPreferences }),
  setNotificationPreferences: route({ ...endpoints.setNotificationPreferences, writes: true, summary: 'Save delivery channels (SMS for premium only)', body: NotificationPreferencesRequest, response: NotificationPreferences }),
  pushPublicKey: route({ ...endpoints.pushPublicKey, summary: 'The VAPID public key browsers subscribe with', response: PushPublicKey }),
  addPushSubscription: route({ ...endpoints.addPushSubscription, writes: true, summary: 'Save this browser’s push subscription (known push services only)', body: PushSubscriptionRequest, response: PushSubscriptionState, status: 201 }),
  removePushSubscription: route({ ...endpoints.removePushSubscription, writes: true, summary: 'Forget this browser’s push subscription', body: PushUnsubscribeRequest, response: PushSubscriptionState }),
  changePassword: route({ ...endpoints.changePassword, writes: true, summary: 'Change password; other sessions end', body: ChangePasswordRequest, response: Ok }),

  // Two-factor
  twoFactorStatus: route({ ...endpoints.twoFactorStatus, summary: 'Whether two-factor is on, and how many recovery codes are left', response: TwoFactorStatus }),
  twoFactorSetup: route({ ...endpoints.twoFactorSetup, writes: true, summary: 'A new secret and its QR code (needs the password)', body: TwoFactorSetupRequest, response: TwoFactorSetup }),
  twoFactorVerify: route({ ...endpoints.twoFactorVerify, writes: true, summary: 'Turn two-factor on with a code and the password; other sessions end; answers the ten recovery codes, shown once', body: TwoFactorCodeRequest, response: TwoFactorRecoveryCodes }),
  twoFactorDisable: route({ ...endpoints.twoFactorDisable, writes: true, summary: 'Turn two-factor off with the password and a code or a recovery code; the recovery codes go', body: TwoFactorProofRequest, response: TwoFactorStatus }),
  twoFactorRecoveryCodes: route({ ...endpoints.twoFactorRecoveryCodes, writes: true, summary: 'A new set of recovery codes (the password and a code or a recovery code); the old set stops working', body: TwoFactorProofRequest, response: TwoFactorRecoveryCodes }),

  // Subscription and payments
  getSubscription: route({ ...endpoints.getSubscription, summary: 'The current subscription', response: z.object({ subscription: Subscription.nullable() }) }),
  cancelSubscription: route({ ...endpoints.cancelSubscription, writes: true, summary: 'Cancel premium at once, saying why', body: CancelRequest, response: SubscriptionChange }),
  subscribeWithCard: route({ ...endpoints.subscribeWithCard, writes: true, summary: 'Confirm a card payment (503 when cards are not configured)', response: SubscriptionChange }),
  createPaymentIntent: route({ ...endpoints.createPaymentIntent, summary: 'Start a card payment (503 when cards are not configured)', body: PaymentIntentRequest, response: PaymentIntent }),
  submitPayment: route({ ...endpoints.submitPayment, writes: true, summary: 'Submit a crypto payment for review', body: CryptoPaymentRequest, response: Payment, status: 201 }),
  depositAddress: route({
    ...endpoints.depositAddress,
    writes: true,
    summary: "The member's own USDT (BEP20) deposit address, handed out the first time they ask; 404 when on-chain payments are off",
    response: DepositAddress,
  }),
  sendTestUsdt: route({
    ...endpoints.sendTestUsdt,
    writes: true,
    summary: "The demo's chain sends the member test USDT to their deposit address (handed out if not yet); 404 outside the demo (DEMO_CHAIN)",
    body: TestUsdtRequest,
    response: TestUsdtSent,
  }),
  listMyPayments: route({ ...endpoints.listMyPayments, summary: "The user's own payments", query: CursorQuery, response: z.array(Payment) }),

  // Support
  contactSupport: route({ ...endpoints.contactSupport, writes: true, summary: 'Write to support (opens a ticket)', body: ContactRequest, response: Ticket, status: 201 }),
  listMyTickets: route({ ...endpoints.listMyTickets, summary: "The user's tickets", response: z.array(Ticket) }),
  createTicket: route({ ...endpoints.createTicket, writes: true, summary: 'Open a ticket', body: NewTicketRequest, response: Ticket, status: 201 }),
  getMyTicket: route({ ...endpoints.getMyTicket, summary: 'One of the user’s tickets', params: IdParams, response: Ticket }),
  listTicketResponses: route({ ...endpoints.listTicketResponses, summary: 'Responses on one’s ticket', params: IdParams, response: z.array(TicketResponse) }),
  replyToTicket: route({ ...endpoints.replyToTicket, writes: true, summary: 'Reply on one’s open ticket', params: IdParams, body: TicketReplyRequest, response: TicketResponse, status: 201 }),

  // The back office (issue 46: each names the staff capability it needs): adminRoutes.ts
  ...adminRoutes,
  // E-mail and SMS (issue 18: mail)
  requestPasswordReset: route({ ...endpoints.requestPasswordReset, writes: true, summary: 'Send a password-reset link (the same answer whether or not the address is known)', body: PasswordResetRequest, response: PasswordResetRequested }),
  confirmPasswordReset: route({ ...endpoints.confirmPasswordReset, writes: true, summary: 'Set a new password with a reset link; every session of the account ends', body: PasswordResetConfirm, response: Ok }),
  emailUnsubscribe: route({ ...endpoints.emailUnsubscribe, writes: true, summary: "Turn one category's e-mail off with a signed link (RFC 8058 one-click; no sign-in)", query: EmailUnsubscribeQuery, response: EmailSubscriptionState }),
  emailResubscribe: route({ ...endpoints.emailResubscribe, writes: true, summary: "Undo an unsubscribe: the category's e-mail back on", query: EmailUnsubscribeQuery, response: EmailSubscriptionState }),
  sendPhoneCode: route({ ...endpoints.sendPhoneCode, writes: true, summary: "Text a six-digit code to the profile's phone number (premium, SMS configured)", response: PhoneCodeSent }),
  confirmPhoneCode: route({ ...endpoints.confirmPhoneCode, writes: true, summary: 'Confirm the phone number with the code', body: PhoneCodeRequest, response: User }),
  // alerts (issue 18)
  getQuietHours: route({ ...endpoints.getQuietHours, summary: 'When alerts other than the bell and security ones wait', response: QuietHoursSetting }),
  setQuietHours: route({ ...endpoints.setQuietHours, writes: true, summary: 'Set or clear quiet hours (HH:MM to HH:MM in an IANA time zone)', body: QuietHoursSetting, response: QuietHoursSetting }),
  // Verified addresses and safe address changes (issue 38)
  resendEmailVerification: route({ ...endpoints.resendEmailVerification, writes: true, summary: 'Send the link that confirms the account’s address again (3 an hour per address)', response: Ok }),
  resendEmailChange: route({ ...endpoints.resendEmailChange, writes: true, summary: 'Send the link to the pending new address again (3 an hour per address)', response: Ok }),
  cancelEmailChange: route({ ...endpoints.cancelEmailChange, writes: true, summary: 'Drop the pending change of address; its link stops working', response: User }),
  openEmailLink: route({ ...endpoints.openEmailLink, writes: true, summary: 'Open a link that proves an inbox: confirms the address, or completes a change of address', body: EmailLinkRequest, response: EmailLinkOpened }),
  undoEmailChange: route({ ...endpoints.undoEmailChange, writes: true, summary: 'Undo a change of address from the old inbox (7 days): the old address back, a new password, every session ended', body: EmailChangeUndoRequest, response: EmailChangeUndone }),
  // Plans, quotes, promo codes, trials, renewals (issue 42)
  listPlans: route({ ...endpoints.listPlans, summary: 'The plans on sale', response: z.array(Plan) }),
  createQuote: route({ ...endpoints.createQuote, writes: true, summary: 'Fix what the next payment buys: a plan, a promo code, the exact amount', body: QuoteRequest, response: Quote, status: 201 }),
  startTrial: route({ ...endpoints.startTrial, writes: true, summary: "Premium for a plan's trial days without paying: once per member, phone and wallet", body: TrialRequest, response: TrialStarted, status: 201 }),
  paymentReceipt: route({ ...endpoints.paymentReceipt, produces: 'text/html', summary: 'A settled payment’s receipt, as a printable page in the member’s language', params: IdParams, response: z.string() }),
  adminListPlans: route({ ...endpoints.adminListPlans, summary: 'Every plan, the inactive ones too', response: z.array(Plan) }),
  adminCreatePlan: route({ ...endpoints.adminCreatePlan, writes: true, summary: 'Add a plan', body: PlanInput, response: Plan, status: 201 }),
  adminUpdatePlan: route({
    ...endpoints.adminUpdatePlan,
    writes: true,
    summary: 'Change a plan; a bought plan’s new price or length makes a new plan with the same code',
    params: IdParams,
    body: PlanUpdate,
    response: Plan,
  }),
  adminDeactivatePlan: route({ ...endpoints.adminDeactivatePlan, writes: true, summary: 'Take a plan off sale (never the monthly plan)', params: IdParams, response: Plan }),
  adminListPromoCodes: route({ ...endpoints.adminListPromoCodes, summary: 'Every promo code, with its redemptions', response: z.array(PromoCode) }),
  adminCreatePromoCode: route({ ...endpoints.adminCreatePromoCode, writes: true, summary: 'Add a promo code', body: PromoCodeInput, response: PromoCode, status: 201 }),
  adminUpdatePromoCode: route({ ...endpoints.adminUpdatePromoCode, writes: true, summary: 'Replace a promo code', params: IdParams, body: PromoCodeInput, response: PromoCode }),
  adminDeletePromoCode: route({ ...endpoints.adminDeletePromoCode, writes: true, summary: 'Delete a promo code (payments keep the code they used)', params: IdParams, response: Ok }),
  adminCompUser: route({
    ...endpoints.adminCompUser,
    writes: true,
    summary: 'Give a member premium without payment, for days, with a reason; above the approval threshold it waits for a second staff member',
    params: IdParams,
    body: CompRequest,
    response: CompResult,
  }),
  adminListCompApprovals: route({ ...endpoints.adminListCompApprovals, summary: 'Comped premium waiting for a second approval, oldest first', response: z.array(CompApproval) }),
  adminApproveComp: route({
    ...endpoints.adminApproveComp,
    writes: true,
    summary: 'Give the second approval of comped premium (not by whoever asked: 409)',
    params: IdParams,
    response: AdminUser,
  }),
  adminDeclineComp: route({ ...endpoints.adminDeclineComp, writes: true, summary: 'Decline comped premium waiting for a second approval', params: IdParams, response: Ok }),
  adminListCancellations: route({ ...endpoints.adminListCancellations, summary: 'Why members cancelled, newest first', query: CursorQuery, response: z.array(Cancellation) }),
  adminAnalytics: route({ ...endpoints.adminAnalytics, summary: 'MRR, churn, LTV, cohorts and the payment funnel', query: AnalyticsQuery, response: RevenueAnalytics }),
  adminExportPayments: route({ ...endpoints.adminExportPayments, produces: 'text/csv', summary: 'Every payment, as CSV', query: AnalyticsQuery, response: z.string() }),
  adminExportSubscriptions: route({ ...endpoints.adminExportSubscriptions, produces: 'text/csv', summary: 'Every premium period, as CSV', query: AnalyticsQuery, response: z.string() }),
  // Telegram: a channel and a gate (issue 43)
  telegramStatus: route({ ...endpoints.telegramStatus, summary: 'Whether the server runs a bot, and where the member stands with it (linked, in the premium chat, blocked)', response: TelegramStatus }),
  linkTelegram: route({
    ...endpoints.linkTelegram,
    writes: true,
    summary: 'A single-use link, for 15 minutes, that ties the Telegram account opening it to the member (503 when the bot is not configured)',
    response: TelegramLink,
    status: 201,
  }),
  unlinkTelegram: route({ ...endpoints.unlinkTelegram, writes: true, summary: "Untie the member's Telegram account; answers the status", response: TelegramStatus }),
  adminTelegramStatus: route({
    ...endpoints.adminTelegramStatus,
    summary: "The bot, its chats, the members in the premium chat and the latest messages it could not deliver",
    response: AdminTelegramStatus,
  }),
  // Signals in from webhooks, and the draft desk (issue 44)
  adminListSignalSources: route({ ...endpoints.adminListSignalSources, summary: 'The webhook sources signals come in from, newest first', response: z.array(SignalSource) }),
  adminCreateSignalSource: route({
    ...endpoints.adminCreateSignalSource,
    writes: true,
    summary: 'Make a source: its hook URL, and its secret (shown this once)',
    body: SignalSourceInput,
    response: SignalSourceCreated,
    status: 201,
  }),
  adminDeleteSignalSource: route({ ...endpoints.adminDeleteSignalSource, writes: true, summary: "Delete a source: its URL answers 404 from now on", params: IdParams, response: Ok }),
  adminRotateSignalSourceSecret: route({
    ...endpoints.adminRotateSignalSourceSecret,
    writes: true,
    summary: 'A new secret for a source (shown this once); the old one is refused at once',
    params: IdParams,
    response: SignalSourceSecret,
  }),
  adminListSignalDeliveries: route({ ...endpoints.adminListSignalDeliveries, summary: "A source's last 100 deliveries, newest first", params: IdParams, response: z.array(SignalDelivery) }),
  adminListSignalDrafts: route({ ...endpoints.adminListSignalDrafts, summary: 'Deliveries waiting on the draft desk, oldest first', response: z.array(SignalDraft) }),
  adminPublishSignalDraft: route({
    ...endpoints.adminPublishSignalDraft,
    writes: true,
    summary: "Publish a draft as received or with edits (checked as the signal form is); answers the signal",
    params: IdParams,
    body: DraftPublishRequest,
    response: FullSignal,
    status: 201,
  }),
  adminDiscardSignalDraft: route({ ...endpoints.adminDiscardSignalDraft, writes: true, summary: 'Set a draft aside: it is never published', params: IdParams, response: SignalDraft }),
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes to a route: only the parts it has. */
export type RouteInput<N extends RouteName> = {
  [K in 'params' | 'query' | 'body' as Routes[N] extends Record<K, z.ZodType> ? K : never]: InputOf<Routes[N][K & keyof Routes[N]]>;
};
/** What a handler receives after validation. */
export type RouteParsed<N extends RouteName> = {
  [K in 'params' | 'query' | 'body']: Routes[N] extends Record<K, z.ZodType> ? OutputOf<Routes[N][K]> : undefined;
};
/** What a route answers on success. */
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;

