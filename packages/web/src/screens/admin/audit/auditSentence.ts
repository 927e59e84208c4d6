import { AUDIT_ACTIONS, isSettingKey, type AuditAction, type AuditEntry, type SignalEventKind, type TicketStatus } from '@signals/protocol';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { settingLabel } from '../settings/settingFields';
import { TICKET_STATUS_KEYS } from '../tickets/ticketStatus';
import { isRoleChoice, ROLE_LABELS } from '../users/roleLabels';

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

/**
 * How a sentence names the row it is about, the `ref` its message selects on:
 * by the name the entry carries ("the BTC/USDT signal", "the airdrop “Quanta”", "trader"),
 * else by its id ("signal #9"), else in general ("a signal") for an entry about no one row.
 */
type Ref = { ref: 'name'; name: string } | { ref: 'id'; id: string } | { ref: 'none' };

function byId(entry: Entry): Ref {
  return entry.entityId === null ? { ref: 'none' } : { ref: 'id', id: String(entry.entityId) };
}

/** The row named by a field of the entry (its title, pair, username), else by its id. */
function named(entry: Entry, key: string): Ref {
  const name = field(entry, key);
  return name === null ? byId(entry) : { ref: 'name', name };
}

/** The sentence of `id` about the row `ref` names, with any further arguments. */
function say(id: MessageId, ref: Ref, values: Record<string, string> = {}): string {
  return t(id, { ...ref, ...values });
}

const signal = (id: MessageId) => (entry: Entry) => say(id, named(entry, 'pair'));
const titled = (id: MessageId) => (entry: Entry) => say(id, named(entry, 'title'));
/** A member by username, or "user #3" for an entry written before it carried one. */
const member = (id: MessageId) => (entry: Entry) => say(id, named(entry, 'username'));
/** Tickets and payments are named by their id alone. */
const numbered = (id: MessageId) => (entry: Entry) => say(id, byId(entry));

function isTicketStatus(value: string | null): value is TicketStatus {
  return value !== null && Object.prototype.hasOwnProperty.call(TICKET_STATUS_KEYS, value);
}

function ticketStatusSentence(entry: Entry): string {
  const status = valueOf(entry.after, 'status');
  if (status === 'closed') {
    return say('adminUsers.audit.ticket.closed', byId(entry));
  }
  if (status === 'open' && valueOf(entry.before, 'status') === 'closed') {
    return say('adminUsers.audit.ticket.reopened', byId(entry));
  }
  return isTicketStatus(status)
    ? say('adminUsers.audit.ticket.marked', byId(entry), { status: t(TICKET_STATUS_KEYS[status]) })
    : say('adminUsers.audit.ticket.status', byId(entry));
}

/** An in-app notification: to one member, or to everyone when it names no one. */
function notificationSentence(entry: Entry): string {
  const to = valueOf(entry.after, 'userId');
  return say('adminUsers.audit.notification.create', named(entry, 'title'), {
    to: to === null ? t('adminUsers.audit.to.all') : t('adminUsers.audit.to.user', { id: to }),
  });
}

/** E-mail or SMS only: no in-app row, so the entry names the message and its recipients itself. */
function messageSentence(entry: Entry): string {
  const ids = (entry.after as { userIds?: unknown } | null)?.userIds;
  const to = Array.isArray(ids)
    ? ids.length === 1
      ? t('adminUsers.audit.to.user', { id: String(ids[0]) })
      : t('adminUsers.audit.to.count', { count: ids.length })
    : t('adminUsers.audit.to.all');
  return say('adminUsers.audit.notification.send', named(entry, 'title'), { to });
}

/** A notification to the members of a segment (issue 46): one entry, saying how many it reached. */
function segmentSentence(entry: Entry): string {
  const count = Number(valueOf(entry.after, 'recipients') ?? 0);
  return say('adminUsers.audit.notification.create', named(entry, 'title'), { to: t('adminUsers.audit.to.segment', { count }) });
}

