import { createPublicClient, createWalletClient, http, parseUnits, type Address, type Hex } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { freePort } from './freePort.js';
import { TEST_USDT_ABI, TEST_USDT_BYTECODE } from './testUsdt.js';

/**
 * A real EVM chain on this machine: Ganache's node, in process, from the npm
 * registry (nothing downloaded), serving JSON-RPC on a local port as BNB
 * Smart Chain's RPC would, with a test USDT (TestUSDT.sol, 18 decimals as on
 * BSC) deployed on it. The chain watcher's tests and the demo (DEMO_CHAIN) run
 * it; Ganache is a development dependency, loaded only by them (imported when
 * a chain starts, so the server's one-file build does not ask for it at start).
 */
export interface LocalChain {
  rpcUrl: string;
  /** The token's contract address. */
  token: Address;
  /** Accounts holding native coin for gas; each can be given tokens with `mint`. */
  accounts: Address[];
  /** Gives an account tokens (USDT, decimal text). */
  mint(to: Address, usdt: string): Promise<void>;
  /** Sends tokens (USDT, decimal text) from one account to an address; resolves with the transaction hash once mined. */
  transfer(from: Address, to: Address, usdt: string): Promise<Hex>;
  /** Pays several addresses in one transaction (one hash, a log per payee), as an exchange's batched withdrawal does. */
  multisend(from: Address, payments: Array<[to: Address, usdt: string]>): Promise<Hex>;
  /** Mines empty blocks on top. */
  mine(blocks: number): Promise<void>;
  blockNumber(): Promise<bigint>;
  snapshot(): Promise<string>;
  /** Back to a snapshot: the blocks after it are gone, as in a reorg. */
  revert(snapshot: string): Promise<void>;
  close(): Promise<void>;
}

export interface LocalChainOptions {
  /**
   * A block every this many seconds, as a live chain makes them (the demo). Without it, one block per transaction and
   * on demand (`mine`): a test decides how many confirmations a transfer has.
   */
  blockTimeSeconds?: number;
  /** The JSON-RPC port; any free one when absent. */
  port?: number;
}

/** Funded senders' seed: not the development mnemonic deposit addresses come from, so no sender is a member's address. */
const SENDERS_MNEMONIC = 'myth like bonus scare over problem client lizard pioneer submit female collect';
const SENDERS = 5;

/** Starts a chain with the token deployed. */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const port = options.port ?? (await freePort());
  const { default: ganache } = await import('ganache');
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: 56, hardfork: 'shanghai' },
    // Accounts signed for here (viem signs, the node only accepts raw transactions, as a real node does).
    wallet: { mnemonic: SENDERS_MNEMONIC, totalAccounts: SENDERS },
    miner: options.blockTimeSeconds ? { blockTime: options.blockTimeSeconds } : { instamine: 'eager' },
  });
  await server.listen(port, '127.0.0.1');
  const rpcUrl = `http://127.0.0.1:${port}`;
  const transport = http(rpcUrl);
  const chain = { id: 56, name: 'local', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } } as const;
  // Interval mining: receipts arrive with the next block, so they are polled more often than the block time.
  const reader = createPublicClient({ chain, transport, pollingInterval: 200 });
  const wallet = createWalletClient({ chain, transport });
  const signers = new Map<Address, HDAccount>();
  for (let index = 0; index < SENDERS; index += 1) {
    const account = mnemonicToAccount(SENDERS_MNEMONIC, { addressIndex: index });
    signers.set(account.address, account);
  }
  const accounts = [...signers.keys()];
  const deployer = signers.get(accounts[0]!)!;
  const deployment = await wallet.deployContract({ abi: TEST_USDT_ABI, bytecode: TEST_USDT_BYTECODE, account: deployer });
  const token = (await reader.waitForTransactionReceipt({ hash: deployment })).contractAddress!;
  // One transaction at a time per sender: two sent at once would read the same nonce, and the node refuses the second.
  const queues = new Map<Address, Promise<unknown>>();
  const call = (from: HDAccount, write: Omit<Parameters<typeof wallet.writeContract>[0], 'address' | 'abi' | 'account' | 'chain'>): Promise<Hex> => {
    const sent = (queues.get(from.address) ?? Promise.resolve()).catch(() => undefined).then(async () => {
      const hash = await wallet.writeContract({ ...write, address: token, abi: TEST_USDT_ABI, account: from } as Parameters<typeof wallet.writeContract>[0]);
      await reader.waitForTransactionReceipt({ hash });
      return hash;
    });
    queues.set(from.address, sent);
    return sent;
  };
  const rpc = (method: string, params: unknown[] = []) => reader.request({ method: method as 'eth_blockNumber', params: params as never });
  return {
    rpcUrl,
    token,
    accounts,
    mint: async (to, usdt) => void (await call(deployer, { functionName: 'mint', args: [to, parseUnits(usdt, 18)] })),
    transfer: (from, to, usdt) => call(signers.get(from)!, { functionName: 'transfer', args: [to, parseUnits(usdt, 18)] }),
    multisend: (from, payments) =>
      call(signers.get(from)!, { functionName: 'multisend', args: [payments.map(([to]) => to), payments.map(([, usdt]) => parseUnits(usdt, 18))] }),
    mine: async (blocks) => {
      for (let index = 0; index < blocks; index += 1) {
        await rpc('evm_mine');
      }
    },
    blockNumber: () => reader.getBlockNumber({ cacheTime: 0 }),
    snapshot: async () => String(await rpc('evm_snapshot')),
    revert: async (snapshot) => void (await rpc('evm_revert', [snapshot])),
    close: () => server.close(),
  };
}
