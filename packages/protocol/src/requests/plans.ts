import { z } from 'zod';
import { CANCELLATION_REASONS } from '../constants.js';
import { Id } from '../entities/common.js';
import { textRef } from '../text.js';
import { flag, optionalText, requiredText } from './fields.js';

/** A price in US dollars: above zero, whole cents, below a million. */
const priceUsd = z
  .number({ error: textRef('validation.plans.priceRequired') })
  .positive(textRef('validation.plans.priceRequired'))
  .max(999_999, textRef('validation.plans.priceTooLarge'))
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, textRef('validation.plans.priceCents'));
const months = z
  .number({ error: textRef('validation.plans.monthsRange') })
  .int(textRef('validation.plans.monthsRange'))
  .min(1, textRef('validation.plans.monthsRange'))
  .max(36, textRef('validation.plans.monthsRange'));
const trialDays = z
  .number({ error: textRef('validation.plans.trialDaysRange') })
  .int(textRef('validation.plans.trialDaysRange'))
  .min(0, textRef('validation.plans.trialDaysRange'))
  .max(90, textRef('validation.plans.trialDaysRange'));
/** Letters, digits, `-` and `_`: it stands in links and quotes. */
const planCode = requiredText(textRef('validation.plans.codeRequired'), 40).regex(/^[a-z0-9][a-z0-9_-]*$/, textRef('validation.plans.codeFormat'));

/** A new plan (admin). */
export const PlanInput = z.object({
  code: planCode,
  name: requiredText(textRef('validation.plans.nameRequired'), 80),
  months,
  priceUsd,
  trialDays: trialDays.default(0),
  isActive: flag(true),
});
export type PlanInput = z.input<typeof PlanInput>;

/**
 * A change to a plan (admin): any of its fields but the code. Changing the price or the length of a plan that has been
 * bought deactivates it and creates a new plan with the same code.
 */
export const PlanUpdate = z
  .object({ name: PlanInput.shape.name, months, priceUsd, trialDays, isActive: z.boolean({ error: textRef('validation.common.notBoolean') }) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, textRef('validation.plans.nothingToChange'));
export type PlanUpdate = z.input<typeof PlanUpdate>;

/** A promo code as typed: case-insensitive, kept as written. */
export const promoCodeText = z
  .string({ error: textRef('validation.promo.codeFormat') })
  .trim()
  .min(3, textRef('validation.promo.codeFormat'))
  .max(40, textRef('validation.promo.codeFormat'))
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, textRef('validation.promo.codeFormat'));

function planId() {
  const message = textRef('validation.plans.planRequired');
  return z.number({ error: message }).int(message).positive(message);
}

/** What the next payment should buy (member). */
export const QuoteRequest = z.object({
  planId: planId(),
  promoCode: z
    .string({ error: textRef('validation.promo.codeFormat') })
    .trim()
    .max(40, textRef('validation.promo.codeFormat'))
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(promoCodeText.nullable()),
});
export type QuoteRequest = z.input<typeof QuoteRequest>;

/** A promo code (admin): exactly one of `percentOff` and `amountOffUsd`. */
export const PromoCodeInput = z
  .object({
    code: promoCodeText,
    percentOff: z
      .number({ error: textRef('validation.promo.percentRange') })
      .gt(0, textRef('validation.promo.percentRange'))
      .lt(100, textRef('validation.promo.percentRange'))
      .nullish()
      .transform((value) => value ?? null),
    amountOffUsd: z
      .number({ error: textRef('validation.promo.amountPositive') })
      .positive(textRef('validation.promo.amountPositive'))
      .max(999_999, textRef('validation.plans.priceTooLarge'))
      .nullish()
      .transform((value) => value ?? null),
    planIds: z
      .array(Id, { error: textRef('validation.promo.planIds') })
      .max(50, textRef('validation.promo.planIds'))
      .nullish()
      .transform((value) => (value && value.length > 0 ? [...new Set(value)] : null)),
    expiresAt: z.iso
      .datetime({ offset: true, error: textRef('validation.promo.expiresAt') })
      .nullish()
      .transform((value) => (value ? new Date(value) : null)),
    maxRedemptions: z
      .number({ error: textRef('validation.promo.maxRedemptions') })
      .int(textRef('validation.promo.maxRedemptions'))
      .positive(textRef('validation.promo.maxRedemptions'))
      .max(1_000_000, textRef('validation.promo.maxRedemptions'))
      .nullish()
      .transform((value) => value ?? null),
    newMembersOnly: flag(false),
    oncePerMember: flag(true),
    isActive: flag(true),
  })
  .superRefine((value, ctx) => {
    if ((value.percentOff === null) === (value.amountOffUsd === null)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: textRef('validation.promo.oneDiscount') });
    }
  });
export type PromoCodeInput = z.input<typeof PromoCodeInput>;

/** Start a plan's trial (member). */
export const TrialRequest = z.object({ planId: planId() });
export type TrialRequest = z.input<typeof TrialRequest>;

/** Comp a member premium (admin): days, and why (kept in the audit trail). */
export const CompRequest = z.object({
  days: z
    .number({ error: textRef('validation.plans.compDays') })
    .int(textRef('validation.plans.compDays'))
    .min(1, textRef('validation.plans.compDays'))
    .max(3660, textRef('validation.plans.compDays')),
  reason: requiredText(textRef('validation.plans.compReason'), 500),
});
export type CompRequest = z.input<typeof CompRequest>;

/** Cancel premium, saying why (member). */
export const CancelRequest = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: textRef('validation.plans.cancelReason') }),
  comment: optionalText(1000),
});
export type CancelRequest = z.input<typeof CancelRequest>;

/** One check, so a malformed day gets one issue, not one per rule it breaks. */
const isoDay = z
  .string()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    textRef('validation.plans.day'),
  );

/** The range of the revenue figures: whole days, `from` not after `to`, at most five years. */
export const AnalyticsQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['from'], message: textRef('validation.plans.rangeOrder') })
  .refine((value) => !value.from || !value.to || Date.parse(value.to) - Date.parse(value.from) <= 5 * 366 * 86_400_000, {
    path: ['to'],
    message: textRef('validation.plans.rangeTooLong'),
  });
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;
