import { presentAirdrop, presentNews } from '../../presenters/content.js';
import { listActiveAirdrops, listPublishedNews } from '../../queries/content.js';
import type { Handler, Handlers } from '../types.js';

const listNews: Handler<'listNews'> = async ({ services }) => (await listPublishedNews(services.db)).map(presentNews);

const listAirdrops: Handler<'listAirdrops'> = async ({ services }) => (await listActiveAirdrops(services.db)).map(presentAirdrop);

/** The handlers of this area, keyed by route name. */
export const contentHandlers: Handlers = { listNews, listAirdrops };
