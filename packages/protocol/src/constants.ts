/**
 * Business constants shared by the server and the web app. Values come from the
 * specs (user-side.md and admin.md, section 9); nothing here is a guess the
 * server and the client could disagree on.
 */

/** Premium price in USDT per month; the live value is the `premium_subscription_price` setting. */
export const PREMIUM_PRICE_USDT = 60;
export const PAYMENT_NETWORK = 'BEP20';

/** The "high-profit signals" notification category starts above this percentage. */
export const HIGH_PROFIT_THRESHOLD = 2;

/** Profit badge on user screens: high at 2 and above, medium at 1.5 and above, else low. */
export const PROFIT_BADGE = { high: 2, medium: 1.5 } as const;
/** Profit badge in the admin signal table: green at 3 and above, amber at 2 and above, else blue. */
export const ADMIN_PROFIT_BADGE = { green: 3, amber: 2 } as const;

export const SIGNAL_TYPES = ['arbitrage', 'forex', 'futures'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];
export const SIGNAL_TYPE_LABELS: Record<SignalType, string> = {
  arbitrage: 'Cryptocurrency',
  forex: 'Forex',
  futures: 'Futures',
};
export const FOREX_DIRECTIONS = ['buy', 'sell'] as const;
export const FUTURES_DIRECTIONS = ['long', 'short'] as const;
export const SIGNAL_DIRECTIONS = [...FOREX_DIRECTIONS, ...FUTURES_DIRECTIONS] as const;
export type SignalDirection = (typeof SIGNAL_DIRECTIONS)[number];
export const CONTRACT_TYPES = ['perpetual', 'quarterly', 'dated'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** Display status of a signal, derived from isActive and expiresAt. */
export const SIGNAL_STATUSES = ['active', 'expired', 'inactive'] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];
/**
 * How a signal's life ended (issue 17). `open` until a closing event; a
 * closing event's result decides won (above zero), lost (below) or breakeven;
 * `cancelled` is counted apart and never in the rates. `voided` is a published
 * signal an admin deleted (issue 38): gone from the lists, kept in its
 * timeline and in the record with its reason, counted apart like `cancelled`.
 */
export const SIGNAL_OUTCOMES = ['open', 'won', 'lost', 'breakeven', 'cancelled', 'voided'] as const;
export type SignalOutcome = (typeof SIGNAL_OUTCOMES)[number];
export const SIGNAL_OUTCOME_LABELS: Record<SignalOutcome, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  breakeven: 'Breakeven',
  cancelled: 'Cancelled',
  voided: 'Voided',
};
/** Steps in a signal's life after which it stays open. */
export const OPEN_SIGNAL_EVENT_KINDS = ['tp1_hit', 'stop_moved', 'note'] as const;
/** Steps that end a signal: after one, the signal takes no further event. */
export const CLOSING_SIGNAL_EVENT_KINDS = ['tp2_hit', 'stop_hit', 'closed', 'cancelled'] as const;
/** The steps an admin records through the event form (the delete writes `voided` itself). */
export const RECORDABLE_SIGNAL_EVENT_KINDS = [...OPEN_SIGNAL_EVENT_KINDS, ...CLOSING_SIGNAL_EVENT_KINDS] as const;
export type RecordableSignalEventKind = (typeof RECORDABLE_SIGNAL_EVENT_KINDS)[number];
/** Every step a timeline shows: the recordable ones, and the voiding a delete of a published signal writes (issue 38). */
export const SIGNAL_EVENT_KINDS = [...RECORDABLE_SIGNAL_EVENT_KINDS, 'voided'] as const;
export type SignalEventKind = (typeof SIGNAL_EVENT_KINDS)[number];
/** The longest reason an admin may give for cancelling or voiding a signal. */
export const SIGNAL_REASON_MAX = 500;
export const SIGNAL_EVENT_LABELS: Record<SignalEventKind, string> = {
  tp1_hit: 'Target 1 hit',
  stop_moved: 'Stop moved',
  note: 'Note',
  tp2_hit: 'Target 2 hit',
  stop_hit: 'Stopped out',
  closed: 'Closed',
  cancelled: 'Cancelled',
  voided: 'Voided',
};
/** The back office's outcome filter: `awaiting` is an open signal that has expired or been withdrawn, waiting for an admin to record how it ended. */
export const ADMIN_SIGNAL_OUTCOME_FILTERS = ['awaiting', ...SIGNAL_OUTCOMES] as const;
export type AdminSignalOutcomeFilter = (typeof ADMIN_SIGNAL_OUTCOME_FILTERS)[number];
/** How many of the latest closed signals the track record lists. */
export const TRACK_RECORD_RECENT_COUNT = 10;

