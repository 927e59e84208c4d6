import { HDKey } from 'viem/accounts';
import { mnemonicToSeedSync } from '@scure/bip39';

/**
 * The well-known development mnemonic (Hardhat's and Foundry's): its accounts' addresses are public knowledge, so
 * the deposit addresses derived in tests can be checked against what every Ethereum wallet shows for that seed. The
 * local chain's senders use another seed (localChain.ts), so no sender is a member's address.
 */
export const DEVELOPMENT_MNEMONIC = 'test test test test test test test test test test test junk';
const master = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVELOPMENT_MNEMONIC));

/** Any account of the seed, as a wallet exports it (m/44'/60'/n'). */
export const developmentAccount = (account = 0): HDKey => master.derive(`m/44'/60'/${account}'`);

/** The seed's first account: the xpub test servers are given as PAYMENT_XPUB. */
export const DEVELOPMENT_ACCOUNT = developmentAccount();

/** The first addresses of that account's external chain (m/44'/60'/0'/0/i), as wallets list them. */
export const DEVELOPMENT_ADDRESSES = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];

/** The seed itself, for a test that needs a key at another depth. */
export const DEVELOPMENT_MASTER = master;
