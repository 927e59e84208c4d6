import { MESSAGES, type SignalLogHead } from '@signals/protocol';
import type { Db } from '../../db/knex.js';
import { SignalLogHeadRow } from '../../db/models/index.js';
import { badRequest } from '../../errors.js';
import { LogTree } from './logTree.js';
import { signHead, type LogSigningKey } from './signingKey.js';

/** Leaf hashes read per query while catching up: a short read each, so a start at a million leaves never holds the event loop long. */
const SYNC_BATCH = 5_000;

export function headOf(row: SignalLogHeadRow): SignalLogHead {
  return { treeSize: row.treeSize, rootHash: row.rootHash, timestamp: row.timestamp, signature: row.signature };
}

/**
 * This process's copy of the signal log's tree, and the signing of its heads (issue 45). The leaves live in the
 * database (any process may append); the tree is rebuilt here from their stored hashes, and catches up with whatever
 * was appended since (by this process or another) before it answers a root or a proof, so every process answers
 * alike. Heads are stored one per tree size: of two processes signing the same size, the first one's stays.
 */
export class SignalLogKeeper {
  private readonly tree = new LogTree();
  private catchingUp: Promise<LogTree> | null = null;

  constructor(
    private readonly db: Db,
    readonly key: LogSigningKey,
  ) {}

  /** The tree with every leaf committed so far; callers at the same moment share one read. */
  current(): Promise<LogTree> {
    this.catchingUp ??= this.catchUp().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  /** The tree, holding at least `size` leaves, or a 400 that says how many there are. */
  async holding(size: number): Promise<LogTree> {
    const tree = await this.current();
    if (size > tree.size) {
      throw badRequest(MESSAGES.logBeyondTree(tree.size));
    }
    return tree;
  }

  private async catchUp(): Promise<LogTree> {
    for (;;) {
      const rows = (await this.db('signalLog')
        .select('position', 'leafHash')
        .where('position', '>=', this.tree.size)
        .orderBy('position')
        .limit(SYNC_BATCH)) as Array<{ position: number; leafHash: string }>;
      for (const row of rows) {
        if (Number(row.position) !== this.tree.size) {
          // Appends take turns, so this is never seen; if it were, the tree stops where it is sure.
          throw new Error(`The signal log has a gap at ${this.tree.size} (next stored leaf ${row.position})`);
        }
        this.tree.append(Buffer.from(row.leafHash, 'hex'));
      }
      if (rows.length < SYNC_BATCH) {
        return this.tree;
      }
    }
  }

  /** The newest signed head; one is signed first when there is none yet or the newest is behind the log. */
  async latestHead(): Promise<SignalLogHead> {
    const newest = await this.newestHead();
    return newest ? headOf(newest) : this.signIfBehind();
  }

  private async newestHead(): Promise<SignalLogHeadRow | undefined> {
    return SignalLogHeadRow.query(this.db).orderBy('treeSize', 'desc').first();
  }

  /**
   * Signs a head for the tree as it now stands unless the newest head already covers it, and stores it.
   *
   * @returns the newest head.
   */
  async signIfBehind(now: number = Date.now()): Promise<SignalLogHead> {
    const tree = await this.current();
    const newest = await this.newestHead();
    if (newest && newest.treeSize >= tree.size) {
      return headOf(newest);
    }
    const size = tree.size;
    const head = signHead(this.key, { treeSize: size, rootHash: tree.root(size).toString('hex'), timestamp: now });
    await this.db('signalLogHeads').insert(head).onConflict('treeSize').ignore();
    // Another process may have signed this size first: its head is the one kept.
    return headOf(await SignalLogHeadRow.query(this.db).findById(size).throwIfNotFound());
  }
}
