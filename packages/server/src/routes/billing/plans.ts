import { createQuote as quote } from '../../commands/quotes.js';
import { startTrial as trial } from '../../commands/trials.js';
import { presentPlan, presentQuote } from '../../presenters/plans.js';
import { listPlans as plansOnSale } from '../../queries/plans.js';
import type { Handler } from '../types.js';

const listPlans: Handler<'listPlans'> = async ({ services }) => (await plansOnSale(services.db, { activeOnly: true })).map(presentPlan);

const createQuote: Handler<'createQuote'> = async ({ input, viewer, write }) => {
  const { quote: created, promoCode } = await write((unit) => quote(unit, viewer, input.body));
  return presentQuote(created, promoCode);
};

const startTrial: Handler<'startTrial'> = async ({ input, viewer, write }) => {
  const { plan, subscription } = await write((unit) => trial(unit, viewer, input.body));
  return { planId: plan.id, days: plan.trialDays, endsAt: subscription.endDate.toISOString() };
};

export const planHandlers = { listPlans, createQuote, startTrial };
