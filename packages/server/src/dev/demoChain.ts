import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Address, Hex } from 'viem';
import { ConfigError, type ChainPaymentsConfig } from '../config.js';
import { takeOne } from '../services/limitCount.js';
import type { LocalChain } from './localChain.js';

/**
 * The development mnemonic's first account (m/44'/60'/0' of "test test … junk", Hardhat's and Foundry's): its keys
 * are public knowledge, which is what a demo of worthless test tokens wants and what no real payment may use.
 */
export const DEMO_XPUB = 'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';

/** What a demo member may send themselves at once: enough to pay twice, not a faucet to drain. */
export const DEMO_MAX_SEND_USDT = 200;

/**
 * Sends of test USDT one member may ask for in an hour: each is a transaction the demo's node mines, so a script
 * could otherwise keep it busy for everyone. Counted in this process, as the demo's chain lives in it.
 */
export const TEST_USDT_SENDS_PER_HOUR = 3;

/** The demo's chain (DEMO_CHAIN): on-chain payments end to end on this machine, with test USDT to pay with. */
export interface DemoChain {
  /** The watcher's settings for it, as PAYMENT_XPUB, CHAIN_RPC_URL and USDT_CONTRACT would give them. */
  payments: ChainPaymentsConfig;
  /** Sends test USDT (decimal text) to an address from the demo's funded wallet; resolves once mined. */
  sendTestUsdt(to: Address, usdt: string): Promise<Hex>;
  /** Counts one send for a member: the seconds to wait when over TEST_USDT_SENDS_PER_HOUR (nothing counted), else 0. */
  takeSend(userId: number): Promise<number>;
  /** Gives a send's count back: it failed, so nothing was sent. */
  giveSendBack(userId: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the local chain the watcher's tests run (localChain.ts) with a block
 * every second, as a live chain makes them, and a wallet holding test USDT, so
 * a newcomer can pay from the payment screen ("Send test USDT") and watch the
 * confirmations arrive and Premium start.
 *
 * @param options the confirmations a transfer needs (CHAIN_CONFIRMATIONS), and the port to serve JSON-RPC on
 *   (DEMO_CHAIN_PORT; null: any free one).
 */
export async function startDemoChain({ confirmations, port }: { confirmations: number; port: number | null }): Promise<DemoChain> {
  let chain: LocalChain;
  try {
    chain = await (await import('./localChain.js')).startLocalChain({ blockTimeSeconds: 1, port: port ?? undefined });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
      throw new ConfigError('Invalid configuration: DEMO_CHAIN runs Ganache, a development dependency: install without --prod');
    }
    throw error;
  }
  const wallet = chain.accounts[1]!;
  await chain.mint(wallet, '1000000');
  const sends = new RateLimiterMemory({ points: TEST_USDT_SENDS_PER_HOUR, duration: 60 * 60 });
  return {
    payments: { xpub: DEMO_XPUB, rpcUrl: chain.rpcUrl, usdtContract: chain.token, confirmations, pollMs: 1000 },
    // The chain sends one transaction at a time from the wallet (localChain.ts), so sends asked for at once each get their nonce.
    sendTestUsdt: (to, usdt) => chain.transfer(wallet, to, usdt),
    takeSend: (userId) => takeOne(sends, `test-usdt|${userId}`),
    giveSendBack: async (userId) => void (await sends.reward(`test-usdt|${userId}`, 1)),
    close: () => chain.close(),
  };
}
