import type { LanguageCode, ParsedSegment, PremiumKind, SubscriptionKind } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { toDate } from '../db/models/index.js';
import { premiumPeriodOf } from '../policies/premium.js';
import { staffRoleOf } from '../policies/staff.js';
import { inBatches } from './revenueExports.js';
import { WAITING_CLAIM_STATUSES, whereInSegment } from './segment.js';

/** A member as the users CSV lists them (issue 46). */
export interface UserExportRow {
  id: number;
  username: string;
  email: string;
  language: LanguageCode;
  /** The staff role, or `member`. */
  role: string;
  /** The kind of the premium period running at the export's instant; null for none. */
  premiumKind: PremiumKind | null;
  premiumEnds: Date | null;
  graceEnds: Date | null;
  isBanned: boolean;
  twoFactor: boolean;
  telegramLinked: boolean;
  pendingClaim: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
}

interface RawUserRow {
  id: number;
  username: string;
  email: string;
  language: LanguageCode;
  isAdmin: unknown;
  staffRole: string | null;
  isPremium: unknown;
  premiumKind: SubscriptionKind | null;
  subscriptionEndDate: unknown;
  graceEndDate: unknown;
  isBanned: unknown;
  totpEnabled: unknown;
  createdAt: unknown;
  lastSeenAt: unknown;
  telegramLinkId: number | null;
  pendingClaim: unknown;
}

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : toDate(value));
/** SQLite answers 0 and 1, PostgreSQL booleans (and `exists` as a boolean). */
const truth = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';

/**
 * The members of a segment (every member without one), in id order, a batch at a time (revenueExports' keyset): plain
 * rows, never models, so the server holds one batch of a 100,000-member export, not the whole of it. Premium is read
 * at one instant for the whole export, the instant the segment is read at.
 */
export async function* usersForExport(db: Db, segment: ParsedSegment | undefined, now: Date): AsyncGenerator<UserExportRow[]> {
  const query = () => {
    const users = db('users')
      .leftJoin('telegramLinks', 'telegramLinks.userId', 'users.id')
      .select(
        'users.id',
        'users.username',
        'users.email',
        'users.language',
        'users.isAdmin',
        'users.staffRole',
        'users.isPremium',
        'users.premiumKind',
        'users.subscriptionEndDate',
        'users.graceEndDate',
        'users.isBanned',
        'users.totpEnabled',
        'users.createdAt',
        'users.lastSeenAt',
        'telegramLinks.id as telegramLinkId',
        db.raw(`exists (select 1 from payments where payments.user_id = users.id and payments.status in (${WAITING_CLAIM_STATUSES.map(() => '?').join(', ')})) as pending_claim`, [
          ...WAITING_CLAIM_STATUSES,
        ]),
      );
    return segment ? whereInSegment(users, segment, now) : users;
  };
  for await (const rows of inBatches<RawUserRow>(query, 'users.id')) {
    yield rows.map((row) => {
      const period = premiumPeriodOf({ isPremium: truth(row.isPremium), subscriptionEndDate: dateOrNull(row.subscriptionEndDate), premiumKind: row.premiumKind, graceEndDate: dateOrNull(row.graceEndDate) }, now);
      return {
        id: row.id,
        username: row.username,
        email: row.email,
        language: row.language,
        role: staffRoleOf({ isAdmin: truth(row.isAdmin), staffRole: row.staffRole }) ?? 'member',
        premiumKind: period.kind,
        premiumEnds: period.running ? period.until : null,
        graceEnds: period.graceUntil,
        isBanned: truth(row.isBanned),
        twoFactor: truth(row.totpEnabled),
        telegramLinked: row.telegramLinkId !== null,
        pendingClaim: truth(row.pendingClaim),
        createdAt: toDate(row.createdAt),
        lastSeenAt: dateOrNull(row.lastSeenAt),
      };
    });
  }
}
