import type { AdminChainActivity, DepositProgress, SessionEndReason, SignalEventKind } from '@signals/protocol';
import type { Airdrop, CompApproval, News, Notification, Payment, SupportTicket, TicketResponse, User } from '../db/models/index.js';
import type { Signal, SignalDraftRow, SignalSource } from '../db/models/index.js';

/**
 * What happened, as the domain sees it. Commands collect these while they
 * write and publish them only after their transaction commits; the live
 * channel (and anything else) subscribes. Payloads are rows, not API shapes:
 * each subscriber presents them for its own audience.
 */
export type DomainEvent =
  | { type: 'signal.created'; signal: Signal }
  | { type: 'signal.updated'; signal: Signal }
  | { type: 'signal.deleted'; id: number }
  /** An admin recorded a step of the signal's life (issue 17); a closing one changed its outcome too. */
  | { type: 'signal.outcomeRecorded'; signal: Signal; event: { id: number; kind: SignalEventKind } }
  | { type: 'notification.created'; notification: Notification }
  | { type: 'notification.deleted'; id: number; userId: number | null }
  | { type: 'ticket.created'; ticket: SupportTicket }
  | { type: 'ticket.updated'; ticket: SupportTicket }
  | { type: 'ticket.response'; ticket: SupportTicket; response: TicketResponse }
  | { type: 'payment.created'; payment: Payment }
  | { type: 'payment.updated'; payment: Payment }
  /** Where a member's on-chain payment stands, after a read of the chain (nothing written: the confirmations grew). */
  | { type: 'deposit.progress'; userId: number; progress: DepositProgress }
  /** The chain watcher's state or its latest transfers changed (a block moved a transfer, the RPC failed or recovered). */
  | { type: 'chain.activity'; activity: AdminChainActivity }
  /** A member signed up. */
  | { type: 'user.created'; user: User }
  /** Plan, role, profile or ban changed; `premiumChanged` when the user's premium state flipped. */
  | { type: 'user.updated'; user: User; premiumChanged: boolean }
  /** Every session of the user ended (ban, password change or reset), for `reason`; `exceptSessionKey` survives. */
  | { type: 'user.sessionsEnded'; userId: number; reason: SessionEndReason; exceptSessionKey?: string }
  /** One session ended (sign-out, a new key at sign-in, a banned user's request); the hash is the sessions table's id. */
  | { type: 'session.ended'; sessionHash: string }
  | { type: 'news.changed'; id: number; news: News | null }
  | { type: 'airdrop.changed'; id: number; airdrop: Airdrop | null }
  /** A member saved their notification channels (alerts, issue 18): their sockets follow which alerts they see live. */
  | { type: 'notificationPreferences.changed'; user: User }
  /** Messages were written to the outbox for delivery (e-mail, SMS, push, or a fan-out): the worker starts on them after the commit. */
  | { type: 'outbox.queued' }
  /** A member's Telegram account was linked or unlinked, or they joined, left or were invited to the premium chat. */
  | { type: 'telegram.changed'; userId: number }
  /** A webhook delivery waits on the draft desk, or a draft was published or discarded (issue 44): open back offices are told. */
  | { type: 'signalDraft.created' | 'signalDraft.updated'; draft: SignalDraftRow; source: Pick<SignalSource, 'id' | 'name'> }
  /** An admin saved settings that changed: open apps are told what the user side now shows. */
  | { type: 'settings.changed' }
  /** Comped premium asked for a second approval (`approval`), or decided (null): the waiting list changes (issue 46). */
  | { type: 'compApproval.changed'; id: number; approval: CompApproval | null };

export type DomainEventType = DomainEvent['type'];
export type Listener = (event: DomainEvent) => void;

export interface EventBus {
  publish(events: DomainEvent | DomainEvent[]): void;
  subscribe(listener: Listener): () => void;
}

/** In-process fan-out; a listener that throws is reported and does not stop the others. */
export function createEventBus(onListenerError: (error: unknown, event: DomainEvent) => void): EventBus {
  const listeners = new Set<Listener>();
  return {
    publish(events) {
      for (const event of Array.isArray(events) ? events : [events]) {
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (error) {
            onListenerError(error, event);
          }
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
