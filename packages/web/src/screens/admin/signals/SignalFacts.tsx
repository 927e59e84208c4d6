import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatPrice } from '../../../lib/format';
import { DIRECTION_KEYS, formatPercent, type Translate } from './signalText';

/** The figures an admin records an event against, as label and value pairs. */
function factsOf(t: Translate, signal: FullSignal): [string, string][] {
  if (signal.signalType === 'arbitrage') {
    return [
      [t('adminSignals.facts.buyOn', { exchange: signal.buyExchange ?? '?' }), formatPrice(signal.buyPrice, signal)],
      [t('adminSignals.facts.sellOn', { exchange: signal.sellExchange ?? '?' }), formatPrice(signal.sellPrice, signal)],
      [t('adminSignals.facts.targetSpread'), formatPercent(signal.profitPercentage)],
    ];
  }
  const facts: [string, string][] = [
    [t('adminSignals.facts.direction'), signal.direction ? t(DIRECTION_KEYS[signal.direction]) : '—'],
    [t('adminSignals.facts.entry'), formatPrice(signal.entryPrice, signal)],
    [t('adminSignals.facts.tp1'), formatPrice(signal.takeProfit1, signal)],
    [t('adminSignals.facts.tp2'), formatPrice(signal.takeProfit2, signal)],
    [t('adminSignals.facts.stop'), formatPrice(signal.stopLoss, signal)],
  ];
  return signal.leverage === null ? facts : [...facts, [t('adminSignals.facts.leverage'), `${signal.leverage}x`]];
}

/** The trade at a glance at the top of the event form. */
export function SignalFacts({ signal }: { signal: FullSignal }) {
  const t = useT();
  return <FactList label={t('adminSignals.facts.label', { pair: signal.pair })} facts={factsOf(t, signal)} />;
}

/** Label and value pairs of a trade, in a grid of as many columns as fit: the event form's, a draft's on the desk. */
export function FactList({ facts, label }: { facts: [string, string][]; label?: string }) {
  return (
    <Facts aria-label={label}>
      {facts.map(([name, value]) => (
        <Fact key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fact>
      ))}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 10px 14px;
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Fact = styled.div`
  display: grid;
  align-content: start;
  gap: 2px;
  min-width: 0;

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
    overflow-wrap: anywhere;
  }
`;
