import { z } from 'zod';

/** Web Push's subscription keys, base64url as the browser's PushSubscription.toJSON() gives them. */
const base64url = (what: string, min: number) =>
  z
    .string({ error: `${what} is required` })
    .min(min, `${what} is too short`)
    .max(200, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`);

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'The endpoint must be an https URL' }).max(1000, 'The endpoint is too long'),
  keys: z.object({
    p256dh: base64url('The p256dh key', 40),
    auth: base64url('The auth secret', 16),
  }),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;

/** Which subscription to remove: this browser's endpoint. */
export const PushUnsubscribeRequest = z.object({
  endpoint: z.string({ error: 'The endpoint is required' }).min(1, 'The endpoint is required').max(1000, 'The endpoint is too long'),
});
export type PushUnsubscribeRequest = z.input<typeof PushUnsubscribeRequest>;

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** A member's saved subscriptions on this browser and others: how many devices receive pushes. */
export const PushSubscriptionState = z.object({ subscribed: z.boolean(), devices: z.number().int().nonnegative() });
export type PushSubscriptionState = z.infer<typeof PushSubscriptionState>;

/**
 * What a push carries, as JSON: what the service worker shows, and where a
 * click leads. Built on the server by the same presenter that gates REST and
 * sockets, so a premium signal's push to a free member is the teaser only.
 */
export const PushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** A path inside the app, opened when the notification is clicked. */
  url: z.string().startsWith('/'),
  /** Notifications with the same tag replace each other (one per signal). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;
