import { WALLET_NETWORK_NAMES } from '@signals/protocol';

/** The list with a wallet's own network added when it is not one of ours (saved elsewhere, or older). */
export function networkOptions(current?: string): readonly string[] {
  if (current && !(WALLET_NETWORK_NAMES as readonly string[]).includes(current)) {
    return [...WALLET_NETWORK_NAMES, current];
  }
  return WALLET_NETWORK_NAMES;
}
