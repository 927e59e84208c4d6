/** Tether USD (BEP20) on BNB Smart Chain: USDT_CONTRACT's default. 18 decimals there, read from the contract all the same. */
export const BSC_USDT_CONTRACT = '0x55d398326f99059fF775485246999027B3197955';

/** What PAYMENT_XPUB is told when it holds a private key (config.ts checks the prefix, depositKey.ts the key). */
export const PRIVATE_KEY_REFUSAL = 'is a private key: give the account’s extended public key (xpub…); the server must never hold a private key';
