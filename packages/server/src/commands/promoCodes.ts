import { textRef, type PromoCodeInput } from '@signals/protocol';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/errors.js';
import { Plan, PromoCode, type User } from '../db/models/index.js';
import { inSavepoint, type UnitOfWork } from '../db/transaction.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { promoKey } from '../policies/promo.js';
import { recordAudit } from './audit.js';

export const PROMO_MESSAGES = {
  notFound: (code: string) => textRef('errors.promoNotFound', { code }),
  taken: (code: string) => textRef('errors.promoCodeTaken', { code }),
  planIds: textRef('validation.promo.planIds'),
} as const;

/** A promo code as the request schema gives it. */
export type PromoCodeFields = z.output<typeof PromoCodeInput>;

/** Adds a promo code (admin): unique whatever its case, for plans that exist. Audited. */
export async function createPromoCode(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { fields: PromoCodeFields }): Promise<PromoCode> {
  await assertPlansExist(unit, input.fields.planIds);
  const created = await saveCode(unit, input.fields, null);
  await recordAudit(unit, actor, { action: 'promo.create', entityType: 'promo_code', entityId: created.id, before: null, after: auditView(created) });
  return created;
}

/** Replaces a promo code's terms (admin); its redemptions so far stay counted. Audited. */
export async function updatePromoCode(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; fields: PromoCodeFields }): Promise<PromoCode> {
  const before = await PromoCode.query(unit.trx).findById(input.id);
  if (!before) {
    throw notFound(PROMO_MESSAGES.notFound(String(input.id)));
  }
  await assertPlansExist(unit, input.fields.planIds);
  const updated = await saveCode(unit, input.fields, before.id);
  await recordAudit(unit, actor, { action: 'promo.update', entityType: 'promo_code', entityId: before.id, before: auditView(before), after: auditView(updated) });
  return updated;
}

/** Deletes a promo code (admin): payments keep the code they used, as text. Audited. */
export async function deletePromoCode(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number }): Promise<void> {
  const before = await PromoCode.query(unit.trx).findById(input.id);
  if (!before) {
    throw notFound(PROMO_MESSAGES.notFound(String(input.id)));
  }
  await PromoCode.query(unit.trx).deleteById(before.id);
  await recordAudit(unit, actor, { action: 'promo.delete', entityType: 'promo_code', entityId: before.id, before: auditView(before), after: null });
}

async function saveCode(unit: UnitOfWork, fields: PromoCodeFields, id: number | null): Promise<PromoCode> {
  const row = { ...fields, codeKey: promoKey(fields.code) };
  try {
    // In a savepoint: a clash caught by the index must not spoil a PostgreSQL transaction.
    return await inSavepoint(unit, async (inner) =>
      id === null ? PromoCode.query(inner.trx).insertAndFetch(row) : PromoCode.query(inner.trx).patchAndFetchById(id, row),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(PROMO_MESSAGES.taken(fields.code));
    }
    throw error;
  }
}

async function assertPlansExist(unit: UnitOfWork, planIds: number[] | null): Promise<void> {
  if (planIds && (await Plan.query(unit.trx).whereIn('id', planIds).resultSize()) !== planIds.length) {
    throw badRequest(PROMO_MESSAGES.planIds, [{ path: 'planIds', message: PROMO_MESSAGES.planIds }]);
  }
}

function auditView(code: PromoCode) {
  return {
    code: code.code,
    percentOff: code.percentOff,
    amountOffUsd: code.amountOffUsd,
    planIds: code.planIds,
    expiresAt: code.expiresAt,
    maxRedemptions: code.maxRedemptions,
    newMembersOnly: code.newMembersOnly,
    oncePerMember: code.oncePerMember,
    isActive: code.isActive,
  };
}
