import { MESSAGES, PREMIUM_PERIOD_DAYS, type LanguageCode, type RoleChoice } from '@signals/protocol';
import { compWorthUsd, needsSecondApproval } from '../policies/secondApproval.js';
import { readSettings } from '../services/settings.js';
import type { Knex } from 'knex';
import { conflict } from '../errors.js';
import { staffRoleOf } from '../policies/staff.js';
import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { assertAvailable, uniquenessConflict } from '../guards/userNames.js';
import { hasActivePremium, premiumPeriodOf } from '../policies/premium.js';
import { endSessionsOfUser } from '../services/sessionStore.js';
import { retirePasswordResets } from '../db/singleUseLinks.js';
import { recordAudit } from './audit.js';
import { endPremiumNow, grantPremiumPeriod } from './premium.js';

/** A new account as written: the checks and the hashing are done (guards/registration.ts). */
export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  phoneNumber?: string | null;
  language?: LanguageCode;
  isAdmin?: boolean;
  /**
   * When the account's first browser signed in: a sign-up signs in at once,
   * so any other browser is new to the account and its sign-in is told of
   * (policies/account.ts `warrantsNewSignInAlert`). Left out for an account
   * nobody has signed in to yet (the first admin, made at start).
   */
  firstSignInAt?: Date;
}

/** What the back office may change on a user; a field left out keeps its value. */
export interface AdminUserChanges {
  username?: string;
  email?: string;
  isPremium?: boolean;
  isAdmin?: boolean;
}

/** Marks a subscription an admin gave by hand rather than one paid for. */
export const MANUAL_GRANT_INTENT = 'admin-grant';

/**
 * Creates an account. A clash the index catches (someone took the name
 * since the check) is a 409 naming which one. Records `user.created`, so the
 * back office's users table shows the newcomer.
 *
 * @param unit the transaction and event recorder.
 * @param _actor who creates it: null, as nobody is signed in (a sign-up, or the first admin at start).
 * @param input the account, checked and with its password hashed.
 * @returns the new user.
 */
export async function registerUser(unit: UnitOfWork, _actor: Pick<User, 'id'> | null, input: NewAccount): Promise<User> {
  let user: User;
  try {
    user = await User.query(unit.trx).insertAndFetch({
      username: input.username,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      phoneNumber: input.phoneNumber ?? null,
      language: input.language ?? 'en',
      isAdmin: input.isAdmin ?? false,
      // The only account made staff at sign-up is the first one, made at start: it holds everything (issue 46).
      staffRole: input.isAdmin ? 'owner' : null,
      newDeviceSignInAt: input.firstSignInAt ?? null,
    });
  } catch (error) {
    throw uniquenessConflict(error) ?? error;
  }
  unit.record({ type: 'user.created', user });
  return user;
}

/**
 * Saves an admin's edit of a user: name and e-mail (unique regardless of
 * case, 409 otherwise), the admin flag, and the plan, each only when named.
 * Turning premium on gives one month through a subscription row; turning it
 * off ends it at once. Audited; records `user.updated`. The policy checks
 * (own admin flag) are the caller's.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the user as loaded before the edit, the new values, and the clock (now by default).
 * @returns the saved user.
 */
export async function updateUserAsAdmin(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User; changes: AdminUserChanges; now?: Date }): Promise<User> {
  const { target, changes, now = new Date() } = input;
  const { trx, record } = unit;
  const username = changes.username ?? target.username;
  const email = changes.email ?? target.email;
  if (changes.username !== undefined || changes.email !== undefined) {
    await assertAvailable(trx, username, email, target.id);
  }
  // An address the admin sets is taken as verified (the admin vouches for it, and the edit is audited); a change of
  // address retires the member's pending change and every reset link sent to the old one.
  const emailChanged = email.toLowerCase() !== target.email.toLowerCase();
  // The admin flag is the role's shadow: on makes a member staff as `admin`, off makes staff a member again (issue 46).
  const role = changes.isAdmin === undefined || changes.isAdmin === target.isAdmin ? undefined : changes.isAdmin ? 'admin' : 'member';
  if (role === 'member') {
    await assertNotLastOwner(trx, target);
  }
  try {
    await User.query(trx)
      .patch({ username, email, ...(role ? staffColumns(role) : {}), ...(emailChanged ? { emailVerifiedAt: now, pendingEmail: null } : {}) })
      .where('id', target.id);
  } catch (error) {
    // The index caught a clash that appeared between the check and the write.
    throw uniquenessConflict(error) ?? error;
  }
  if (emailChanged) {
    await retirePasswordResets(trx, target.id, now);
  }
  // A banned premium user still has a paid period, and keeps it.
  const hasPaidPeriod = premiumPeriodOf(target, now).running;
  let user: User;
  if (changes.isPremium === true && !hasPaidPeriod) {
    const settings = await readSettings(trx);
    if (needsSecondApproval(compWorthUsd(PREMIUM_PERIOD_DAYS, Number(settings.premium_subscription_price)), settings.approval_threshold_usd)) {
      // A month given by the switch would skip the second pair of eyes Comp premium asks for (issue 46).
      throw conflict(MESSAGES.compNeedsSecondApproval);
    }
    // Given by hand: nothing was paid, so it is a comped month, never revenue; the grant records `user.updated`.
    ({ user } = await grantPremiumPeriod(unit, target, { kind: 'comped', planId: null, months: 1, amount: 0, paymentMethod: null, paymentIntent: MANUAL_GRANT_INTENT, now }));
  } else {
    user = changes.isPremium === false && target.isPremium ? await endPremiumNow(unit, target, { now }) : await User.query(trx).findById(target.id).throwIfNotFound();
    record({ type: 'user.updated', user, premiumChanged: hasActivePremium(target, now) !== hasActivePremium(user, now) });
  }
  await recordAudit(unit, actor, { action: 'user.update', entityType: 'user', entityId: target.id, before: auditView(target), after: auditView(user) });
  return user;
}

