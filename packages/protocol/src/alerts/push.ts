import { z } from 'zod';
import { textRef } from '../text.js';

/** Web Push's subscription keys, base64url as the browser's PushSubscription.toJSON() gives them; each key's messages are references. */
const base64url = (messages: { required: string; tooShort: string; tooLong: string; format: string }, min: number) =>
  z
    .string({ error: messages.required })
    .min(min, messages.tooShort)
    .max(200, messages.tooLong)
    .regex(/^[A-Za-z0-9_-]+=*$/, messages.format);

const P256DH_MESSAGES = {
  required: textRef('validation.push.p256dhRequired'),
  tooShort: textRef('validation.push.p256dhTooShort'),
  tooLong: textRef('validation.push.p256dhTooLong'),
  format: textRef('validation.push.p256dhFormat'),
};
const AUTH_MESSAGES = {
  required: textRef('validation.push.authRequired'),
  tooShort: textRef('validation.push.authTooShort'),
  tooLong: textRef('validation.push.authTooLong'),
  format: textRef('validation.push.authFormat'),
};

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/, error: textRef('validation.push.endpointNotHttps') }).max(1000, textRef('validation.push.endpointTooLong')),
  keys: z.object({
    p256dh: base64url(P256DH_MESSAGES, 40),
    auth: base64url(AUTH_MESSAGES, 16),
  }),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;

/** Which subscription to remove: this browser's endpoint. */
export const PushUnsubscribeRequest = z.object({
  endpoint: z
    .string({ error: textRef('validation.push.endpointRequired') })
    .min(1, textRef('validation.push.endpointRequired'))
    .max(1000, textRef('validation.push.endpointTooLong')),
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
