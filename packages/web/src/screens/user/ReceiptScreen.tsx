import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { routeUrl } from '../../api';
import { useT } from '../../i18n/useT';
import { PageSpinner } from '../../ui';
import { NotFoundScreen } from './NotFoundScreen';

/**
 * /receipts/:id, the address a receipt e-mail links to: the route's guard signs the reader in first (the printable
 * page is the server's and answers only its payer), then the browser is handed to that page, leaving no step behind
 * in the history.
 */
export function ReceiptScreen() {
  const t = useT();
  const { id } = useParams();
  const paymentId = /^[1-9]\d{0,15}$/.test(id ?? '') ? Number(id) : null;

  useEffect(() => {
    if (paymentId !== null) {
      window.location.replace(routeUrl('paymentReceipt', { params: { id: paymentId } }));
    }
  }, [paymentId]);

  return paymentId === null ? <NotFoundScreen /> : <PageSpinner label={t('premium.payment.history.receipt')} />;
}
