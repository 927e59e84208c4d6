import type { BulkUserActionResult, RouteParsed } from '@signals/protocol';
import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { refuseBan } from '../policies/adminUsers.js';
import { segmentMemberIds } from '../queries/segment.js';
import { broadcastNotification } from './notifications.js';
import { compOrAsk } from './compApprovals.js';
import { banUser } from './users.js';

export type BulkUserAction = RouteParsed<'adminBulkUsers'>['body'];

/** How many members are loaded at a time: a segment may hold every member. */
const MEMBER_SLICE = 200;

/**
 * One action on every member of a segment (issue 46), in the unit's one transaction: all of it or none. The members
 * are the segment's at `now`, read once (queries/segment.ts, as the users list counts them), so a comp that takes
 * them out of the segment as it runs still reaches each of them. Each member gets what the one-member action gives
 * (comp: `compOrAsk`, which asks for a second approval above the threshold; ban: `banUser`; each with its audit entry
 * and events); a notification goes as a segment's broadcast. Staff are never banned in bulk, nor are members banned already. The capability each action needs is
 * the route's to check.
 *
 * @param unit the transaction and event recorder.
 * @param actor the staff member.
 * @param input the action and its segment, and the clock (now by default).
 * @returns how many members the segment held, how many the action reached, and how many comps wait for a second approval.
 */
export async function actOnSegment(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { request: BulkUserAction; now?: Date }): Promise<BulkUserActionResult> {
  const { request, now = new Date() } = input;
  const members = await segmentMemberIds(unit.trx, request.segment, now);
  switch (request.action) {
    case 'notify': {
      const { action: _action, segment, ...message } = request;
      // The same members: the same condition at the same instant, in the same transaction.
      await broadcastNotification(unit, actor, { broadcast: { ...message, userIds: null, segment }, now });
      return { matched: members.length, reached: members.length, awaitingApproval: 0 };
    }
    case 'comp': {
      let waiting = 0;
      for await (const target of eachMember(unit, members)) {
        // As the one-member comp: above the approval threshold, a request for a second staff member, not premium yet.
        const { awaitingApproval } = await compOrAsk(unit, actor, { target, days: request.days, reason: request.reason, now });
        waiting += awaitingApproval ? 1 : 0;
      }
      return { matched: members.length, reached: members.length - waiting, awaitingApproval: waiting };
    }
    case 'ban': {
      let reached = 0;
      for await (const target of eachMember(unit, members)) {
        if (refuseBan(target) === null && !target.isBanned) {
          await banUser(unit, actor, { target });
          reached += 1;
        }
      }
      return { matched: members.length, reached, awaitingApproval: 0 };
    }
  }
}

/** The members by id, loaded a slice at a time, in id order. */
async function* eachMember(unit: UnitOfWork, ids: number[]): AsyncGenerator<User> {
  for (let i = 0; i < ids.length; i += MEMBER_SLICE) {
    yield* await User.query(unit.trx).whereIn('id', ids.slice(i, i + MEMBER_SLICE)).orderBy('id');
  }
}
