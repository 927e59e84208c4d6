import type { AuditAction, RouteParsed } from '@signals/protocol';
import { News, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { presentNews } from '../presenters/content.js';
import { alertNewsPublished } from '../services/alerts/contentAlert.js';
import { recordAudit } from './audit.js';

export type NewsValues = RouteParsed<'adminCreateNews'>['body'];

/** The first publication is stamped once; unpublishing and publishing again keeps the original date. */
function publishedAtFor(isPublished: boolean, current: Date | null, now: Date): Date | null {
  return isPublished && current === null ? now : current;
}

/**
 * Writes a news item; a published one gets its publication date now.
 * Records `news.changed`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the validated values, and the clock (now by default).
 * @returns the stored item.
 */
export async function createNews(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { values: NewsValues; now?: Date }): Promise<News> {
  const { values, now = new Date() } = input;
  const news = await News.query(unit.trx).insertAndFetch({ ...values, publishedAt: publishedAtFor(values.isPublished, null, now) });
  await recordAudit(unit, actor, { action: 'news.create', entityType: 'news', entityId: news.id, after: presentNews(news) });
  unit.record({ type: 'news.changed', id: news.id, news });
  if (news.publishedAt) {
    await alertNewsPublished(unit, { news, now });
  }
  return news;
}

/**
 * Replaces a news item's fields. Records `news.changed`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the item as loaded, the validated values, and the clock.
 * @returns the stored item.
 */
export async function updateNews(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: News; values: NewsValues; now?: Date }): Promise<News> {
  const { current, values, now = new Date() } = input;
  return saveNews(unit, actor, current, 'news.update', { ...values, publishedAt: publishedAtFor(values.isPublished, current.publishedAt, now) }, now);
}

/**
 * Publishes a draft or unpublishes a published item. Records `news.changed`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the item as loaded, and the clock.
 * @returns the stored item.
 */
export async function toggleNews(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: News; now?: Date }): Promise<News> {
  const { current, now = new Date() } = input;
  const isPublished = !current.isPublished;
  return saveNews(
    unit,
    actor,
    current,
    isPublished ? 'news.publish' : 'news.unpublish',
    {
      isPublished,
      publishedAt: publishedAtFor(isPublished, current.publishedAt, now),
    },
    now,
  );
}

async function saveNews(unit: UnitOfWork, actor: Pick<User, 'id'>, current: News, action: AuditAction, patch: Partial<NewsValues> & { publishedAt: Date | null }, now: Date): Promise<News> {
  const news = await News.query(unit.trx).patchAndFetchById(current.id, patch);
  await recordAudit(unit, actor, { action, entityType: 'news', entityId: news.id, before: presentNews(current), after: presentNews(news) });
  unit.record({ type: 'news.changed', id: news.id, news });
  // Members are told of an article once, when it is first published (republishing keeps its date, and tells nobody again).
  if (current.publishedAt === null && news.publishedAt !== null) {
    await alertNewsPublished(unit, { news, now });
  }
  return news;
}

/**
 * Deletes a news item. Records `news.changed` with no item.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the item as loaded.
 */
export async function deleteNews(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { current: News }): Promise<void> {
  const { current } = input;
  await News.query(unit.trx).deleteById(current.id);
  await recordAudit(unit, actor, { action: 'news.delete', entityType: 'news', entityId: current.id, before: presentNews(current) });
  unit.record({ type: 'news.changed', id: current.id, news: null });
}
