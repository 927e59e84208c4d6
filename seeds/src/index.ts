import type { Knex } from 'knex';
import type { SeedContext, SeedFile } from './context.js';
import * as users from './01_users.js';
import * as signals from './02_signals.js';
import * as news from './03_news.js';
import * as airdrops from './04_airdrops.js';
import * as payments from './05_payments.js';
import * as support from './06_support.js';
import * as notifications from './07_notifications.js';
import * as settings from './08_settings.js';
import * as cannedReplies from './09_canned_replies.js';

export type { SeedContext, SeedFile } from './context.js';
export { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_MEMBER_PASSWORD } from './01_users.js';

/** The demo seed files, in the order they must run (later ones look up earlier rows). */
export const demoSeeds: SeedFile[] = [
  { name: '01_users', seed: users.seed },
  { name: '02_signals', seed: signals.seed },
  { name: '03_news', seed: news.seed },
  { name: '04_airdrops', seed: airdrops.seed },
  { name: '05_payments', seed: payments.seed },
  { name: '06_support', seed: support.seed },
  { name: '07_notifications', seed: notifications.seed },
  { name: '08_settings', seed: settings.seed },
  { name: '09_canned_replies', seed: cannedReplies.seed },
];

/** Loads every demo seed in one transaction: all of the demo data, or none of it. */
export async function seedDemoData(knex: Knex, ctx: SeedContext): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const file of demoSeeds) {
      await file.seed(trx, ctx);
    }
  });
}
