import { generate } from 'otplib';
import type { RouteName } from '@signals/protocol';
import { CompApproval, Plan, PromoCode, User, type SignalDelivery } from '../../src/db/models/index.js';
import { newTotpSecret } from '../../src/services/totp.js';
import { signUnsubscribeToken } from '../../src/services/mail/unsubscribeTokens.js';
import { buildAirdrop, buildNews } from '../support/factories/content.js';
import { buildNotification } from '../support/factories/notifications.js';
import { buildPayment, paymentClaim } from '../support/factories/payments.js';
import { buildSignal } from '../support/factories/signals.js';
import { buildSignalDraft, buildSignalSource } from '../support/factories/signalSources.js';
import { buildTicket } from '../support/factories/tickets.js';
import { buildCannedReply } from '../support/factories/cannedReplies.js';
import { buildUser, uniqueName, type BuiltUser } from '../support/factories/users.js';
import { buildWallet } from '../support/factories/wallets.js';
import type { TestClient } from '../support/testClient.js';
import { LOCAL_PUSH_ORIGIN, type TestServer } from '../support/testServer.js';
import type { Caller, Role, RouteCase } from './authorizationExpectations.js';
import type { World } from './world.js';
import type { StripeStub } from './stripeStub.js';

/** Who is calling, on which server, with which rows around. */
export interface CallContext {
  server: TestServer;
  world: World;
  stripe: StripeStub;
  role: Role | Caller;
  /** A fresh member in the role (null for a visitor), so no call's effects reach another. */
  caller: BuiltUser | null;
  client: TestClient;
}

/** The parts of a request; the path is filled from `params`. */
export interface RouteCall {
  params?: Record<string, number>;
  query?: Record<string, string>;
  body?: unknown;
}

// Most calls need no set-up and answer at once; the suites await either kind.
type Builder = (ctx: CallContext) => RouteCall | Promise<RouteCall>;
type CaseName = RouteCase['name'];

const none: Builder = () => ({});
const db = (ctx: CallContext) => ctx.server.app.db;
/** Rows "of the caller" belong to the member in the role, or to a bystander for a visitor (who is refused anyway). */
const ownerOf = (ctx: CallContext) => ctx.caller ?? ctx.world.bystander;
/** The caller's own password, which routes that change the account ask for again (a visitor is refused before it is read). */
const passwordOf = (ctx: CallContext) => ctx.caller?.password ?? 'Whatever#1';

const validSignal = (pair = 'ETH/USDT') => ({
  pair,
  signalType: 'futures',
  profitPercentage: 2.5,
  isPremium: true,
  direction: 'long',
  exchange: 'PremLeakFutEx',
  leverage: 77,
  entryPrice: 4321.98765,
  takeProfit1: 4400.5555,
  stopLoss: 4200.4444,
});
const validNews = () => ({ title: 'Markets today', content: 'A long enough news body for the form.' });
const validAirdrop = () => ({
  title: 'Test drop',
  description: 'A description long enough for the form.',
  projectName: 'Example',
  tokenSymbol: 'exm',
  registrationUrl: 'https://example.com/join',
  endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
});

