import { PAYMENT_METHOD_DETAILS, type PaymentMethod } from '@signals/protocol';
import styled from 'styled-components';

/** What to paste into the form: USDT claims name the sending wallet too (WALLET_ADDRESS_FORMATS). */
const PASTE_STEP: Record<PaymentMethod, string> = {
  usdt: 'Paste the transaction ID of your transfer and the address you sent from below, and confirm.',
  bitcoin: 'Paste the transaction ID of your transfer below and confirm.',
  ethereum: 'Paste the transaction ID of your transfer below and confirm.',
};

/** The steps of a crypto payment for one method, with the network and confirmation times. */
export function PaymentInstructions({ method, price }: { method: PaymentMethod; price: string }) {
  const details = PAYMENT_METHOD_DETAILS[method];
  const steps =
    method === 'usdt'
      ? [
          `Send exactly ${price} USDT on the ${details.network} network to the address above.`,
          'USDT sent on another network, or another token, cannot be recovered.',
        ]
      : [
          `Send ${price} USD worth of ${details.label} (${details.currency}) on the ${details.network} network to the address above.`,
          `Enter ${price} as the amount below: we check the USD value at the time of the transfer.`,
        ];
  return (
    <Steps>
      {[...steps, PASTE_STEP[method], details.confirmation].map((text, index) => (
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
