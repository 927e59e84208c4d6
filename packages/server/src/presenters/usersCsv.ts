import type { Readable } from 'node:stream';
import type { UserExportRow } from '../queries/userExports.js';
import { csvStream } from './csv.js';

const USER_HEADER = [
  'id',
  'username',
  'email',
  'language',
  'role',
  'premiumKind',
  'premiumEnds',
  'graceEnds',
  'banned',
  'twoFactor',
  'telegramLinked',
  'pendingClaim',
  'signedUpAt',
  'lastSeenAt',
] as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The users export (issue 46): one line a member, as the segment chose them; `premiumKind` is `none` without a
 * running period. Written as it is read, and neutralised against formulas, by the one CSV writer (csv.ts).
 */
export function usersCsv(batches: AsyncIterable<readonly UserExportRow[]>): Readable {
  return csvStream(USER_HEADER, batches, (u) => [
    u.id,
    u.username,
    u.email,
    u.language,
    u.role,
    u.premiumKind ?? 'none',
    iso(u.premiumEnds),
    iso(u.graceEnds),
    u.isBanned,
    u.twoFactor,
    u.telegramLinked,
    u.pendingClaim,
    u.createdAt.toISOString(),
    iso(u.lastSeenAt),
  ]);
}
