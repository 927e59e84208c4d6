import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { formatPrice, formatProfit } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui';

/** The arbitrage transfer step's estimate, from the spec. */
const TRANSFER_ESTIMATE = 'an estimated 30 minutes';

function steps(signal: FullSignal): string[] {
  const price = (value: number | null) => formatPrice(value, signal);
  const base = signal.pair.split(/[/-]/)[0] ?? signal.pair;
  if (signal.signalType === 'arbitrage') {
    return [
      `Buy ${base} on ${signal.buyExchange ?? 'the buy exchange'} at about ${price(signal.buyPrice)}.`,
      `Transfer the ${base} to ${signal.sellExchange ?? 'the sell exchange'}: this takes ${TRANSFER_ESTIMATE}.`,
      `Sell on ${signal.sellExchange ?? 'the sell exchange'} at about ${price(signal.sellPrice)}.`,
      `The spread is ${formatProfit(signal.profitPercentage)} before trading and withdrawal fees; check both before you start.`,
    ];
  }
  const side = signal.direction ? signal.direction.toUpperCase() : 'the';
  const open =
    signal.signalType === 'forex'
      ? `Open a ${side} position on ${signal.pair} at ${price(signal.entryPrice)}.`
      : `On ${signal.exchange ?? 'your exchange'}, open a ${signal.contractType ?? ''} ${side} on ${signal.pair}${signal.leverage ? ` with ${signal.leverage}x leverage` : ''} at ${price(signal.entryPrice)}.`;
  return [
    open.replace(/\s+/g, ' '),
    `Set the stop loss at ${price(signal.stopLoss)} straight away.`,
    signal.takeProfit2
      ? `Take part of the profit at ${price(signal.takeProfit1)} and the rest at ${price(signal.takeProfit2)}.`
      : `Take profit at ${price(signal.takeProfit1)}.`,
    signal.signalType === 'futures'
      ? 'Leverage magnifies losses as much as gains: size the position so the stop loss costs little of your account.'
      : 'Risk only a small share of your account on one trade.',
  ];
}

/** Step by step, how to act on the signal. */
export function TradingInstructions({ signal }: { signal: FullSignal }) {
  return (
    <Card>
      <CardTitle>Trading Instructions</CardTitle>
      <Steps>
        {steps(signal).map((text, index) => (
          <Step key={text}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <span>{text}</span>
          </Step>
        ))}
      </Steps>
    </Card>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  font-size: 14.5px;
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13px;
  font-weight: 750;
`;