/** A new signal expires one hour after it is written unless the admin says otherwise. */
export const DEFAULT_SIGNAL_EXPIRY_MS = 60 * 60 * 1000;
/** A new airdrop ends 30 days ahead unless the admin says otherwise. */
export const DEFAULT_AIRDROP_DAYS = 30;

/** The premium page's figures cover the signals published in this many days up to now. */
export const SIGNAL_WEEK_DAYS = 7;

/** Signal lists are paged with a cursor; these bound the page size. */
export const SIGNAL_PAGE_DEFAULT = 20;
export const SIGNAL_PAGE_MAX = 100;
/**
 * The first page of each section the app asks for: small, so the screen paints fast (and its page rendered on the
 * server is light). The server has these pages ready before its port opens.
 */
export const SIGNAL_FIRST_PAGE = 8;
/** Admin tables page on the server. */
export const ADMIN_PAGE_DEFAULT = 25;
export const ADMIN_PAGE_MAX = 200;

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_for_user', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_for_user: 'Waiting for You',
  closed: 'Closed',
};
/** The admin screens call waiting_for_user "Waiting for User". */
export const ADMIN_TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  ...TICKET_STATUS_LABELS,
  waiting_for_user: 'Waiting for User',
};
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'in_progress', 'waiting_for_user'];
/** Tickets a member may have open (any status but closed) at once: past it, support answers before they open another. */
export const MAX_OPEN_TICKETS = 5;
/**
 * Per-member limits on writing to support, far above what a member with a real
 * question sends (bursts of scripted tickets or replies are what they stop).
 */