/**
 * Gives a user a staff role, or (`member`) takes them off the staff (owner only, issue 46). The last owner keeps the
 * role: 409. Records `user.updated`, which moves their live sockets into the rooms of the new role at once. Audited
 * with both roles.
 *
 * @returns the user as they now are.
 */
export async function setUserRole(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User; role: RoleChoice }): Promise<User> {
  const { target, role } = input;
  const before = staffRoleOf(target) ?? 'member';
  if (before === role) {
    return target;
  }
  await assertNotLastOwner(unit.trx, target);
  await User.query(unit.trx).patch(staffColumns(role)).where('id', target.id);
  const user = await User.query(unit.trx).findById(target.id).throwIfNotFound();
  unit.record({ type: 'user.updated', user, premiumChanged: false });
  await recordAudit(unit, actor, { action: 'user.role', entityType: 'user', entityId: target.id, before: { username: target.username, role: before }, after: { username: user.username, role } });
  return user;
}

/** What a role choice writes: the admin flag and the role, always together. */
function staffColumns(role: RoleChoice): Pick<User, 'isAdmin' | 'staffRole'> {
  return role === 'member' ? { isAdmin: false, staffRole: null } : { isAdmin: true, staffRole: role };
}

/**
 * Refuses to move the only owner out of the role: someone must hold billing and roles. The owners' rows are locked
 * first (PostgreSQL), so two owners demoting each other at once cannot both pass.
 */
async function assertNotLastOwner(trx: Knex.Transaction, target: User): Promise<void> {
  if (staffRoleOf(target) !== 'owner') {
    return;
  }
  const owners = await User.query(trx).where({ isAdmin: true, staffRole: 'owner' }).forUpdate().select('id');
  if (owners.every((owner) => owner.id === target.id)) {
    throw conflict(MESSAGES.lastOwner);
  }
}

/**
 * Comps a member premium (admin): a period of `days` without payment, added
 * at the end of any period they hold, never revenue. Audited with the reason.
 *
 * @returns the member as they now are.
 */
export async function compPremium(
  unit: UnitOfWork,
  actor: Pick<User, 'id'>,
  input: { target: User; days: number; reason: string; now?: Date; approvedWith?: { requestedBy: string; approvedBy: string } },
): Promise<User> {
  const { target, days, reason, now = new Date(), approvedWith } = input;
  const { user, subscription } = await grantPremiumPeriod(unit, target, { kind: 'comped', planId: null, months: 0, days, amount: 0, paymentMethod: null, now });
  await recordAudit(unit, actor, {
    action: 'user.comp',
    entityType: 'user',
    entityId: target.id,
    before: auditView(target),
    after: { ...auditView(user), days, reason, subscriptionId: subscription.id, ...approvedWith },
  });
  return user;
}

/**
 * Bans a user: the flag, and every session of theirs ended in the same
 * transaction, so the ban holds from the very next request and the live
 * channel closes their sockets. Audited; records `user.updated` and
 * `user.sessionsEnded`. The policy (never an admin) is the caller's.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the user to ban.
 * @returns the banned user.
 */
export async function banUser(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User }): Promise<User> {
  const { target } = input;
  const user = await User.query(unit.trx).patchAndFetchById(target.id, { isBanned: true });
  await endSessionsOfUser(unit.trx, target.id, 'banned');
  await recordAudit(unit, actor, { action: 'user.ban', entityType: 'user', entityId: target.id, before: auditView(target), after: auditView(user) });
  // The sessions end first: their sockets are told why and closed before the change is announced, so the member's
  // page signs out with the ban's reason rather than reacting to its own account changing under it.
  unit.record({ type: 'user.sessionsEnded', userId: target.id, reason: 'banned' });
  // A banned user has no premium access (the flag stays, for after an unban): the back office must hear of it.
  unit.record({ type: 'user.updated', user, premiumChanged: hasActivePremium(target) !== hasActivePremium(user) });
  return user;
}

/**
 * Lifts a ban. The user signs in again to get a session. Audited; records `user.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the user to unban.
 * @returns the user.
 */
export async function unbanUser(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { target: User }): Promise<User> {
  const { target } = input;
  const user = await User.query(unit.trx).patchAndFetchById(target.id, { isBanned: false });
  await recordAudit(unit, actor, { action: 'user.unban', entityType: 'user', entityId: target.id, before: auditView(target), after: auditView(user) });
  unit.record({ type: 'user.updated', user, premiumChanged: hasActivePremium(target) !== hasActivePremium(user) });
  return user;
}

/** What the audit trail keeps of a user: never the password hash or the TOTP secret. */
function auditView(user: User) {
  return {
    username: user.username,
    email: user.email,
    isPremium: user.isPremium,
    isAdmin: user.isAdmin,
    isBanned: user.isBanned,
    subscriptionEndDate: user.subscriptionEndDate,
  };
}
