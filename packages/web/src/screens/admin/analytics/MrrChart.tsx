import type { RevenueMonth } from '@signals/protocol';
import { Area, Bar, CartesianGrid, ComposedChart, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatCount, formatUsd } from '../../../lib/format';
import { ChartCard } from '../dashboard/ChartCard';
import { monthName } from './figures';

/**
 * MRR at each month's end (the area), with the month's movements as bars: new and reactivated MRR up, churned MRR
 * down. Loaded on its own (recharts is big), as the dashboard's charts are.
 */
export function MrrChart({ months }: { months: RevenueMonth[] }) {
  const t = useT();
  const theme = useTheme();
  const axis = { stroke: theme.colors.textSubtle, fontSize: 12, tickLine: false, axisLine: false } as const;
  const data = months.map((m) => ({ label: monthName(m.month), mrr: m.mrrUsd, added: m.newUsd, reactivated: m.reactivatedUsd, churned: -m.churnedUsd }));
  const money = (value: unknown) => formatUsd(Number(value));
  return (
    <ChartCard
      wide
      title={t('adminPlans.analytics.mrr.title')}
      description={t('adminPlans.analytics.mrr.description')}
      table={{
        head: [t('adminPlans.analytics.month'), t('adminPlans.analytics.mrr.series'), t('adminPlans.analytics.new'), t('adminPlans.analytics.reactivated'), t('adminPlans.analytics.churned')],
        rows: months.map((m) => [monthName(m.month), formatUsd(m.mrrUsd), formatUsd(m.newUsd), formatUsd(m.reactivatedUsd), formatUsd(m.churnedUsd)]),
      }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
            <defs>
              <linearGradient id="mrrFill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={theme.colors.premium} stopOpacity={0.35} />
                <stop offset="100%" stopColor={theme.colors.premium} stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid vertical={false} stroke={theme.colors.border} />
            <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={16} />
            <YAxis {...axis} width={56} tickFormatter={(value: number) => formatCount(value)} />
            <ReferenceLine y={0} stroke={theme.colors.borderStrong} />
            <Tooltip
              contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.borderStrong}`, borderRadius: 10, color: theme.colors.text }}
              labelStyle={{ color: theme.colors.textMuted }}
              cursor={{ fill: theme.colors.surfaceHover }}
              formatter={(value, name) => [money(Math.abs(Number(value))), name]}
            />
            <Legend wrapperStyle={{ fontSize: 12, color: theme.colors.textMuted }} />
            <Bar dataKey="added" name={t('adminPlans.analytics.new')} fill={theme.colors.profit} maxBarSize={22} radius={[4, 4, 0, 0]} />
            <Bar dataKey="reactivated" name={t('adminPlans.analytics.reactivated')} fill={theme.colors.accent} maxBarSize={22} radius={[4, 4, 0, 0]} />
            <Bar dataKey="churned" name={t('adminPlans.analytics.churned')} fill={theme.colors.loss} maxBarSize={22} radius={[0, 0, 4, 4]} />
            <Area type="monotone" dataKey="mrr" name={t('adminPlans.analytics.mrr.series')} stroke={theme.colors.premium} strokeWidth={2.5} fill="url(#mrrFill)" />
          </ComposedChart>
        </ResponsiveContainer>
      }
    />
  );
}
