import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatResult } from '../../../lib/format';
import type { CumulativePoint } from './cumulative';

/**
 * The cumulative result as a curve, month by month. recharts is big: this
 * module loads on its own (CumulativeCard), so the screen paints its figures first.
 */
export function CumulativeChart({ points }: { points: CumulativePoint[] }) {
  const t = useT();
  const theme = useTheme();
  const name = t('content.performance.chart.cumulative');
  const last = points.at(-1)?.cumulativePercent ?? 0;
  const colour = last >= 0 ? theme.colors.profit : theme.colors.loss;
  const axis = { stroke: theme.colors.textSubtle, fontSize: 12, tickLine: false, axisLine: false } as const;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points} accessibilityLayer={false} margin={{ top: 6, right: 8, bottom: 0, left: -4 }}>
        <defs>
          <linearGradient id="cumulativeFill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={colour} stopOpacity={0.3} />
            <stop offset="100%" stopColor={colour} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={theme.colors.border} />
        <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={24} />
        <YAxis {...axis} tickFormatter={(value: number) => `${value}%`} width={52} />
        <ReferenceLine y={0} stroke={theme.colors.borderStrong} />
        <Tooltip
          contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.borderStrong}`, borderRadius: 10, color: theme.colors.text }}
          labelStyle={{ color: theme.colors.textMuted }}
          cursor={{ stroke: theme.colors.borderStrong }}
          formatter={(value) => [formatResult(Number(value)), name]}
        />
        <Area type="monotone" dataKey="cumulativePercent" name={name} stroke={colour} strokeWidth={2.5} fill="url(#cumulativeFill)" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
