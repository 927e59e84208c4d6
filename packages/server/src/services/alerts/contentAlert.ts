import type { LanguageCode } from '@signals/protocol';
import type { News, Notification } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { oncePerLanguage, serverText } from '../../i18n/serverText.js';
import type { OutboxRequest } from '../outbox/enqueue.js';
import { queueRollout } from './rollout.js';
import { toEveryMember, writeMemberAlert } from './memberAlert.js';

/** How much of the article an alert quotes. */
const EXCERPT_CHARS = 160;

/**
 * "Premium content" in the members' preferences: a news article (market
 * analysis, new features, offers) published for the first time. News is
 * shown to every member alike, so one bell row (category premiumContent)
 * serves everyone who keeps the category in the app; push, e-mail and SMS
 * go to those who keep it on that channel, held by quiet hours.
 *
 * @param unit the publishing transaction and event recorder.
 * @param input the article as stored, and the clock.
 * @returns the bell row.
 */
export async function alertNewsPublished(unit: UnitOfWork, input: { news: News; now: Date }): Promise<Notification> {
  const { news, now } = input;
  // One bell row for every member, in every language (each reader sees theirs; pushes and e-mails are each member's own).
  const notification = await writeMemberAlert(unit, { audience: null, category: 'premiumContent', type: 'info', text: (language) => newsAlertText(news, language), now });
  await queueRollout(unit, { kind: 'news', newsId: news.id, bell: notification.id, at: now.toISOString(), afterId: 0 }, 'premiumContent');
  return notification;
}

/**
 * A news alert's push, e-mail and SMS to every member who keeps premium
 * content on that channel, as the rollout writes them (workers/outbox/rolloutSlices.ts).
 *
 * @param news the article as stored now.
 * @param bell the alert's bell row.
 */
export function newsAlertRequest(news: News, bell: number): OutboxRequest {
  // Written once per language its readers read, not once per member.
  const text = oncePerLanguage((language) => newsAlertText(news, language));
  return toEveryMember({
    category: 'premiumContent',
    ...text('en'),
    textFor: (user) => text(user.language),
    notificationIdFor: () => bell,
    link: { url: '/news', tag: `news-${news.id}` },
  });
}

/** An article's alert: its title introduced in the reader's language, and the start of the article as the admin wrote it. */
function newsAlertText(news: News, language: LanguageCode): { title: string; message: string } {
  const text = news.content.replace(/\s+/g, ' ').trim();
  return { title: serverText(language, 'alerts.news.title', { title: news.title }), message: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text };
}
