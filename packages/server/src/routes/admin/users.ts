import { MESSAGES, type StaffCapability } from '@signals/protocol';
import { actOnSegment, type BulkUserAction } from '../../commands/bulkUsers.js';
import { resetPassword } from '../../commands/passwords.js';
import { resetTwoFactor } from '../../commands/twoFactor.js';
import { banUser, setUserRole, unbanUser, updateUserAsAdmin } from '../../commands/users.js';
import { approveComp, compOrAsk, declineComp } from '../../commands/compApprovals.js';
import { presentCompApproval } from '../../presenters/compApproval.js';
import { listWaitingCompApprovals } from '../../queries/compApprovals.js';
import type { Db } from '../../db/knex.js';
import type { User } from '../../db/models/index.js';
import { conflict, notFound } from '../../errors.js';
import { preparePasswordReset } from '../../guards/passwordChange.js';
import { sessionKeyOf } from '../../http/sessionLifecycle.js';
import { refuseAdminFlag, refuseBan } from '../../policies/adminUsers.js';
import { requireCapability } from '../../policies/staff.js';
import { presentAdminUser } from '../../presenters/user.js';
import { findUserById, listUsers, searchUsers } from '../../queries/adminUsers.js';
import { usersForExport } from '../../queries/userExports.js';
import { usersCsv } from '../../presenters/usersCsv.js';
import type { Handler } from '../types.js';

export const USER_NOT_FOUND = MESSAGES.userNotFound;

/** Loads the user a route names, or answers 404. */
export async function loadUser(db: Db, id: number): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) {
    throw notFound(USER_NOT_FOUND);
  }
  return user;
}

const adminListUsers: Handler<'adminListUsers'> = ({ input, services }) => listUsers(services.db, input.query);

const adminSearchUsers: Handler<'adminSearchUsers'> = ({ input, services }) => searchUsers(services.db, input.query);

const adminUpdateUser: Handler<'adminUpdateUser'> = async ({ input, viewer, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  if (input.body.isAdmin !== undefined && input.body.isAdmin !== target.isAdmin) {
    // Making staff, or a member again, is the owner's (issue 46), whichever route asks it.
    requireCapability(viewer, 'ownerOnly');
  }
  const refusal = refuseAdminFlag(viewer, target, input.body.isAdmin ?? target.isAdmin);
  if (refusal) {
    throw conflict(refusal);
  }
  return presentAdminUser(await write((unit) => updateUserAsAdmin(unit, viewer, { target, changes: input.body })));
};

const adminSetUserRole: Handler<'adminSetUserRole'> = async ({ input, viewer, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  const refusal = refuseAdminFlag(viewer, target, input.body.role !== 'member');
  if (refusal) {
    throw conflict(refusal);
  }
  return presentAdminUser(await write((unit) => setUserRole(unit, viewer, { target, role: input.body.role })));
};

const adminBanUser: Handler<'adminBanUser'> = async ({ input, viewer, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  const refusal = refuseBan(target);
  if (refusal) {
    throw conflict(refusal);
  }
  return presentAdminUser(await write((unit) => banUser(unit, viewer, { target })));
};

const adminUnbanUser: Handler<'adminUnbanUser'> = async ({ input, viewer, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  return presentAdminUser(await write((unit) => unbanUser(unit, viewer, { target })));
};

const adminResetPassword: Handler<'adminResetPassword'> = async ({ input, viewer, ctx, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  // Admins resetting their own password stay signed in here; every other session ends.
  const ownKey = target.id === viewer.id ? sessionKeyOf(ctx) : undefined;
  const { passwordHash } = await preparePasswordReset(services.passwords, input.body.password);
  await write((unit) => resetPassword(unit, viewer, { target, passwordHash, keepSessionKey: ownKey }));
  return { ok: true as const };
};

const adminResetTwoFactor: Handler<'adminResetTwoFactor'> = async ({ input, viewer, ctx, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  const ownKey = target.id === viewer.id ? sessionKeyOf(ctx) : undefined;
  return presentAdminUser(await write((unit) => resetTwoFactor(unit, viewer, { target, keepSessionKey: ownKey })));
};

/** The back office handlers for users: list, search, edit, ban, unban, password and two-factor resets, keyed by route name. */
const adminCompUser: Handler<'adminCompUser'> = async ({ input, viewer, services, write }) => {
  const target = await loadUser(services.db, input.params.id);
  const { user, awaitingApproval } = await write((unit) => compOrAsk(unit, viewer, { target, ...input.body }));
  return { user: presentAdminUser(user), awaitingApproval: awaitingApproval ? presentCompApproval(awaitingApproval) : null };
};

/** The members of a segment as CSV, written as they are read (issue 46): one instant for the segment and premium alike. */
const adminExportUsers: Handler<'adminExportUsers'> = ({ input, ctx, services }) => {
  ctx.attachment('users.csv');
  return Promise.resolve(usersCsv(usersForExport(services.db, input.query.segment, new Date())));
};

/** What each bulk action needs beyond the route's own capability (broadcasts): the one-member action's. */
const BULK_NEEDS: Record<BulkUserAction['action'], StaffCapability> = { comp: 'moveMoney', ban: 'manageUsers', notify: 'broadcasts' };

const adminBulkUsers: Handler<'adminBulkUsers'> = async ({ input, viewer, write }) => {
  requireCapability(viewer, BULK_NEEDS[input.body.action]);
  return write((unit) => actOnSegment(unit, viewer, { request: input.body }));
};

const adminListCompApprovals: Handler<'adminListCompApprovals'> = async ({ services }) => (await listWaitingCompApprovals(services.db)).map(presentCompApproval);

const adminApproveComp: Handler<'adminApproveComp'> = async ({ input, viewer, write }) =>
  presentAdminUser(await write((unit) => approveComp(unit, viewer, { approvalId: input.params.id })));

const adminDeclineComp: Handler<'adminDeclineComp'> = async ({ input, viewer, write }) => {
  await write((unit) => declineComp(unit, viewer, { approvalId: input.params.id }));
  return { ok: true as const };
};

export const userHandlers = {
  adminListUsers,
  adminSearchUsers,
  adminUpdateUser,
  adminSetUserRole,
  adminBanUser,
  adminUnbanUser,
  adminResetPassword,
  adminResetTwoFactor,
  adminCompUser,
  adminListCompApprovals,
  adminApproveComp,
  adminDeclineComp,
  adminExportUsers,
  adminBulkUsers,
};
