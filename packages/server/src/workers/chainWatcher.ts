import { createPublicClient, erc20Abi, http, parseAbiItem, type Address, type Log, type PublicClient } from 'viem';
import { creditConfirmedRange, recordSeenTransfers, retryFailedCredits, type CreditOutcome, type ObservedTransfer } from '../commands/chainCredits.js';
import type { ChainPaymentsConfig } from '../config.js';
import type { Db } from '../db/knex.js';
import { ChainTransfer, DepositAddress } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { chainActivityOf } from '../queries/chainActivity.js';
import { depositProgressOf } from '../queries/depositAddresses.js';
import type { JobLock } from '../services/cluster/jobLock.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Blocks per log query: public BNB Smart Chain endpoints refuse ranges much wider. */
const MAX_RANGE = 2000n;
/** Addresses per log query (an OR of topics): requests stay well under endpoints' size limits. */
const ADDRESSES_PER_QUERY = 500;
/** The longest wait between reads after failures. */
const MAX_BACKOFF_MS = 60_000;
/** The job lock outlives a slow pass, and frees itself if its process dies mid-pass. */
const LOCK_TTL_MS = 120_000;

export interface ChainWatcherDeps {
  db: Db;
  events: EventBus;
  jobs: JobLock;
  logger: Logger;
  config: ChainPaymentsConfig;
}

