import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { CompApproval } from '../db/models/index.js';

/** Comp approvals with the member's and the asker's names joined. */
function withNames(db: Db | Knex.Transaction) {
  return CompApproval.query(db)
    .join('users as member', 'member.id', 'compApprovals.userId')
    .join('users as asker', 'asker.id', 'compApprovals.requestedBy')
    .select('compApprovals.*', 'member.username as username', 'asker.username as requestedByUsername');
}

/** Comped premium waiting for a second approval, oldest first. */
export async function listWaitingCompApprovals(db: Db): Promise<CompApproval[]> {
  return withNames(db).whereNull('compApprovals.decidedAt').orderBy('compApprovals.id');
}

/** One comp approval with its names, or undefined. */
export async function findCompApproval(db: Db | Knex.Transaction, id: number): Promise<CompApproval | undefined> {
  return withNames(db).where('compApprovals.id', id).first();
}
