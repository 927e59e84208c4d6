import { LANGUAGE_CODES, ROOMS, staffRoomsFor, type ServerToClientEvents, type Signal as SignalDto } from '@signals/protocol';
import type { Server } from 'socket.io';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { TicketResponse, User } from '../db/models/index.js';
import type { Notification, Signal, Payment, SupportTicket } from '../db/models/index.js';
import { presentAirdrop, presentNews } from '../presenters/content.js';
import { presentAdminNotification, presentNotification } from '../presenters/notification.js';
import { presentPayment } from '../presenters/payment.js';
import { presentCompApproval } from '../presenters/compApproval.js';
import { canSeeSignal, type SignalDisclosure } from '../policies/signal.js';
import { presentSignal } from '../presenters/signal.js';
import { presentSignalDraft } from '../presenters/signalSource.js';
import { readSignalDisclosure } from '../queries/signalDisclosure.js';
import { presentTicket, presentTicketResponse } from '../presenters/ticket.js';
import { presentAdminUser, presentUser } from '../presenters/user.js';
import type { DomainEvent } from '../services/eventBus.js';
import { presentPublicSettings, readSettings } from '../services/settings.js';
import { languageRoom, mutedRoom, ROOM_VIEWERS, TIER_ROOMS, type SocketData, type TierRoom } from './rooms.js';

type Io = Server<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>;


/**
 * Turns domain events into pushes, each payload presented for the room that
 * receives it by the same presenters as the REST answers: the full shape of a
 * premium signal goes to the premium and admin rooms only.
 */
export async function publish(io: Io, { db, config }: { db: Db; config: Config }, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'signal.created':
    case 'signal.updated':
      emitSignal(io, event.type === 'signal.created' ? 'signal:created' : 'signal:updated', event.signal, await readSignalDisclosure(db));
      return;
    case 'signal.outcomeRecorded':
      // The figures are public and filtered per client: an instant, and each open screen refetches what it shows.
      io.to(ROOMS.signedIn).emit('track-record:changed', { at: new Date().toISOString() });
      return;
    case 'signal.deleted':
      io.to(ROOMS.signedIn).emit('signal:deleted', { id: event.id });
      return;
    case 'signalDraft.created':
    case 'signalDraft.updated':
      io.to(staffRoomsFor('content')).emit(event.type === 'signalDraft.created' ? 'signal-draft:created' : 'signal-draft:updated', presentSignalDraft(event.draft, event.source));
      return;
    case 'notification.created': {
      const { notification } = event;
      const rooms = bellRoomsOf(notification);
      const muted = notification.category ? [mutedRoom(notification.category)] : [];
      if (notification.userId === null && notification.translations) {
        // A whole readership's alert, told to each language's readers in theirs: one emit per language room (every
        // signed-in socket is in exactly one), its readership kept by leaving the other tiers out, so the emits
        // together reach each socket once and walk no more sockets than one emit to the readership would.
        for (const language of LANGUAGE_CODES) {
          io.to(languageRoom(language))
            .except([...muted, ...outsideReadership(notification.audience)])
            .emit('notification:created', presentNotification(notification, false, language));
        }
      } else {
        // Written for one reader in their language (its other languages are for reading it later), or by an admin:
        // shown as written.
        io.to(rooms).except(muted).emit('notification:created', presentNotification(notification, false, 'en'));
      }
      // Sent by an admin (not written by the system, like "Premium expired"): another admin's notifications list shows it.
      if (notification.createdBy !== null) {
        io.to(staffRoomsFor('support')).emit('notification:sent', presentAdminNotification(notification, { recipientUsername: await usernameOf(db, notification.userId), readCount: 0 }));
      }
      return;
    }
    case 'notification.deleted':
      // Gone from every open bell that could show it, and from the back office's list, in one emit (a socket in both gets it once).
      io.to([...staffRoomsFor('support'), event.userId === null ? ROOMS.signedIn : ROOMS.user(event.userId)]).emit('notification:deleted', { id: event.id });
      return;
    case 'user.created':
      io.to(staffRoomsFor('readUsers')).emit('user:created', presentAdminUser(event.user));
      return;
    case 'ticket.created':
      io.to(staffRoomsFor('support')).emit('ticket:created', presentTicket(await withOwner(db, event.ticket)));
      return;
    case 'ticket.updated': {
      const ticket = presentTicket(await withOwner(db, event.ticket));
      io.to([...staffRoomsFor('support'), ROOMS.user(ticket.userId)]).emit('ticket:updated', ticket);
      return;
    }
    case 'ticket.response':
      io.to([...staffRoomsFor('support'), ROOMS.user(event.ticket.userId)]).emit('ticket:response', presentTicketResponse(event.response));
      return;
    case 'payment.created': {
      const payment = presentPayment(await withPayer(db, event.payment));
      io.to(staffRoomsFor('readMoney')).emit('payment:created', payment);
      // Credited from the chain (USDT born completed; a claim is born pending): the payer did not submit it, so their
      // payment history hears of it here.
      if (payment.paymentMethod === 'usdt' && payment.status === 'completed') {
        io.to(ROOMS.user(payment.userId)).emit('payment:updated', payment);
      }
      return;
    }
    case 'deposit.progress':
      io.to(ROOMS.user(event.userId)).emit('payment:deposit', event.progress);
      return;
    case 'chain.activity':
      io.to(staffRoomsFor('readMoney')).emit('chain:activity', event.activity);
      return;
    case 'payment.updated': {
      // The staff's shape to the staff (a half-approved claim says so), the payer's to the payer.
      const paid = await withPayer(db, event.payment);
      io.to(staffRoomsFor('readMoney')).emit('payment:updated', presentPayment(paid));
      io.to(ROOMS.user(paid.userId)).except(staffRoomsFor('readMoney')).emit('payment:updated', presentPayment(paid, undefined, 'member'));
      return;
    }
    case 'compApproval.changed':
      io.to(staffRoomsFor('moveMoney')).emit('comp-approval:changed', { id: event.id, approval: event.approval ? presentCompApproval(event.approval) : null });
      return;
    case 'user.updated':
      io.to(ROOMS.user(event.user.id)).emit('user:updated', presentUser(event.user));
      io.to(staffRoomsFor('readUsers')).emit('user:changed', presentAdminUser(event.user));
      return;
    case 'news.changed': {
      const { news } = event;
      io.to(ROOMS.admin).emit('news:changed', { id: event.id, news: news ? presentNews(news) : null });
      io.to(ROOMS.signedIn).except(ROOMS.admin).emit('news:changed', { id: event.id, news: news?.isPublished ? presentNews(news) : null });
      return;
    }
    case 'airdrop.changed': {
      const { airdrop } = event;
      io.to(ROOMS.admin).emit('airdrop:changed', { id: event.id, airdrop: airdrop ? presentAirdrop(airdrop) : null });
      io.to(ROOMS.signedIn).except(ROOMS.admin).emit('airdrop:changed', { id: event.id, airdrop: airdrop?.isActive ? presentAirdrop(airdrop) : null });
      return;
    }
    case 'settings.changed':
      // Read after the commit, as GET /api/settings/public answers: the same for everyone, so one emit.
      io.to(ROOMS.signedIn).emit('settings:changed', presentPublicSettings(await readSettings(db), config));
      return;
    default:
      // Membership and session events are handled by the membership module.
      return;
  }
}

