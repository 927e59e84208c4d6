import { ADMIN_TICKET_STATUS_LABELS, AUDIT_ACTIONS, SIGNAL_EVENT_LABELS, type AuditAction, type AuditEntry, type SignalEventKind, type TicketStatus } from '@signals/protocol';
import { SETTING_TABS } from '../settings/settingFields';

type Entry = Pick<AuditEntry, 'action' | 'entityType' | 'entityId' | 'before' | 'after'>;

/** One field of a stored before or after, as text; null when absent. */
function valueOf(values: unknown, key: string): string | null {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return null;
  }
  const value = (values as Record<string, unknown>)[key];
  if (typeof value === 'string' && value.trim() !== '') {
    return value;
  }
  return typeof value === 'number' ? String(value) : null;
}

/** A field of the entry, from after first (the name as it now is), else from before (a deleted row). */
function field(entry: Entry, key: string): string | null {
  return valueOf(entry.after, key) ?? valueOf(entry.before, key);
}

/** "#12", or nothing for an entry about no one row. */
function ref(entry: Entry): string {
  return entry.entityId === null ? '' : ` #${entry.entityId}`;
}

/** A row named by the title the entry carries, else by its kind and id: the airdrop “X” or airdrop #4. */
function titled(entry: Entry, noun: string): string {
  const title = field(entry, 'title');
  return title === null ? `${noun}${ref(entry)}` : `the ${noun} “${title}”`;
}

const signal = (entry: Entry) => {
  const pair = field(entry, 'pair');
  return pair === null ? `signal${ref(entry)}` : `the ${pair} signal`;
};
const news = (entry: Entry) => titled(entry, 'news item');
const airdrop = (entry: Entry) => titled(entry, 'airdrop');
const notification = (entry: Entry) => titled(entry, 'notification');
/** A member by username, or "user #3" for an entry written before it carried one. */
const member = (entry: Entry) => field(entry, 'username') ?? `user${ref(entry)}`;

const SETTING_LABELS = new Map(Object.values(SETTING_TABS).flatMap((tab) => tab.fields.map((f) => [f.key as string, f.label] as const)));

function isTicketStatus(value: string | null): value is TicketStatus {
  return value !== null && Object.prototype.hasOwnProperty.call(ADMIN_TICKET_STATUS_LABELS, value);
}

function ticketStatusSentence(entry: Entry): string {
  const status = valueOf(entry.after, 'status');
  const ticket = `ticket${ref(entry)}`;
  if (status === 'closed') {
    return `Closed ${ticket}`;
  }
  if (status === 'open' && valueOf(entry.before, 'status') === 'closed') {
    return `Reopened ${ticket}`;
  }
  return isTicketStatus(status) ? `Marked ${ticket} as ${ADMIN_TICKET_STATUS_LABELS[status]}` : `Changed the status of ${ticket}`;
}

/** An in-app notification: to one member, or to everyone when it names no one. */
function notificationSentence(entry: Entry): string {
  const to = valueOf(entry.after, 'userId');
  return `Sent ${notification(entry)} ${to === null ? 'to all users' : `to user #${to}`}`;
}

/** E-mail or SMS only: no in-app row, so the entry names the message and its recipients itself. */
function messageSentence(entry: Entry): string {
  const ids = (entry.after as { userIds?: unknown } | null)?.userIds;
  const to = Array.isArray(ids) ? (ids.length === 1 ? `user #${String(ids[0])}` : `${ids.length} users`) : 'all users';
  return `Sent ${titled(entry, 'message')} by e-mail or SMS to ${to}`;
}

function isSignalEventKind(value: string | null): value is SignalEventKind {
  return value !== null && Object.prototype.hasOwnProperty.call(SIGNAL_EVENT_LABELS, value);
}

/** A step of a signal's life: "Recorded “Stopped out” on the BTC/USDT signal". */
function signalEventSentence(entry: Entry): string {
  const kind = valueOf(entry.after, 'kind');
  return `Recorded ${isSignalEventKind(kind) ? `“${SIGNAL_EVENT_LABELS[kind]}”` : 'an event'} on ${signal(entry)}`;
}

function settingSentence(entry: Entry): string {
  const key = field(entry, 'key');
  return key === null ? 'Changed a setting' : `Changed the setting “${SETTING_LABELS.get(key) ?? key}”`;
}

/**
 * One sentence per audit action, in the past tense, for the admin who did it:
 * "Closed ticket #12", "Reset the password of trader". Typed over the
 * protocol's list, so an action the server writes without a sentence here does
 * not compile.
 */
const SENTENCES: Record<AuditAction, (entry: Entry) => string> = {
  'signal.create': (e) => `Published ${signal(e)}`,
  'signal.update': (e) => `Edited ${signal(e)}`,
  'signal.delete': (e) => `Deleted ${signal(e)}`,
  'signal.event': signalEventSentence,
  'news.create': (e) => `Added ${news(e)}`,
  'news.update': (e) => `Edited ${news(e)}`,
  'news.publish': (e) => `Published ${news(e)}`,
  'news.unpublish': (e) => `Unpublished ${news(e)}`,
  'news.delete': (e) => `Deleted ${news(e)}`,
  'airdrop.create': (e) => `Added ${airdrop(e)}`,
  'airdrop.update': (e) => `Edited ${airdrop(e)}`,
  'airdrop.activate': (e) => `Activated ${airdrop(e)}`,
  'airdrop.deactivate': (e) => `Deactivated ${airdrop(e)}`,
  'airdrop.delete': (e) => `Deleted ${airdrop(e)}`,
  'user.update': (e) => `Edited the account of ${member(e)}`,
  'user.ban': (e) => `Banned ${member(e)}`,
  'user.unban': (e) => `Lifted the ban on ${member(e)}`,
  'user.reset_password': (e) => `Reset the password of ${member(e)}`,
  'user.reset_2fa': (e) => `Reset the two-factor sign-in of ${member(e)}`,
  'ticket.status': ticketStatusSentence,
  'ticket.respond': (e) => `Answered ticket${ref(e)}`,
  'payment.approve': (e) => `Approved payment${ref(e)}`,
  'payment.reject': (e) => `Rejected payment${ref(e)}`,
  'notification.create': notificationSentence,
  'notification.send': messageSentence,
  'notification.delete': (e) => `Deleted ${notification(e)}`,
  'setting.update': settingSentence,
};

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** The entry as a sentence; an action this build does not know reads as its code, so nothing is hidden. */
export function auditSentence(entry: Entry): string {
  return isAuditAction(entry.action) ? SENTENCES[entry.action](entry) : `${entry.action}${ref(entry)}`;
}
