import type { Readable } from 'node:stream';
import type { PaymentExportRow, SubscriptionExportRow } from '../queries/revenueExports.js';
import { csvStream } from './csv.js';

const cents = (value: number) => Math.round(value * 100) / 100;

const PAYMENT_HEADER = ['id', 'createdAt', 'member', 'method', 'status', 'planId', 'promoCode', 'discountUsd', 'amount', 'currency', 'transactionId'] as const;

/** The payments export: one line a payment, text a spreadsheet would run as a formula neutralised (csv.ts). */
export function paymentsCsv(batches: AsyncIterable<readonly PaymentExportRow[]>): Readable {
  return csvStream(PAYMENT_HEADER, batches, (p) => [p.id, p.createdAt.toISOString(), p.username, p.paymentMethod, p.status, p.planId, p.promoCode, p.discountUsd, p.amount, p.currency, p.transactionId]);
}

const SUBSCRIPTION_HEADER = ['id', 'member', 'kind', 'planId', 'months', 'startDate', 'endDate', 'status', 'amountUsd', 'mrrUsd'] as const;

/** The premium periods export; `mrrUsd` is a paid period's price per month, 0 for a trial or a comped period. */
export function subscriptionsCsv(batches: AsyncIterable<readonly SubscriptionExportRow[]>): Readable {
  return csvStream(SUBSCRIPTION_HEADER, batches, (s) => [
    s.id,
    s.username,
    s.kind,
    s.planId,
    s.months,
    s.startDate.toISOString(),
    s.endDate.toISOString(),
    s.status,
    s.amount,
    s.kind === 'paid' && s.months > 0 ? cents(s.amount / s.months) : 0,
  ]);
}
