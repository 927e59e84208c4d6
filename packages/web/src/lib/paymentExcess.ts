import type { Payment } from '@signals/protocol';
import type { Translate } from '../i18n/useT';
import { formatTokenAmount, formatUsdt } from './format';

/**
 * What became of the USDT a chain payment received above the price, in one line, the same for the member's history
 * and the back office: the days it added, or its refund, due or made. Null when the price was paid exactly.
 */
export function paymentExcessNote(t: Translate, excess: Payment['excess']): string | null {
  if (!excess) {
    return null;
  }
  const amount = formatUsdt(String(excess.amount));
  switch (excess.handling) {
    case 'extended':
      return t('ui.paymentExcess.extended', { excess: amount, days: formatTokenAmount(String(excess.days ?? 0)) });
    case 'refund_due':
      return t('ui.paymentExcess.refundDue', { excess: amount });
    case 'refunded':
      return t('ui.paymentExcess.refunded', { excess: amount });
  }
}
