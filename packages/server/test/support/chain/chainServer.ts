import http from 'node:http';
import { expect } from 'vitest';
import type { AdminChainActivity } from '@signals/protocol';
import { ChainTransfer, Payment } from '../../../src/db/models/index.js';
import { startLocalChain, type LocalChain } from '../../../src/dev/localChain.js';
import { freePort } from '../childServer.js';
import { adminCallers, signedInUser } from '../signIn.js';
import { withSettings } from '../settings.js';
import type { TestClient } from '../testClient.js';
import { startTestServer, type TestServer } from '../testServer.js';
import { DEVELOPMENT_ACCOUNT as account } from './developmentKey.js';

/** Confirmations a transfer needs in the chain suites: few, so a test mines a handful of blocks. */
export const CONFIRMATIONS = 3;

/**
 * A test server paid on a local chain (Ganache, in process), as the chain
 * watcher's suites run it: the watcher reads the chain through a stand-in
 * that can fail the way an RPC endpoint does (503), and passes are run by the
 * tests one at a time (no timer pass within a test's time). Two funded
 * senders hold 1000 test USDT each.
 */
export interface ChainTestServer {
  chain: LocalChain;
  server: TestServer;
  /** While true, the RPC stand-in answers 503 to everything. */
  setRpcDown(down: boolean): void;
  /** One pass of the watcher. */
  pass(): Promise<void>;
  /** A new member and the deposit address the payment screen shows them. */
  payer(): Promise<{ id: number; address: `0x${string}`; client: TestClient }>;
  /** The back office's view of on-chain payments, as an admin reads it. */
  chainActivity(): Promise<AdminChainActivity>;
  /** The watcher's one row: its cursor, and the last RPC failure while it lasts. */
  watchRow(): Promise<{ creditedThrough: number | string; lastError: string | null; failingSince: unknown }>;
  paymentsOf(userId: number): Promise<Payment[]>;
  transfersOf(userId: number): Promise<ChainTransfer[]>;
  close(): Promise<void>;
}

export async function startChainTestServer(): Promise<ChainTestServer> {
  const chain = await startLocalChain();
  let rpcDown = false;
  const port = await freePort();
  const proxy = http.createServer((request, response) => {
    if (rpcDown) {
      response.writeHead(503).end('unavailable');
      return;
    }
    const upstream = http.request(chain.rpcUrl, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  const server = await startTestServer({
    PAYMENT_XPUB: account.publicExtendedKey,
    CHAIN_RPC_URL: `http://127.0.0.1:${port}`,
    USDT_CONTRACT: chain.token,
    CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
    CHAIN_POLL_MS: '999999',
  });
  await withSettings(server.app.db, { premium_subscription_price: '60' });
  await chain.mint(chain.accounts[1]!, '1000');
  await chain.mint(chain.accounts[2]!, '1000');
  return {
    chain,
    server,
    setRpcDown: (down) => {
      rpcDown = down;
    },
    pass: () => server.app.chainWatcher!.pass(),
    payer: async () => {
      const { user, client } = await signedInUser(server);
      const answer = await client.get<{ address: `0x${string}` }>('/api/payment/deposit-address');
      expect(answer.status).toBe(200);
      return { id: user.id, address: answer.body.address, client };
    },
    chainActivity: async () => {
      const answer = await (await adminCallers(server)).adminClient.get<AdminChainActivity>('/api/admin/payments/chain');
      expect(answer.status).toBe(200);
      return answer.body;
    },
    watchRow: async () => (await server.app.db<{ creditedThrough: number | string; lastError: string | null; failingSince: unknown }>('chainWatch').first())!,
    paymentsOf: async (userId) => Payment.query(server.app.db).where({ userId }).orderBy('id'),
    transfersOf: async (userId) => ChainTransfer.query(server.app.db).where({ userId }).orderBy('id'),
    close: async () => {
      await server.close();
      await new Promise((resolve) => proxy.close(resolve));
      await chain.close();
    },
  };
}
