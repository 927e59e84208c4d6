/**
 * Server messages a client may match on or show as they are. Kept here so the
 * web and the tests read the same words the server writes.
 */
export const MESSAGES = {
  notSignedIn: 'Please sign in to continue',
  adminOnly: 'Admin access required',
  /** With the address a banned member can still reach (the support_email setting): "contact support" alone would point at a screen they cannot open. */
  banned: (supportEmail: string) => `Your account has been banned. If you think this is a mistake, write to ${supportEmail}.`,
  invalidCredentials: 'Invalid username or password',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app',
  invalidTwoFactorCode: 'Invalid code. Please try again.',
  tooManyLogins: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyPasswordTries: (minutes: number) => `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  wrongCurrentPassword: 'Current password is incorrect',
  usernameTaken: 'That username is already taken',
  usernameReserved: 'This username is reserved. Please choose another.',
  emailTaken: 'An account with that email already exists',
  registrationsClosed: 'Registrations are closed at the moment',
  tooManyRegistrations: (minutes: number) => `Too many accounts were created from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  premiumRequired: 'Premium subscription required',
  signalNotFound: 'Signal not found',
  /** An event or an edit for a signal that has ended: its outcome is part of the record. */
  signalClosed: 'This signal is closed: its outcome is recorded',
  /** Deleting a signal whose life is on record would erase evidence behind the track record. */
  signalHasEvents: 'This signal has a recorded history; cancel it instead of deleting it',
  malformedJson: 'The request body is not valid JSON',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json)',
  bodyTooLarge: 'The request body is too large',
  notFound: 'Not found',
  validationFailed: 'Some fields are not valid',
  internal: 'Something went wrong on our side. Please try again.',
  cardNotConfigured: 'Card payments are not configured on this server. Please pay with crypto.',
  alreadySubscribed: 'Already subscribed',
  /** A payment method whose receiving address is not set: closed until an admin sets one. */
  paymentMethodNoAddress: (label: string) => `${label} payments are not available: no receiving address is configured.`,
  /** A payment method whose receiving address is not an address of its network: closed, never shown to members. */
  paymentMethodInvalidAddress: (label: string) =>
    `${label} payments are closed for now: the receiving address on file is not a valid ${label} address. Please pay another way or contact support.`,
  /** Saving a demo burn address on a production server. */
  demoWalletInProduction: (key: string) => `${key}: this is a well-known burn address from the demo data. Anything sent there is lost; enter your own wallet.`,
  paymentAwaitingReview: 'You already have a payment waiting for review',
  sendingAddressIsOurs: 'That is our receiving address. Enter the address of the wallet you sent the payment from.',
  tooManyOpenTickets: (max: number) =>
    `You already have ${max} open tickets. Please wait for our answer, or add to one of them, before opening a new one.`,
  tooManyNewTickets: (minutes: number) => `You have opened many tickets in a short time. Please try again in ${minutesText(minutes)}.`,
  tooManyReplies: (minutes: number) => `You have sent many replies in a short time. Please try again in ${minutesText(minutes)}.`,
} as const;

/** A message's stable identifier (its key here), sent as `code` beside the text where a client acts on it. */
export type MessageCode = keyof typeof MESSAGES;
export const MESSAGE_CODES = Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]];

/**
 * Why a member's sessions were ended from elsewhere: pushed to their open
 * pages (`session:ended`) just before the live channel closes them, so the
 * sign-in screen can say why instead of just appearing.
 */
export const SESSION_END_REASONS = ['banned', 'passwordReset', 'twoFactorReset', 'passwordChanged', 'twoFactorChanged'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What the sign-in screen says after a sign-out the member did not ask for; `ended` when the reason is not known. */
export const SIGNED_OUT_MESSAGES: Record<SessionEndReason | 'ended', (supportEmail: string) => string> = {
  banned: (supportEmail) => `You were signed out because your account was banned. If you think this is a mistake, write to ${supportEmail}.`,
  passwordReset: () => 'You were signed out because an admin reset your password. Sign in with the new password you were given.',
  twoFactorReset: () => 'You were signed out because an admin reset your two-factor sign-in. Sign in with your password, then set two-factor up again in Settings.',
  passwordChanged: () => 'You were signed out because your password was changed in another session. Sign in with the new password.',
  twoFactorChanged: () => 'You were signed out because two-factor sign-in was turned on or off in another session. Please sign in again.',
  ended: () => 'Your session has ended. Please sign in again.',
};

function minutesText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
