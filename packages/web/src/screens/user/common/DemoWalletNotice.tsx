import { PAYMENT_METHOD_DETAILS, type PaymentMethod } from '@signals/protocol';
import { useT } from '../../../i18n/useT';
import { Notice } from './Notice';

/**
 * Said wherever a receiving address that is a demo burn address is shown:
 * the demo data ships them so a newcomer can try paying, and anything really
 * sent there is lost. Production refuses to start with one.
 */
export function DemoWalletNotice({ method }: { method: PaymentMethod }) {
  const t = useT();
  const { label } = PAYMENT_METHOD_DETAILS[method];
  return (
    <Notice tone="danger" title={t('ui.demoWallet.title')} live>
      {t('ui.demoWallet.text', { label })}
    </Notice>
  );
}
