import type { Knex } from 'knex';
import * as initial from './0001_initial.js';
import * as sharedSecrets from './0002_shared_secrets.js';
import * as paymentClaims from './0003_payment_claims.js';
import * as sealedTotpSecrets from './0004_sealed_totp_secrets.js';
import * as trueNumbers from './0005_true_numbers.js';
import * as auditRequestIds from './0006_audit_request_ids.js';
import * as signalOutcomes from './0007_signal_outcomes.js';
import * as alertDelivery from './0008_alert_delivery.js';
import * as alertAudiences from './0009_alert_audiences.js';
import * as pushSubscriptions from './0010_push_subscriptions.js';
import * as mailAndSms from './0011_mail_and_sms.js';
import * as signalAnnouncements from './0012_signal_announcements.js';
import * as notificationTranslations from './0013_notification_translations.js';
import * as depositAddresses from './0014_deposit_addresses.js';
import * as chainTransfers from './0015_chain_transfers.js';
import * as chainCreditFailures from './0016_chain_credit_failures.js';
import * as emailVerification from './0017_email_verification.js';
import * as recoveryCodes from './0018_recovery_codes.js';
import * as signalVoiding from './0019_signal_voiding.js';
import * as paymentExcess from './0020_payment_excess.js';
import * as rolloutChannel from './0021_rollout_channel.js';
import * as plans from './0022_plans.js';
import * as analyticsIndexes from './0023_analytics_indexes.js';
import * as telegram from './0024_telegram.js';
import * as telegramSending from './0025_telegram_sending.js';
import * as telegramGate from './0026_telegram_gate.js';
import * as telegramPosts from './0027_telegram_posts.js';
import * as signalSources from './0028_signal_sources.js';
import * as signalLog from './0029_signal_log.js';
import * as staffRoles from './0030_staff_roles.js';
import * as cannedReplies from './0031_canned_replies.js';
import * as lastSeen from './0032_last_seen.js';
import * as secondApprovals from './0033_second_approvals.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Migrations in order. They are listed here rather than read from a folder so
 * the same list runs from TypeScript sources and from the build. A landed
 * migration is never edited: a change is a new file appended to this list.
 */
const migrations: Array<[string, Migration]> = [
  ['0001_initial', initial],
  ['0002_shared_secrets', sharedSecrets],
  ['0003_payment_claims', paymentClaims],
  ['0004_sealed_totp_secrets', sealedTotpSecrets],
  ['0005_true_numbers', trueNumbers],
  ['0006_audit_request_ids', auditRequestIds],
  ['0007_signal_outcomes', signalOutcomes],
  ['0008_alert_delivery', alertDelivery],
  ['0009_alert_audiences', alertAudiences],
  ['0010_push_subscriptions', pushSubscriptions],
  ['0011_mail_and_sms', mailAndSms],
  ['0012_signal_announcements', signalAnnouncements],
  ['0013_notification_translations', notificationTranslations],
  ['0014_deposit_addresses', depositAddresses],
  ['0015_chain_transfers', chainTransfers],
  ['0016_chain_credit_failures', chainCreditFailures],
  ['0017_email_verification', emailVerification],
  ['0018_recovery_codes', recoveryCodes],
  ['0019_signal_voiding', signalVoiding],
  ['0020_payment_excess', paymentExcess],
  ['0021_rollout_channel', rolloutChannel],
  ['0022_plans', plans],
  ['0023_analytics_indexes', analyticsIndexes],
  ['0024_telegram', telegram],
  ['0025_telegram_sending', telegramSending],
  ['0026_telegram_gate', telegramGate],
  ['0027_telegram_posts', telegramPosts],
  ['0028_signal_sources', signalSources],
  ['0029_signal_log', signalLog],
  ['0030_staff_roles', staffRoles],
  ['0031_canned_replies', cannedReplies],
  ['0032_last_seen', lastSeen],
  ['0033_second_approvals', secondApprovals],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: () => Promise.resolve(migrations),
  getMigrationName: ([name]) => name,
  getMigration: ([, migration]) => Promise.resolve(migration),
};
