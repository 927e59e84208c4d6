import { createPlan, deactivatePlan, updatePlan } from '../../commands/plans.js';
import { createPromoCode, deletePromoCode, updatePromoCode } from '../../commands/promoCodes.js';
import { presentPlan, presentPromoCode } from '../../presenters/plans.js';
import { listPlans, listPromoCodes } from '../../queries/plans.js';
import type { Handler } from '../types.js';

const adminListPlans: Handler<'adminListPlans'> = async ({ services }) => (await listPlans(services.db, { activeOnly: false })).map(presentPlan);

const adminCreatePlan: Handler<'adminCreatePlan'> = async ({ input, viewer, write }) => presentPlan(await write((unit) => createPlan(unit, viewer, { plan: input.body })));

const adminUpdatePlan: Handler<'adminUpdatePlan'> = async ({ input, viewer, write }) =>
  presentPlan(await write((unit) => updatePlan(unit, viewer, { id: input.params.id, changes: input.body })));

const adminDeactivatePlan: Handler<'adminDeactivatePlan'> = async ({ input, viewer, write }) => presentPlan(await write((unit) => deactivatePlan(unit, viewer, { id: input.params.id })));

const adminListPromoCodes: Handler<'adminListPromoCodes'> = async ({ services }) => (await listPromoCodes(services.db)).map(presentPromoCode);

const adminCreatePromoCode: Handler<'adminCreatePromoCode'> = async ({ input, viewer, write }) =>
  presentPromoCode(await write((unit) => createPromoCode(unit, viewer, { fields: input.body })));

const adminUpdatePromoCode: Handler<'adminUpdatePromoCode'> = async ({ input, viewer, write }) =>
  presentPromoCode(await write((unit) => updatePromoCode(unit, viewer, { id: input.params.id, fields: input.body })));

const adminDeletePromoCode: Handler<'adminDeletePromoCode'> = async ({ input, viewer, write }) => {
  await write((unit) => deletePromoCode(unit, viewer, { id: input.params.id }));
  return { ok: true as const };
};

export const planHandlers = { adminListPlans, adminCreatePlan, adminUpdatePlan, adminDeactivatePlan, adminListPromoCodes, adminCreatePromoCode, adminUpdatePromoCode, adminDeletePromoCode };
