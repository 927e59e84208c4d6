import { PAYMENT_METHOD_DETAILS, type PaymentMethod } from '@signals/protocol';
import styled from 'styled-components';

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
      {[...steps, 'Paste the transaction ID of your transfer below and confirm.', details.confirmation].map((text, index) => (
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
