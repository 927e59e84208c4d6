import { inTransaction } from '../../db/transaction.js';
import { addWallet, editWallet, removeWallet } from '../../commands/walletKeeper.js';
import { presentWallet } from '../../presenters/wallet.js';
import { listWalletsOf } from '../../queries/account.js';
import type { Handler } from '../types.js';

const listWallets: Handler<'listWallets'> = async ({ viewer, services }) => (await listWalletsOf(services.db, viewer.id)).map(presentWallet);

const createWallet: Handler<'createWallet'> = async ({ input, viewer, services }) =>
  presentWallet(await inTransaction(services.db, services.events, (unit) => addWallet(unit, viewer, input.body)));

const updateWallet: Handler<'updateWallet'> = async ({ input, viewer, services }) =>
  presentWallet(await inTransaction(services.db, services.events, (unit) => editWallet(unit, viewer, input.params.id, input.body)));

const deleteWallet: Handler<'deleteWallet'> = async ({ input, viewer, services }) => {
  await inTransaction(services.db, services.events, (unit) => removeWallet(unit, viewer, input.params.id));
  return { ok: true };
};

export const walletHandlers = { listWallets, createWallet, updateWallet, deleteWallet };
