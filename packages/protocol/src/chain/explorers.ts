import type { PaymentChannel, PaymentMethod } from '../constants.js';
import { isTransactionHash, spellTransactionId } from './transactionIds.js';
import { isWalletAddress } from './walletAddresses.js';

/** The public block explorer of each network, where an admin checks a claim against the chain. */
export const BLOCK_EXPLORERS: Record<PaymentMethod, { name: string; origin: string }> = {
  usdt: { name: 'BscScan', origin: 'https://bscscan.com' },
  ethereum: { name: 'Etherscan', origin: 'https://etherscan.io' },
  bitcoin: { name: 'mempool.space', origin: 'https://mempool.space' },
};

export interface ExplorerLinks {
  /** The explorer's name, for the link text. */
  name: string;
  /** The transaction's page. */
  transaction: string;
  /** The sending address's page, when the claim names a well-formed one. */
  address: string | null;
}

/**
 * Links to a crypto payment's transaction and sending address on its
 * network's explorer (BscScan, Etherscan, mempool.space); null for card
 * payments and ids that are not a transaction hash. Only well-formed values
 * become links, so a stored value can never point a link anywhere else.
 *
 * @param payment the method, the transaction id and the sending address, as the API returns them.
 * @returns the links, or null when there is nothing to look up.
 */
export function explorerLinks(payment: { paymentMethod: PaymentChannel; transactionId: string; fromAddress: string | null }): ExplorerLinks | null {
  const method = payment.paymentMethod;
  if (method === 'card' || !isTransactionHash(payment.transactionId)) {
    return null;
  }
  const { name, origin } = BLOCK_EXPLORERS[method];
  const address = payment.fromAddress?.trim() ?? '';
  return {
    name,
    transaction: `${origin}/tx/${spellTransactionId(method, payment.transactionId)}`,
    address: address && isWalletAddress(method, address) ? `${origin}/address/${address}` : null,
  };
}
