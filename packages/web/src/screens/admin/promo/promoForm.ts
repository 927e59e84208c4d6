import type { PromoCode, PromoCodeInput } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** The promo code form as typed: text where the admin types numbers, so an empty field stays empty. */
export interface PromoFormValues {
  code: string;
  kind: 'percent' | 'amount';
  /** The percentage or the dollars off, as typed. */
  value: string;
  /** The plans it holds for; none ticked: every plan. */
  planIds: string[];
  /** `YYYY-MM-DDTHH:mm` in the admin's time zone (a datetime-local field); empty for never. */
  expiresAt: string;
  /** Empty for no limit. */
  maxRedemptions: string;
  newMembersOnly: boolean;
  oncePerMember: boolean;
  isActive: boolean;
}

/** The form's start: a new code (10 % off, every plan, once per member), or the code being edited. */
export function promoFormValues(promo?: PromoCode): PromoFormValues {
  if (!promo) {
    return { code: '', kind: 'percent', value: '', planIds: [], expiresAt: '', maxRedemptions: '', newMembersOnly: false, oncePerMember: true, isActive: true };
  }
  return {
    code: promo.code,
    kind: promo.percentOff !== null ? 'percent' : 'amount',
    value: String(promo.percentOff ?? promo.amountOffUsd ?? ''),
    planIds: (promo.planIds ?? []).map(String),
    expiresAt: promo.expiresAt ? localInputValue(new Date(promo.expiresAt)) : '',
    maxRedemptions: promo.maxRedemptions === null ? '' : String(promo.maxRedemptions),
    newMembersOnly: promo.newMembersOnly,
    oncePerMember: promo.oncePerMember,
    isActive: promo.isActive,
  };
}

/** A moment as a datetime-local field shows it, in this device's time zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A typed number, or NaN for text that is not one (the schema then says what is wrong); null for an empty field. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** What the API is sent: exactly one of percent and amount off, the plans as ids (none: every plan), the expiry as an instant. */
export function promoInput(values: PromoFormValues): PromoCodeInput {
  const amount = typedNumber(values.value);
  const expires = values.expiresAt ? new Date(values.expiresAt) : null;
  return {
    code: values.code.trim(),
    percentOff: values.kind === 'percent' ? amount : null,
    amountOffUsd: values.kind === 'amount' ? amount : null,
    planIds: values.planIds.length > 0 ? values.planIds.map(Number) : null,
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : null,
    maxRedemptions: typedNumber(values.maxRedemptions),
    newMembersOnly: values.newMembersOnly,
    oncePerMember: values.oncePerMember,
    isActive: values.isActive,
  };
}

/** Where an issue of the schema or the server is shown: a discount's issue on the value field. */
export function promoField(path: string): keyof PromoFormValues | null {
  switch (path) {
    case 'code':
    case 'expiresAt':
    case 'maxRedemptions':
    case 'planIds':
      return path;
    case 'percentOff':
    case 'amountOffUsd':
      return 'value';
    default:
      return null;
  }
}

export type PromoState = 'active' | 'inactive' | 'expired' | 'usedUp';

/** Whether a code takes effect now: switched off, past its expiry, used up, or active. */
export function promoState(promo: Pick<PromoCode, 'isActive' | 'expiresAt' | 'maxRedemptions' | 'redemptions'>, now: number): PromoState {
  if (!promo.isActive) {
    return 'inactive';
  }
  if (promo.expiresAt && new Date(promo.expiresAt).getTime() <= now) {
    return 'expired';
  }
  return promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions ? 'usedUp' : 'active';
}

export const PROMO_STATE_LABELS: Record<PromoState, MessageId> = {
  active: 'adminPlans.promo.state.active',
  inactive: 'adminPlans.promo.state.inactive',
  expired: 'adminPlans.promo.state.expired',
  usedUp: 'adminPlans.promo.state.usedUp',
};
