import type { Knex } from 'knex';
import { type Page, type Payment as PaymentDto, type RouteParsed, type RouteResponse } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Payment } from '../db/models/index.js';
import { presentPayment } from '../presenters/payment.js';
import { fetchPage, whereAnyContains } from './adminPaging.js';
import { REVENUE_STATUSES } from './adminStats.js';

export type AdminPaymentQuery = RouteParsed<'adminListPayments'>['query'];
type PaymentSummary = RouteResponse<'adminListPayments'>['summary'];

const CRYPTO_METHODS = ['usdt', 'bitcoin', 'ethereum'] as const;

/** Payments with the payer's username joined. */
function paymentsWithPayer(db: Knex) {
  return Payment.query(db).select('payments.*', 'users.username').join('users', 'users.id', 'payments.userId');
}

/**
 * One payment with its payer's username, or undefined.
 *
 * @param db the database or the transaction to read in.
 * @param id the payment.
 */
export async function findPaymentWithPayer(db: Knex, id: number): Promise<Payment | undefined> {
  return await paymentsWithPayer(db).where('payments.id', id).first();
}

/**
 * The payments table: payer joined, searched by username, transaction id or sending address,
 * filtered by status, method family and payer, sorted and paged; with the
 * summary cards computed over every payment, whatever the filters.
 *
 * @param db the database.
 * @param query the parsed list query.
 */
export async function listPaymentsForAdmin(db: Db, query: AdminPaymentQuery): Promise<Page<PaymentDto> & { summary: PaymentSummary }> {
  const builder = paymentsWithPayer(db);
  whereAnyContains(builder, ['users.username', 'payments.transactionId', 'payments.fromAddress'], query.search);
  if (query.status === 'awaiting_second_approval') {
    // A half-approved claim is pending in the table, with its first approver (issue 46); `pending` lists every claim
    // waiting for review, these among them, as the summary counts them.
    builder.where('payments.status', 'pending').whereNotNull('payments.firstApprovedBy');
  } else if (query.status) {
    builder.whereIn('payments.status', query.status === 'completed' ? [...REVENUE_STATUSES] : [query.status]);
  }
  if (query.method === 'crypto') {
    builder.whereIn('payments.paymentMethod', [...CRYPTO_METHODS]);
  } else if (query.method === 'card') {
    builder.where('payments.paymentMethod', 'card');
  }
  if (query.userId !== undefined) {
    builder.where('payments.userId', query.userId);
  }
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? 'desc';
  builder.orderBy(`payments.${sort}`, order).orderBy('payments.id', order);
  const [page, summary] = await Promise.all([fetchPage(builder, query, presentListedPayment), summarizePayments(db)]);
  return { ...page, summary };
}

/** Older data marked completed payments 'active'; the table shows them as what they are. */
function presentListedPayment(payment: Payment): PaymentDto {
  const status: string = payment.status;
  return presentPayment(status === 'active' ? Object.assign(payment, { status: 'completed' as const }) : payment);
}

/**
 * The four summary cards: counts per status and the revenue (completed
 * payments, and the legacy 'active' status that meant the same).
 *
 * @param db the database.
 */
export async function summarizePayments(db: Db): Promise<PaymentSummary> {
  const rows = await db('payments').select('status').count({ count: '*' }).sum({ amount: 'amount' }).groupBy<{
    status: string;
    count: number | string;
    amount: number | string | null;
  }[]>('status');
  const revenueStatuses: readonly string[] = REVENUE_STATUSES;
  const countOf = (statuses: readonly string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.count), 0);
  const revenue = rows.filter((r) => revenueStatuses.includes(r.status)).reduce((sum, r) => sum + Number(r.amount ?? 0), 0);
  return {
    total: rows.reduce((sum, r) => sum + Number(r.count), 0),
    completed: countOf(revenueStatuses),
    pending: countOf(['pending']),
    failed: countOf(['failed']),
    revenue: Math.round(revenue * 100) / 100,
  };
}
