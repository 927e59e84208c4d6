import type { AuditAction, RouteParsed } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { News, type User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { presentNews } from '../presenters/content.js';
import { recordAudit } from './auditRecorder.js';

export type NewsValues = RouteParsed<'adminCreateNews'>['body'];

/** The first publication is stamped once; unpublishing and publishing again keeps the original date. */
function publishedAtFor(isPublished: boolean, current: Date | null, now: Date): Date | null {
  return isPublished && current === null ? now : current;
}

/**
 * Writes a news item; a published one gets its publication date now.
 *
 * @param db the database.
 * @param events where `news.changed` goes after the commit.
 * @param actor the admin.
 * @param values the validated input.
 * @returns the stored item.
 */
export async function createNews(db: Db, events: EventBus, actor: User, values: NewsValues, now = new Date()): Promise<News> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const news = await News.query(trx).insertAndFetch({ ...values, publishedAt: publishedAtFor(values.isPublished, null, now) });
    await recordAudit(trx, actor, { action: 'news.create', entityType: 'news', entityId: news.id, after: presentNews(news) });
    record({ type: 'news.changed', id: news.id, news });
    return news;
  });
}

/**
 * Replaces a news item's fields.
 *
 * @param db the database.
 * @param events where `news.changed` goes after the commit.
 * @param actor the admin.
 * @param current the item as loaded.
 * @param values the validated input.
 * @returns the stored item.
 */
export async function updateNews(db: Db, events: EventBus, actor: User, current: News, values: NewsValues, now = new Date()): Promise<News> {
  return saveNews(db, events, actor, current, 'news.update', { ...values, publishedAt: publishedAtFor(values.isPublished, current.publishedAt, now) });
}

/**
 * Publishes a draft or unpublishes a published item.
 *
 * @param db the database.
 * @param events where `news.changed` goes after the commit.
 * @param actor the admin.
 * @param current the item as loaded.
 * @returns the stored item.
 */
export async function toggleNews(db: Db, events: EventBus, actor: User, current: News, now = new Date()): Promise<News> {
  const isPublished = !current.isPublished;
  return saveNews(db, events, actor, current, isPublished ? 'news.publish' : 'news.unpublish', {
    isPublished,
    publishedAt: publishedAtFor(isPublished, current.publishedAt, now),
  });
}

async function saveNews(db: Db, events: EventBus, actor: User, current: News, action: AuditAction, patch: Partial<NewsValues> & { publishedAt: Date | null }): Promise<News> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const news = await News.query(trx).patchAndFetchById(current.id, patch);
    await recordAudit(trx, actor, { action, entityType: 'news', entityId: news.id, before: presentNews(current), after: presentNews(news) });
    record({ type: 'news.changed', id: news.id, news });
    return news;
  });
}

/**
 * Deletes a news item.
 *
 * @param db the database.
 * @param events where `news.changed` (with no item) goes after the commit.
 * @param actor the admin.
 * @param current the item as loaded.
 */
export async function deleteNews(db: Db, events: EventBus, actor: User, current: News): Promise<void> {
  await inTransaction(db, events, async ({ trx, record }) => {
    await News.query(trx).deleteById(current.id);
    await recordAudit(trx, actor, { action: 'news.delete', entityType: 'news', entityId: current.id, before: presentNews(current) });
    record({ type: 'news.changed', id: current.id, news: null });
  });
}
