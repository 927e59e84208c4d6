/**
 * The names of the server's live events, with no schemas attached, for
 * clients that subscribe to all of them without shipping zod.
 */
export const SERVER_EVENT_NAMES = [
  'signal:created',
  'signal:updated',
  'signal:deleted',
  'notification:created',
  'ticket:created',
  'ticket:updated',
  'ticket:response',
  'payment:created',
  'payment:updated',
  'payment:deposit',
  'chain:activity',
  'user:updated',
  'news:changed',
  'airdrop:changed',
  'user:created',
  'user:changed',
  'notification:sent',
  'notification:deleted',
  'session:ended',
  'track-record:changed',
  'settings:changed',
  'server:restarting',
  'live:caught-up',
  'signal-draft:created',
  'signal-draft:updated',
  'comp-approval:changed',
] as const;
export type ServerEventName = (typeof SERVER_EVENT_NAMES)[number];

/**
 * On every API answer: the server's clock (epoch ms) when it began answering, so a client knows from when it holds
 * the server's data (LiveAuth in events.ts).
 */
export const SERVED_AT_HEADER = 'x-served-at';

/**
 * Sent by the server with each refusal of a handshake, so the client can tell "sign in again" from "try later".
 * Codes, not words (the same as the API's error codes): the client acts on them and shows its own text.
 */
export const CONNECT_ERRORS = {
  unauthenticated: 'notSignedIn',
  banned: 'banned',
  origin: 'crossSite',
} as const;
