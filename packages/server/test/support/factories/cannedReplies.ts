import type { PartialModelObject } from 'objection';
import type { Db } from '../../../src/db/knex.js';
import { CannedReply } from '../../../src/db/models/index.js';
import { uniqueName } from './users.js';

/** Inserts an English canned reply with a title no other test used, greeting the member by name, unless told otherwise. */
export async function buildCannedReply(db: Db, overrides: PartialModelObject<CannedReply> = {}): Promise<CannedReply> {
  return CannedReply.query(db).insertAndFetch({
    title: uniqueName('Reply'),
    body: 'Hello {{username}}, thank you for writing about ticket #{{ticketId}}.',
    language: 'en',
    createdBy: null,
    ...overrides,
  });
}