/**
 * A signal to every tier room that may know of it, presented for the room's
 * viewer by the same presenter as REST. Rooms shown the same shape get one
 * emit together, so a socket in two of them (a premium admin) receives it once.
 */
function emitSignal(io: Io, name: 'signal:created' | 'signal:updated', signal: Signal, disclosure: SignalDisclosure): void {
  const now = new Date();
  const byShape = new Map<boolean, { rooms: TierRoom[]; payload: SignalDto }>();
  // A draft goes to the rooms that may know of it (the admins) until it is announced (issue 38).
  const audience = TIER_ROOMS.filter((room) => canSeeSignal(signal, ROOM_VIEWERS[room]));
  for (const room of audience) {
    const payload = presentSignal(signal, ROOM_VIEWERS[room], now, disclosure);
    const group = byShape.get(payload.locked);
    if (group) {
      group.rooms.push(room);
    } else {
      byShape.set(payload.locked, { rooms: [room], payload });
    }
  }
  if (byShape.size === 1 && audience.length === TIER_ROOMS.length) {
    // One shape for all (a free signal): the tier rooms together are every signed-in socket, one room for the fan-out.
    io.to(ROOMS.signedIn).emit(name, [...byShape.values()][0]!.payload);
    return;
  }
  for (const { rooms, payload } of byShape.values()) {
    io.to(rooms).emit(name, payload);
  }
}

/**
 * The rooms whose bells show a notification: its user's, or the readership's
 * of a row for many (a signal alert's trade to the premium and admin rooms,
 * its teaser to the members room; everyone for the rest).
 */
/** The tier rooms outside a readership: a premium alert leaves the members room out, a teaser the premium and admin rooms. */
function outsideReadership(audience: Notification['audience']): string[] {
  switch (audience) {
    case 'premium':
      return [ROOMS.members];
    case 'members':
      return [ROOMS.premium, ROOMS.admin];
    default:
      return [];
  }
}

function bellRoomsOf(notification: Notification): string[] {
  if (notification.userId !== null) {
    return [ROOMS.user(notification.userId)];
  }
  switch (notification.audience) {
    case 'premium':
      return [ROOMS.premium, ROOMS.admin];
    case 'members':
      return [ROOMS.members];
    default:
      return [ROOMS.signedIn];
  }
}

async function usernameOf(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) {
    return null;
  }
  return (await User.query(db).findById(userId).select('username'))?.username ?? null;
}

async function withOwner(db: Db, ticket: SupportTicket): Promise<SupportTicket> {
  if (ticket.username !== undefined && ticket.responseCount !== undefined) {
    return ticket;
  }
  const [owner, count] = await Promise.all([
    User.query(db).findById(ticket.userId).select('username'),
    TicketResponse.query(db).where('ticketId', ticket.id).resultSize(),
  ]);
  return Object.assign(ticket, { username: ticket.username ?? owner?.username ?? 'Unknown', responseCount: ticket.responseCount ?? count });
}

async function withPayer(db: Db, payment: Payment): Promise<Payment> {
  if (payment.username !== undefined) {
    return payment;
  }
  const payer = await User.query(db).findById(payment.userId).select('username');
  return Object.assign(payment, { username: payer?.username ?? '' });
}

export type { Io };
