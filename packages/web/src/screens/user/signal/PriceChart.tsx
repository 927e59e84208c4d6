import type { FullSignal, SignalTimelineEvent } from '@signals/protocol';
import { format } from 'date-fns';
import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { dateLocale } from '../../../i18n/dateLocale';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatPrice } from '../../../lib/format';

interface PriceChartProps {
  /** A futures or forex signal with its entry and exit known. */
  signal: FullSignal & { entryPrice: number; exitPrice: number };
  events: SignalTimelineEvent[];
}

interface Point {
  at: number;
  price: number;
}

/** The prices the trade went through: the entry, every target hit on the way, the exit. Moved stops are levels, not trades. */
function pathOf(signal: PriceChartProps['signal'], events: SignalTimelineEvent[]): Point[] {
  const start = { at: Date.parse(signal.createdAt), price: signal.entryPrice };
  const steps = events.filter((event) => event.price !== null && event.kind === 'tp1_hit').map((event) => ({ at: Date.parse(event.at), price: event.price ?? 0 }));
  const end = { at: Date.parse(signal.closedAt ?? signal.updatedAt), price: signal.exitPrice };
  return [start, ...steps, end];
}

/**
 * The closed trade on a small chart: the path from entry to exit through the
 * recorded steps, with the targets and the stop as levels. recharts is big:
 * this module loads on its own, only for a closed trade (SignalDetailScreen).
 * The chart is a picture of the timeline and the details beside it, which
 * carry the same figures as text.
 */
export function PriceChart({ signal, events }: PriceChartProps) {
  const theme = useTheme();
  const t = useT();
  const points = pathOf(signal, events);
  const levels = [
    { price: signal.takeProfit1, label: 'signals.chart.tp1', colour: theme.colors.profit },
    { price: signal.takeProfit2, label: 'signals.chart.tp2', colour: theme.colors.profit },
    { price: signal.stopLoss, label: 'signals.chart.stop', colour: theme.colors.loss },
  ].filter((level): level is { price: number; label: MessageId; colour: string } => level.price !== null);
  const won = (signal.resultPercent ?? 0) >= 0;
  const axis = { stroke: theme.colors.textSubtle, fontSize: 11, tickLine: false, axisLine: false } as const;
  const price = (value: number) => formatPrice(value, signal);
  // A trade of a day or two is told apart by the hour; a longer one by the day.
  const span = (points.at(-1)?.at ?? 0) - (points[0]?.at ?? 0);
  const tickFormat = span < 2 * 86_400_000 ? 'MMM d, h a' : 'MMM d';

  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} accessibilityLayer={false} margin={{ top: 14, right: 40, bottom: 0, left: 4 }}>
        <CartesianGrid vertical={false} stroke={theme.colors.border} />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          padding={{ left: 18, right: 18 }}
          tickFormatter={(at: number) => format(at, tickFormat, { locale: dateLocale() })}
          {...axis}
          minTickGap={32}
        />
        <YAxis domain={['auto', 'auto']} tickFormatter={price} width={72} {...axis} />
        {levels.map((level) => (
          <ReferenceLine key={level.label} y={level.price} ifOverflow="extendDomain" stroke={level.colour} strokeDasharray="4 4" strokeOpacity={0.7} label={{ value: t(level.label), position: 'right', fill: level.colour, fontSize: 11 }} />
        ))}
        <Line dataKey="price" stroke={won ? theme.colors.profit : theme.colors.loss} strokeWidth={2.5} dot={{ r: 3, fill: theme.colors.surface }} isAnimationActive={false} />
        <ReferenceDot x={points[0]?.at} y={signal.entryPrice} r={5} fill={theme.colors.accent} stroke={theme.colors.surface} label={{ value: t('signals.chart.entry'), position: 'top', fill: theme.colors.text, fontSize: 11 }} />
        <ReferenceDot x={points.at(-1)?.at} y={signal.exitPrice} r={5} fill={won ? theme.colors.profit : theme.colors.loss} stroke={theme.colors.surface} label={{ value: t('signals.chart.exit'), position: 'top', fill: theme.colors.text, fontSize: 11 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}
