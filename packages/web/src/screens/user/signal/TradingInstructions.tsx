import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { useT, type Translate } from '../../../i18n/useT';
import { formatPrice, formatProfit } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui';
import { DIRECTION_LABELS } from './labels';

/** The arbitrage transfer step's estimate in minutes, from the spec. */
const TRANSFER_MINUTES = 30;


function steps(signal: FullSignal, t: Translate): string[] {
  const price = (value: number | null) => formatPrice(value, signal);
  const base = signal.pair.split(/[/-]/)[0] ?? signal.pair;
  if (signal.signalType === 'arbitrage') {
    const buy = signal.buyExchange;
    const sell = signal.sellExchange;
    return [
      buy
        ? t('signals.steps.arbitrage.buy', { coin: base, exchange: buy, price: price(signal.buyPrice) })
        : t('signals.steps.arbitrage.buyAnyExchange', { coin: base, price: price(signal.buyPrice) }),
      sell
        ? t('signals.steps.arbitrage.transfer', { coin: base, exchange: sell, minutes: TRANSFER_MINUTES })
        : t('signals.steps.arbitrage.transferAnyExchange', { coin: base, minutes: TRANSFER_MINUTES }),
      sell
        ? t('signals.steps.arbitrage.sell', { exchange: sell, price: price(signal.sellPrice) })
        : t('signals.steps.arbitrage.sellAnyExchange', { price: price(signal.sellPrice) }),
      t('signals.steps.arbitrage.fees', { spread: formatProfit(signal.profitPercentage) }),
    ];
  }
  const side = signal.direction ? t(DIRECTION_LABELS[signal.direction]) : undefined;
  const open =
    signal.signalType === 'forex'
      ? side
        ? t('signals.steps.forex.open', { side, pair: signal.pair, price: price(signal.entryPrice) })
        : t('signals.steps.forex.openNoSide', { pair: signal.pair, price: price(signal.entryPrice) })
      : t(signal.leverage ? 'signals.steps.futures.open' : 'signals.steps.futures.openNoLeverage', {
          exchange: signal.exchange ?? t('signals.steps.futures.yourExchange'),
          contract: signal.contractType ?? 'none',
          side: side ?? t('signals.steps.futures.position'),
          pair: signal.pair,
          leverage: signal.leverage ?? undefined,
          price: price(signal.entryPrice),
        });
  return [
    open.replace(/\s+/g, ' '),
    t('signals.steps.stopLoss', { price: price(signal.stopLoss) }),
    signal.takeProfit2
      ? t('signals.steps.takeProfitSplit', { tp1: price(signal.takeProfit1), tp2: price(signal.takeProfit2) })
      : t('signals.steps.takeProfit', { tp1: price(signal.takeProfit1) }),
    t(signal.signalType === 'futures' ? 'signals.steps.futures.risk' : 'signals.steps.forex.risk'),
  ];
}

/** Step by step, how to act on the signal. */
export function TradingInstructions({ signal }: { signal: FullSignal }) {
  const t = useT();
  return (
    <Card>
      <CardTitle>{t('signals.steps.title')}</CardTitle>
      <Steps>
        {steps(signal, t).map((text, index) => (
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
