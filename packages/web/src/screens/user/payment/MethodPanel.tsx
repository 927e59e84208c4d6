import { MESSAGES, PAYMENT_METHOD_DETAILS, receivingWalletState, takesPayments, type Payment, type PaymentMethod } from '@signals/protocol';
import styled from 'styled-components';
import { formatPlanPrice } from '../../../lib/format';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink } from '../../../ui';
import { CopyField } from '../common/CopyField';
import { DemoWalletNotice } from '../common/DemoWalletNotice';
import { Notice } from '../common/Notice';
import { amountText } from './methods';
import { PaymentForm } from './PaymentForm';
import { PaymentInstructions } from './PaymentInstructions';

interface MethodPanelProps {
  method: PaymentMethod;
  onSubmitted: (payment: Payment) => void;
}

/** One method's tab: where to send, how much, how, and the confirmation form. */
export function MethodPanel({ method, onSubmitted }: MethodPanelProps) {
  const settings = useSettingsStore(settingsSelectors.publicSettings);
  const details = PAYMENT_METHOD_DETAILS[method];
  const address = settings.walletAddresses[method];
  const wallet = receivingWalletState(method, address);
  const price = formatPlanPrice(settings.premiumPrice);
  const amount = amountText(method, price);

  if (!settings.enableCryptoPayments) {
    return (
      <Notice tone="warning" title="Crypto payments are paused" action={<ButtonLink to="/settings/support" variant="secondary" size="sm">Get Support</ButtonLink>}>
        Crypto payments are turned off at the moment. Please try again later or contact support.
      </Notice>
    );
  }
  if (!address || !takesPayments(wallet)) {
    // No address, or one that is not of this network: the method is closed; an address that could lose the payment is never shown.
    return (
      <Notice
        tone="warning"
        title={`${details.label} payments are unavailable`}
        action={
          method === 'usdt' ? (
            <ButtonLink to="/settings/support" variant="secondary" size="sm">Get Support</ButtonLink>
          ) : (
            <ButtonLink to="/payment?method=usdt" variant="secondary" size="sm">Pay with USDT</ButtonLink>
          )
        }
      >
        {wallet === 'invalid' ? MESSAGES.paymentMethodInvalidAddress(details.label) : `${MESSAGES.paymentMethodNoAddress(details.label)} Choose another method, or contact support.`}
      </Notice>
    );
  }

  return (
    <Stack>
      {wallet === 'demo' && <DemoWalletNotice method={method} />}
      <AmountBox>
        <span>Amount to send</span>
        <strong>{amount.headline}</strong>
        <small>
          {amount.detail} Network: {details.network}.
        </small>
      </AmountBox>
      <CopyField label={`${details.label} receiving address`} value={address} />
      <div>
        <Heading>How to pay</Heading>
        <PaymentInstructions method={method} price={price} />
      </div>
      <div>
        <Heading>Confirm your payment</Heading>
        <PaymentForm key={method} method={method} price={settings.premiumPrice} onSubmitted={onSubmitted} />
      </div>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 22px;
`;

const AmountBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
  }
  strong {
    font-size: 28px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const Heading = styled.h3`
  margin-bottom: 12px;
  font-size: 15.5px;
  font-weight: 700;
`;
