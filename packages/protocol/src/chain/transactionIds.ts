import type { PaymentMethod } from '../constants.js';
import { textRef } from '../text.js';

/** A transaction hash as members paste it: 64 hex digits, with or without 0x, in any case (surrounding space is trimmed first). */
const HASH_INPUT = /^(?:0x)?[0-9a-f]{64}$/i;
const HEX = /^[0-9a-f]+$/i;

/** How each network writes a transaction hash, and how the form says so (`message`: a reference to the validation catalogue). */
export const TRANSACTION_ID_FORMATS: Record<PaymentMethod, { message: string; placeholder: string }> = {
  usdt: { message: textRef('validation.payment.transactionIdUsdt'), placeholder: '0x…' },
  ethereum: { message: textRef('validation.payment.transactionIdEthereum'), placeholder: '0x…' },
  bitcoin: { message: textRef('validation.payment.transactionIdBitcoin'), placeholder: '64 hexadecimal characters' },
};

/**
 * Whether the text is a transaction hash in any of its spellings. The three
 * networks hash to 32 bytes alike; wallets and explorers differ only in the
 * `0x` and the letter case, so every spelling is accepted and spelled the
 * network's way by `spellTransactionId`.
 */
export function isTransactionHash(text: string): boolean {
  return HASH_INPUT.test(text.trim());
}

/**
 * The one identity of a transaction, whatever the network or spelling:
 * trimmed, `0x` dropped, lower case. The same 32-byte hash sent as `0xABC…`
 * on BEP20 and `abc…` on Bitcoin is one claim, so it may be made once.
 * Ids that are not hex (a card provider's `pi_…`, which is case-sensitive)
 * are kept as they are, trimmed.
 */
export function transactionKey(transactionId: string): string {
  const trimmed = transactionId.trim();
  const bare = trimmed.replace(/^0x/i, '');
  return HEX.test(bare) ? bare.toLowerCase() : trimmed;
}

/** The hash as the network's wallets and explorers write it: `0x…` on BEP20 and Ethereum, bare on Bitcoin; lower case. */
export function spellTransactionId(method: PaymentMethod, transactionId: string): string {
  const key = transactionKey(transactionId);
  return method === 'bitcoin' ? key : `0x${key}`;
}