export const SUPPORT_RATE_LIMITS = {
  /** New tickets, from the tickets screen and the contact form together. */
  newTickets: { points: 10, windowMs: 60 * 60 * 1000 },
  /** Replies on one's own tickets, all tickets together. */
  replies: { points: 30, windowMs: 10 * 60 * 1000 },
} as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const NOTIFICATION_TYPES = ['general', 'info', 'success', 'warning', 'error', 'signal', 'system', 'billing'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const PAYMENT_METHODS = ['usdt', 'bitcoin', 'ethereum'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Stored payments may also come from the card provider. */
export const PAYMENT_CHANNELS = [...PAYMENT_METHODS, 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
/**
 * `awaiting_second_approval`: a manual claim above `approval_threshold_usd` that one staff member approved and a second
 * must (issue 46). The back office sees it so; to the payer it is still `pending`, under review.
 */
export const PAYMENT_STATUSES = ['pending', 'awaiting_second_approval', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * What became of USDT received on chain above the price (issue 40): added to the premium period as days at the plan's
 * daily rate, or kept for the back office to refund (the setting refund_excess_payments), then refunded.
 */
export const EXCESS_HANDLINGS = ['extended', 'refund_due', 'refunded'] as const;
export type ExcessHandling = (typeof EXCESS_HANDLINGS)[number];
/** The days a premium month's price buys, for the daily rate an excess is credited at. */
export const PREMIUM_PERIOD_DAYS = 30;
export const PAYMENT_METHOD_DETAILS: Record<PaymentMethod, { label: string; currency: string; network: string; confirmation: string }> = {
  usdt: { label: 'USDT', currency: 'USDT', network: 'BEP20 (BNB Smart Chain)', confirmation: 'Usually confirmed within 5-10 minutes.' },
  bitcoin: { label: 'Bitcoin', currency: 'BTC', network: 'Bitcoin', confirmation: 'Confirmed after 2 network confirmations, within 1 hour.' },
  ethereum: { label: 'Ethereum', currency: 'ETH', network: 'Ethereum (ERC20)', confirmation: 'Confirmed after 12 network confirmations, within 30 minutes.' },
};

/**
 * What a payment's amount is stated in. Every payment records the plan price
 * in US dollars, never a coin count: a card charge and the dollar value of a
 * Bitcoin or Ethereum transfer are `USD`; a USDT claim is `USDT`, the
 * stablecoin pegged 1:1 to the dollar that the member sent exactly. Revenue
 * adds both as dollars.
 */
export const PAYMENT_CURRENCIES = ['USD', 'USDT'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** The currency a payment through this channel records its amount in (see PAYMENT_CURRENCIES). */
export function paymentCurrencyOf(channel: PaymentChannel): PaymentCurrency {
  return channel === 'usdt' ? 'USDT' : 'USD';
}

/** How a payment says what it was paid with, beside its dollar amount: the coin and the network it moved on. */
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  usdt: 'USDT on BEP20',
  bitcoin: 'BTC on Bitcoin',
  ethereum: 'ETH on Ethereum',
  card: 'Card',
};

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a premium period was given for: a payment, a trial, or an admin's gift (issue 42). */
export const SUBSCRIPTION_KINDS = ['paid', 'trial', 'comped'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];
/** The kind of premium a member holds now: a period's kind, or the grace kept after its end (`grace_period_days`). */
export const PREMIUM_KINDS = [...SUBSCRIPTION_KINDS, 'grace'] as const;

/** Why a member cancels (issue 42): asked when they do, read in the back office. */
export const CANCELLATION_REASONS = ['too_expensive', 'not_useful', 'found_alternative', 'technical_issues', 'temporary', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** How long a quote holds its price and discount: a day, as transfers to a deposit address add up within one. */
export const QUOTE_LIFETIME_HOURS = 24;

/** How long a link that ties a member's Telegram account to theirs works (issue 43): long enough to open Telegram and press Start. */
export const TELEGRAM_LINK_LIFETIME_MINUTES = 15;
/** What Telegram carries in a bot link's start parameter (`t.me/{bot}?start=…`): so a link token is at most this. */
export const TELEGRAM_START_PARAMETER = /^[A-Za-z0-9_-]{1,64}$/;

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'ko', name: 'Korean', nativeName: '한국어' },
] as const;
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'ja', 'zh', 'ru', 'ko'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Whether a value (a stored choice, a cookie) is a language the app speaks. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export const NOTIFICATION_CATEGORIES = ['newSignals', 'highProfitSignals', 'premiumContent', 'accountUpdates'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** In the app (the bell), a push to the member's installed app or browser, e-mail, SMS, a message from the Telegram bot. */
export const NOTIFICATION_CHANNELS = ['app', 'push', 'email', 'sms', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Sign-in throttling: this many failures for one username from one address... */
export const LOGIN_MAX_FAILURES = 10;
/** ...within this window answer 429 until the window has passed. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Two-factor recovery codes: this many single-use codes per set, each of
 * RECOVERY_CODE_LENGTH characters from an alphabet without look-alikes (no 0/o,
 * 1/l/i), shown as two groups of four (`k7mq-x3ds`). Typed in any case, with or
 * without the dash or spaces.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 8;
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code's shape, as a field's placeholder shows it. */
export const RECOVERY_CODE_PLACEHOLDER = 'xxxx-xxxx';

/** Display formats (date-fns patterns). */
export const DATE_FORMATS = {
  news: 'MMM d, yyyy h:mm a',
  airdropEnd: 'MMM d, yyyy',
  ticket: 'MMM d, yyyy h:mm a',
  adminDate: 'MMM d, yyyy',
  adminDateTime: 'MMM d, yyyy h:mm a',
} as const;

export const HOME_SIGNAL_COUNT = 4;
export const HOME_NEWS_COUNT = 4;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_DURATION_MS = 5000;
export const TICKET_PREVIEW_CHARS = 60;
export const AIRDROP_DESCRIPTION_PREVIEW_CHARS = 100;
export const TXID_PREVIEW_CHARS = 12;

export const SUPPORT_HOURS = 'Monday to Friday, 9am-6pm EST';
export const SUPPORT_RESPONSE_HOURS = 24;

/** Browser storage keys the web app owns. */
export const STORAGE_KEYS = { theme: 'ui-theme', betaSeen: 'beta-notice-seen', scrollPositions: 'signals.scroll' } as const;

/** Name of the session cookie. */
export const SESSION_COOKIE = 'signals.sid';
/**
 * On every API answer to a signed-in member and on their pages rendered on request: a tag of the session the answer
 * was made for (a one-way digest of its key, never the key: the cookie stays HttpOnly). The service worker files what
 * it keeps under it and opens a kept copy only while the server still answers this browser with the same tag
 * (packages/web/src/pwa/keptSession.ts). An answer without it was made for nobody signed in.
 */
export const SESSION_TAG_HEADER = 'x-session-tag';
/** Beside SESSION_TAG_HEADER: how many milliseconds that session still runs, so a browser knows its end without asking. */
export const SESSION_ENDS_IN_HEADER = 'x-session-ends-in';
/**
 * Name of the cookie that holds the language this browser last showed the app in (a visitor's choice on this
 * device): a page sent before any script runs comes in it, not in the browser's own languages.
 */
export const LANGUAGE_COOKIE = 'signals.lang';
/**
 * Name of the cookie that holds this device's time zone (an IANA name, `Asia/Tokyo`): a member's page rendered on
 * request writes its dates in it, as the app in the browser does, so the app adopts the page as it was drawn.
 */
export const TIME_ZONE_COOKIE = 'signals.tz';
/**
 * Name of the cookie that holds the theme this device last showed the app in (`light` or `dark`, the member's choice
 * with "system" resolved): a member's page rendered on request is drawn in it, so it does not paint dark and then
 * turn light.
 */
export const THEME_COOKIE = 'signals.theme';
/** Name of the cookie that marks a browser an account signed in from before (exempt from that account's lock). */
export const DEVICE_COOKIE = 'signals.device';

// Signals in from webhooks (issue 44)
/** `draft`: a delivery waits on the draft desk; `publish`: it is published at once. */
export const SIGNAL_SOURCE_MODES = ['draft', 'publish'] as const;
export type SignalSourceMode = (typeof SIGNAL_SOURCE_MODES)[number];
/** What became of a delivery: waiting on the desk, published, refused before publication, or set aside by an admin. */
export const SIGNAL_DELIVERY_STATUSES = ['draft', 'published', 'rejected', 'discarded'] as const;
export type SignalDeliveryStatus = (typeof SIGNAL_DELIVERY_STATUSES)[number];
/** Where a source's deliveries go; its token follows. */
export const SIGNAL_HOOK_PATH = '/api/hooks/signals/';
/** The largest body a hook reads: an alert is a few hundred bytes. */
export const SIGNAL_HOOK_BODY_LIMIT_BYTES = 64 * 1024;
/** How long a delivery's id (or its body's hash) answers as a duplicate. */
export const SIGNAL_HOOK_DEDUPE_MS = 24 * 60 * 60 * 1000;
/** A delivery's `timestamp` may be this old by default (5 minutes). */
export const SIGNAL_HOOK_DEFAULT_MAX_LAG_SECONDS = 300;
/** The header that signs a body: `sha256={hex HMAC-SHA256(secret, raw body)}`. */
export const SIGNAL_HOOK_SIGNATURE_HEADER = 'X-Signature';
export const SIGNAL_HOOK_TIMESTAMP_HEADER = 'X-Timestamp';
/** How much of a body the delivery log keeps. */
export const SIGNAL_DELIVERY_BODY_MAX = 2048;
/** How many deliveries a source's log lists. */
export const SIGNAL_DELIVERY_LOG_SIZE = 100;