/** A step of a signal's life, in the words of the back office's signal screens. */
const EVENT_KEYS: Record<SignalEventKind, MessageId> = {
  tp1_hit: 'adminUsers.audit.event.tp1Hit',
  stop_moved: 'adminUsers.audit.event.stopMoved',
  note: 'adminUsers.audit.event.note',
  tp2_hit: 'adminUsers.audit.event.tp2Hit',
  stop_hit: 'adminUsers.audit.event.stopHit',
  closed: 'adminUsers.audit.event.closed',
  cancelled: 'adminUsers.audit.event.cancelled',
  voided: 'adminUsers.audit.event.voided',
};

function isSignalEventKind(value: string | null): value is SignalEventKind {
  return value !== null && Object.prototype.hasOwnProperty.call(EVENT_KEYS, value);
}

/** A step of a signal's life: "Recorded “Stopped out” on the BTC/USDT signal". */
function signalEventSentence(entry: Entry): string {
  const kind = valueOf(entry.after, 'kind');
  return isSignalEventKind(kind)
    ? say('adminUsers.audit.signal.event', named(entry, 'pair'), { event: t(EVENT_KEYS[kind]) })
    : say('adminUsers.audit.signal.eventUnknown', named(entry, 'pair'));
}

/** A setting by its label on the settings screen; a key this build does not know, as its code. */
function settingSentence(entry: Entry): string {
  const key = field(entry, 'key');
  return say('adminUsers.audit.setting.update', key === null ? { ref: 'none' } : { ref: 'name', name: isSettingKey(key) ? settingLabel(key) : key });
}

/** A plan's change; a repriced plan names the new plan it made (`planId` of the after). */
function planUpdateSentence(entry: Entry): string {
  const made = valueOf(entry.after, 'planId');
  return made !== null && entry.entityId !== null && made !== String(entry.entityId)
    ? say('adminPlans.audit.plan.repriced', named(entry, 'name'), { planId: made })
    : say('adminPlans.audit.plan.update', named(entry, 'name'));
}

/** Premium given to a member for some days. */
function compSentence(entry: Entry): string {
  const days = valueOf(entry.after, 'days');
  return days === null ? say('adminPlans.audit.user.compNoDays', named(entry, 'username')) : t('adminPlans.audit.user.comp', { ...named(entry, 'username'), days: Number(days) });
}

/** A staff role given or taken (issue 46), by the role's name on the users screen. */
function roleSentence(entry: Entry): string {
  const role = valueOf(entry.after, 'role');
  return say('adminUsers.audit.user.role', named(entry, 'username'), { role: role !== null && isRoleChoice(role) ? t(ROLE_LABELS[role]) : (role ?? '') });
}

/** A webhook source, by the name it had (issue 44). */
const source = (id: MessageId) => (entry: Entry) => say(id, named(entry, 'name'));

/** A draft decided on the desk, by its source's name: published as received, or edited first. */
function draftPublishSentence(entry: Entry): string {
  const after = entry.after as { edited?: unknown } | null;
  const edited = typeof after === 'object' && after !== null && after.edited === true;
  return say(edited ? 'adminSignalSources.audit.draft.publishEdited' : 'adminSignalSources.audit.draft.publish', named(entry, 'source'));
}

/**
 * One sentence per audit action, in the past tense, for the admin who did it:
 * "Closed ticket #12", "Reset the password of trader". Each is a message of the
 * catalogue (adminUsers.audit.*), so it reads in the language shown. Typed over
 * the protocol's list, so an action the server writes without a sentence here
 * does not compile.
 */
