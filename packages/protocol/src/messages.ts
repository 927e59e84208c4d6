import { textRef, type TextKey } from './text.js';

/**
 * The server's error messages, as references to the errors catalogue
 * (locales/<language>/errors.json): the server writes each in the reader's
 * language, with its key as the answer's `code`, so a client acts on the code
 * and never on the words.
 */
export const MESSAGES = {
  notSignedIn: textRef('errors.notSignedIn'),
  adminOnly: textRef('errors.adminOnly'),
  /** A staff member whose role does not hold what the call needs (issue 46): code `roleRequired`. */
  roleRequired: textRef('errors.roleRequired'),
  /** A staff account without two-factor while `require_staff_2fa` is on: code `twoFactorRequired`. */
  staffTwoFactorRequired: textRef('errors.staffTwoFactorRequired'),
  /** Turning on `require_staff_2fa` from an account without two-factor, which the rule would shut out at once. */
  ownTwoFactorFirst: textRef('errors.ownTwoFactorFirst'),
  /** Demoting the only owner would leave nobody who holds billing and roles. */
  lastOwner: textRef('errors.lastOwner'),
  /** The second approval of a large payment or comp by the staff member who gave the first. */
  secondApproverNeeded: textRef('errors.secondApproverNeeded'),
  /** Premium switched on by an edit, worth more than the threshold: it goes through Comp premium and a second approval. */
  compNeedsSecondApproval: textRef('errors.compNeedsSecondApproval'),
  compApprovalNotFound: textRef('errors.compApprovalNotFound'),
  /** Another staff member approved or declined it first. */
  compApprovalDecided: textRef('errors.compApprovalDecided'),
  /** With the address a banned member can still reach (the support_email setting): "contact support" alone would point at a screen they cannot open. */
  banned: (supportEmail: string) => textRef('errors.banned', { supportEmail }),
  invalidCredentials: textRef('errors.invalidCredentials'),
  twoFactorRequired: textRef('errors.twoFactorRequired'),
  invalidTwoFactorCode: textRef('errors.invalidTwoFactorCode'),
  /** A recovery code that is not one of the account's unused ones (wrong, or used already). */
  invalidRecoveryCode: textRef('errors.invalidRecoveryCode'),
  tooManyLogins: (minutes: number) => textRef('errors.tooManyLogins', { minutes }),
  tooManyPasswordTries: (minutes: number) => textRef('errors.tooManyPasswordTries', { minutes }),
  wrongCurrentPassword: textRef('errors.wrongCurrentPassword'),
  usernameTaken: textRef('errors.usernameTaken'),
  usernameReserved: textRef('errors.usernameReserved'),
  emailTaken: textRef('errors.emailTaken'),
  registrationsClosed: textRef('errors.registrationsClosed'),
  tooManyRegistrations: (minutes: number) => textRef('errors.tooManyRegistrations', { minutes }),
  premiumRequired: textRef('errors.premiumRequired'),
  signalNotFound: textRef('errors.signalNotFound'),
  /** An event or an edit for a signal that has ended: its outcome is part of the record. */
  signalClosed: textRef('errors.signalClosed'),
  malformedJson: textRef('errors.malformedJson'),
  jsonOnly: textRef('errors.jsonOnly'),
  bodyTooLarge: textRef('errors.bodyTooLarge'),
  notFound: textRef('errors.notFound'),
  validationFailed: textRef('errors.validationFailed'),
  internal: textRef('errors.internal'),
  cardNotConfigured: textRef('errors.cardNotConfigured'),
  /** Linking a Telegram account on a server without a bot (TELEGRAM_BOT_TOKEN unset). */
  telegramNotConfigured: textRef('errors.telegramNotConfigured'),
  /** The Bot API did not answer (or refused the bot's token) when a link was asked for. */
  telegramUnavailable: textRef('errors.telegramUnavailable'),
  alreadySubscribed: textRef('errors.alreadySubscribed'),
  // Signals in from webhooks (issue 44): what the hook answers a sender, and the draft desk.
  signalSourceNotFound: textRef('errors.signalSourceNotFound'),
  hookUnsigned: textRef('errors.hookUnsigned'),
  hookBadSignature: textRef('errors.hookBadSignature'),
  hookStale: (seconds: number, max: number) => textRef('errors.hookStale', { seconds, max }),
  hookFuture: (seconds: number) => textRef('errors.hookFuture', { seconds }),
  hookTimestampFormat: textRef('errors.hookTimestampFormat'),
  hookAddressNotAllowed: textRef('errors.hookAddressNotAllowed'),
  hookRateLimited: (limit: number, seconds: number) => textRef('errors.hookRateLimited', { limit, seconds }),
  signalDraftDecided: textRef('errors.signalDraftDecided'),
  signalDraftNotFound: textRef('errors.signalDraftNotFound'),
  // The signal log (issue 45): a position past the end of the tree as it stands.
  logBeyondTree: (size: number) => textRef('errors.logBeyondTree', { size }),
  /** A payment method whose receiving address is not set: closed until an admin sets one. */
  paymentMethodNoAddress: (method: string) => textRef('errors.paymentMethodNoAddress', { method }),
  /** A payment method whose receiving address is not an address of its network: closed, never shown to members. */
  paymentMethodInvalidAddress: (method: string) => textRef('errors.paymentMethodInvalidAddress', { method }),
  /** Saving a demo burn address on a production server. */
  demoWalletInProduction: (key: string) => textRef('errors.demoWalletInProduction', { key }),
  paymentAwaitingReview: textRef('errors.paymentAwaitingReview'),
  sendingAddressIsOurs: textRef('errors.sendingAddressIsOurs'),
  tooManyOpenTickets: (max: number) => textRef('errors.tooManyOpenTickets', { max }),
  tooManyNewTickets: (minutes: number) => textRef('errors.tooManyNewTickets', { minutes }),
  tooManyReplies: (minutes: number) => textRef('errors.tooManyReplies', { minutes }),
  crossSite: textRef('errors.crossSite'),
  methodNotAllowed: textRef('errors.methodNotAllowed'),
  methodNotImplemented: textRef('errors.methodNotImplemented'),
  requestAborted: textRef('errors.requestAborted'),
  contentLengthMismatch: textRef('errors.contentLengthMismatch'),
  encodingUnsupported: textRef('errors.encodingUnsupported'),
  charsetUnsupported: textRef('errors.charsetUnsupported'),
  prototypeKeys: textRef('errors.prototypeKeys'),
  notAnObject: textRef('errors.notAnObject'),
  /** A request's body, query or path parameters that are not an object at all. */
  partNotAnObject: (where: string) => textRef('errors.partNotAnObject', { where }),
  alreadyExists: textRef('errors.alreadyExists'),
  stillReferenced: textRef('errors.stillReferenced'),
  notProcessed: textRef('errors.notProcessed'),
  userNotFound: textRef('errors.userNotFound'),
  ticketNotFound: textRef('errors.ticketNotFound'),
  cannedReplyNotFound: textRef('errors.cannedReplyNotFound'),
  notificationNotFound: textRef('errors.notificationNotFound'),
  /** Turning SMS on, or verifying a phone for it, without premium. */
  smsPremiumOnly: textRef('errors.smsPremiumOnly'),
  /** A request body sent compressed (Content-Encoding other than identity). */
  compressedBody: textRef('errors.compressedBody'),
  /** A route of the protocol table the server has no handler for yet (501). */
  endpointNotAvailable: textRef('errors.endpointNotAvailable'),
  /** The settings an admin sent that were refused, named in the message; each has its own issue. */
  settingsInvalid: (keys: readonly string[]) => textRef('errors.settingsInvalid', { count: keys.length, keys: keys.join(', ') }),
} as const;

/** An error answer's stable identifier: the key of its errors.* message without the part's name (`banned`, `premiumRequired`). */
export type ErrorCode = { [Key in TextKey]: Key extends `errors.${infer Code}` ? Code : never }[TextKey];

/**
 * Why a member's sessions were ended from elsewhere: pushed to their open
 * pages (`session:ended`) just before the live channel closes them, so the
 * sign-in screen can say why instead of just appearing.
 */
export const SESSION_END_REASONS = ['banned', 'passwordReset', 'twoFactorReset', 'passwordChanged', 'twoFactorChanged'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
