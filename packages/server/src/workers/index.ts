import type { Config } from '../config.js';
import type { KeyKeeper } from '../services/keyKeeper.js';
import type { LiveTraffic } from '../services/liveTraffic.js';
import type { Services } from '../services/index.js';
import { createDeliveryProviders } from '../services/outbox/providers.js';
import { createPushSender } from '../services/push/sender.js';
import type { VapidKeys } from '../services/push/vapidKeys.js';
import { purgeExpiredSessions } from '../services/sessionStore.js';
import type { ChainWatcher } from './chainWatcher.js';
import { scheduleExpiry } from './expiryScheduler.js';
import { createOutboxWorker, type OutboxWorker } from './outbox/worker.js';
import type { PassLoop } from './passLoop.js';
import { startSignalLogHeads } from './signalLogHeads.js';
import { startTelegramPoller, type TelegramPoller } from './telegramPoller.js';
import { startTelegramGate, type TelegramGate } from './telegramGate.js';
import { startTelegramPoster, type TelegramPoster } from './telegramPosts.js';
import { createTelegramSender, type TelegramSender } from './telegramSender.js';

/** How often the outbox is retried for messages that failed or were queued without a nudge. */
const OUTBOX_INTERVAL_MS = 30 * 1000;
/** On PostgreSQL, how often the keys are re-read, so a process stops signing and sealing with keys a rotation superseded. */
const KEY_RELOAD_MS = 60 * 1000;
/** How often sessions past their end are deleted (one process at a time, under the job lock). */
const SESSION_PURGE_MS = 60 * 60 * 1000;

/** The work a server process does beside answering requests, running until `stop`. */
export interface Workers {
  /** Delivers queued e-mail, SMS and pushes and writes alerts' rollouts; tests call `runOnce()` directly. */
  outbox: OutboxWorker;
  /** Credits USDT transfers to deposit addresses; null where on-chain payments are off. */
  chainWatcher: ChainWatcher | null;
  /** Reads the Telegram bot's updates (links accounts); null where no bot is configured. */
  telegramPoller: TelegramPoller | null;
  /** Sends the bot's queued messages at Telegram's pace; null where no bot is configured. */
  telegramSender: TelegramSender | null;
  /** Keeps the premium chat to the members whose premium runs; null where no bot is configured. */
  telegramGate: TelegramGate | null;
  telegramPoster: TelegramPoster | null;
  /** Signs the signal log's heads, and posts one to the public chat hourly where a bot is configured (issue 45). */
  signalLogHeads: PassLoop<void>;
  /** Stops the timers and waits for the expiry sweep, the chain watcher and the Telegram poller and sender (the outbox stops later, in `App.close`, once requests in flight have queued what they queue). */
  stop(): Promise<void>;
}

/**
 * Starts the workers: the one place, beside the process start that calls it, that imports them (the lint boundaries
 * keep everything else from doing so). Each runs on a timer that does not keep the process alive.
 */
export async function startWorkers({ services, keys, vapid, traffic }: { services: Services; keys: KeyKeeper; vapid: VapidKeys; traffic: LiveTraffic }): Promise<Workers> {
  const { db, config, logger, events, jobs } = services;
  const sweep = setInterval(() => {
    jobs
      .run('session-purge', 10 * 60 * 1000, () => purgeExpiredSessions(db).then(() => undefined))
      .catch((error: unknown) => logger.error({ err: error }, 'Purging expired sessions failed'));
  }, SESSION_PURGE_MS);
  sweep.unref();
  const keyReload = config.databaseUrl
    ? setInterval(() => void keys.reload().catch((error: unknown) => logger.error({ err: error }, 'Re-reading the keys failed')), KEY_RELOAD_MS)
    : null;
  keyReload?.unref();
  // E-mail, SMS and Web Push: right after a notification is written, and on a timer for retries and held messages.
  const outbox = createOutboxWorker({
    db,
    logger,
    providers: createDeliveryProviders({ config, mailer: services.mailer, sms: services.sms, keyring: keys.keyring }),
    push: { sender: createPushSender({ vapid, allowedOrigins: config.pushAllowedOrigins, live: traffic.shared }), vapidSubject: config.vapidSubject },
    traffic,
    telegram: services.telegram !== null,
  });
  outbox.start(OUTBOX_INTERVAL_MS);
  // Telegram: the bot's messages (answers, invite links, alerts, posts) go at Telegram's pace, where a bot is configured.
  const telegramSender = services.telegram ? createTelegramSender({ db, logger, bot: services.telegram, appUrl: config.publicUrl }) : null;
  // The premium chat's gate: at start (what ended while the bot was off), whenever a member's premium, ban or link
  // changes here, when the chat is set, and every few seconds for periods that end by the clock.
  const telegramGate = services.telegram ? startTelegramGate({ db, events, jobs, logger, bot: services.telegram }) : null;
  // Signals posted to the chats, and their posts edited as they move: at start, on every change here, and every few seconds.
  const telegramPoster = services.telegram ? startTelegramPoster({ db, events, jobs, logger }) : null;
  events.subscribe((event) => {
    if (event.type === 'outbox.queued') {
      outbox.nudge();
      telegramSender?.nudge();
    }
    if (event.type === 'telegram.changed' || event.type === 'user.updated' || event.type === 'settings.changed') {
      telegramGate?.nudge();
    }
    if (event.type.startsWith('signal.') || event.type === 'settings.changed') {
      telegramPoster?.nudge();
    }
  });
  const signalLogHeads = startSignalLogHeads({ db, events, jobs, logger, keeper: services.signalLog, telegram: services.telegram !== null, publicUrl: config.publicUrl });
  // Billing: premium ends at its end (and grace) for members who are not online too, and renewal reminders go out.
  const expiry = scheduleExpiry(services, logger, config.subscriptionSweepMs);
  // On-chain payments: viem's client and the watcher load only where they are on.
  const chainWatcher = await startChainWatcherIfOn(services, config);
  // Telegram: the bot's updates (a member linking their account) are read where a bot is configured, by one process at a time.
  const telegramPoller =
    services.telegram && config.telegram
      ? startTelegramPoller({ db, events, logger, bot: services.telegram, pollTimeoutSeconds: config.telegram.pollTimeoutSeconds })
      : null;
  return {
    outbox,
    chainWatcher,
    telegramPoller,
    telegramSender,
    telegramGate,
    telegramPoster,
    signalLogHeads,
    stop: async () => {
      clearInterval(sweep);
      if (keyReload) {
        clearInterval(keyReload);
      }
      await Promise.all([expiry.stop(), chainWatcher?.stop(), telegramPoller?.stop(), telegramGate?.stop(), telegramPoster?.stop(), signalLogHeads.stop()]);
      // After the poller, whose last answers it may be sending: what is still queued goes from the next start.
      await telegramSender?.stop();
    },
  };
}

async function startChainWatcherIfOn({ db, events, jobs, logger }: Services, { chainPayments }: Config): Promise<ChainWatcher | null> {
  if (!chainPayments) {
    return null;
  }
  const { startChainWatcher } = await import('./chainWatcher.js');
  return startChainWatcher({ db, events, jobs, logger, config: chainPayments }, chainPayments.pollMs);
}
