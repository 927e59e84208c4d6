import { textRef } from '../text.js';
import { isWalletAddress } from './walletAddresses.js';

/** Base58 as Tron and Solana write it: no 0, O, I or l. */
const BASE58 = '1-9A-HJ-NP-Za-km-z';
const TRON_ADDRESS = new RegExp(`^T[${BASE58}]{33}$`);
const SOLANA_ADDRESS = new RegExp(`^[${BASE58}]{32,44}$`);

const evm = { matches: (address: string) => isWalletAddress('usdt', address), message: textRef('validation.wallet.addressEvm') };

/**
 * The networks a member may keep a wallet on (Payment Methods), the first the one premium is paid on, each with the
 * shape of its addresses: a wallet saved on a network with an address of another shape (a BEP20 wallet
 * "0x123notanaddress") is refused (issue 40). Shape only, as for payment claims: checksums are not verified.
 */
export const WALLET_NETWORKS = {
  'BEP20 (BNB Smart Chain)': evm,
  'ERC20 (Ethereum)': evm,
  'TRC20 (Tron)': { matches: (address: string) => TRON_ADDRESS.test(address), message: textRef('validation.wallet.addressTron') },
  Bitcoin: { matches: (address: string) => isWalletAddress('bitcoin', address), message: textRef('validation.wallet.addressBitcoin') },
  Solana: { matches: (address: string) => SOLANA_ADDRESS.test(address), message: textRef('validation.wallet.addressSolana') },
  Polygon: evm,
  'Arbitrum One': evm,
} as const satisfies Record<string, { matches: (address: string) => boolean; message: string }>;

export type WalletNetwork = keyof typeof WALLET_NETWORKS;
export const WALLET_NETWORK_NAMES = Object.keys(WALLET_NETWORKS) as WalletNetwork[];

export function isWalletNetwork(network: string): network is WalletNetwork {
  return Object.hasOwn(WALLET_NETWORKS, network);
}
