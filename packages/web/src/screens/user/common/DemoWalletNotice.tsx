import { PAYMENT_METHOD_DETAILS, type PaymentMethod } from '@signals/protocol';
import { Notice } from './Notice';

/**
 * Said wherever a receiving address that is a demo burn address is shown:
 * the demo data ships them so a newcomer can try paying, and anything really
 * sent there is lost. Production refuses to start with one.
 */
export function DemoWalletNotice({ method }: { method: PaymentMethod }) {
  const { label } = PAYMENT_METHOD_DETAILS[method];
  return (
    <Notice tone="danger" title="Demo wallet: do not send real money" live>
      This server is running on demo data. The {label} address below is a well-known burn address: nobody can ever take out what is sent there, so
      any real {label} you send is lost for good. Try the steps, but send nothing.
    </Notice>
  );
}
