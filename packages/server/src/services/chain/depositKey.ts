import { createHash } from 'node:crypto';
import { HDKey, publicKeyToAddress } from 'viem/accounts';
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
      return publicKeyToAddress(uncompressedKey(child.publicKey));
    },
  };
}

/** secp256k1's field prime: the curve is y² = x³ + 7 over it. */
const FIELD = 2n ** 256n - 2n ** 32n - 977n;

function powMod(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  for (let b = base % FIELD, e = exponent; e > 0n; e >>= 1n, b = (b * b) % FIELD) {
    if (e & 1n) {
      result = (result * b) % FIELD;
    }
  }
  return result;
}

/**
 * A compressed public key (33 bytes: the parity of y, then x) as the uncompressed one an Ethereum address is hashed
 * from (0x04, x, y). The field prime is 3 mod 4, so y is (x³ + 7) to the power (p + 1) / 4, or its negation, whichever
 * has the parity the key says. Written here so the chain code needs no curve library beside the one viem brings.
 */
export function uncompressedKey(compressed: Uint8Array): `0x04${string}` {
  const x = BigInt(`0x${Buffer.from(compressed.subarray(1)).toString('hex')}`);
  const ySquared = (x ** 3n + 7n) % FIELD;
  let y = powMod(ySquared, (FIELD + 1n) / 4n);
  if (compressed.length !== 33 || (compressed[0] !== 2 && compressed[0] !== 3) || (y * y) % FIELD !== ySquared) {
    throw new Error('Not a compressed secp256k1 public key');
  }
  if ((y & 1n) !== BigInt(compressed[0] & 1)) {
    y = FIELD - y;
  }
  return `0x04${x.toString(16).padStart(64, '0')}${y.toString(16).padStart(64, '0')}`;
}
