import type { PaymentMethod } from '../constants.js';
import { textRef } from '../text.js';

/** BEP20 and Ethereum: 0x and 20 bytes in hex. Either case; EIP-55 checksummed (mixed-case) addresses are accepted as they are. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Bitcoin legacy (P2PKH, `1…`) and script (P2SH, `3…`) addresses: base58, 26 to 34 characters. */
const BASE58_ADDRESS = /^[13][1-9A-HJ-NP-Za-km-z]{25,33}$/;
/** Bitcoin segwit: `bc1q` with 38 or 58 more characters (v0, bech32), `bc1p` with 58 (taproot, bech32m), in bech32's alphabet. */
const BECH32_ADDRESS = /^bc1(?:q[ac-hj-np-z02-9]{38}|q[ac-hj-np-z02-9]{58}|p[ac-hj-np-z02-9]{58})$/;

/**
 * What the payment form says about the sending wallet on each network. USDT
 * (BEP20) claims must name it: USDT moves inside a token contract, and the
 * sender is how an admin tells one 60 USDT transfer from another. On Bitcoin
 * and Ethereum the hash alone identifies the transfer, so it is optional.
 * `message` is a reference to the validation catalogue.
 */
export const WALLET_ADDRESS_FORMATS: Record<PaymentMethod, { required: boolean; message: string; hint: string; placeholder: string }> = {
  usdt: {
    required: true,
    message: textRef('validation.payment.fromAddressUsdt'),
    hint: 'The BEP20 address you sent the USDT from (0x followed by 40 characters), so we can find your transfer.',
    placeholder: '0x…',
  },
  ethereum: {
    required: false,
    message: textRef('validation.payment.fromAddressEthereum'),
    hint: 'The Ethereum address you sent from (0x followed by 40 characters). It helps us find your transfer.',
    placeholder: '0x…',
  },
  bitcoin: {
    required: false,
    message: textRef('validation.payment.fromAddressBitcoin'),
    hint: 'The Bitcoin address you sent from (starts with 1, 3 or bc1). It helps us find your transfer.',
    placeholder: 'bc1… or 1… or 3…',
  },
};

export const SENDING_ADDRESS_REQUIRED = textRef('validation.payment.fromAddressRequired');

/**
 * Whether the text is a well-formed address on the network. Format only: the
 * checksums (EIP-55, base58check, bech32) are not verified, so a typo that
 * keeps the shape passes here and is caught when the admin looks it up.
 */
export function isWalletAddress(method: PaymentMethod, address: string): boolean {
  if (method !== 'bitcoin') {
    return EVM_ADDRESS.test(address);
  }
  // bech32 is written in one case: all lower, or all upper (as in QR codes).
  const oneCase = address === address.toLowerCase() || address === address.toUpperCase();
  return BASE58_ADDRESS.test(address) || (oneCase && BECH32_ADDRESS.test(address.toLowerCase()));
}

/** Whether two addresses on a network are the same wallet: hex addresses compare without case, base58 ones exactly. */
export function sameWalletAddress(method: PaymentMethod, a: string, b: string): boolean {
  const fold = method !== 'bitcoin' || /^bc1/i.test(a.trim());
  return fold ? a.trim().toLowerCase() === b.trim().toLowerCase() : a.trim() === b.trim();
}