/** A valid request for every route and case of the expectation table. */
/** A subscription with keys of the right shape, at the test servers' local push origin: a push tried there fails here. */
const PUSH_SUBSCRIPTION = {
  endpoint: `${LOCAL_PUSH_ORIGIN}/push/hardening-suite`,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** Comped premium another staff member asked for a fresh member, waiting for a second approval (issue 46). */
async function compAskedByAnother(ctx: CallContext): Promise<number> {
  const asker = await buildUser(db(ctx), { staffRole: 'finance' });
  const member = await buildUser(db(ctx));
  const { id } = await CompApproval.query(db(ctx)).insert({ userId: member.id, days: 90, reason: 'A long goodwill gesture', worthUsd: 180, requestedBy: asker.id, requestedAt: new Date() });
  return id;
}

export const ROUTE_CALLS: Record<RouteName, Partial<Record<CaseName, Builder>>> = {
  health: { any: none },
  publicSettings: { any: none },
  register: {
    any: () => {
      const username = uniqueName('reg');
      return { body: { username, email: `${username}@example.com`, password: 'Secret#2026' } };
    },
  },
  login: {
    any: async (ctx) => {
      const user = ctx.caller ?? (await buildUser(db(ctx)));
      return { body: { username: user.username, password: user.password } };
    },
  },
  logout: { any: none },
  currentUser: { any: none },
  session: { any: none },

  listSignals: { any: none },
  listFreeSignals: { any: none },
  listPremiumSignals: { any: none },
  signalCounts: { any: none },
  signalWeek: { any: none },
  trackRecord: { any: none },
  trackRecordCsv: { any: none },
  signalLogKey: { any: none },
  signalLogHead: { any: none },
  signalLogHeads: { any: none },
  signalLogEntries: { any: () => ({ query: { start: '0', end: '1' } }) },
  signalLogProof: { any: () => ({ query: { index: '0', treeSize: '1' } }) },
  signalLogConsistency: { any: () => ({ query: { first: '1', second: '1' } }) },
  getSignal: {
    freeSignal: (ctx) => ({ params: { id: ctx.world.freeSignal.id } }),
    premiumSignal: (ctx) => ({ params: { id: ctx.world.premiumSignals[1]!.id } }),
  },
  signalTimeline: {
    freeSignal: (ctx) => ({ params: { id: ctx.world.freeSignal.id } }),
    premiumSignal: (ctx) => ({ params: { id: ctx.world.premiumSignals[1]!.id } }),
  },
  getSignalFollow: { any: (ctx) => ({ params: { id: ctx.world.freeSignal.id } }) },
  followSignal: { any: (ctx) => ({ params: { id: ctx.world.freeSignal.id } }) },
  unfollowSignal: { any: (ctx) => ({ params: { id: ctx.world.freeSignal.id } }) },
  createSignal: { any: () => ({ body: validSignal() }) },
  updateSignal: { any: async (ctx) => ({ params: { id: (await buildSignal(db(ctx))).id }, body: validSignal('SOL/USDT') }) },
  deleteSignal: { any: async (ctx) => ({ params: { id: (await buildSignal(db(ctx))).id }, body: { reason: 'Posted twice' } }) },

  listNews: { any: none },
  listAirdrops: { any: none },

  listNotifications: { any: none },
  unreadNotificationCount: { any: none },
  readNotification: {
    own: async (ctx) => ({ params: { id: (await buildNotification(db(ctx), { userId: ownerOf(ctx).id })).id } }),
    others: (ctx) => ({ params: { id: ctx.world.otherNotification.id } }),
  },
  readAllNotifications: { any: none },

  updateProfile: {
    own: (ctx) => ({ params: { id: ownerOf(ctx).id }, body: { username: ownerOf(ctx).username, email: ownerOf(ctx).email } }),
    others: (ctx) => ({ params: { id: ctx.world.other.id }, body: { username: uniqueName('taken'), email: `${uniqueName()}@example.com` } }),
  },
  listWallets: { any: none },
  createWallet: { any: () => ({ body: { name: 'Savings', walletAddress: `0x${uniqueName('w').replace(/[^A-Za-z0-9]/g, '')}`, network: 'BEP20' } }) },
  updateWallet: {
    own: async (ctx) => ({ params: { id: (await buildWallet(db(ctx), ownerOf(ctx).id)).id }, body: { name: 'Renamed', walletAddress: 'abc123', network: 'BEP20' } }),
    others: (ctx) => ({ params: { id: ctx.world.otherWallet.id }, body: { name: 'Stolen', walletAddress: 'abc123', network: 'BEP20' } }),
  },
  deleteWallet: {
    own: async (ctx) => ({ params: { id: (await buildWallet(db(ctx), ownerOf(ctx).id)).id } }),
    others: (ctx) => ({ params: { id: ctx.world.otherWallet.id } }),
  },
  setLanguage: { any: () => ({ body: { language: 'fr' } }) },
  getNotificationPreferences: { any: none },
  setNotificationPreferences: {
    any: () => {
      const off = { app: true, push: false, email: false, sms: false };
      return { body: { newSignals: off, highProfitSignals: off, premiumContent: off, accountUpdates: off } };
    },
  },
  pushPublicKey: { any: none },
  addPushSubscription: { any: () => ({ body: PUSH_SUBSCRIPTION }) },
  removePushSubscription: { any: () => ({ body: { endpoint: PUSH_SUBSCRIPTION.endpoint } }) },
  changePassword: { any: (ctx) => ({ body: { currentPassword: passwordOf(ctx), newPassword: 'Changed#Passw0rd' } }) },

  twoFactorStatus: { any: none },
  twoFactorSetup: { any: (ctx) => ({ body: { password: passwordOf(ctx) } }) },
  twoFactorVerify: {
    any: async (ctx) => {
      // A banned caller's session ends at its first request: the set-up would use it up.
      const setup = ctx.role === 'banned' ? null : await ctx.client.post<{ secretKey?: string }>('/api/user/2fa-setup', { password: passwordOf(ctx) });
      const secret = setup?.status === 200 ? setup.body.secretKey : undefined;
      return { body: { code: secret ? await generate({ secret }) : '123456', password: passwordOf(ctx) } };
    },
  },
  twoFactorDisable: {
    any: async (ctx) => {
      const secret = newTotpSecret();
      await User.query(db(ctx)).patch({ totpSecret: secret, totpEnabled: true }).where('id', ownerOf(ctx).id);
      return { body: { code: await generate({ secret }), password: passwordOf(ctx) } };
    },
  },
  twoFactorRecoveryCodes: {
    any: async (ctx) => {
      const secret = newTotpSecret();
      await User.query(db(ctx)).patch({ totpSecret: secret, totpEnabled: true }).where('id', ownerOf(ctx).id);
      return { body: { code: await generate({ secret }), password: passwordOf(ctx) } };
    },
  },

  getSubscription: { any: none },
  cancelSubscription: { any: () => ({ body: { reason: 'temporary' } }) },
  subscribeWithCard: {
    any: async (ctx) => {
      // A checkout started and paid, as the card form would have done (not for a banned caller: see twoFactorVerify).
      if (ctx.role !== 'banned') {
        await ctx.client.post('/api/create-payment-intent', { amount: 60 });
      }
      ctx.stripe.payAll();
      return {};
    },
  },
  createPaymentIntent: { any: () => ({ body: { amount: 60 } }) },
  submitPayment: { any: () => ({ body: paymentClaim('usdt') }) },
  listMyPayments: { any: none },
  depositAddress: { any: none },
  sendTestUsdt: { any: () => ({ body: { amount: 60 } }) },

  contactSupport: { any: () => ({ body: { subject: 'Hello', message: 'A question about my plan.' } }) },
  listMyTickets: { any: none },
  createTicket: { any: () => ({ body: { subject: 'Need help', message: 'Something is not working as expected here.' } }) },
  getMyTicket: {
    own: async (ctx) => ({ params: { id: (await buildTicket(db(ctx), { userId: ownerOf(ctx).id })).id } }),
    others: (ctx) => ({ params: { id: ctx.world.otherTicket.id } }),
  },
  listTicketResponses: {
    own: async (ctx) => ({ params: { id: (await buildTicket(db(ctx), { userId: ownerOf(ctx).id })).id } }),
    others: (ctx) => ({ params: { id: ctx.world.otherTicket.id } }),
  },
  replyToTicket: {
    own: async (ctx) => ({ params: { id: (await buildTicket(db(ctx), { userId: ownerOf(ctx).id })).id }, body: { message: 'Any news on this one?' } }),
    others: (ctx) => ({ params: { id: ctx.world.otherTicket.id }, body: { message: 'Any news on this one?' } }),
  },

  adminStats: { any: none },
  adminListUsers: { any: none },
  adminSearchUsers: { any: () => ({ query: { q: 'user' } }) },
  adminExportUsers: { any: () => ({ query: { segment: JSON.stringify({ premiumKind: 'paid', telegramLinked: false }) } }) },
  // A segment nobody is in (signed up in the future): the matrix checks who may act, and acts on no member of the world.
  adminBulkUsers: { any: () => ({ body: { segment: { signedUpFrom: '2999-01-01' }, action: 'comp', days: 1, reason: 'Who may act in bulk' } }) },
  adminSetUserRole: { any: async (ctx) => ({ params: { id: (await buildUser(db(ctx))).id }, body: { role: 'editor' } }) },
  adminUpdateUser: {
    any: async (ctx) => {
      const target = await buildUser(db(ctx));
      return { params: { id: target.id }, body: { username: target.username, email: target.email, isPremium: false, isAdmin: false } };
    },
  },
  adminBanUser: { any: async (ctx) => ({ params: { id: (await buildUser(db(ctx))).id } }) },
  adminUnbanUser: { any: async (ctx) => ({ params: { id: (await buildUser(db(ctx), { isBanned: true })).id } }) },
  adminResetPassword: { any: async (ctx) => ({ params: { id: (await buildUser(db(ctx))).id }, body: { password: 'Reset#Passw0rd' } }) },
  adminResetTwoFactor: {
    any: async (ctx) => {
      const target = await buildUser(db(ctx));
      await User.query(db(ctx)).patch({ totpSecret: newTotpSecret(), totpEnabled: true }).where('id', target.id);
      return { params: { id: target.id } };
    },
  },
  adminListSignals: { any: none },
  // A fresh open signal each call: a note keeps it open, and no call's event reaches another's signal.
  adminAddSignalEvent: { any: async (ctx) => ({ params: { id: (await buildSignal(db(ctx), { isPremium: true })).id }, body: { kind: 'note', note: 'Checked the spread' } }) },
  adminListNews: { any: none },
  adminCreateNews: { any: () => ({ body: validNews() }) },
  adminUpdateNews: { any: async (ctx) => ({ params: { id: (await buildNews(db(ctx))).id }, body: validNews() }) },
  adminDeleteNews: { any: async (ctx) => ({ params: { id: (await buildNews(db(ctx))).id } }) },
  adminToggleNews: { any: async (ctx) => ({ params: { id: (await buildNews(db(ctx))).id } }) },
  adminListAirdrops: { any: none },
  adminCreateAirdrop: { any: () => ({ body: validAirdrop() }) },
  adminUpdateAirdrop: { any: async (ctx) => ({ params: { id: (await buildAirdrop(db(ctx))).id }, body: validAirdrop() }) },
  adminToggleAirdrop: { any: async (ctx) => ({ params: { id: (await buildAirdrop(db(ctx))).id } }) },
  adminDeleteAirdrop: { any: async (ctx) => ({ params: { id: (await buildAirdrop(db(ctx))).id } }) },
  adminGetSettings: { any: none },
  adminProviders: { any: none },
  adminUpdateSettings: { any: () => ({ body: { settings: [{ key: 'premium_subscription_price', value: '60' }] } }) },
  adminListPayments: { any: none },
  adminChainActivity: { any: none },
  adminApprovePayment: { any: async (ctx) => ({ params: { id: (await buildPayment(db(ctx))).id } }) },
  adminRejectPayment: { any: async (ctx) => ({ params: { id: (await buildPayment(db(ctx))).id }, body: { reason: 'Not found on chain' } }) },
  adminRefundPayment: {
    any: async (ctx) => ({
      params: { id: (await buildPayment(db(ctx), { status: 'completed', amount: 75, excessAmount: 15, excessHandling: 'refund_due' })).id },
    }),
  },
  adminListTickets: { any: none },
  adminListTicketResponses: { any: async (ctx) => ({ params: { id: (await buildTicket(db(ctx))).id } }) },
  adminRespondToTicket: { any: async (ctx) => ({ params: { id: (await buildTicket(db(ctx))).id }, body: { message: 'We are on it.' } }) },
  adminSetTicketStatus: { any: async (ctx) => ({ params: { id: (await buildTicket(db(ctx))).id }, body: { status: 'in_progress' } }) },
  adminTicketContext: { any: async (ctx) => ({ params: { id: (await buildTicket(db(ctx))).id } }) },
  adminFillCannedReply: { any: async (ctx) => ({ params: { id: (await buildTicket(db(ctx))).id, replyId: (await buildCannedReply(db(ctx))).id } }) },
  adminListCannedReplies: { any: none },
  adminCreateCannedReply: { any: () => ({ body: { title: uniqueName('Reply'), body: 'Hello {{username}}, your plan is {{plan}}.', language: 'en' } }) },
  adminUpdateCannedReply: { any: async (ctx) => ({ params: { id: (await buildCannedReply(db(ctx))).id }, body: { title: uniqueName('Reply'), body: 'Hello {{username}}, we are on it.', language: 'de' } }) },
  adminDeleteCannedReply: { any: async (ctx) => ({ params: { id: (await buildCannedReply(db(ctx))).id } }) },
  adminListNotifications: { any: none },
  adminCreateNotification: { any: (ctx) => ({ body: { title: 'Hello there', message: 'A message for one member.', userIds: [ctx.world.other.id] } }) },
  // To one member: support may take it back (a broadcast is the broadcasters', routes/admin/roles.test.ts).
  adminDeleteNotification: { any: async (ctx) => ({ params: { id: (await buildNotification(db(ctx), { userId: ctx.world.bystander.id })).id } }) },
  adminListAudit: { any: none },

  // E-mail and SMS (issue 18: mail)
  requestPasswordReset: { any: (ctx) => ({ body: { email: ownerOf(ctx).email } }) },
  confirmPasswordReset: { any: () => ({ body: { token: 'A'.repeat(43), newPassword: 'Changed#Passw0rd' } }) },
  emailUnsubscribe: { any: (ctx) => ({ query: { token: signUnsubscribeToken(ctx.server.app.services.keyring, { userId: ownerOf(ctx).id, category: 'newSignals' }) } }) },
  emailResubscribe: { any: (ctx) => ({ query: { token: signUnsubscribeToken(ctx.server.app.services.keyring, { userId: ownerOf(ctx).id, category: 'newSignals' }) } }) },
  sendPhoneCode: { any: none },
  confirmPhoneCode: { any: () => ({ body: { code: '123456' } }) },
  // alerts (issue 18)
  getQuietHours: { any: none },
  setQuietHours: { any: () => ({ body: { quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' } } }) },
  // Verified addresses (issue 38)
  resendEmailVerification: { any: none },
  resendEmailChange: { any: none },
  cancelEmailChange: { any: none },
  openEmailLink: { any: () => ({ body: { token: 'A'.repeat(43) } }) },
  undoEmailChange: { any: () => ({ body: { token: 'A'.repeat(43), newPassword: 'Changed#Passw0rd' } }) },
  // Plans, quotes, promo codes, trials, renewals (issue 42)
  listPlans: { any: none },
  createQuote: { any: async (ctx) => ({ body: { planId: (await monthlyPlanOf(ctx)).id } }) },
  startTrial: { any: async (ctx) => ({ body: { planId: (await planWith(ctx, { trialDays: 7 })).id } }) },
  paymentReceipt: {
    own: async (ctx) => ({ params: { id: (await buildPayment(db(ctx), { userId: ownerOf(ctx).id, status: 'completed' })).id } }),
    others: (ctx) => ({ params: { id: ctx.world.otherSettledPayment.id } }),
  },
  adminListPlans: { any: none },
  adminCreatePlan: { any: () => ({ body: { code: uniqueName('plan').toLowerCase().replace(/[^a-z0-9]/g, ''), name: 'Half year', months: 6, priceUsd: 300 } }) },
  adminUpdatePlan: { any: async (ctx) => ({ params: { id: (await planWith(ctx, {})).id }, body: { name: 'Renamed' } }) },
  adminDeactivatePlan: { any: async (ctx) => ({ params: { id: (await planWith(ctx, {})).id } }) },
  adminListPromoCodes: { any: none },
  adminCreatePromoCode: { any: () => ({ body: { code: uniqueName('promo').replace(/[^A-Za-z0-9]/g, ''), percentOff: 10 } }) },
  adminUpdatePromoCode: { any: async (ctx) => ({ params: { id: (await promoCodeOf(ctx)).id }, body: { code: uniqueName('promo').replace(/[^A-Za-z0-9]/g, ''), amountOffUsd: 5 } }) },
  adminDeletePromoCode: { any: async (ctx) => ({ params: { id: (await promoCodeOf(ctx)).id } }) },
  adminCompUser: { any: async (ctx) => ({ params: { id: (await buildUser(db(ctx))).id }, body: { days: 10, reason: 'A goodwill gesture' } }) },
  adminListCompApprovals: { any: none },
  adminApproveComp: { any: async (ctx) => ({ params: { id: await compAskedByAnother(ctx) } }) },
  adminDeclineComp: { any: async (ctx) => ({ params: { id: await compAskedByAnother(ctx) } }) },
  adminListCancellations: { any: none },
  adminAnalytics: { any: none },
  adminExportPayments: { any: none },
  adminExportSubscriptions: { any: none },
  // Telegram (issue 43)
  telegramStatus: { any: none },
  linkTelegram: { any: none },
  unlinkTelegram: { any: none },
  adminTelegramStatus: { any: none },
  adminListSignalSources: { any: none },
  adminCreateSignalSource: { any: () => ({ body: { name: uniqueName('source'), mode: 'draft', isPremium: true } }) },
  adminDeleteSignalSource: { any: async (ctx) => ({ params: { id: (await buildSignalSource(db(ctx))).source.id } }) },
  adminRotateSignalSourceSecret: { any: async (ctx) => ({ params: { id: (await buildSignalSource(db(ctx))).source.id } }) },
  adminListSignalDeliveries: { any: async (ctx) => ({ params: { id: (await buildSignalSource(db(ctx))).source.id } }) },
  adminListSignalDrafts: { any: none },
  adminPublishSignalDraft: { any: async (ctx) => ({ params: { id: (await draftOf(ctx)).id }, body: {} }) },
  adminDiscardSignalDraft: { any: async (ctx) => ({ params: { id: (await draftOf(ctx)).id } }) },
};

/** A draft of its own for one call, from a source of its own. */
async function draftOf(ctx: CallContext): Promise<SignalDelivery> {
  const { source } = await buildSignalSource(db(ctx));
  return buildSignalDraft(db(ctx), source);
}

async function monthlyPlanOf(ctx: CallContext): Promise<Plan> {
  return (await Plan.query(db(ctx)).where({ code: 'monthly', isActive: true }).first())!;
}

/** A plan of its own for one call: a code nobody else holds. */
async function planWith(ctx: CallContext, fields: { trialDays?: number }): Promise<Plan> {
  const code = uniqueName('plan').toLowerCase().replace(/[^a-z0-9]/g, '');
  return Plan.query(db(ctx)).insertAndFetch({ code, name: 'Trial plan', months: 3, priceUsd: 150, trialDays: fields.trialDays ?? 0, isActive: true });
}

async function promoCodeOf(ctx: CallContext): Promise<PromoCode> {
  const code = uniqueName('promo').replace(/[^A-Za-z0-9]/g, '');
  return PromoCode.query(db(ctx)).insertAndFetch({ code, codeKey: code.toLowerCase(), percentOff: 10, amountOffUsd: null, planIds: null, expiresAt: null, maxRedemptions: null, redemptions: 0, newMembersOnly: false, oncePerMember: true, isActive: true });
}
