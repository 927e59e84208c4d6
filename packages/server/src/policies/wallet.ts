import type { User, Wallet } from '../db/models/index.js';

/** How many wallets one member may keep on file: enough for every network, too few to abuse as storage. */
export const WALLET_LIMIT = 20;

/**
 * Whether the wallet belongs to the viewer. Anyone else's wallet is treated
 * as missing, so ids of other members' wallets reveal nothing.
 *
 * @param wallet the stored wallet.
 * @param viewer the signed-in user.
 * @returns true for the owner.
 */
export function isWalletOwner(wallet: Pick<Wallet, 'userId'>, viewer: Pick<User, 'id'>): boolean {
  return wallet.userId === viewer.id;
}

/**
 * Whether one more wallet fits under the limit.
 *
 * @param existing how many wallets the member has now.
 * @returns true when another may be added.
 */
export function hasRoomForWallet(existing: number): boolean {
  return existing < WALLET_LIMIT;
}
