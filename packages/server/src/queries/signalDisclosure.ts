import type { Db } from '../db/knex.js';
import { signalDisclosureOf, type SignalDisclosure } from '../policies/signal.js';
import { readSettings } from '../services/settings.js';

/** What the settings reveal of closed signals now: read per answer, so a change in the settings screen applies at once. */
export async function readSignalDisclosure(db: Db): Promise<SignalDisclosure> {
  return signalDisclosureOf(await readSettings(db));
}
