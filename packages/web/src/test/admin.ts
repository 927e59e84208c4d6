import type { AdminUser, Page, Payment } from '@signals/protocol';

const at = '2026-01-05T10:00:00.000Z';

/** A member as the back office lists them. */
export function adminUser(patch: Partial<AdminUser> & { id: number }): AdminUser {
  return {
    username: `member${patch.id}`,
    email: `member${patch.id}@example.com`,
    phoneNumber: null,
    isAdmin: false,
    isPremium: false,
    isBanned: false,
    twoFactorEnabled: false,
    subscriptionEndDate: null,
    createdAt: at,
    ...patch,
  };
}

/** A USDT payment waiting for review. */
export function payment(patch: Partial<Payment> & { id: number }): Payment {
  return {
    userId: 1,
    username: 'trader',
    amount: 60,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: `0xtx${patch.id}`,
    fromAddress: null,
    status: 'pending',
    rejectReason: null,
    reviewedAt: null,
    subscriptionId: null,
    createdAt: at,
    ...patch,
  };
}

/** One page of rows as the admin list routes answer. */
export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 25): Page<T> {
  return { items, total, page, pageSize };
}
