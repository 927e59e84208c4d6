import { SignalInput, type SignalSourceMode, type SignalValues } from '@signals/protocol';
import type { Db } from '../../../src/db/knex.js';
import { SignalDelivery, SignalSource } from '../../../src/db/models/index.js';
import { newSourceKeys } from '../../../src/services/signalHooks/sourceSecrets.js';
import { buildUser, uniqueName } from './users.js';

/** A futures trade as a TradingView alert would carry it, read into the signal form's values. */
export const DRAFT_FUTURES: SignalValues = SignalInput.parse({
  pair: 'ETH/USDT',
  signalType: 'futures',
  profitPercentage: 2.86,
  isPremium: true,
  direction: 'long',
  exchange: 'Bybit',
  leverage: 5,
  entryPrice: 3500,
  takeProfit1: 3600,
  stopLoss: 3400,
});

/**
 * Inserts a webhook source as the back office makes one (sealed secret, random token), made by an admin built for it
 * unless one is named; answers the source with its secret in the clear, as the maker was shown it.
 */
export async function buildSignalSource(
  db: Db,
  overrides: { mode?: SignalSourceMode; isPremium?: boolean; maxLagSeconds?: number; allowedIps?: string[]; createdBy?: number } = {},
): Promise<{ source: SignalSource; secret: string }> {
  const keys = newSourceKeys(db);
  const createdBy = overrides.createdBy ?? (await buildUser(db, { isAdmin: true })).id;
  const source = await SignalSource.query(db).insertAndFetch({
    name: uniqueName('source'),
    mode: overrides.mode ?? 'draft',
    isPremium: overrides.isPremium ?? false,
    maxLagSeconds: overrides.maxLagSeconds ?? 300,
    allowedIps: overrides.allowedIps ?? [],
    token: keys.token,
    secret: keys.sealed,
    createdBy,
    createdAt: new Date(),
  });
  return { source, secret: keys.secret };
}

/** A delivery waiting on the draft desk (a futures long unless told otherwise). */
export async function buildSignalDraft(db: Db, source: Pick<SignalSource, 'id'>, values: SignalValues = DRAFT_FUTURES): Promise<SignalDelivery> {
  return SignalDelivery.query(db).insertAndFetch({
    sourceId: source.id,
    receivedAt: new Date(),
    status: 'draft',
    reason: null,
    dedupeKey: uniqueName('key'),
    body: JSON.stringify({ pair: values.pair }),
    signalValues: values,
    note: null,
    signalId: null,
    decidedBy: null,
    decidedAt: null,
  });
}
