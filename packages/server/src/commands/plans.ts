import { SETTINGS, textRef, type PlanInput, type PlanUpdate } from '@signals/protocol';
import { isUniqueViolation } from '../db/errors.js';
import { Payment, PaymentQuote, Plan, Subscription, SystemSetting, type User } from '../db/models/index.js';
import { inSavepoint, type UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { recordAudit } from './audit.js';
import { QUOTE_MESSAGES } from '../queries/purchases.js';

export const PLAN_MESSAGES = {
  codeTaken: (code: string) => textRef('errors.planCodeTaken', { code }),
  monthlyStays: textRef('errors.monthlyPlanStays'),
} as const;

/** The plan whose price is the `premium_subscription_price` setting: the two are one value. */
export const MONTHLY_PLAN_CODE = 'monthly';

type PlanFields = Required<Omit<PlanInput, 'code'>>;

/** Adds a plan (admin): its code must not be on an active plan already. Audited. */
export async function createPlan(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { plan: PlanFields & { code: string } }): Promise<Plan> {
  const created = await insertPlan(unit, input.plan);
  await recordAudit(unit, actor, { action: 'plan.create', entityType: 'plan', entityId: created.id, before: null, after: auditView(created) });
  return created;
}

/**
 * Changes a plan (admin). A plan that has been bought or quoted is never
 * repriced in place: a new price or length deactivates it and creates a new
 * plan with the same code (members and open quotes keep what they bought).
 * The monthly plan's price is the `premium_subscription_price` setting:
 * changing one changes the other. The monthly plan stays on sale. Audited.
 *
 * @returns the plan as it now is: the new one when it was repriced.
 */
export async function updatePlan(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; changes: PlanUpdate; now?: Date }): Promise<Plan> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  const plan = await Plan.query(trx).findById(input.id);
  if (!plan) {
    throw notFound(QUOTE_MESSAGES.planNotFound);
  }
  const changes = input.changes as Partial<PlanFields>;
  if (plan.code === MONTHLY_PLAN_CODE && plan.isActive && changes.isActive === false) {
    throw conflict(PLAN_MESSAGES.monthlyStays);
  }
  const repriced = (changes.priceUsd !== undefined && changes.priceUsd !== plan.priceUsd) || (changes.months !== undefined && changes.months !== plan.months);
  let result: Plan;
  if (repriced && (await wasSold(unit, plan.id))) {
    await Plan.query(trx).patch({ isActive: false, updatedAt: now }).where('id', plan.id);
    result = await insertPlan(unit, {
      code: plan.code,
      name: changes.name ?? plan.name,
      months: changes.months ?? plan.months,
      priceUsd: changes.priceUsd ?? plan.priceUsd,
      trialDays: changes.trialDays ?? plan.trialDays,
      isActive: changes.isActive ?? plan.isActive,
    });
  } else {
    if (changes.isActive === true && !plan.isActive) {
      await assertCodeFree(unit, plan.code, plan.id);
    }
    result = await Plan.query(trx).patchAndFetchById(plan.id, { ...changes, updatedAt: now });
  }
  await recordAudit(unit, actor, { action: 'plan.update', entityType: 'plan', entityId: plan.id, before: auditView(plan), after: { ...auditView(result), planId: result.id } });
  if (result.code === MONTHLY_PLAN_CODE && result.isActive && result.priceUsd !== plan.priceUsd) {
    await writePriceSetting(unit, actor, result.priceUsd, now);
  }
  return result;
}

/** Takes a plan off sale (admin); never the monthly plan. Audited. */
export async function deactivatePlan(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; now?: Date }): Promise<Plan> {
  const plan = await Plan.query(unit.trx).findById(input.id);
  if (!plan) {
    throw notFound(QUOTE_MESSAGES.planNotFound);
  }
  if (plan.code === MONTHLY_PLAN_CODE && plan.isActive) {
    throw conflict(PLAN_MESSAGES.monthlyStays);
  }
  const result = await Plan.query(unit.trx).patchAndFetchById(plan.id, { isActive: false, updatedAt: input.now ?? new Date() });
  await recordAudit(unit, actor, { action: 'plan.deactivate', entityType: 'plan', entityId: plan.id, before: auditView(plan), after: auditView(result) });
  return result;
}

/**
 * The other half of "one value": the `premium_subscription_price` setting was
 * saved, so the monthly plan takes the price (a new plan when the old one was
 * sold). Called by the settings command in the same transaction.
 */
export async function priceMonthlyPlan(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { priceUsd: number; now?: Date }): Promise<void> {
  const plan = await Plan.query(unit.trx).where({ code: MONTHLY_PLAN_CODE, isActive: true }).first();
  if (plan && plan.priceUsd !== input.priceUsd) {
    await updatePlan(unit, actor, { id: plan.id, changes: { priceUsd: input.priceUsd }, now: input.now });
  }
}

async function writePriceSetting(unit: UnitOfWork, actor: Pick<User, 'id'>, priceUsd: number, now: Date): Promise<void> {
  const value = String(priceUsd);
  const row = await SystemSetting.query(unit.trx).where('key', 'premium_subscription_price').first();
  if (row && Number(row.value) === priceUsd) {
    return;
  }
  const definition = SETTINGS.premium_subscription_price;
  const saved = row
    ? await SystemSetting.query(unit.trx).patchAndFetchById(row.id, { value, updatedAt: now })
    : await SystemSetting.query(unit.trx).insertAndFetch({ key: 'premium_subscription_price', value, description: definition.description, group: definition.group, updatedAt: now });
  await recordAudit(unit, actor, {
    action: 'setting.update',
    entityType: 'setting',
    entityId: saved.id,
    before: row ? { key: 'premium_subscription_price', value: row.value } : null,
    after: { key: 'premium_subscription_price', value },
  });
  unit.record({ type: 'settings.changed' });
}

/** Whether a plan was bought, quoted or given: it is then repriced as a new plan. */
async function wasSold(unit: UnitOfWork, planId: number): Promise<boolean> {
  const { trx } = unit;
  const [payments, quotes, periods] = await Promise.all([
    Payment.query(trx).where('planId', planId).resultSize(),
    PaymentQuote.query(trx).where('planId', planId).resultSize(),
    Subscription.query(trx).where('planId', planId).resultSize(),
  ]);
  return payments + quotes + periods > 0;
}

async function insertPlan(unit: UnitOfWork, plan: PlanFields & { code: string }): Promise<Plan> {
  if (plan.isActive) {
    await assertCodeFree(unit, plan.code, null);
  }
  try {
    // In a savepoint: a clash caught by the index must not spoil a PostgreSQL transaction.
    return await inSavepoint(unit, async (inner) => Plan.query(inner.trx).insertAndFetch(plan));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(PLAN_MESSAGES.codeTaken(plan.code));
    }
    throw error;
  }
}

async function assertCodeFree(unit: UnitOfWork, code: string, exceptId: number | null): Promise<void> {
  const taken = await Plan.query(unit.trx)
    .where({ code, isActive: true })
    .modify((q) => {
      if (exceptId !== null) {
        q.whereNot('id', exceptId);
      }
    })
    .first();
  if (taken) {
    throw conflict(PLAN_MESSAGES.codeTaken(code));
  }
}

function auditView(plan: Plan) {
  return { code: plan.code, name: plan.name, months: plan.months, priceUsd: plan.priceUsd, trialDays: plan.trialDays, isActive: plan.isActive };
}
