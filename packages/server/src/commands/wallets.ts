import { textRef } from '@signals/protocol';
import { isSqlite } from '../db/knex.js';
import { User, Wallet } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { hasRoomForWallet, isWalletOwner, WALLET_LIMIT } from '../policies/wallet.js';

export const WALLET_MESSAGES = {
  notFound: textRef('errors.walletNotFound'),
  limitReached: textRef('errors.walletLimitReached', { max: WALLET_LIMIT }),
} as const;

export interface WalletFields {
  name: string;
  walletAddress: string;
  network: string;
}

/**
 * Adds a wallet to the member's list, up to WALLET_LIMIT (409 beyond). The
 * member's row is locked on PostgreSQL so two adds at once cannot both pass
 * the count; SQLite runs one writer at a time anyway.
 *
 * @param unit the transaction.
 * @param owner the member adding it.
 * @param fields the wallet, already validated.
 * @returns the new wallet.
 */
export async function addWallet(unit: UnitOfWork, owner: Pick<User, 'id'>, fields: WalletFields): Promise<Wallet> {
  const { trx } = unit;
  if (!isSqlite(trx)) {
    await User.query(trx).select('id').where('id', owner.id).forUpdate();
  }
  const count = await Wallet.query(trx).where('userId', owner.id).resultSize();
  if (!hasRoomForWallet(count)) {
    throw conflict(WALLET_MESSAGES.limitReached);
  }
  return Wallet.query(trx).insertAndFetch({ userId: owner.id, ...fields });
}

/**
 * Replaces a wallet's fields. Someone else's wallet is missing (404) and
 * stays as it was.
 *
 * @param unit the transaction.
 * @param owner the member editing.
 * @param input the wallet from the path, and the new values, already validated.
 * @returns the updated wallet.
 */
export async function editWallet(unit: UnitOfWork, owner: Pick<User, 'id'>, input: { walletId: number; fields: WalletFields }): Promise<Wallet> {
  const wallet = await ownWallet(unit, owner, input.walletId);
  return Wallet.query(unit.trx).patchAndFetchById(wallet.id, input.fields);
}

/**
 * Deletes a wallet. Someone else's wallet is missing (404) and stays.
 *
 * @param unit the transaction.
 * @param owner the member deleting.
 * @param input the wallet from the path.
 */
export async function removeWallet(unit: UnitOfWork, owner: Pick<User, 'id'>, input: { walletId: number }): Promise<void> {
  const wallet = await ownWallet(unit, owner, input.walletId);
  await Wallet.query(unit.trx).deleteById(wallet.id);
}

async function ownWallet(unit: UnitOfWork, owner: Pick<User, 'id'>, walletId: number): Promise<Wallet> {
  const wallet = await Wallet.query(unit.trx).findById(walletId);
  if (!wallet || !isWalletOwner(wallet, owner)) {
    throw notFound(WALLET_MESSAGES.notFound);
  }
  return wallet;
}
