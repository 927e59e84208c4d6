import { z } from 'zod';

/** Row ids are positive integers. */
export const Id = z.number().int().positive();
/** Timestamps travel as ISO 8601 strings in UTC. */
export const Timestamp = z.iso.datetime({ offset: true });
export const NullableTimestamp = Timestamp.nullable();

/** A page of an admin table: the rows plus what the pager needs. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The body of every non-2xx answer. */
export const ErrorBody = z.object({
  message: z.string(),
  /** Field-level problems of a validation failure: the path joined by dots, and the message. */
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
  /** Set on a 401 from sign-in when the account needs its two-factor code. */
  twoFactorRequired: z.boolean().optional(),
  /**
   * The message's stable identifier (ErrorCode: `banned`, `premiumRequired`, `validationFailed`):
   * what a client acts on, since `message` is written in the reader's language.
   */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The answer of calls that only acknowledge. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
