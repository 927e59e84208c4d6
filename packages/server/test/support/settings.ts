import type { SettingKey } from '@signals/protocol';
import type { Db } from '../../src/db/knex.js';

/**
 * Sets system settings for a test, as stored state (the admin's way, with its audit rows, is PUT /api/admin/settings);
 * returns a function that puts the previous values back. The premium price is the monthly plan's price too (one
 * value, issue 42): both are set.
 */
export async function withSettings(db: Db, values: Partial<Record<SettingKey, string>>): Promise<() => Promise<void>> {
  const previous = await db('systemSettings').whereIn('key', Object.keys(values)).select('key', 'value');
  for (const [key, value] of Object.entries(values)) {
    await db('systemSettings').where({ key }).update({ value });
    if (key === 'premium_subscription_price') {
      await db('plans').where({ code: 'monthly', isActive: true }).update({ priceUsd: Number(value) });
    }
  }
  return async () => {
    for (const row of previous as { key: string; value: string }[]) {
      await db('systemSettings').where({ key: row.key }).update({ value: row.value });
      if (row.key === 'premium_subscription_price') {
        await db('plans').where({ code: 'monthly', isActive: true }).update({ priceUsd: Number(row.value) });
      }
    }
  };
}

/** Members may claim a USDT payment (a receiving address, the method on): what a test of claims sets first. */
export const USDT_CLAIMS = { usdt_wallet_address: '0x1111111111111111111111111111111111111111', enable_usdt_payments: 'true' } as const;
