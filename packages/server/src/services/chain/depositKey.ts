import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { publicKeyToAddress } from 'viem/accounts';
import { PRIVATE_KEY_REFUSAL } from './contracts.js';

/**
 * The merchant's account-level extended public key (PAYMENT_XPUB), from which
 * every member's deposit address is derived, as BTCPay Server and its peers
 * do: the server can name addresses but never spend from them, since no
 * private key is ever here. Addresses follow the wallets' own path under the
 * account (m/44'/60'/0' for Ethereum-style wallets, which BNB Smart Chain
 * shares): the external chain, then the index, m/.../0/index, so the same
 * addresses appear in the merchant's wallet from its seed.
 */
export interface DepositKey {
  /** A short fingerprint of the key: addresses are stored under it, so a new key gives members new addresses. */
  id: string;
  /** The checksummed address at an index of the external chain. */
  addressAt(index: number): `0x${string}`;
}

/** Why an extended key was refused, as the configuration error says it. */
export class DepositKeyError extends Error {}

/** The depth of an account-level key (m / purpose' / coin' / account'). */
const ACCOUNT_DEPTH = 3;

/**
 * Reads PAYMENT_XPUB. Refuses a private key outright (the server must never
 * hold one), a key that does not parse, and a key at another depth than an
 * account's, whose addresses would not match the merchant's wallet.
 */
export function readDepositKey(extendedKey: string): DepositKey {
  if (/^[a-z]prv/i.test(extendedKey)) {
    throw new DepositKeyError(PRIVATE_KEY_REFUSAL);
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(extendedKey);
  } catch {
    throw new DepositKeyError('must be an extended public key (xpub…) with a valid checksum');
  }
  if (key.privateKey) {
    throw new DepositKeyError(PRIVATE_KEY_REFUSAL);
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    throw new DepositKeyError(`must be an account-level key (depth 3, like m/44'/60'/0'); this one is at depth ${key.depth}`);
  }
  const external = key.deriveChild(0);
  return {
    id: createHash('sha256').update(key.publicExtendedKey).digest('hex').slice(0, 16),
    addressAt(index) {
      const child = external.deriveChild(index);
      if (!child.publicKey) {
        // Derivation from a public key always yields one; the typings allow none.
        throw new Error(`No public key at index ${index}`);
      }
      const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
      return publicKeyToAddress(`0x${Buffer.from(uncompressed).toString('hex')}`);
    },
  };
}
