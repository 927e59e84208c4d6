import { AUDIT_ACTIONS, LANGUAGE_CODES, type AuditEntry } from '@signals/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, catalogueReady } from '../../../i18n';
import { auditSentence } from './auditSentence';

type Entry = Pick<AuditEntry, 'action' | 'entityType' | 'entityId' | 'before' | 'after'>;

function entry(action: string, entityId: number | null, before: unknown = null, after: unknown = null): Entry {
  return { action, entityType: action.split('.')[0] ?? '', entityId, before, after };
}

/** Entries of every action, both without and with the names an entry may carry. */
const SAMPLES = AUDIT_ACTIONS.flatMap((action) => [
  entry(action, 7),
  entry(action, 7, { title: 'T', pair: 'P', username: 'u', key: 'site_name', status: 'open' }, { kind: 'stop_hit', userId: 3 }),
  entry(action, null, null, { userIds: [3, 4] }),
]);

beforeAll(async () => {
  await activateLanguage('en');
  // The back office's words: a switch of language from here on brings them along.
  await catalogueReady('admin');
});

describe('auditSentence', () => {
  // The protocol's list is what the server's audit recorder accepts (its type): every action it can write reads as a sentence.
  it.each(AUDIT_ACTIONS)('words %s as a sentence, not as its code', (action) => {
    for (const sample of [entry(action, 7), entry(action, 7, { title: 'T', pair: 'P', username: 'u', key: 'site_name', status: 'open' }, {})]) {
      const sentence = auditSentence(sample);
      expect(sentence).toMatch(/^[A-Z][a-z]+ /);
      expect(sentence).not.toContain(action);
      expect(sentence).not.toMatch(/\b[a-z]+\.[a-z_0-9]+\b/);
    }
  });

  it('names the row by what the entry carries', () => {
    expect(auditSentence(entry('ticket.status', 12, { status: 'in_progress' }, { status: 'closed' }))).toBe('Closed ticket #12');
    expect(auditSentence(entry('ticket.status', 12, { status: 'closed' }, { status: 'open' }))).toBe('Reopened ticket #12');
    expect(auditSentence(entry('ticket.status', 12, { status: 'open' }, { status: 'waiting_for_user' }))).toBe('Marked ticket #12 as Waiting for User');
    expect(auditSentence(entry('ticket.respond', 12, { status: 'open' }, { status: 'in_progress', responseId: 3 }))).toBe('Answered ticket #12');
    expect(auditSentence(entry('user.reset_password', 3, null, { username: 'trader', passwordChanged: true, sessionsEnded: 1 }))).toBe('Reset the password of trader');
    expect(auditSentence(entry('user.reset_2fa', 3, { twoFactorEnabled: true }, { username: 'trader', twoFactorEnabled: false }))).toBe('Reset the two-factor sign-in of trader');
    expect(auditSentence(entry('user.ban', 3, { username: 'trader', isBanned: false }, { username: 'trader', isBanned: true }))).toBe('Banned trader');
    expect(auditSentence(entry('user.update', 3, { username: 'old_name' }, { username: 'new_name' }))).toBe('Edited the account of new_name');
    expect(auditSentence(entry('signal.create', 9, null, { pair: 'BTC/USDT' }))).toBe('Published the BTC/USDT signal');
    expect(auditSentence(entry('signal.event', 9, null, { pair: 'BTC/USDT', kind: 'stop_hit' }))).toBe('Recorded “Stopped out” on the BTC/USDT signal');
    // A deleted row is named from its "before".
    expect(auditSentence(entry('news.delete', 4, { title: 'Bitcoin holds' }))).toBe('Deleted the news item “Bitcoin holds”');
    expect(auditSentence(entry('airdrop.deactivate', 2, { title: 'Quanta' }, { title: 'Quanta' }))).toBe('Deactivated the airdrop “Quanta”');
    expect(auditSentence(entry('payment.approve', 5, { status: 'pending' }, { status: 'completed' }))).toBe('Approved payment #5');
    expect(auditSentence(entry('setting.update', 1, { key: 'support_email', value: 'a@b.c' }, { key: 'support_email', value: 'd@e.f' }))).toBe('Changed the setting “Support Email”');
    expect(auditSentence(entry('notification.create', 8, null, { title: 'Maintenance', userId: null }))).toBe('Sent the notification “Maintenance” to all users');
    expect(auditSentence(entry('notification.create', 8, null, { title: 'Your plan', userId: 3 }))).toBe('Sent the notification “Your plan” to user #3');
    expect(auditSentence(entry('notification.send', null, null, { title: 'Hello', userIds: [3, 4] }))).toBe('Sent the message “Hello” by e-mail or SMS to 2 users');
    // A segment's broadcast (issue 46): one entry, with how many it reached.
    expect(auditSentence(entry('notification.segment', null, null, { title: 'We miss you', segment: { lapsedWithinDays: 30 }, recipients: 42 }))).toBe(
      'Sent the notification “We miss you” to 42 users of a segment',
    );
    expect(auditSentence(entry('plan.create', 4, null, { name: 'Quarterly', planId: 4 }))).toBe('Added the plan “Quarterly”');
    expect(auditSentence(entry('plan.update', 4, { name: 'Quarterly' }, { name: 'Quarterly', planId: 4 }))).toBe('Edited the plan “Quarterly”');
    // A bought plan's new price is a new plan: the entry of the old row names it.
    expect(auditSentence(entry('plan.update', 4, { name: 'Quarterly' }, { name: 'Quarterly', planId: 9 }))).toBe('Repriced the plan “Quarterly” as plan #9');
    expect(auditSentence(entry('promo.delete', 2, { code: 'SPRING10' }))).toBe('Deleted the promo code SPRING10');
    expect(auditSentence(entry('user.comp', 3, { username: 'trader' }, { username: 'trader', days: 30, reason: 'Contest' }))).toBe('Comped trader premium for 30 days');
  });

  it('falls back to the kind and id for entries written before they carried a name', () => {
    expect(auditSentence(entry('user.reset_password', 3, null, { passwordChanged: true }))).toBe('Reset the password of user #3');
    expect(auditSentence(entry('signal.delete', 9))).toBe('Deleted signal #9');
    expect(auditSentence(entry('signal.event', 9))).toBe('Recorded an event on signal #9');
    // An entry about no one row (none is written today but the message is sent by e-mail or SMS) is worded in general.
    expect(auditSentence(entry('signal.delete', null))).toBe('Deleted a signal');
    expect(auditSentence(entry('notification.send', null, null, { userIds: [5] }))).toBe('Sent a message by e-mail or SMS to user #5');
  });

  it('shows an action this build does not know as its code, hiding nothing', () => {
    expect(auditSentence(entry('coupon.create', 2))).toBe('coupon.create #2');
  });
});

