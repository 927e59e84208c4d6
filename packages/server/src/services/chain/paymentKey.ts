import { ConfigError } from '../../config.js';
import type { DepositKey } from './depositKey.js';

/**
 * PAYMENT_XPUB read as a key; one that does not read stops the start as any bad variable does. The key code (viem's
 * HD keys) loads only where on-chain payments are on.
 */
export async function readPaymentKey(xpub: string): Promise<DepositKey> {
  const { DepositKeyError, readDepositKey } = await import('./depositKey.js');
  try {
    return readDepositKey(xpub);
  } catch (error) {
    throw error instanceof DepositKeyError ? new ConfigError(`Invalid configuration: PAYMENT_XPUB ${error.message}`) : error;
  }
}
