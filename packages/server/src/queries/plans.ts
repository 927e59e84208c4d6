import type { Db } from '../db/knex.js';
import { Plan, PromoCode } from '../db/models/index.js';

/** Plans by length then price: the ones on sale, or every one (the back office). */
export async function listPlans(db: Db, options: { activeOnly: boolean }): Promise<Plan[]> {
  return Plan.query(db)
    .modify((q) => {
      if (options.activeOnly) {
        q.where('isActive', true);
      }
    })
    .orderBy([{ column: 'isActive', order: 'desc' }, 'months', 'priceUsd', 'id']);
}

/** Every promo code, newest first. */
export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  return PromoCode.query(db).orderBy('id', 'desc');
}

/** The dearest plan on sale's price: what the demo chain sends at most. */
export async function dearestPlanPrice(db: Db): Promise<number> {
  const row = await Plan.query(db).where('isActive', true).max('priceUsd as price').first();
  return Number((row as unknown as { price: number | string | null } | undefined)?.price ?? 0);
}
