import type { Knex } from 'knex';
import type { PaymentChannel, PaymentCurrency, PaymentStatus, SubscriptionKind, SubscriptionStatus } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { toDate } from '../db/models/index.js';
import { DAY_MS } from '../dates.js';

/** The days an export covers, both ends included (UTC); either end may be open. */
export interface ExportRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Narrows to rows whose `column` falls within the days of the range. */
function withinDays(query: Knex.QueryBuilder, column: string, range: ExportRange): Knex.QueryBuilder {
  if (range.from) {
    query.where(column, '>=', new Date(`${range.from}T00:00:00Z`));
  }
  if (range.to) {
    query.where(column, '<', new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS));
  }
  return query;
}

/** A payment as the CSV export lists it. */
export interface PaymentExportRow {
  id: number;
  createdAt: Date;
  username: string;
  paymentMethod: PaymentChannel;
  status: PaymentStatus;
  planId: number | null;
  promoCode: string | null;
  discountUsd: number;
  amount: number;
  currency: PaymentCurrency;
  transactionId: string;
}

/** How many rows an export reads at a time: one batch is what the server holds of it. */
export const EXPORT_BATCH = 2_000;

/**
 * Reads a query's rows a batch at a time, in the order of `idColumn`, each batch after the last id of the one before
 * (a keyset: every batch is one short range of the primary key, however far into the table).
 */
export async function* inBatches<T extends { id: number }>(query: () => Knex.QueryBuilder, idColumn: string): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = (await query().where(idColumn, '>', after).orderBy(idColumn).limit(EXPORT_BATCH)) as T[];
    if (rows.length === 0) {
      return;
    }
    yield rows;
    if (rows.length < EXPORT_BATCH) {
      return;
    }
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Every payment created within the range, oldest first, with its payer's username, a batch at a time. Plain rows,
 * not models: an export may hold hundreds of thousands.
 */
export async function* paymentsForExport(db: Db, range: ExportRange): AsyncGenerator<PaymentExportRow[]> {
  type Raw = Omit<PaymentExportRow, 'createdAt' | 'discountUsd' | 'amount'> & { createdAt: unknown; discountUsd: unknown; amount: unknown };
  const query = () =>
    withinDays(
      db('payments as p')
        .join('users as u', 'u.id', 'p.userId')
        .select('p.id', 'p.createdAt', 'u.username', 'p.paymentMethod', 'p.status', 'p.planId', 'p.promoCode', 'p.discountUsd', 'p.amount', 'p.currency', 'p.transactionId'),
      'p.createdAt',
      range,
    );
  for await (const rows of inBatches<Raw>(query, 'p.id')) {
    yield rows.map((row) => ({ ...row, createdAt: toDate(row.createdAt), discountUsd: Number(row.discountUsd ?? 0), amount: Number(row.amount) }));
  }
}

/** A premium period as the CSV export lists it. */
export interface SubscriptionExportRow {
  id: number;
  username: string;
  kind: SubscriptionKind;
  planId: number | null;
  months: number;
  startDate: Date;
  endDate: Date;
  status: SubscriptionStatus;
  amount: number;
}

/** Every premium period (paid, trial, comped) that starts within the range, oldest first, with its member's username, a batch at a time. */
export async function* subscriptionsForExport(db: Db, range: ExportRange): AsyncGenerator<SubscriptionExportRow[]> {
  type Raw = Omit<SubscriptionExportRow, 'startDate' | 'endDate' | 'amount'> & { startDate: unknown; endDate: unknown; amount: unknown };
  const query = () =>
    withinDays(
      db('subscriptions as s')
        .join('users as u', 'u.id', 's.userId')
        .select('s.id', 'u.username', 's.kind', 's.planId', 's.months', 's.startDate', 's.endDate', 's.status', 's.amount'),
      's.startDate',
      range,
    );
  for await (const rows of inBatches<Raw>(query, 's.id')) {
    yield rows.map((row) => ({ ...row, startDate: toDate(row.startDate), endDate: toDate(row.endDate), amount: Number(row.amount) }));
  }
}
