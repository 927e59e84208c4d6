import { CompApprovalChanged } from './entities/compApprovals.js';
import { z } from 'zod';
import { SignalDraft } from './entities/signalSources.js';
import { AdminChainActivity, DepositProgress, Payment, PublicSettings } from './entities/billing.js';
import { Id, Timestamp } from './entities/common.js';
import { Airdrop, News } from './entities/content.js';
import { AdminNotification, Notification } from './entities/notification.js';
import { Signal } from './entities/signal.js';
import { Ticket, TicketResponse } from './entities/support.js';
import { AdminUser, User } from './entities/user.js';
import type { ServerEventName } from './eventNames.js';
import { SESSION_END_REASONS } from './messages.js';

/**
 * The live channel (DESIGN.md, "Live push"). Rooms: `user:{id}` for each
 * signed-in socket, `premium` for premium users, `admin` for admins. Payloads
 * are entity shapes already presented for the room that receives them.
 */

export const ROOMS = {
  user: (id: number) => `user:${id}` as const,
  premium: 'premium',
  admin: 'admin',
  /** Every signed-in socket that is neither premium nor admin: receives premium signals in the locked shape. */
  members: 'members',
  /** Every signed-in socket: broadcasts meant for everyone. */
  signedIn: 'signed-in',
  /** The sockets opened with one session, so signing out closes exactly those. */
  session: (sessionHash: string) => `session:${sessionHash}` as const,
} as const;

export const SignalDeleted = z.object({ id: Id });
/** `news` is null when the item is no longer visible to the receiver (deleted, or a draft for users). */
export const NewsChanged = z.object({ id: Id, news: News.nullable() });
/** `airdrop` is null when the airdrop is no longer visible to the receiver (deleted, or inactive for users). */
export const AirdropChanged = z.object({ id: Id, airdrop: Airdrop.nullable() });
export const NotificationDeleted = z.object({ id: Id });
/** To the member's other open pages, just before the live channel closes them: why they are signed out. */
export const SessionEnded = z.object({ reason: z.enum(SESSION_END_REASONS) });

/** To every signed-in socket: an outcome was recorded, so the track record's figures changed (clients refetch with their filters). */
export const TrackRecordChanged = z.object({ at: Timestamp });

/**
 * To every socket of a server that is stopping (a deploy, a restart), just before it closes them: the window, wider
 * the more sockets it held, over which each client draws the moment it reconnects, so a restart's clients do not
 * all come back at once.
 */
export const ServerRestarting = z.object({
  withinMs: z.number().int().min(0),
  /**
   * How long the stopping process took from its start to ready: the next start likely takes as long, so each client
   * waits this much before its moment in the window, rather than knocking on a closed port and backing off.
   */
  afterMs: z.number().int().min(0).optional(),
  /**
   * The server's clock once every push before this notice was written to the socket: coming back, the client asks
   * for every push since (LiveAuth), which the next process sends it from what this one handed over. Absent when the
   * server could not tell (its writes did not settle in time): the client then reads again what it shows.
   */
  at: z.number().int().positive().optional(),
});

/**
 * What a client may send in its handshake's `auth` (socket.io's `auth` option). `since`: the server's clock (epoch ms,
 * from the SERVED_AT_HEADER of an API answer or a member page's `data-drawn-at`) when the data the client shows was
 * read. The server then sends again, before anything else, every push it sent since then to the rooms the socket
 * joins, and says whether that was all of them ('live:caught-up'): pushes between a page's reads and its socket's
 * connection would otherwise be lost.
 */
export const LiveAuth = z.object({ since: z.number().int().positive().optional() });
export type LiveAuth = z.infer<typeof LiveAuth>;

/**
 * To a socket that connected with `since` (LiveAuth), after the pushes sent since then were sent to it again:
 * `complete` is false when the server no longer holds them all (it started since, or `since` is too long ago), and
 * the client then reads again what it shows.
 */
export const LiveCaughtUp = z.object({ complete: z.boolean() });
export type LiveCaughtUp = z.infer<typeof LiveCaughtUp>;

/** Every server-to-client event with its payload schema (names listed zod-free in eventNames.ts). */
export const serverEvents = {
  'signal:created': Signal,
  'signal:updated': Signal,
  'signal:deleted': SignalDeleted,
  'notification:created': Notification,
  'ticket:created': Ticket,
  'ticket:updated': Ticket,
  'ticket:response': TicketResponse,
  'payment:created': Payment,
  'payment:updated': Payment,
  /** To a member paying on chain: where their transfers stand, as each block arrives (issue 22). */
  'payment:deposit': DepositProgress,
  /** To admins: the chain watcher and the latest transfers, whenever a block moves a transfer or the RPC fails or recovers. */
  'chain:activity': AdminChainActivity,
  'user:updated': User,
  'news:changed': NewsChanged,
  'airdrop:changed': AirdropChanged,
  /** To admins: a member who just signed up, as the users table lists them. */
  'user:created': AdminUser,
  /** To admins: a member's row of the users table after any change (plan, ban, profile), by whoever made it. */
  'user:changed': AdminUser,
  /** To admins: a notification an admin sent (one per recipient row), as the back office lists it. */
  'notification:sent': AdminNotification,
  /** To admins: a notification removed from the back office's list. */
  'notification:deleted': NotificationDeleted,
  'session:ended': SessionEnded,
  'track-record:changed': TrackRecordChanged,
  /** To every signed-in socket: an admin saved the settings, and this is what the user side now shows (the price, the site's name, the ways to pay). */
  'settings:changed': PublicSettings,
  'server:restarting': ServerRestarting,
  'live:caught-up': LiveCaughtUp,
  /** To admins: a delivery from a webhook source waiting on the draft desk (issue 44). */
  'signal-draft:created': SignalDraft,
  /** To admins: a draft published or discarded (by whoever), so every open desk drops it. */
  'signal-draft:updated': SignalDraft,
  /** To the staff who move money: comped premium asked, approved or declined, for the list of those waiting (issue 46). */
  'comp-approval:changed': CompApprovalChanged,
} as const satisfies Record<ServerEventName, z.ZodType>;

export type { ServerEventName };
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;

/** socket.io's typed map for `io.emit` / `socket.on` on the client. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};

/**
 * Clients write through the REST API only, so every rule is enforced in one
 * place; the socket is a push channel and accepts no client events.
 */
export type ClientToServerEvents = Record<string, never>;

