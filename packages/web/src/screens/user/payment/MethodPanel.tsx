import { receivingWalletState, takesPayments, type Payment, type PaymentMethod } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatPlanPrice, formatTokenAmount } from '../../../lib/format';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink } from '../../../ui';
import { CopyField } from '../common/CopyField';
import { DemoWalletNotice } from '../common/DemoWalletNotice';
import { Notice } from '../common/Notice';
import { DepositAddressPanel } from './DepositAddressPanel';
import { amountText, methodLabel, type PayAmount } from './methods';
import { PaymentForm } from './PaymentForm';
import { PaymentInstructions } from './PaymentInstructions';

interface MethodPanelProps {
  method: PaymentMethod;
  /** What to send: the quote's amount, or the monthly price without one. */
  amount: PayAmount;
  onSubmitted: (payment: Payment) => void;
}

/** One method's tab: where to send, how much, how, and the confirmation form. */
export function MethodPanel({ method, amount: pay, onSubmitted }: MethodPanelProps) {
  const t = useT();
  const settings = useSettingsStore(settingsSelectors.publicSettings);
  const label = methodLabel(method);
  const address = settings.walletAddresses[method];
  const wallet = receivingWalletState(method, address);
  // USDT to the last unit the quote fixed; a coin's transfer is its dollar value.
  const price = method === 'usdt' ? formatTokenAmount(pay.token) : formatPlanPrice(pay.usd);
  const amount = amountText(method, price);

  if (!settings.enableCryptoPayments) {
    return (
      <Notice
        tone="warning"
        title={t('premium.payment.paused.title')}
        action={
          <ButtonLink to="/settings/support" variant="secondary" size="sm">
            {t('premium.payment.support')}
          </ButtonLink>
        }
      >
        {t('premium.payment.paused.text')}
      </Notice>
    );
  }
  const amountBox = (
    <AmountBox>
      <span>{t('premium.payment.amountToSend')}</span>
      <strong>{amount.headline}</strong>
      <small>{amount.detail}</small>
    </AmountBox>
  );
  // On-chain payments: the member's own address, credited from the chain; no receiving wallet or claim form.
  if (method === 'usdt' && settings.chainPaymentsEnabled) {
    return (
      <Stack>
        {amountBox}
        <DepositAddressPanel amount={pay} />
      </Stack>
    );
  }
  if (!address || !takesPayments(wallet)) {
    // No address, or one that is not of this network: the method is closed; an address that could lose the payment is never shown.
    return (
      <Notice
        tone="warning"
        title={t('premium.payment.unavailable', { method: label })}
        action={
          method === 'usdt' ? (
            <ButtonLink to="/settings/support" variant="secondary" size="sm">
              {t('premium.payment.support')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/payment?method=usdt" variant="secondary" size="sm">
              {t('premium.payment.payUsdt')}
            </ButtonLink>
          )
        }
      >
        {wallet === 'invalid' ? t('premium.method.invalidAddress', { method: label }) : t('premium.payment.noAddress', { method: label })}
      </Notice>
    );
  }

  return (
    <Stack>
      {wallet === 'demo' && <DemoWalletNotice method={method} />}
      {amountBox}
      <CopyField label={t('premium.payment.address', { method: label })} value={address} />
      <div>
        <Heading>{t('premium.payment.howToPay')}</Heading>
        <PaymentInstructions method={method} price={price} />
      </div>
      <div>
        <Heading>{t('premium.payment.confirm')}</Heading>
        <PaymentForm key={`${method}:${pay.quoteId ?? 'none'}`} method={method} amount={pay} onSubmitted={onSubmitted} />
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
