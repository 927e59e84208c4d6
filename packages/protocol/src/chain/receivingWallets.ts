import type { PaymentMethod } from '../constants.js';
import { isWalletAddress } from './walletAddresses.js';

/**
 * Well-known burn addresses: nobody holds their keys, so anything sent there
 * is gone. The demo data uses them as receiving wallets so a newcomer can try
 * the payment flow without anyone's money at stake; a real deployment must
 * never take payments on them.
 */
const BURN_ADDRESSES: Record<PaymentMethod, readonly string[]> = {
  usdt: ['0x000000000000000000000000000000000000dead', '0x0000000000000000000000000000000000000000'],
  ethereum: ['0x000000000000000000000000000000000000dead', '0x0000000000000000000000000000000000000000'],
  bitcoin: ['1BitcoinEaterAddressDontSendf59kuE', '1111111111111111111114oLvT2'],
};

/**
 * Where a payment method's receiving wallet stands: `ready` to take payments,
 * `demo` a burn address (demo data: the screens warn that nothing may be sent),
 * `missing` none configured, `invalid` not an address of that network (the
 * method is closed until an admin fixes it).
 */
export type ReceivingWalletState = 'ready' | 'demo' | 'missing' | 'invalid';

/** The state of a receiving wallet, from the address a setting holds. */
export function receivingWalletState(method: PaymentMethod, address: string | null | undefined): ReceivingWalletState {
  const value = address?.trim() ?? '';
  if (!value) {
    return 'missing';
  }
  if (!isWalletAddress(method, value)) {
    return 'invalid';
  }
  // Hex addresses compare without case (EIP-55 only changes the case); base58 ones exactly.
  const folded = method === 'bitcoin' ? value : value.toLowerCase();
  return BURN_ADDRESSES[method].includes(folded) ? 'demo' : 'ready';
}

/** The system setting that holds each method's receiving address. */
export const RECEIVING_ADDRESS_SETTINGS = {
  usdt: 'usdt_wallet_address',
  bitcoin: 'btc_wallet_address',
  ethereum: 'eth_wallet_address',
} as const satisfies Record<PaymentMethod, string>;

/** Whether members may be shown the address to pay to: a real wallet, or the demo one (with its warning). */
export function takesPayments(state: ReceivingWalletState): boolean {
  return state === 'ready' || state === 'demo';
}
