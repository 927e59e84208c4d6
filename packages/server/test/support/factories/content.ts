import type { PartialModelObject } from 'objection';
import type { Db } from '../../../src/db/knex.js';
import { Airdrop, News } from '../../../src/db/models/index.js';
import { uniqueName } from './users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts a news item, published now unless told otherwise. */
export async function buildNews(db: Db, overrides: PartialModelObject<News> = {}): Promise<News> {
  const isPublished = (overrides.isPublished as boolean | undefined) ?? true;
  return News.query(db).insertAndFetch({
    title: uniqueName('News '),
    content: 'Markets moved today, and here is what it means for traders.',
    imageUrl: null,
    videoUrl: null,
    externalUrl: null,
    publishedAt: isPublished ? new Date() : null,
    ...overrides,
    isPublished,
  });
}

/** Inserts an active airdrop ending in thirty days unless told otherwise. */
export async function buildAirdrop(db: Db, overrides: PartialModelObject<Airdrop> = {}): Promise<Airdrop> {
  return Airdrop.query(db).insertAndFetch({
    title: uniqueName('Airdrop '),
    description: 'Join early, complete the tasks and receive tokens at launch.',
    projectName: 'Example Protocol',
    tokenSymbol: 'EXP',
    imageUrl: null,
    websiteUrl: 'https://example.com',
    registrationUrl: 'https://example.com/join',
    endDate: new Date(Date.now() + 30 * DAY_MS),
    value: 250,
    isActive: true,
    ...overrides,
  });
}
