import { z } from 'zod';
import { idParam, queryInt } from './fields.js';

/** Path parameters of `/…/:id` routes. */
export const IdParams = z.object({ id: idParam });
export type IdParams = z.input<typeof IdParams>;

/** Cursor paging of the user's own lists (notifications, payments): newest first, `before` an id. */
export const CursorQuery = z.object({
  before: queryInt(1, Number.MAX_SAFE_INTEGER, 'before').optional(),
  limit: queryInt(1, 100, 'limit').optional(),
});
export type CursorQuery = z.input<typeof CursorQuery>;
