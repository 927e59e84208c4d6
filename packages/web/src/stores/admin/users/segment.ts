import { Segment, type LanguageCode, type SegmentKey, type SegmentPremiumKind } from '@signals/protocol';

/** A segment (issue 46) as the back office holds it: only the keys in use. */
export type UsersSegment = Segment;

/** The segment form as its fields hold it: text, '' for a key not in use; a yes-or-no key as 'yes', 'no' or ''. */
export interface SegmentForm {
  premiumKind: SegmentPremiumKind | '';
  lapsedWithinDays: string;
  language: LanguageCode | '';
  signedUpFrom: string;
  signedUpTo: string;
  lastSeenWithinDays: string;
  telegramLinked: YesNo;
  pendingClaim: YesNo;
}
export type YesNo = 'yes' | 'no' | '';

export const EMPTY_SEGMENT_FORM: SegmentForm = {
  premiumKind: '',
  lapsedWithinDays: '',
  language: '',
  signedUpFrom: '',
  signedUpTo: '',
  lastSeenWithinDays: '',
  telegramLinked: '',
  pendingClaim: '',
};

/** A field's problem, as a reference to the validation catalogue (the field shows it in the language shown). */
export type SegmentFormErrors = Partial<Record<SegmentKey, string>>;

const days = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const yesNo = (value: YesNo) => (value === '' ? undefined : value === 'yes');
const text = <T extends string>(value: T | '') => (value === '' ? undefined : value);

/**
 * The segment a form describes, checked by the protocol's own schema (the server's rules, word for word), or the
 * problem of each field. A number that is not one is handed on as such, so the schema's message names it.
 */
export function segmentFromForm(form: SegmentForm): { segment: UsersSegment; errors: null } | { segment: null; errors: SegmentFormErrors } {
  const candidate = withoutUnset({
    premiumKind: text(form.premiumKind),
    lapsedWithinDays: days(form.lapsedWithinDays),
    language: text(form.language),
    signedUpFrom: text(form.signedUpFrom),
    signedUpTo: text(form.signedUpTo),
    lastSeenWithinDays: days(form.lastSeenWithinDays),
    telegramLinked: yesNo(form.telegramLinked),
    pendingClaim: yesNo(form.pendingClaim),
  });
  const parsed = Segment.safeParse(candidate);
  if (parsed.success) {
    return { segment: candidate, errors: null };
  }
  const errors: SegmentFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as SegmentKey | undefined;
    if (key && errors[key] === undefined) {
      errors[key] = issue.message;
    }
  }
  return { segment: null, errors };
}

/** The form showing a segment, to edit it again. */
export function formFromSegment(segment: UsersSegment): SegmentForm {
  const yes = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'yes' : 'no');
  return {
    premiumKind: segment.premiumKind ?? '',
    lapsedWithinDays: segment.lapsedWithinDays === undefined ? '' : String(segment.lapsedWithinDays),
    language: segment.language ?? '',
    signedUpFrom: segment.signedUpFrom ?? '',
    signedUpTo: segment.signedUpTo ?? '',
    lastSeenWithinDays: segment.lastSeenWithinDays === undefined ? '' : String(segment.lastSeenWithinDays),
    telegramLinked: yes(segment.telegramLinked),
    pendingClaim: yes(segment.pendingClaim),
  };
}

/** How many filters a segment sets; none means every member. */
export function segmentSize(segment: UsersSegment): number {
  return Object.values(segment).filter((value) => value !== undefined).length;
}

/** The segment as a URL carries it (`?segment=`): JSON, left out when it sets no filter. */
export function segmentParam(segment: UsersSegment): string | undefined {
  return segmentSize(segment) === 0 ? undefined : JSON.stringify(withoutUnset(segment));
}

function withoutUnset<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}