const SENTENCES: Record<AuditAction, (entry: Entry) => string> = {
  'signal.create': signal('adminUsers.audit.signal.create'),
  'signal.update': signal('adminUsers.audit.signal.update'),
  'signal.delete': signal('adminUsers.audit.signal.delete'),
  'signal.void': signal('adminUsers.audit.signal.void'),
  'signal.event': signalEventSentence,
  'news.create': titled('adminUsers.audit.news.create'),
  'news.update': titled('adminUsers.audit.news.update'),
  'news.publish': titled('adminUsers.audit.news.publish'),
  'news.unpublish': titled('adminUsers.audit.news.unpublish'),
  'news.delete': titled('adminUsers.audit.news.delete'),
  'airdrop.create': titled('adminUsers.audit.airdrop.create'),
  'airdrop.update': titled('adminUsers.audit.airdrop.update'),
  'airdrop.activate': titled('adminUsers.audit.airdrop.activate'),
  'airdrop.deactivate': titled('adminUsers.audit.airdrop.deactivate'),
  'airdrop.delete': titled('adminUsers.audit.airdrop.delete'),
  'user.update': member('adminUsers.audit.user.update'),
  'user.ban': member('adminUsers.audit.user.ban'),
  'user.unban': member('adminUsers.audit.user.unban'),
  'user.reset_password': member('adminUsers.audit.user.resetPassword'),
  'user.reset_2fa': member('adminUsers.audit.user.resetTwoFactor'),
  'user.role': roleSentence,
  'ticket.status': ticketStatusSentence,
  'ticket.respond': numbered('adminUsers.audit.ticket.respond'),
  'payment.approve': numbered('adminUsers.audit.payment.approve'),
  'payment.reject': numbered('adminUsers.audit.payment.reject'),
  'payment.chain_credit': numbered('adminUsers.audit.payment.chainCredit'),
  'payment.card': numbered('adminUsers.audit.payment.card'),
  'payment.supersede': numbered('adminUsers.audit.payment.supersede'),
  'payment.excess_refunded': numbered('adminUsers.audit.payment.excessRefunded'),
  'notification.create': notificationSentence,
  'notification.send': messageSentence,
  'notification.segment': segmentSentence,
  'notification.delete': titled('adminUsers.audit.notification.delete'),
  'setting.update': settingSentence,
  'plan.create': (entry) => say('adminPlans.audit.plan.create', named(entry, 'name')),
  'plan.update': planUpdateSentence,
  'plan.deactivate': (entry) => say('adminPlans.audit.plan.deactivate', named(entry, 'name')),
  'promo.create': (entry) => say('adminPlans.audit.promo.create', named(entry, 'code')),
  'promo.update': (entry) => say('adminPlans.audit.promo.update', named(entry, 'code')),
  'promo.delete': (entry) => say('adminPlans.audit.promo.delete', named(entry, 'code')),
  'user.comp': compSentence,
  'user.comp_requested': (entry) => {
    const days = valueOf(entry.after, 'days');
    return t('adminPlans.audit.user.compRequested', { ...named(entry, 'username'), days: Number(days ?? 0) });
  },
  'user.comp_declined': member('adminPlans.audit.user.compDeclined'),
  'payment.first_approval': numbered('adminUsers.audit.payment.firstApproval'),
  'telegram.link': member('adminUsers.audit.telegram.link'),
  'telegram.unlink': member('adminUsers.audit.telegram.unlink'),
  'signal_source.create': source('adminSignalSources.audit.source.create'),
  'signal_source.delete': source('adminSignalSources.audit.source.delete'),
  'signal_source.rotate_secret': source('adminSignalSources.audit.source.rotateSecret'),
  'signal_draft.publish': draftPublishSentence,
  'signal_draft.discard': (entry) => say('adminSignalSources.audit.draft.discard', named(entry, 'source')),
  // Canned replies (issue 46), by the title they had.
  'canned_reply.create': titled('adminSupport.audit.create'),
  'canned_reply.update': titled('adminSupport.audit.update'),
  'canned_reply.delete': titled('adminSupport.audit.delete'),
};

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** The entry as a sentence in the language shown; an action this build does not know reads as its code, so nothing is hidden. */
export function auditSentence(entry: Entry): string {
  if (isAuditAction(entry.action)) {
    return SENTENCES[entry.action](entry);
  }
  return entry.entityId === null ? entry.action : `${entry.action} #${entry.entityId}`;
}
