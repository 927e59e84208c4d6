import type { Context } from 'koa';
import { readSignalDisclosure } from '../../queries/signalDisclosure.js';
import { listLogHeads, readConsistencyProof, readInclusionProof, readLogEntries } from '../../queries/signalLog.js';
import type { Handler, Handlers } from '../types.js';

/**
 * The signal log (issue 45), public like the record it backs. A proof between fixed sizes never changes, so it may be
 * kept for good; entries gain a reveal when their signal ends, and heads follow the log, so those are kept briefly.
 */
const FOR_GOOD = 'public, max-age=31536000, immutable';
const BRIEFLY = 'public, max-age=5';
const A_MINUTE = 'public, max-age=60';

function cache(ctx: Context, value: string): void {
  ctx.set('Cache-Control', value);
}

const signalLogKey: Handler<'signalLogKey'> = ({ ctx, services }) => {
  cache(ctx, 'public, max-age=3600');
  return Promise.resolve({ publicKey: services.signalLog.key.publicKey, algorithm: 'Ed25519' as const });
};

const signalLogHead: Handler<'signalLogHead'> = async ({ ctx, services }) => {
  cache(ctx, BRIEFLY);
  return services.signalLog.latestHead();
};

const signalLogHeads: Handler<'signalLogHeads'> = async ({ input, ctx, services }) => {
  cache(ctx, BRIEFLY);
  return listLogHeads(services.db, input.query.limit);
};

const signalLogEntries: Handler<'signalLogEntries'> = async ({ input, ctx, services }) => {
  const disclosure = await readSignalDisclosure(services.db);
  const entries = await readLogEntries(services.db, services.signalLog, input.query, new Date(), disclosure);
  cache(ctx, A_MINUTE);
  return entries;
};

const signalLogProof: Handler<'signalLogProof'> = async ({ input, ctx, services }) => {
  const { index, treeSize } = input.query;
  const auditPath = await readInclusionProof(services.signalLog, index, treeSize);
  cache(ctx, FOR_GOOD);
  return { index, treeSize, auditPath };
};

const signalLogConsistency: Handler<'signalLogConsistency'> = async ({ input, ctx, services }) => {
  const { first, second } = input.query;
  const proof = await readConsistencyProof(services.signalLog, first, second);
  cache(ctx, FOR_GOOD);
  return { first, second, proof };
};

export const signalLogHandlers: Handlers = { signalLogKey, signalLogHead, signalLogHeads, signalLogEntries, signalLogProof, signalLogConsistency };
