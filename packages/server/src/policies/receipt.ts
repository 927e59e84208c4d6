import type { Payment, User } from '../db/models/index.js';

/**
 * Whether the viewer may read a settled payment's receipt: its payer, or an
 * admin. Anyone else's is answered as missing (404), never as forbidden, so
 * a receipt's number tells no one whether a payment exists.
 *
 * @param payment the settled payment.
 * @param viewer the signed-in user.
 */
export function canReadReceipt(payment: Pick<Payment, 'userId'>, viewer: Pick<User, 'id' | 'isAdmin'>): boolean {
  return payment.userId === viewer.id || viewer.isAdmin;
}
