import { presentCancellation } from '../../presenters/cancellation.js';
import { paymentsCsv, subscriptionsCsv } from '../../presenters/revenueCsv.js';
import { listCancellations } from '../../queries/cancellations.js';
import { computeRevenueAnalytics } from '../../queries/revenueAnalytics.js';
import { paymentsForExport, subscriptionsForExport } from '../../queries/revenueExports.js';
import type { Handler } from '../types.js';

const adminAnalytics: Handler<'adminAnalytics'> = ({ input, services }) => computeRevenueAnalytics(services.db, input.query);

const adminExportPayments: Handler<'adminExportPayments'> = ({ input, ctx, services }) => {
  ctx.attachment('payments.csv');
  return Promise.resolve(paymentsCsv(paymentsForExport(services.db, input.query)));
};

const adminExportSubscriptions: Handler<'adminExportSubscriptions'> = ({ input, ctx, services }) => {
  ctx.attachment('subscriptions.csv');
  return Promise.resolve(subscriptionsCsv(subscriptionsForExport(services.db, input.query)));
};

const adminListCancellations: Handler<'adminListCancellations'> = async ({ input, services }) =>
  (await listCancellations(services.db, input.query)).map(presentCancellation);

/** The back office handlers for the revenue figures, their exports and the cancellation reasons, keyed by route name. */
export const analyticsHandlers = { adminAnalytics, adminExportPayments, adminExportSubscriptions, adminListCancellations };
