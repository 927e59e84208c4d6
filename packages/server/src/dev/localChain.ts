import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ganache from 'ganache';
import { createPublicClient, createWalletClient, http, parseUnits, type Abi, type Address, type Hex } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { freePort } from '../childServer.js';

/**
 * A real EVM chain for the chain watcher's tests: Ganache's node, in process,
 * from the npm registry (nothing downloaded), serving JSON-RPC on a local
 * port as BNB Smart Chain's RPC would, with an ERC-20 compiled from its
 * source (TestUSDT.sol) by solc-js and deployed on it. Blocks are mined one
 * per transaction and on demand (`mine`), so a test decides how many
 * confirmations a transfer has; `snapshot` and `revert` stage a reorg.
 */
export interface LocalChain {
  rpcUrl: string;
  /** The token's contract address. */
  token: Address;
  /** Accounts holding native coin for gas; each can be given tokens with `mint`. */
  accounts: Address[];
  /** Gives an account tokens (whole USDT). */
  mint(to: Address, usdt: string): Promise<void>;
  /** Sends tokens (USDT, decimal text) from one account to an address; resolves with the transaction hash once mined. */
  transfer(from: Address, to: Address, usdt: string): Promise<Hex>;
  /** Mines empty blocks on top. */
  mine(blocks: number): Promise<void>;
  blockNumber(): Promise<bigint>;
  snapshot(): Promise<string>;
  /** Back to a snapshot: the blocks after it are gone, as in a reorg. */
  revert(snapshot: string): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

let compiled: { abi: Abi; bytecode: Hex } | undefined;

/** Funded senders' seed: not the development mnemonic the deposit addresses come from, so no sender is a member's address. */
const SENDERS_MNEMONIC = 'myth like bonus scare over problem client lizard pioneer submit female collect';
const SENDERS = 5;

/** TestUSDT.sol compiled by solc-js, once per test process. */
function testUsdt(): { abi: Abi; bytecode: Hex } {
  if (!compiled) {
    // solc-js is CommonJS, with no typings of its compile interface.
    const solc = require('solc') as { compile(input: string): string };
    const source = fs.readFileSync(path.join(here, 'TestUSDT.sol'), 'utf8');
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'TestUSDT.sol': { content: source } },
          // Ganache runs Shanghai: no newer opcodes (solc 0.8.25+ emits MCOPY for Cancun by default).
          settings: { evmVersion: 'shanghai', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
        }),
      ),
    ) as { errors?: Array<{ severity: string; formattedMessage: string }>; contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>> };
    const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
    if (errors.length > 0) {
      throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
    }
    const contract = output.contracts['TestUSDT.sol']!.TestUSDT!;
    compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  }
  return compiled;
}

/** Starts a chain with the token deployed. */
export async function startLocalChain(): Promise<LocalChain> {
  const port = await freePort();
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: 56, hardfork: 'shanghai' },
    // Accounts the test signs for itself (viem signs, the node only accepts raw transactions, as a real node does).
    wallet: { mnemonic: SENDERS_MNEMONIC, totalAccounts: SENDERS },
    // One block per transaction, at once: a test counts confirmations in blocks it mines itself.
    miner: { instamine: 'eager' },
  });
  await server.listen(port, '127.0.0.1');
  const rpcUrl = `http://127.0.0.1:${port}`;
  const transport = http(rpcUrl);
  const chain = { id: 56, name: 'local', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } } as const;
  const reader = createPublicClient({ chain, transport });
  const wallet = createWalletClient({ chain, transport });
  const signers = new Map<Address, HDAccount>();
  for (let index = 0; index < SENDERS; index += 1) {
    const account = mnemonicToAccount(SENDERS_MNEMONIC, { addressIndex: index });
    signers.set(account.address, account);
  }
  const accounts = [...signers.keys()];
  const deployer = signers.get(accounts[0]!)!;
  const { abi, bytecode } = testUsdt();
  const deployment = await wallet.deployContract({ abi, bytecode, account: deployer });
  const receipt = await reader.waitForTransactionReceipt({ hash: deployment });
  const token = receipt.contractAddress!;
  const call = async (from: HDAccount, functionName: 'mint' | 'transfer', args: [Address, bigint]): Promise<Hex> => {
    const hash = await wallet.writeContract({ address: token, abi, functionName, args, account: from });
    await reader.waitForTransactionReceipt({ hash });
    return hash;
  };
  const rpc = (method: string, params: unknown[] = []) => reader.request({ method: method as 'eth_blockNumber', params: params as never });
  return {
    rpcUrl,
    token,
    accounts,
    mint: async (to, usdt) => void (await call(deployer, 'mint', [to, parseUnits(usdt, 18)])),
    transfer: (from, to, usdt) => call(signers.get(from)!, 'transfer', [to, parseUnits(usdt, 18)]),
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
