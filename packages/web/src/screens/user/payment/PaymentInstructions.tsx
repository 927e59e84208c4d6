import { PAYMENT_METHOD_DETAILS, type PaymentMethod } from '@signals/protocol';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { CONFIRMATION_TIMES, methodLabel } from './methods';

/** What to paste into the form: USDT claims name the sending wallet too (WALLET_ADDRESS_FORMATS). */
const PASTE_STEP: Record<PaymentMethod, MessageId> = {
  usdt: 'premium.steps.paste.usdt',
  bitcoin: 'premium.steps.paste',
  ethereum: 'premium.steps.paste',
};

/** The steps of a crypto payment for one method, with the network and confirmation times. */
export function PaymentInstructions({ method, price }: { method: PaymentMethod; price: string }) {
  const t = useT();
  const details = PAYMENT_METHOD_DETAILS[method];
  const steps =
    method === 'usdt'
      ? [t('premium.steps.usdt.send', { price, network: details.network }), t('premium.steps.usdt.warning')]
      : [
          t('premium.steps.coin.send', { price, coin: methodLabel(method), currency: details.currency, network: details.network }),
          t('premium.steps.coin.amount', { price }),
        ];
  return (
    <Steps>
      {[...steps, t(PASTE_STEP[method]), t(CONFIRMATION_TIMES[method])].map((text, index) => (
        <li key={text}>
          <Num aria-hidden="true">{index + 1}</Num>
          <span>{text}</span>
        </li>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    font-size: 14.5px;
  }
`;

const Num = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 12.5px;
  font-weight: 750;
`;
