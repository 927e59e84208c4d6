import { PAYMENT_NOT_FOUND } from '../../commands/paymentDecisions.js';
import { notFound } from '../../errors.js';
import { requestLanguage } from '../../i18n/requestLanguage.js';
import { canReadReceipt } from '../../policies/receipt.js';
import { presentReceiptPage, RECEIPT_CSP } from '../../presenters/receipt.js';
import { findReceipt } from '../../queries/receipts.js';
import { readSettings } from '../../services/settings.js';
import type { Handler } from '../types.js';

/**
 * A settled payment's receipt, as a page to read and print, in the reader's
 * language. Another member's payment, and one not settled, answer 404 as a
 * missing one does; an admin may read any member's.
 */
const paymentReceipt: Handler<'paymentReceipt'> = async ({ input, viewer, ctx, services }) => {
  const receipt = await findReceipt(services.db, input.params.id);
  if (!receipt || !canReadReceipt(receipt.payment, viewer)) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  const settings = await readSettings(services.db);
  // Only its own style sheet may apply: the page has no script and loads nothing.
  ctx.set('Content-Security-Policy', RECEIPT_CSP);
  return presentReceiptPage(receipt, requestLanguage(ctx), { siteName: settings.site_name, supportEmail: settings.support_email });
};

export const receiptHandlers = { paymentReceipt };
