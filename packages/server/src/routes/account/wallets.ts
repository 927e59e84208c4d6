import { addWallet, editWallet, removeWallet } from '../../commands/wallets.js';
import { presentWallet } from '../../presenters/wallet.js';
import { listWalletsOf } from '../../queries/account.js';
import type { Handler } from '../types.js';

const listWallets: Handler<'listWallets'> = async ({ viewer, services }) => (await listWalletsOf(services.db, viewer.id)).map(presentWallet);

const createWallet: Handler<'createWallet'> = async ({ input, viewer, write }) => presentWallet(await write((unit) => addWallet(unit, viewer, input.body)));

const updateWallet: Handler<'updateWallet'> = async ({ input, viewer, write }) =>
  presentWallet(await write((unit) => editWallet(unit, viewer, { walletId: input.params.id, fields: input.body })));

const deleteWallet: Handler<'deleteWallet'> = async ({ input, viewer, write }) => {
  await write((unit) => removeWallet(unit, viewer, { walletId: input.params.id }));
  return { ok: true };
};

export const walletHandlers = { listWallets, createWallet, updateWallet, deleteWallet };
