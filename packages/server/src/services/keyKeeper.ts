import type { Config } from '../config.js';
import { clientOf, onePreparerAtATime, type Db } from '../db/knex.js';
import { Keyring } from '../http/keyring.js';
import { dataKeyOf, loadSecrets, readSecrets, type Secrets } from '../secrets.js';
import type { DataKey } from './secretBox.js';

/**
 * A signature no key verifies may be a forgery as well as a key rotated in
 * elsewhere: re-read the keys for it at most this often.
 */
const UNKNOWN_SIGNATURE_RELOAD_MS = 1000;

/**
 * The keys of one deployment as this process knows them: the session keys
 * (in the cookie keyring) and the data keys that seal secrets in the
 * database. On PostgreSQL a rotation (`pnpm rotate-keys`) happens while
 * processes run: a process that meets a data key id or a cookie signature it
 * does not know re-reads the stored keys once and tries again, and the app
 * re-reads them every minute as well, so it stops sealing and signing with a
 * key the rotation superseded.
 */
export class KeyKeeper {
  readonly keyring: Keyring;
  private dataKeys = new Map<string, DataKey>();
  private newest!: DataKey;
  private reloading: Promise<void> | null = null;
  private lastReloadAt = 0;

  /**
   * @param secrets the keys as loaded.
   * @param read re-reads the stored keys.
   * @param shared whether other processes may rotate the keys while this one
   *   runs (PostgreSQL): only then is an unknown cookie signature worth a re-read.
   */
  constructor(
    secrets: Secrets,
    private readonly read: () => Promise<Secrets>,
    shared = false,
  ) {
    this.keyring = new Keyring(secrets.sessionKeys, shared ? () => this.reload({ atMostEvery: UNKNOWN_SIGNATURE_RELOAD_MS }) : undefined);
    this.take(secrets);
  }

  /** The data key that seals from now on. */
  get current(): DataKey {
    return this.newest;
  }

  /** The data key with this id; when none is known, the stored keys are re-read once first (a rotation elsewhere). */
  async find(id: string): Promise<DataKey | undefined> {
    if (!this.dataKeys.has(id)) {
      await this.reload();
    }
    return this.dataKeys.get(id);
  }

  /** Re-reads the stored keys; calls made meanwhile share the one read. */
  reload({ atMostEvery = 0 }: { atMostEvery?: number } = {}): Promise<void> {
    if (this.reloading) {
      return this.reloading;
    }
    if (Date.now() - this.lastReloadAt < atMostEvery) {
      return Promise.resolve();
    }
    this.reloading = this.read()
      .then((secrets) => this.take(secrets))
      .finally(() => {
        this.lastReloadAt = Date.now();
        this.reloading = null;
      });
    return this.reloading;
  }

  private take(secrets: Secrets): void {
    const keys = secrets.dataKeys.map(dataKeyOf);
    this.dataKeys = new Map(keys.map((key) => [key.id, key]));
    this.newest = keys[0]!;
    this.keyring.replace(secrets.sessionKeys);
  }
}

/**
 * Which keys protect which database. The keys travel with the database
 * handle (and its transactions, which share its configuration object), so the
 * commands that store or read a sealed value need nothing beyond the `db`
 * they already take.
 */
const keepers = new WeakMap<object, KeyKeeper>();

export function keepKeysFor(db: Db, keeper: KeyKeeper): void {
  keepers.set(clientOf(db).config, keeper);
}

export function keysFor(db: Db): KeyKeeper {
  const keeper = keepers.get(clientOf(db).config);
  if (!keeper) {
    throw new Error('No data keys are loaded for this database (openKeys was not called)');
  }
  return keeper;
}

/**
 * Loads this deployment's keys, creating them on the first start (and the
 * data key on the first start after the upgrade that introduced it), and
 * binds them to `db`. On PostgreSQL this runs under the preparation lock,
 * like the migrations and like a rotation, so none of them sees another
 * half-done. `afterLoad` runs under the same lock (sealing what an older
 * version left readable).
 */
export async function openKeys(config: Pick<Config, 'databaseUrl' | 'dataDir'>, db: Db, afterLoad: (db: Db) => Promise<unknown> = () => Promise.resolve()): Promise<KeyKeeper> {
  let keeper: KeyKeeper | undefined;
  await onePreparerAtATime(db, async () => {
    keeper = new KeyKeeper(await loadSecrets(config, db), () => readSecrets(config, db), config.databaseUrl !== null);
    keepKeysFor(db, keeper);
    await afterLoad(db);
  });
  return keeper!;
}
