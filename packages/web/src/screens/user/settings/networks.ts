/** The networks offered for a wallet; the first is the one premium is paid on. */
export const WALLET_NETWORKS = [
  'BEP20 (BNB Smart Chain)',
  'ERC20 (Ethereum)',
  'TRC20 (Tron)',
  'Bitcoin',
  'Solana',
  'Polygon',
  'Arbitrum One',
] as const;

/** The list with a wallet's own network added when it is not one of ours (saved elsewhere, or older). */
export function networkOptions(current?: string): readonly string[] {
  if (current && !(WALLET_NETWORKS as readonly string[]).includes(current)) {
    return [...WALLET_NETWORKS, current];
  }
  return WALLET_NETWORKS;
}
