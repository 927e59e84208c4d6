import type { Knex } from 'knex';
import type { SeedContext } from './context.js';

/**
 * Receiving addresses so the payment screens have something to show. These
 * are well-known burn addresses: anything sent there is lost, so a real
 * deployment must set its own in the back office (production never seeds).
 */
const DEMO_ADDRESSES = {
  usdt_wallet_address: '0x000000000000000000000000000000000000dEaD',
  eth_wallet_address: '0x000000000000000000000000000000000000dEaD',
  btc_wallet_address: '1BitcoinEaterAddressDontSendf59kuE',
};

export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  for (const [key, value] of Object.entries(DEMO_ADDRESSES)) {
    await knex('systemSettings').where({ key }).update({ value, updatedAt: now });
  }
}
