import type { Knex } from 'knex';

/**
 * Numbers that are true (issue 15). Data only; the schema is unchanged.
 *
 * - Payments record the plan price in dollars. The demo data wrote Bitcoin
 *   and Ethereum payments with currency `BTC` and `ETH` beside that dollar
 *   price, so screens printed "60.00 BTC" and revenue added them as if they
 *   were coins. No code path ever stored a coin count (the claim command has
 *   always written the dollar price, as `USD`), so the amount stays and the
 *   currency becomes `USD`.
 * - An arbitrage signal's profit is the spread of its prices. Rows whose
 *   profit says otherwise (a 2.9 % profit on buy 6.512 / sell 6.665) get the
 *   spread, so members never read a figure the prices contradict.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('payments').whereIn('currency', ['BTC', 'ETH']).update({ currency: 'USD' });

  const arbitrages = (await knex('signals')
    .select('id', 'profitPercentage', 'buyPrice', 'sellPrice')
    .where('signalType', 'arbitrage')
    .whereNotNull('buyPrice')
    .whereNotNull('sellPrice')
    .where('buyPrice', '>', 0)) as Array<{ id: number; profitPercentage: number | string; buyPrice: number | string; sellPrice: number | string }>;
  for (const row of arbitrages) {
    // The rule as it stood when this migration was written (protocol/src/arbitrage.ts), copied so the migration never changes.
    const buy = Number(row.buyPrice);
    const spread = Math.round(((Number(row.sellPrice) - buy) / buy) * 100 * 100) / 100;
    if (spread > 0 && Number(row.profitPercentage) !== spread) {
      await knex('signals').where('id', row.id).update({ profitPercentage: spread });
    }
  }
}

/** The old values are not kept: which dollar payments were marked BTC or ETH, and what profit a contradiction stated, is gone. */
export async function down(): Promise<void> {}
