import type { FullSignal, Page, RouteParsed } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Signal } from '../db/models/index.js';
import { presentFullSignal } from '../presenters/signal.js';
import { fetchPage, whereAnyContains } from './adminPaging.js';

export type AdminSignalQuery = RouteParsed<'adminListSignals'>['query'];

/**
 * The admin signal table: a case-insensitive search over the pair, type,
 * profit and each type's own fields, filters on type, plan and display
 * status and outcome (`awaiting`: still open, but expired or withdrawn, so an
 * admin has to record how it ended; voided signals only when asked for by
 * that outcome), sorting and paging. Admins see every
 * field of every signal.
 *
 * @param db the database.
 * @param query the parsed list query.
 * @param now the clock, for the display status.
 * @returns one page of full signals.
 */
export function listSignalsForAdmin(db: Db, query: AdminSignalQuery, now = new Date()): Promise<Page<FullSignal>> {
  const builder = Signal.query(db);
  whereAnyContains(
    builder,
    // Profit is a number: searched as text, so typing "2.5" finds 2.5%.
    ['pair', 'signalType', db.raw('cast(?? as varchar(32))', ['profitPercentage']), 'buyExchange', 'sellExchange', 'exchange', 'direction', 'contractType'],
    query.search,
  );
  if (query.type) {
    builder.where('signalType', query.type);
  }
  if (query.plan) {
    builder.where('isPremium', query.plan === 'premium');
  }
  switch (query.status) {
    case 'inactive':
      builder.where('isActive', false);
      break;
    case 'expired':
      builder.where('isActive', true).whereNotNull('expiresAt').where('expiresAt', '<=', now);
      break;
    case 'active':
      builder.where('isActive', true).where((q) => q.whereNull('expiresAt').orWhere('expiresAt', '>', now));
      break;
    default:
      break;
  }
  if (query.outcome === 'awaiting') {
    builder.where('outcome', 'open').where((q) => q.where('isActive', false).orWhere((expired) => expired.whereNotNull('expiresAt').where('expiresAt', '<=', now)));
  } else if (query.outcome) {
    builder.where('outcome', query.outcome);
  } else {
    // Deleting a published signal voids it: gone from the default list as from the members', found under its outcome.
    builder.whereNot('outcome', 'voided');
  }
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (sort === 'pair' ? 'asc' : 'desc');
  builder.orderBy(sort, order).orderBy('id', order);
  return fetchPage(builder, query, (signal) => presentFullSignal(signal, now));
}

