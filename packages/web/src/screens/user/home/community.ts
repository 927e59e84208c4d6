/**
 * The community channel linked from the home banner. Set VITE_COMMUNITY_URL
 * at build time to point it at the real channel.
 */
export const COMMUNITY_URL: string = import.meta.env.VITE_COMMUNITY_URL || 'https://t.me/cryptoarbitragesignals';
