import type { FullSignal } from '@signals/protocol';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatPrice, formatProfit } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui';

const contracts = { perpetual: 'Perpetual', quarterly: 'Quarterly', dated: 'Dated' } as const;

/** The price a closed futures or forex trade came out at; nothing while it is open. */
function exitRow(signal: FullSignal): [string, ReactNode][] {
  return signal.exitPrice === null ? [] : [['Exit price', formatPrice(signal.exitPrice, signal)]];
}

/** The trade itself, laid out for the signal's type. */
export function DetailsCard({ signal }: { signal: FullSignal }) {
  const price = (value: number | null) => formatPrice(value, signal);
  const side = signal.direction ? <Side $up={signal.direction === 'buy' || signal.direction === 'long'}>{signal.direction.toUpperCase()}</Side> : '—';

  const rows: [string, ReactNode][] =
    signal.signalType === 'arbitrage'
      ? [
          ['Buy on', signal.buyExchange ?? '—'],
          ['Buy price', price(signal.buyPrice)],
          ['Sell on', signal.sellExchange ?? '—'],
          ['Sell price', price(signal.sellPrice)],
          ['Spread', <Profit key="spread">{formatProfit(signal.profitPercentage)}</Profit>],
        ]
      : signal.signalType === 'forex'
        ? [
            ['Direction', side],
            ['Entry price', price(signal.entryPrice)],
            ['Take profit 1', price(signal.takeProfit1)],
            ['Take profit 2', price(signal.takeProfit2)],
            ['Stop loss', <Loss key="stop">{price(signal.stopLoss)}</Loss>],
            ...exitRow(signal),
          ]
        : [
            ['Exchange', signal.exchange ?? '—'],
            ['Direction', side],
            ['Leverage', signal.leverage ? `${signal.leverage}x` : '—'],
            ['Contract', signal.contractType ? contracts[signal.contractType] : '—'],
            ['Entry price', price(signal.entryPrice)],
            ['Take profit 1', price(signal.takeProfit1)],
            ['Take profit 2', price(signal.takeProfit2)],
            ['Stop loss', <Loss key="stop">{price(signal.stopLoss)}</Loss>],
            ...exitRow(signal),
          ];

  return (
    <Card>
      <CardTitle>{signal.signalType === 'arbitrage' ? 'Arbitrage Details' : signal.signalType === 'forex' ? 'Forex Details' : 'Futures Details'}</CardTitle>
      <List>
        {rows.map(([label, value]) => (
          <Row key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Row>
        ))}
      </List>
    </Card>
  );
}

const List = styled.dl`
  display: grid;
  margin: 14px 0 0;

  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
    column-gap: 28px;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 11px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const Side = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.profit : theme.colors.loss)};
`;

const Profit = styled.span`
  color: ${({ theme }) => theme.colors.profit};
`;

const Loss = styled.span`
  color: ${({ theme }) => theme.colors.loss};
`;
