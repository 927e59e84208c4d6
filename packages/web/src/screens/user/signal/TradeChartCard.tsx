import { Trans } from '../../../i18n/Trans';
import type { FullSignal } from '@signals/protocol';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatPrice, formatResult } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { useSignalTimelineStore } from '../../../stores/signalTimeline';
import { Card, CardTitle, Skeleton } from '../../../ui';

// recharts is the biggest library in the app: its own chunk, fetched only for a closed trade.
const PriceChart = lazy(async () => ({ default: (await import('./PriceChart')).PriceChart }));

type ClosedTrade = FullSignal & { entryPrice: number; exitPrice: number };

/** A trade the chart can draw: futures or forex, closed, with its entry and exit known. */
export function isChartableTrade(signal: FullSignal): signal is ClosedTrade {
  return signal.signalType !== 'arbitrage' && signal.outcome !== 'open' && signal.entryPrice !== null && signal.exitPrice !== null;
}

const EMPTY: never[] = [];

/** Where a closed trade went in and came out, in words and on a small chart of the recorded prices. */
export function TradeChartCard({ signal }: { signal: ClosedTrade }) {
  const titleId = useId();
  const t = useT();
  const events = useSignalTimelineStore((s) => s.timelines[signal.id]?.events ?? EMPTY);
  const price = (value: number) => formatPrice(value, signal);
  // One sentence each, whether the close has a time and a result.
  const summary: MessageId = signal.closedAt
    ? signal.resultPercent !== null
      ? 'signals.trade.summary'
      : 'signals.trade.summaryNoResult'
    : signal.resultPercent !== null
      ? 'signals.trade.summaryNoCloseDate'
      : 'signals.trade.summaryNoCloseDateNoResult';
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('signals.trade.title')}</CardTitle>
      <Summary>
        <Trans
          id={summary}
          values={{
            entry: price(signal.entryPrice),
            entryDate: formatDateTime(signal.createdAt),
            exit: price(signal.exitPrice),
            exitDate: signal.closedAt ? formatDateTime(signal.closedAt) : undefined,
            result: signal.resultPercent !== null ? formatResult(signal.resultPercent) : undefined,
          }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </Summary>
      <Plot aria-hidden="true">
        <Suspense fallback={<Skeleton $height={200} />}>
          <PriceChart signal={signal} events={events} />
        </Suspense>
      </Plot>
    </Card>
  );
}

const Summary = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 650;
  }
`;

const Plot = styled.div`
  height: 200px;
  margin-top: 14px;
  font-size: 12px;

  @media (min-width: 768px) {
    height: 220px;
  }
`;