describe('auditSentence in the other languages', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('words every action in %s from the catalogue, its arguments filled', async (language) => {
    await activateLanguage('en');
    const english = SAMPLES.map((sample) => auditSentence(sample));
    await activateLanguage(language);
    SAMPLES.forEach((sample, index) => {
      const sentence = auditSentence(sample);
      expect(sentence, sample.action).not.toBe(english[index]);
      expect(sentence, sample.action).not.toContain(sample.action);
      expect(sentence, sample.action).not.toMatch(/[{}]|adminUsers\./);
    });
  });

  it('keeps the names and ids an entry carries, and the catalogue’s words around them', async () => {
    await activateLanguage('de');
    expect(auditSentence(entry('ticket.status', 12, { status: 'in_progress' }, { status: 'closed' }))).toBe('Anfrage #12 geschlossen');
    expect(auditSentence(entry('ticket.status', 12, { status: 'open' }, { status: 'waiting_for_user' }))).toBe('Anfrage #12 auf „Wartet auf Nutzer“ gesetzt');
    expect(auditSentence(entry('user.reset_password', 3, null, { username: 'trader' }))).toBe('Passwort von trader zurückgesetzt');
    expect(auditSentence(entry('notification.send', null, null, { title: 'Hello', userIds: [3, 4] }))).toBe('Nachricht „Hello“ per E-Mail oder SMS an 2 Nutzer gesendet');
    await activateLanguage('ja');
    expect(auditSentence(entry('signal.event', 9, null, { pair: 'BTC/USDT', kind: 'stop_hit' }))).toBe('BTC/USDT のシグナルに「損切りで終了」を記録しました');
    // An unknown action stays its code in every language.
    expect(auditSentence(entry('coupon.create', 2))).toBe('coupon.create #2');
  });
});
