/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { NetworkOnly } from 'workbox-strategies';
import { KEPT_PAGES_CACHE } from '../pwa/keptPages';
import { heardOf, KEPT_SESSION_CACHE, mayOpen, newsOf, readHeard, tagOf, writeHeard, type HeardSession, type SessionNews } from '../pwa/keptSession';
import { OFFLINE_READS_CACHE } from '../pwa/offlineReads';

/** The caches whose entries are a member's, each filed under its session's tag. */
const MEMBER_CACHES = [KEPT_PAGES_CACHE, OFFLINE_READS_CACHE];

/** The one question a navigation asks: the cheapest signed-in read, answered from the server's session cache. */
const CHECK_ADDRESS = '/api/session';

/**
 * Asked of the network each time, with no copy kept. A navigation waits at most this long for the answer before it is
 * treated as offline: a network that answers nothing (a captive portal, a dead link the device still calls up) must
 * not hold the page for minutes.
 */
const asked = new NetworkOnly({ networkTimeoutSeconds: 4 });

/**
 * Acts on what an answer of the server said of this browser's session (pwa/keptSession): a valid session is
 * remembered, and the copies of any other session are dropped; an ended one drops every copy and what was heard.
 */
export async function learn(news: SessionNews): Promise<void> {
  if (news.kind === 'unknown') {
    return;
  }
  if (news.kind === 'ended') {
    await Promise.all([...MEMBER_CACHES, KEPT_SESSION_CACHE].map((name) => caches.delete(name).catch(() => false)));
    return;
  }
  const before = await readHeard();
  await writeHeard(heardOf(news, Date.now()));
  if (before?.tag !== news.tag) {
    // Another session than the one last heard of (signed in anew, or another member): what was kept before is not theirs.
    await dropCopiesBut(news.tag);
  }
}

async function dropCopiesBut(tag: string): Promise<void> {
  for (const name of MEMBER_CACHES) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request);
      if (!copy || tagOf(copy) !== tag) {
        await cache.delete(request);
      }
    }
  }
}

/**
 * Before a navigation opens on anything kept: asks the server whether this browser's session is still the one the
 * copies were kept for, and answers what is then known. Nothing is asked when nothing was heard (nothing kept may
 * open then anyway: a visitor's navigation costs no request). Offline, or with no answer in time, what was heard
 * before stands, and the copies open only within its grace (pwa/keptSession).
 */
export async function checkSession(event: ExtendableEvent): Promise<HeardSession | null> {
  if (!(await readHeard())) {
    return null;
  }
  try {
    const answer = await asked.handle({ event, request: new Request(CHECK_ADDRESS, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } }) });
    await learn(newsOf(answer.status, answer.headers, { unstampedMeansEnded: true }));
  } catch {
    // Offline, or too slow: nothing new.
  }
  return readHeard();
}

/**
 * Watches the API reads the worker keeps for offline use (sw.ts): each answer says whether the session still holds;
 * only a stamped answer is kept, and a kept one answers (the network having failed) only while it may open.
 */
export const sessionWatch: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    await learn(newsOf(response.status, response.headers, { unstampedMeansEnded: true }));
    return response;
  },
  cacheWillUpdate: ({ response }) => Promise.resolve(response.ok && tagOf(response) !== null ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse && mayOpen(tagOf(cachedResponse), await readHeard(), Date.now()) ? cachedResponse : null),
};
