import { z } from 'zod';
import { LANGUAGE_CODES, PREMIUM_KINDS } from '../constants.js';
import { textRef } from '../text.js';

/**
 * One member filter (issue 46) for the users list, its CSV, bulk actions and a broadcast's audience: every key is
 * optional, and the keys given are combined with AND. The server turns it into SQL in one place
 * (packages/server/src/queries/segment.ts), so each of those counts the same members.
 */

/** The premium kinds a segment picks by: a running period's kind, or `none` for no premium running now. */
export const SEGMENT_PREMIUM_KINDS = [...PREMIUM_KINDS, 'none'] as const;
export type SegmentPremiumKind = (typeof SEGMENT_PREMIUM_KINDS)[number];

/** The keys of a segment, in the order the back office shows them. */
export const SEGMENT_KEYS = ['premiumKind', 'lapsedWithinDays', 'language', 'signedUpFrom', 'signedUpTo', 'lastSeenWithinDays', 'telegramLinked', 'pendingClaim'] as const;
export type SegmentKey = (typeof SEGMENT_KEYS)[number];

/** The longest look back a "within N days" key takes: ten years. */
export const SEGMENT_MAX_DAYS = 3650;

/** A whole number of days, 1 to SEGMENT_MAX_DAYS; `name` is the key, which the message quotes. */
const withinDays = (name: SegmentKey) => {
  const message = textRef('validation.segment.days', { name, max: SEGMENT_MAX_DAYS });
  return z.number({ error: message }).int(message).min(1, message).max(SEGMENT_MAX_DAYS, message).optional();
};

/** A calendar day as YYYY-MM-DD (UTC), checked to exist (no 2026-02-30). */
const day = (name: SegmentKey) => {
  const message = textRef('validation.query.notDate', { name });
  return z
    .string({ error: message })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), message)
    .optional();
};

const yesOrNo = (name: SegmentKey) => z.boolean({ error: textRef('validation.segment.flag', { name }) }).optional();

export const Segment = z
  .strictObject(
    {
      premiumKind: z.enum(SEGMENT_PREMIUM_KINDS, { error: textRef('validation.common.oneOf', { name: 'premiumKind', values: SEGMENT_PREMIUM_KINDS.join(', ') }) }).optional(),
      /** Premium ended within this many days, and none runs now. */
      lapsedWithinDays: withinDays('lapsedWithinDays'),
      language: z.enum(LANGUAGE_CODES, { error: textRef('validation.common.oneOf', { name: 'language', values: LANGUAGE_CODES.join(', ') }) }).optional(),
      /** Signed up on or after this day (UTC). */
      signedUpFrom: day('signedUpFrom'),
      /** Signed up on or before this day (UTC), the whole day included. */
      signedUpTo: day('signedUpTo'),
      lastSeenWithinDays: withinDays('lastSeenWithinDays'),
      telegramLinked: yesOrNo('telegramLinked'),
      /** Has a manual payment claim waiting for the staff's decision. */
      pendingClaim: yesOrNo('pendingClaim'),
    },
    {
      // A key the segment does not know is named, with the ones it does: a typo must not widen the audience silently.
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? textRef('validation.segment.unknownKey', { keys: issue.keys.join(', '), known: SEGMENT_KEYS.join(', ') })
          : textRef('validation.segment.notObject'),
    },
  )
  .refine((segment) => !segment.signedUpFrom || !segment.signedUpTo || segment.signedUpFrom <= segment.signedUpTo, {
    path: ['signedUpTo'],
    message: textRef('validation.query.endBeforeStart'),
  });
export type Segment = z.input<typeof Segment>;
export type ParsedSegment = z.output<typeof Segment>;

/**
 * A segment as a URL carries it (`?segment=` and the URL-encoded JSON): text that is not JSON is the same 400 as
 * JSON that is not an object, naming the parameter.
 */
export const SegmentParam = z
  .string()
  .max(2000, textRef('validation.query.tooLong', { name: 'segment' }))
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: textRef('validation.segment.notObject'), input: text });
      return z.NEVER;
    }
  })
  .pipe(Segment);

/** The query of the users CSV: the segment, or every member without one. */
export const UserExportQuery = z.object({ segment: SegmentParam.optional() });
export type UserExportQuery = z.input<typeof UserExportQuery>;