export interface ChainWatcher {
  /** One pass now (tests; the timer runs them otherwise). */
  pass(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Reads USDT transfers to members' deposit addresses from the chain, one
 * process at a time (the job lock on several), every `pollMs`. Each pass
 * credits the blocks that have reached their confirmations since the last
 * (bounded ranges, each credited with the cursor in one transaction), tries
 * again the credits that failed and are due, then records the newer
 * transfers as seen, not yet credited. A transfer whose credit fails never
 * holds up the rest (commands/chainCredits.ts). An RPC failure is
 * logged, kept for the back office and retried with a growing wait; it never
 * stops the server.
 */
export function startChainWatcher(deps: ChainWatcherDeps, pollMs: number): ChainWatcher {
  const { db, events, jobs, logger, config } = deps;
  const token = config.usdtContract.toLowerCase();
  const client = createPublicClient({ transport: http(config.rpcUrl, { timeout: 15_000, retryCount: 0 }) }) as PublicClient;
  let decimals: number | undefined;
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  let lastHead: bigint | undefined;

  /** Tells the back office where the watcher and the latest transfers stand. */
  const announce = async (): Promise<void> => {
    events.publish({ type: 'chain.activity', activity: await chainActivityOf(db, config.confirmations) });
  };

  /** A credit that failed is kept and tried again; the log says which and why, as loudly as money not credited deserves. */
  const reportFailures = ({ failed }: CreditOutcome): void => {
    for (const failure of failed) {
      logger.error({ transfer: `${failure.txHash}:${failure.logIndex}`, userId: failure.userId }, `Crediting a transfer failed; it is kept and tried again: ${failure.error}`);
    }
  };

  const scan = async (): Promise<void> => {
    decimals ??= await client.readContract({ address: config.usdtContract, abi: erc20Abi, functionName: 'decimals' });
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const confirmed = head - BigInt(config.confirmations) + 1n;
    const now = new Date();
    let creditedThrough = await readCursor(db, token, confirmed > 0n ? confirmed - 1n : 0n, now);
    await db('chainWatch').where('token', token).update({ headBlock: Number(head), decimals });
    const owners = await depositOwners(db);
    // Members whose payment moved this pass: told where it stands once the pass is written.
    const moved = new Set<number>();
    while (creditedThrough < confirmed) {
      const from = creditedThrough + 1n;
      const through = from + MAX_RANGE - 1n < confirmed ? from + MAX_RANGE - 1n : confirmed;
      const transfers = await transfersTo(client, config.usdtContract, owners, from, through);
      const dropped = await usersWithSeen(db, token, Number(through));
      const outcome = await inTransaction(db, events, (unit) =>
        creditConfirmedRange(unit, null, { token, through: Number(through), transfers, decimals: decimals!, now: new Date() }),
      );
      reportFailures(outcome);
      [...transfers.map((transfer) => transfer.userId), ...dropped].forEach((userId) => moved.add(userId));
      creditedThrough = through;
    }
    const retried = await inTransaction(db, events, (unit) => retryFailedCredits(unit, null, { token, decimals: decimals!, now: new Date() }));
    reportFailures(retried);
    retried.userIds.forEach((userId) => moved.add(userId));
    if (creditedThrough < head) {
      const seen = await transfersTo(client, config.usdtContract, owners, creditedThrough + 1n, head);
      if (seen.length > 0) {
        await inTransaction(db, events, (unit) => recordSeenTransfers(unit, null, { token, transfers: seen, decimals: decimals!, now: new Date() }));
      }
    }
    // A new block adds a confirmation to every transfer still gathering them.
    const newBlock = head !== lastHead;
    if (newBlock) {
      (await usersWithSeen(db, token, Number(head))).forEach((userId) => moved.add(userId));
      lastHead = head;
    }
    for (const userId of moved) {
      events.publish({ type: 'deposit.progress', userId, progress: await depositProgressOf(db, userId, config.confirmations) });
    }
    // The back office follows the chain's tip too, so "watching, block N" is never a stale figure.
    if (newBlock || moved.size > 0) {
      await announce();
    }
  };

  const pass = (): Promise<void> => {
    running = running.then(async () => {
      try {
        await jobs.run('chain-watch', LOCK_TTL_MS, scan);
        if (failures > 0) {
          logger.info('The chain RPC answers again');
          await db('chainWatch').where('token', token).update({ lastError: null, failingSince: null });
          await announce();
        }
        failures = 0;
      } catch (error) {
        failures += 1;
        const message = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 480) : String(error);
        logger.warn({ err: error }, `Reading the chain failed (${failures} in a row); trying again`);
        await db('chainWatch')
          .where('token', token)
          .update({ lastError: message, failingSince: db.raw('coalesce(failing_since, ?)', [new Date()]) })
          .catch(() => undefined);
        await announce().catch(() => undefined);
      }
    });
    return running;
  };

  const schedule = (): void => {
    if (stopped) {
      return;
    }
    const wait = failures === 0 ? pollMs : Math.min(MAX_BACKOFF_MS, pollMs * 2 ** failures);
    timer = setTimeout(() => void pass().then(schedule), wait);
  };
  schedule();

  return {
    pass,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Where the watcher has credited through; a first pass starts at the chain's confirmed tip (addresses are new). */
async function readCursor(db: Db, token: string, start: bigint, now: Date): Promise<bigint> {
  await db('chainWatch').insert({ token, creditedThrough: Number(start), updatedAt: now }).onConflict('token').ignore();
  const row = (await db('chainWatch').where('token', token).first()) as { creditedThrough: number | string };
  return BigInt(row.creditedThrough);
}

/** The members with a transfer seen, not yet confirmed, in a block up to `through`. */
async function usersWithSeen(db: Db, token: string, through: number): Promise<number[]> {
  const rows = await ChainTransfer.query(db).distinct('userId').where({ token, status: 'seen' }).where('blockNumber', '<=', through);
  return rows.map((row) => row.userId);
}

/** Every deposit address, lower case, to its member. */
async function depositOwners(db: Db): Promise<Map<string, number>> {
  const rows = await DepositAddress.query(db).select('address', 'userId');
  return new Map(rows.map((row) => [row.address.toLowerCase(), row.userId]));
}

/** The token's transfers to any deposit address in a block range, in chain order. */
async function transfersTo(client: PublicClient, token: Address, owners: Map<string, number>, fromBlock: bigint, toBlock: bigint): Promise<ObservedTransfer[]> {
  const addresses = [...owners.keys()] as Address[];
  const found: ObservedTransfer[] = [];
  for (let index = 0; index < addresses.length; index += ADDRESSES_PER_QUERY) {
    const logs = await client.getLogs({ address: token, event: TRANSFER, args: { to: addresses.slice(index, index + ADDRESSES_PER_QUERY) }, fromBlock, toBlock });
    for (const log of logs) {
      const observed = toObservedTransfer(log, owners);
      if (observed) {
        found.push(observed);
      }
    }
  }
  return found.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
}

function toObservedTransfer(log: Log<bigint, number, false, typeof TRANSFER>, owners: Map<string, number>): ObservedTransfer | null {
  const { from, to, value } = log.args;
  const userId = to ? owners.get(to.toLowerCase()) : undefined;
  if (!from || !to || value === undefined || userId === undefined || log.transactionHash === null || log.blockNumber === null || log.blockHash === null || log.logIndex === null) {
    return null;
  }
  return {
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    fromAddress: from,
    toAddress: to,
    userId,
    amount: value,
  };
}
