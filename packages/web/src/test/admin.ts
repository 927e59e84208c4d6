import type { AdminChainActivity, AdminChainTransfer, AdminUser, ChainWatchStatus, Page, Payment } from '@signals/protocol';

const at = '2026-01-05T10:00:00.000Z';

/** A member as the back office lists them. */
export function adminUser(patch: Partial<AdminUser> & { id: number }): AdminUser {
  return {
    username: `member${patch.id}`,
    email: `member${patch.id}@example.com`,
    phoneNumber: null,
    isAdmin: false,
    staffRole: null,
    isPremium: false,
    premiumKind: null,
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
    firstApprovedBy: null,
    rejectReason: null,
    reviewedAt: null,
    subscriptionId: null,
    excess: null,
    planId: null,
    promoCode: null,
    discountUsd: 0,
    createdAt: at,
    ...patch,
  };
}

/** One page of rows as the admin list routes answer. */
export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 25): Page<T> {
  return { items, total, page, pageSize };
}

/** A transfer to a member's deposit address, credited to a payment unless patched. */
export function chainTransfer(patch: Partial<AdminChainTransfer> & { id: number }): AdminChainTransfer {
  return {
    txHash: `0x${String(patch.id).padStart(64, 'a')}`,
    logIndex: 0,
    blockNumber: 120,
    userId: 7,
    username: 'trader',
    fromAddress: '0x1111111111111111111111111111111111111111',
    toAddress: '0x2222222222222222222222222222222222222222',
    amount: '60',
    price: '60',
    status: 'credited',
    confirmations: 3,
    missing: null,
    lapsed: false,
    paymentId: 31,
    seenAt: at,
    confirmedAt: at,
    error: null,
    attempts: 0,
    retryAt: null,
    ...patch,
  };
}

/** The back office's view of on-chain payments: a watcher reading without trouble, and the given transfers. */
export function chainActivity(transfers: AdminChainTransfer[] = [], watch: Partial<ChainWatchStatus> = {}): AdminChainActivity {
  return { watch: { required: 3, headBlock: 125, creditedThrough: 122, lastError: null, failingSince: null, failedCredits: 0, ...watch }, transfers };
}
