import type { PushSubscriptionState } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';

/**
 * A member's browsers get pushes past this many only by replacing the least
 * recently used: each push is encrypted and sent once per device, so an
 * account cannot make one alert cost the server thousands of requests.
 */
export const MAX_PUSH_DEVICES = 10;
const USER_AGENT_MAX = 300;

async function stateOf(unit: UnitOfWork, userId: number, subscribed: boolean): Promise<PushSubscriptionState> {
  const row = (await unit.trx('pushSubscriptions').where({ userId }).count({ devices: '*' }).first()) as { devices: number | string } | undefined;
  return { subscribed, devices: Number(row?.devices ?? 0) };
}

/**
 * Saves this browser's subscription for the member. The endpoint is the
 * browser's identity at its push service: subscribing again updates the keys,
 * and a browser that another account had subscribed now belongs to this one
 * (the last member signed in on it), so pushes never reach a former user of a
 * shared computer. The caller has checked the endpoint's origin.
 *
 * @param unit the transaction.
 * @param actor the member.
 * @param input the endpoint and keys, the browser's User-Agent, and the clock.
 * @returns that the browser is subscribed, and on how many devices the member now is.
 */
export async function savePushSubscription(
  unit: UnitOfWork,
  actor: Pick<User, 'id'>,
  input: { endpoint: string; p256dh: string; auth: string; userAgent: string | null; now?: Date },
): Promise<PushSubscriptionState> {
  const { endpoint, p256dh, auth, now = new Date() } = input;
  const userAgent = input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null;
  await unit
    .trx('pushSubscriptions')
    .insert({ userId: actor.id, endpoint, p256dh, auth, userAgent, createdAt: now, lastUsedAt: null })
    .onConflict('endpoint')
    .merge({ userId: actor.id, p256dh, auth, userAgent });
  const beyond = await unit
    .trx('pushSubscriptions')
    .where({ userId: actor.id })
    .whereNot({ endpoint })
    // The least recently used first: a device that received pushes lately is kept.
    .orderByRaw('coalesce(last_used_at, created_at) desc')
    .orderBy('id', 'desc')
    .offset(MAX_PUSH_DEVICES - 1)
    .limit(1000)
    .pluck('id');
  if (beyond.length > 0) {
    await unit.trx('pushSubscriptions').whereIn('id', beyond).delete();
  }
  return stateOf(unit, actor.id, true);
}

/**
 * Forgets this browser's subscription, if it is the member's own (another
 * account's subscription is left alone, and the answer is the same).
 *
 * @param unit the transaction.
 * @param actor the member.
 * @param input the browser's endpoint.
 * @returns that this browser is not subscribed, and on how many devices the member still is.
 */
export async function removePushSubscription(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { endpoint: string }): Promise<PushSubscriptionState> {
  await unit.trx('pushSubscriptions').where({ userId: actor.id, endpoint: input.endpoint }).delete();
  return stateOf(unit, actor.id, false);
}
