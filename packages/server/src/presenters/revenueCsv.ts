import type { PaymentExportRow, SubscriptionExportRow } from '../queries/revenueExports.js';
import { toCsv } from './csv.js';

const cents = (value: number) => Math.round(value * 100) / 100;

const PAYMENT_HEADER = ['id', 'createdAt', 'member', 'method', 'status', 'planId', 'promoCode', 'discountUsd', 'amount', 'currency', 'transactionId'] as const;

/** The payments export: one line a payment, text a spreadsheet would run as a formula neutralised (csv.ts). */
export function paymentsCsv(rows: readonly PaymentExportRow[]): string {
  return toCsv(
    PAYMENT_HEADER,
    rows.map((p) => [p.id, p.createdAt.toISOString(), p.username, p.paymentMethod, p.status, p.planId, p.promoCode, p.discountUsd, p.amount, p.currency, p.transactionId]),
  );
}

const SUBSCRIPTION_HEADER = ['id', 'member', 'kind', 'planId', 'months', 'startDate', 'endDate', 'status', 'amountUsd', 'mrrUsd'] as const;

/** The premium periods export; `mrrUsd` is a paid period's price per month, 0 for a trial or a comped period. */
export function subscriptionsCsv(rows: readonly SubscriptionExportRow[]): string {
  return toCsv(
    SUBSCRIPTION_HEADER,
    rows.map((s) => [
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
    ]),
  );
}
