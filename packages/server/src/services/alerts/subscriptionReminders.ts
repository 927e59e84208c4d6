import type { SubscriptionKind } from '@signals/protocol';
import type { Knex } from 'knex';
import { Plan, Subscription, User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { DAY_MS, formatDay } from '../../dates.js';
import type { MessageText } from '../outbox/enqueue.js';
import type { TextFor } from '../../i18n/serverText.js';
import { accountText, alertAccount, type AccountAlert } from './accountAlert.js';

/** The reminders before the end of a premium period, in days before it; the day it lapses is stage 0. */
export const REMINDER_DAYS = [7, 3, 1] as const;
export const LAPSE_STAGE = 0;
/** Members reminded per transaction, so one sweep never holds the database for long. */
export const REMINDER_BATCH = 200;
/** The plan a renewal after a trial or a comped period quotes (and the fallback when the held plan is gone). */
const MONTHLY_PLAN_CODE = 'monthly';
/** What a reminder recorded before stages were (`subscription_reminder_for` alone) was: the 3-day one. */
const STAGE_BEFORE_STAGES = 3;

/**
 * The reminder due for a period ending at `end`: the latest mark passed (7, 3
 * or 1 day before it, or 0 once it has ended), or null before the first. A
 * sweep that finds several passed (the server was down) sends this one only.
 */
export function reminderStageDue(end: Date, now: Date): number | null {
  const left = end.getTime() - now.getTime();
  if (left <= 0) {
    return LAPSE_STAGE;
  }
  let due: number | null = null;
  for (const days of REMINDER_DAYS) {
    if (left <= days * DAY_MS) {
      due = days;
    }
  }
  return due;
}

/**
 * Claims a reminder for the member's end date with a conditional update of
 * `subscription_reminder_for` and `subscription_reminder_stage`: it succeeds
 * when nothing was sent for this end yet, or only an earlier stage. Two
 * sweeps at once (two processes on PostgreSQL: the second waits on the row
 * and re-reads it) or a sweep after a restart claim each stage once; a
 * renewal moves the end, so the new end is reminded afresh.
 *
 * @returns whether this caller sends it.
 */
export async function claimReminder(trx: Knex.Transaction, userId: number, end: Date, stage: number): Promise<boolean> {
  const claimed = await User.query(trx)
    .patch({ subscriptionReminderFor: end, subscriptionReminderStage: stage })
    .where('id', userId)
    .where('subscriptionEndDate', end)
    .where((q) => {
      q.whereNull('subscriptionReminderFor').orWhereNot('subscriptionReminderFor', end).orWhere('subscriptionReminderStage', '>', stage);
      if (stage < STAGE_BEFORE_STAGES) {
        q.orWhereNull('subscriptionReminderStage');
      }
    });
  return claimed === 1;
}

/** What a renewal link quotes and what the reminder says of the period. */
export interface RenewalOffer {
  /** The plan the payment screen quotes; null when no plan is on sale (the screen's default then). */
  planId: number | null;
  /** The kind of the period that ends: a trial and a gift say so. */
  kind: SubscriptionKind;
}

/**
 * The plan a member renews: the plan of their last period when it was paid
 * (its current version when it was repriced since, as a new row under the
 * same code), else the monthly plan (after a trial, a comped period, or
 * premium given by hand).
 */
export async function renewalOfferFor(db: Knex, userId: number): Promise<RenewalOffer> {
  const last = await Subscription.query(db).where('userId', userId).whereNot('status', 'cancelled').orderBy('endDate', 'desc').orderBy('id', 'desc').first();
  const kind: SubscriptionKind = last?.kind ?? 'paid';
  if (last?.kind === 'paid' && last.planId !== null) {
    const held = await Plan.query(db).findById(last.planId);
    if (held?.isActive) {
      return { planId: held.id, kind };
    }
    const current = held ? await Plan.query(db).where({ code: held.code, isActive: true }).first() : undefined;
    if (current) {
      return { planId: current.id, kind };
    }
  }
  const monthly = await Plan.query(db).where({ code: MONTHLY_PLAN_CODE, isActive: true }).first();
  return { planId: monthly?.id ?? null, kind };
}

/** The payment screen with a fresh quote for the plan: a path in the app (push), and the full address (the text). */
export function renewalLink(publicUrl: string, planId: number | null): { path: string; url: string } {
  const path = planId === null ? '/payment' : `/payment?plan=${planId}`;
  return { path, url: `${publicUrl}${path}` };
}

/**
 * The words of a reminder at a stage, with the renewal link (in the text: e-mail and SMS carry it as it is). A
 * reminder sent late (the server was down) counts the days actually left.
 */
export function reminderText(
  reminder: { stage: number; end: Date; graceEnd: Date | null; now: Date },
  offer: RenewalOffer,
  link: string,
): { kind: AccountAlert['kind']; text: TextFor<MessageText> } {
  const { stage, end, graceEnd } = reminder;
  if (stage !== LAPSE_STAGE) {
    const days = Math.min(stage, Math.max(1, Math.ceil((end.getTime() - reminder.now.getTime()) / DAY_MS)));
    return {
      kind: 'subscriptionEnding',
      text: accountText('alerts.account.subscriptionEndingTitle', 'alerts.account.subscriptionEndingMessage', (language) => ({
        days,
        kind: offer.kind,
        endDate: formatDay(end, language),
        link,
      })),
    };
  }
  if (graceEnd !== null) {
    return {
      kind: 'subscriptionEnding',
      text: accountText('alerts.account.subscriptionGraceTitle', 'alerts.account.subscriptionGraceMessage', (language) => ({
        kind: offer.kind,
        endDate: formatDay(end, language),
        graceEndDate: formatDay(graceEnd, language),
        link,
      })),
    };
  }
  return { kind: 'subscriptionEnded', text: accountText('alerts.account.subscriptionEndedTitle', 'alerts.account.subscriptionEndedMessage', { kind: offer.kind, link }) };
}

/**
 * Tells a member of a reminder stage on the channels they keep for account
 * updates, in their language, with the link to renew the plan they hold.
 * The caller has claimed it (`claimReminder`).
 */
export async function sendReminder(unit: UnitOfWork, member: User, input: { stage: number; end: Date; graceEnd: Date | null; publicUrl: string; now: Date }): Promise<void> {
  const offer = await renewalOfferFor(unit.trx, member.id);
  const link = renewalLink(input.publicUrl, offer.planId);
  const { kind, text } = reminderText(input, offer, link.url);
  await alertAccount(unit, member, { kind, text, url: link.path, emailAction: 'alerts.account.renewAction', now: input.now });
}

/**
 * Reminds members whose premium period (paid, trial or comped: the chain's
 * end, `subscriptionEndDate`) ends within 7 days, at 7, 3 and 1 day before
 * it, and on the day it lapses when a grace period keeps premium on (without
 * one, the expiry says so as it ends premium: commands/subscriptions.ts).
 * Each stage goes once per end (`claimReminder`); a sweep that finds several
 * stages passed sends the latest only. A member entering grace is also
 * recorded as updated, so their screens say they are in grace.
 *
 * @param unit the transaction and event recorder.
 * @param input the clock, the site's address for the link, and at most how many members.
 * @returns how many members were reminded, and whether more may be due.
 */
export async function remindEndingSubscriptions(unit: UnitOfWork, input: { now: Date; publicUrl: string; limit?: number }): Promise<{ reminded: number; more: boolean }> {
  const { now, publicUrl, limit = REMINDER_BATCH } = input;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const due = await User.query(unit.trx)
    .where('isPremium', true)
    .whereNotNull('subscriptionEndDate')
    .where('subscriptionEndDate', '<=', at(REMINDER_DAYS[0]))
    // Still running: before the end, or in grace after it (a lapsed member is the expiry's).
    .where((q) => {
      q.where('subscriptionEndDate', '>', now).orWhere('graceEndDate', '>', now);
    })
    // A stage not yet sent for this end: none for it, or only one before a mark now passed.
    .where((q) => {
      q.whereNull('subscriptionReminderFor').orWhereRaw('?? <> ??', ['subscriptionReminderFor', 'subscriptionEndDate']);
      for (const days of [...REMINDER_DAYS.slice(1), LAPSE_STAGE]) {
        q.orWhere((mark) => {
          mark.where('subscriptionReminderStage', '>', days).where('subscriptionEndDate', '<=', at(days));
        });
      }
      q.orWhere((legacy) => {
        legacy.whereNull('subscriptionReminderStage').where('subscriptionEndDate', '<=', at(REMINDER_DAYS[2]));
      });
    })
    .orderBy('id')
    .limit(limit);
  let reminded = 0;
  for (const user of due) {
    const end = user.subscriptionEndDate;
    const stage = end ? reminderStageDue(end, now) : null;
    if (!end || stage === null || !(await claimReminder(unit.trx, user.id, end, stage))) {
      continue;
    }
    const graceEnd = stage === LAPSE_STAGE ? user.graceEndDate : null;
    await sendReminder(unit, user, { stage, end, graceEnd, publicUrl, now });
    if (stage === LAPSE_STAGE) {
      // In grace from now: the member's screens say so (the presenter reads the kind from the dates).
      const updated = await User.query(unit.trx).findById(user.id);
      if (updated) {
        unit.record({ type: 'user.updated', user: updated, premiumChanged: false });
      }
    }
    reminded += 1;
  }
  return { reminded, more: due.length === limit };
}
