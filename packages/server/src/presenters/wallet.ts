import type { Wallet as WalletDto } from '@signals/protocol';
import type { Wallet } from '../db/models/index.js';

export function presentWallet(wallet: Wallet): WalletDto {
  return {
    id: wallet.id,
    name: wallet.name,
    walletAddress: wallet.walletAddress,
    network: wallet.network,
    createdAt: wallet.createdAt.toISOString(),
  };
}
