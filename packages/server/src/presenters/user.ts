import type { AdminUser as AdminUserDto, User as UserDto } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import { hasVerifiedPhone } from '../policies/phone.js';
import { premiumPeriodOf } from '../policies/premium.js';
import { staffRoleOf } from '../policies/staff.js';

/** The user as they read themselves: never the password hash or the TOTP secret. */
export function presentUser(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    phoneNumber: user.phoneNumber,
    phoneVerified: hasVerifiedPhone(user),
    isAdmin: user.isAdmin,
    staffRole: staffRoleOf(user),
    ...premiumView(user),
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    graceEndsAt: premiumPeriodOf(user, new Date()).graceUntil?.toISOString() ?? null,
    language: user.language,
    twoFactorEnabled: user.totpEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user as the back office lists them. */
export function presentAdminUser(user: User): AdminUserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phoneNumber: user.phoneNumber,
    isAdmin: user.isAdmin,
    staffRole: staffRoleOf(user),
    ...premiumView(user),
    isBanned: user.isBanned,
    twoFactorEnabled: user.totpEnabled,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Whether the period runs and of which kind (policies/premium), not the flag a sweep may not have cleared yet. */
function premiumView(user: User): Pick<UserDto, 'isPremium' | 'premiumKind'> {
  const period = premiumPeriodOf(user, new Date());
  return { isPremium: period.running, premiumKind: period.kind };
}
