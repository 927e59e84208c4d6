import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { formatPrice } from '../../../lib/format';

/** The figures an admin records an event against, as label and value pairs. */
function factsOf(signal: FullSignal): [string, string][] {
  if (signal.signalType === 'arbitrage') {
    return [
      [`Buy on ${signal.buyExchange ?? '?'}`, formatPrice(signal.buyPrice, signal)],
      [`Sell on ${signal.sellExchange ?? '?'}`, formatPrice(signal.sellPrice, signal)],
      ['Target spread', `${signal.profitPercentage.toFixed(2)}%`],
    ];
  }
  const facts: [string, string][] = [
    ['Direction', signal.direction ? signal.direction[0]?.toUpperCase() + signal.direction.slice(1) : '—'],
    ['Entry', formatPrice(signal.entryPrice, signal)],
    ['TP1', formatPrice(signal.takeProfit1, signal)],
    ['TP2', formatPrice(signal.takeProfit2, signal)],
    ['Stop', formatPrice(signal.stopLoss, signal)],
  ];
  return signal.leverage === null ? facts : [...facts, ['Leverage', `${signal.leverage}x`]];
}

/** The trade at a glance at the top of the event form. */
export function SignalFacts({ signal }: { signal: FullSignal }) {
  return (
    <Facts aria-label={`${signal.pair} trade`}>
      {factsOf(signal).map(([label, value]) => (
        <Fact key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fact>
      ))}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 10px 14px;
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Fact = styled.div`
  display: grid;
  gap: 2px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
