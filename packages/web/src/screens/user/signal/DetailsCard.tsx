import type { FullSignal, SignalType } from '@signals/protocol';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatPrice, formatProfit } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui';
import { CopyPrice } from './CopyPrice';
import { CONTRACT_LABELS, DIRECTION_LABELS } from './labels';

const titles: Record<SignalType, MessageId> = { arbitrage: 'signals.details.arbitrage', forex: 'signals.details.forex', futures: 'signals.details.futures' };

/** The price a closed futures or forex trade came out at; nothing while it is open. */
function exitRow(signal: FullSignal): [MessageId, ReactNode][] {
  return signal.exitPrice === null ? [] : [['signals.details.exitPrice', formatPrice(signal.exitPrice, signal)]];
}

/** The trade itself, laid out for the signal's type. */
export function DetailsCard({ signal }: { signal: FullSignal }) {
  const t = useT();
  // Each price a tap copies, as an order form takes it (issue 40).
  const price = (value: number | null, label: MessageId) => <CopyPrice label={t(label)} value={value} signal={signal} />;
  const side = signal.direction ? <Side $up={signal.direction === 'buy' || signal.direction === 'long'}>{t(DIRECTION_LABELS[signal.direction])}</Side> : '—';

  const rows: [MessageId, ReactNode][] =
    signal.signalType === 'arbitrage'
      ? [
          ['signals.details.buyOn', signal.buyExchange ?? '—'],
          ['signals.details.buyPrice', price(signal.buyPrice, 'signals.details.buyPrice')],
          ['signals.details.sellOn', signal.sellExchange ?? '—'],
          ['signals.details.sellPrice', price(signal.sellPrice, 'signals.details.sellPrice')],
          ['signals.details.spread', <Profit key="spread">{formatProfit(signal.profitPercentage)}</Profit>],
        ]
      : signal.signalType === 'forex'
        ? [
            ['signals.details.direction', side],
            ['signals.details.entryPrice', price(signal.entryPrice, 'signals.details.entryPrice')],
            ['signals.details.takeProfit1', price(signal.takeProfit1, 'signals.details.takeProfit1')],
            ['signals.details.takeProfit2', price(signal.takeProfit2, 'signals.details.takeProfit2')],
            ['signals.details.stopLoss', <Loss key="stop">{price(signal.stopLoss, 'signals.details.stopLoss')}</Loss>],
            ...exitRow(signal),
          ]
        : [
            ['signals.details.exchange', signal.exchange ?? '—'],
            ['signals.details.direction', side],
            ['signals.details.leverage', signal.leverage ? `${signal.leverage}x` : '—'],
            ['signals.details.contract', signal.contractType ? t(CONTRACT_LABELS[signal.contractType]) : '—'],
            ['signals.details.entryPrice', price(signal.entryPrice, 'signals.details.entryPrice')],
            ['signals.details.takeProfit1', price(signal.takeProfit1, 'signals.details.takeProfit1')],
            ['signals.details.takeProfit2', price(signal.takeProfit2, 'signals.details.takeProfit2')],
            ['signals.details.stopLoss', <Loss key="stop">{price(signal.stopLoss, 'signals.details.stopLoss')}</Loss>],
            ...exitRow(signal),
          ];

  return (
    <Card>
      <CardTitle>{t(titles[signal.signalType])}</CardTitle>
      <List>
        {rows.map(([label, value]) => (
          <Row key={label}>
            <dt>{t(label)}</dt>
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
