import { MESSAGES } from '@signals/protocol';
import { CompApproval, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { findCompApproval } from '../queries/compApprovals.js';
import { compWorthUsd, needsSecondApproval } from '../policies/secondApproval.js';
import { readSettings } from '../services/settings.js';
import { recordAudit } from './audit.js';
import { compPremium } from './users.js';

/**
 * Comps a member premium (the back office's Comp premium): at once when it is worth no more than the approval
 * threshold, else asked for a second staff member's approval (issue 46). What it is worth and the threshold are read
 * in the transaction that decides.
 *
 * @returns the member, and the request when it waits.
 */
export async function compOrAsk(
  unit: UnitOfWork,
  actor: Pick<User, 'id'>,
  input: { target: User; days: number; reason: string; now?: Date },
): Promise<{ user: User; awaitingApproval: CompApproval | null }> {
  const settings = await readSettings(unit.trx);
  const worthUsd = compWorthUsd(input.days, Number(settings.premium_subscription_price));
  if (needsSecondApproval(worthUsd, settings.approval_threshold_usd)) {
    return { user: input.target, awaitingApproval: await requestComp(unit, actor, { ...input, worthUsd }) };
  }
  return { user: await compPremium(unit, actor, input), awaitingApproval: null };
}

/**
 * Asks for comped premium worth more than the approval threshold (issue 46): nothing is given yet; a second staff
 * member approves or declines it. Audited; records `compApproval.changed` for the list of those waiting.
 *
 * @returns the request, names joined.
 */
export async function requestComp(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User; days: number; reason: string; worthUsd: number; now?: Date }): Promise<CompApproval> {
  const { target, days, reason, worthUsd, now = new Date() } = input;
  const { id } = await CompApproval.query(unit.trx).insert({ userId: target.id, days, reason, worthUsd, requestedBy: actor.id, requestedAt: now });
  const approval = (await findCompApproval(unit.trx, id))!;
  await recordAudit(unit, actor, {
    action: 'user.comp_requested',
    entityType: 'user',
    entityId: target.id,
    before: null,
    after: { username: target.username, days, reason, worthUsd, approvalId: id },
  });
  unit.record({ type: 'compApproval.changed', id, approval });
  return approval;
}

/**
 * Gives the second approval: the premium is comped now, audited with both names. Whoever asked cannot approve it
 * (409); of two approvals at once, one wins and the other finds it decided (409).
 *
 * @returns the member as they now are.
 */
export async function approveComp(unit: UnitOfWork, actor: Pick<User, 'id' | 'username'>, input: { approvalId: number; now?: Date }): Promise<User> {
  const { approvalId, now = new Date() } = input;
  const approval = await decide(unit, actor, approvalId, 'approved', now);
  const target = await User.query(unit.trx).findById(approval.userId).throwIfNotFound();
  // The audit row of the grant itself names both: who asked and who approved.
  return compPremium(unit, actor, { target, days: approval.days, reason: approval.reason, now, approvedWith: { requestedBy: approval.requestedByUsername ?? '', approvedBy: actor.username } });
}

/** Declines comped premium waiting for a second approval: nothing is given. Audited. */
export async function declineComp(unit: UnitOfWork, actor: Pick<User, 'id' | 'username'>, input: { approvalId: number; now?: Date }): Promise<void> {
  const { approvalId, now = new Date() } = input;
  const approval = await decide(unit, actor, approvalId, 'declined', now);
  await recordAudit(unit, actor, {
    action: 'user.comp_declined',
    entityType: 'user',
    entityId: approval.userId,
    before: null,
    after: { username: approval.username, days: approval.days, reason: approval.reason, requestedBy: approval.requestedByUsername, declinedBy: actor.username },
  });
}

/** Marks a waiting approval decided with a conditional update, so of two decisions at once exactly one wins. */
async function decide(unit: UnitOfWork, actor: Pick<User, 'id'>, approvalId: number, outcome: 'approved' | 'declined', now: Date): Promise<CompApproval> {
  const approval = await findCompApproval(unit.trx, approvalId);
  if (!approval) {
    throw notFound(MESSAGES.compApprovalNotFound);
  }
  if (outcome === 'approved' && approval.requestedBy === actor.id) {
    throw conflict(MESSAGES.secondApproverNeeded);
  }
  const changed = await CompApproval.query(unit.trx).patch({ decidedBy: actor.id, decidedAt: now, outcome }).where('id', approvalId).whereNull('decidedAt');
  if (changed !== 1) {
    throw conflict(MESSAGES.compApprovalDecided);
  }
  unit.record({ type: 'compApproval.changed', id: approvalId, approval: null });
  return approval;
}
