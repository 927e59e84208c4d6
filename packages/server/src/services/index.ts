import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { EventBus } from './eventBus.js';
import type { Logger } from './logger.js';
import type { JobLock } from './cluster/jobLock.js';
import type { LoginThrottle } from './loginThrottle.js';
import type { PasswordHasher } from './passwords.js';
import type { RegistrationThrottle } from './registrationThrottle.js';
import type { SupportThrottle } from './supportThrottle.js';
import type { TwoFactorThrottle } from './twoFactorThrottle.js';
import type { Mailer } from './mail/mailer.js';
import type { PasswordResetThrottle } from './mail/passwordResetThrottle.js';
import type { AddressMailThrottle } from './mail/addressMailThrottle.js';
import type { PhoneCodeThrottle } from './sms/phoneCodeThrottle.js';
import type { NewSignInAlertThrottle } from './alerts/newSignInAlertThrottle.js';
import type { SmsProvider } from './sms/twilio.js';
import type { Keyring } from '../http/keyring.js';
import type { DepositKey } from './chain/depositKey.js';
import type { DemoChain } from '../dev/demoChain.js';
import type { BotApi } from './telegram/botApi.js';
import type { HookThrottle } from './signalHooks/hookThrottle.js';
import type { SignalLogKeeper } from './signalLog/keeper.js';

/** What handlers and guards are given: the app's long-lived parts (commands get a unit of work instead). */
export interface Services {
  db: Db;
  config: Config;
  logger: Logger;
  loginThrottle: LoginThrottle;
  /** New passwords' hashes at PASSWORD_HASH_COST. */
  passwords: PasswordHasher;
  /** Sign-ups per address per hour (REGISTRATION_LIMIT). */
  registrationThrottle: RegistrationThrottle;
  /** Wrong codes at the two-factor verify and disable endpoints, per member. */
  twoFactorThrottle: TwoFactorThrottle;
  /** New tickets and replies, per member. */
  supportThrottle: SupportThrottle;
  /** Background jobs that one process at a time may run (several processes share Redis). */
  jobs: JobLock;
  /** Domain events, published after commit; the live channel listens. */
  events: EventBus;
  // E-mail and SMS (issue 18: mail)
  /** SMTP_URL's mailer; null: e-mail is off. */
  mailer: Mailer | null;
  /** Twilio; null: SMS is off. */
  sms: SmsProvider | null;
  /** "Forgot password?" requests per client address and per e-mail address. */
  passwordResetThrottle: PasswordResetThrottle;
  /** E-mails confirming an address, or telling its owner someone tried it: 3 an hour per address. */
  addressMailThrottle: AddressMailThrottle;
  /** Phone verification codes texted per member and per number. */
  phoneCodeThrottle: PhoneCodeThrottle;
  /** New-sign-in alerts sent beyond the bell (e-mail, push, SMS) per account. */
  newSignInAlertThrottle: NewSignInAlertThrottle;
  /** The session keys, which also sign e-mail unsubscribe links. */
  keyring: Keyring;
  /** Web Push: the VAPID public key browsers subscribe with (services/push/vapidKeys.ts). */
  vapidPublicKey: string;
  /** PAYMENT_XPUB, read: members' deposit addresses come from it; null: on-chain payments are off. */
  depositKey: DepositKey | null;
  /** The demo's own chain (DEMO_CHAIN), which sends test USDT; null everywhere else. */
  demoChain: DemoChain | null;
  /** The Telegram bot's Bot API client (TELEGRAM_BOT_TOKEN); null: Telegram is off. */
  telegram: BotApi | null;
  /** Deliveries per webhook source per minute (SIGNAL_HOOK_RATE_LIMIT). */
  signalHookThrottle: HookThrottle;
  /** The signal log's tree and signed heads (issue 45). */
  signalLog: SignalLogKeeper;
}
