import { SIGNAL_FIRST_PAGE, SignalListQuery, type Signal as SignalDto } from '@signals/protocol';
import type { Context } from 'koa';
import type { z } from 'zod';
import { followOnOpen } from '../../commands/signalFollows.js';
import type { User } from '../../db/models/index.js';
import { authorizeSignalDetail, authorizeSignalVisible, canSeePremiumDetail, type SignalViewer } from '../../policies/signal.js';
import { presentSignal } from '../../presenters/signal.js';
import { nextStatusChange, signalListCacheFor } from '../../queries/signalListCache.js';
import { readSignalDisclosure } from '../../queries/signalDisclosure.js';
import { countLiveSignals, loadSignal, listSignals, type SignalTierFilter } from '../../queries/signals.js';
import { signalWeekCacheFor } from '../../queries/signalWeek.js';
import type { Services } from '../../services/index.js';
import type { Handler, Handlers } from '../types.js';
import { followHandlers } from './follows.js';
import { timelineHandlers } from './timeline.js';

interface ListArgs {
  input: { query: z.output<typeof SignalListQuery> };
  viewer: User;
  ctx: Context;
  services: Services;
}

/**
 * A member list as the cache knows it: its key (the viewer counts only through
 * whether they see premium detail) and how to compute it. The one place both
 * the route and the start's warm-up build a list from.
 */
async function signalListRequest(services: Services, viewer: SignalViewer, query: z.output<typeof SignalListQuery>, tier: SignalTierFilter | undefined, now: Date) {
  const premiumDetailVisible = canSeePremiumDetail(viewer, now);
  const disclosure = await readSignalDisclosure(services.db);
  const key = { tier: tier ?? 'all', fullDetail: premiumDetailVisible, revealClosed: disclosure.revealClosed, query } as const;
  const compute = async () => {
    const signals = await listSignals(services.db, { ...query, tier, premiumDetailVisible, revealClosed: disclosure.revealClosed });
    return { signals: signals.map((signal) => presentSignal(signal, viewer, now, disclosure)), changesAt: nextStatusChange(signals, now) };
  };
  return { key, compute };
}

/**
 * The three member lists share one contract and differ only in the tier they
 * show; each row is presented for the viewer. A list depends on the viewer
 * only through whether they see premium detail, so it is served from a cache
 * per viewer class and query (see signalListCache).
 */
async function signalPage({ input, viewer, ctx, services }: ListArgs, tier?: SignalTierFilter): Promise<SignalDto[]> {
  const { key, compute } = await signalListRequest(services, viewer, input.query, tier, new Date());
  return signalListCacheFor(services).answer(ctx, key, compute);
}

/** A member without premium and one with it: the two viewer classes a list is kept for. */
const VIEWER_CLASSES: SignalViewer[] = [
  { isAdmin: false, isBanned: false, isPremium: false, subscriptionEndDate: null },
  { isAdmin: false, isBanned: false, isPremium: true, subscriptionEndDate: null },
];

/**
 * Computes the lists a restart's returning apps ask for first (each section's
 * first page, and the unfiltered default), for both viewer classes, so the
 * first reads after the port opens are answered from memory (issue 21).
 */
export async function warmSignalLists(services: Services): Promise<void> {
  const now = new Date();
  const cache = signalListCacheFor(services);
  const queries = [SignalListQuery.parse({}), SignalListQuery.parse({ limit: String(SIGNAL_FIRST_PAGE) })];
  for (const tier of [undefined, 'free', 'premium'] as const) {
    for (const viewer of VIEWER_CLASSES) {
      for (const query of queries) {
        const { key, compute } = await signalListRequest(services, viewer, query, tier, now);
        await cache.warm(key, compute);
      }
    }
  }
}

const listAllSignals: Handler<'listSignals'> = (args) => signalPage(args);
const listFreeSignals: Handler<'listFreeSignals'> = (args) => signalPage(args, 'free');
const listPremiumSignals: Handler<'listPremiumSignals'> = (args) => signalPage(args, 'premium');

const getSignal: Handler<'getSignal'> = async ({ input, viewer, write, services }) => {
  const now = new Date();
  const signal = await loadSignal(services.db, input.params.id);
  authorizeSignalVisible(signal, viewer);
  const disclosure = await readSignalDisclosure(services.db);
  const presented = presentSignal(signal, viewer, now, disclosure);
  // The refusal carries the teaser: the client shows the lock screen from it, with no second request.
  authorizeSignalDetail(signal, viewer, now, disclosure, presented.locked ? presented : undefined);
  // Opening an open signal's detail is how a member says they care how it ends (issue 17): they are told when it closes.
  // A write on a GET (the table says so), but one row, idempotent, and an opt-out is kept. Admins record the outcomes
  // themselves: not followed.
  if (!viewer.isAdmin && signal.outcome === 'open') {
    await write((unit) => followOnOpen(unit, viewer, { signalId: signal.id, now }));
  }
  return presented;
};

const signalCounts: Handler<'signalCounts'> = async ({ services }) => countLiveSignals(services.db, new Date());

/** The premium page's figures: what the last 7 days published; the same for every member, so cached for all. */
const signalWeek: Handler<'signalWeek'> = async ({ services }) => signalWeekCacheFor(services.events).answer(services.db);

/** The handlers of this area, keyed by route name. */
export const signalHandlers: Handlers = {
  listSignals: listAllSignals,
  listFreeSignals,
  listPremiumSignals,
  signalCounts,
  signalWeek,
  getSignal,
  ...timelineHandlers,
  ...followHandlers,
};
