import { textRef } from '@signals/protocol';
import { createNews, deleteNews, toggleNews, updateNews } from '../../commands/news.js';
import type { Db } from '../../db/knex.js';
import type { News } from '../../db/models/index.js';
import { notFound } from '../../errors.js';
import { presentNews } from '../../presenters/content.js';
import { findNewsById, listNewsForAdmin } from '../../queries/adminContent.js';
import type { Handler } from '../types.js';

export const NEWS_NOT_FOUND = textRef('errors.newsNotFound');

async function loadNews(db: Db, id: number): Promise<News> {
  const news = await findNewsById(db, id);
  if (!news) {
    throw notFound(NEWS_NOT_FOUND);
  }
  return news;
}

const adminListNews: Handler<'adminListNews'> = async ({ input, services }) => (await listNewsForAdmin(services.db, input.query)).map(presentNews);

const adminCreateNews: Handler<'adminCreateNews'> = async ({ input, viewer, write }) =>
  presentNews(await write((unit) => createNews(unit, viewer, { values: input.body })));

const adminUpdateNews: Handler<'adminUpdateNews'> = async ({ input, viewer, services, write }) => {
  const current = await loadNews(services.db, input.params.id);
  return presentNews(await write((unit) => updateNews(unit, viewer, { current, values: input.body })));
};

const adminToggleNews: Handler<'adminToggleNews'> = async ({ input, viewer, services, write }) => {
  const current = await loadNews(services.db, input.params.id);
  return presentNews(await write((unit) => toggleNews(unit, viewer, { current })));
};

const adminDeleteNews: Handler<'adminDeleteNews'> = async ({ input, viewer, services, write }) => {
  const current = await loadNews(services.db, input.params.id);
  await write((unit) => deleteNews(unit, viewer, { current }));
  return { ok: true as const };
};

/** The back office handlers for news, keyed by route name. */
export const newsHandlers = { adminListNews, adminCreateNews, adminUpdateNews, adminToggleNews, adminDeleteNews };
