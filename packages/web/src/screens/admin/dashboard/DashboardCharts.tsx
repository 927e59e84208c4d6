import type { AdminStats } from '@signals/protocol';
import { format, parseISO } from 'date-fns';
import styled, { useTheme } from 'styled-components';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../lib/format';
import { ChartCard } from './ChartCard';

const TYPE_LABELS = { arbitrage: 'Arbitrage', forex: 'Forex', futures: 'Futures' } as const;

function monthLabel(month: string): string {
  return format(parseISO(`${month}-01`), 'MMM yy');
}

function dayLabel(date: string): string {
  return format(parseISO(date), 'MMM d');
}

/**
 * The dashboard's three charts: revenue per month, new users per day over 30
 * days, and signals per type and plan. Loaded on its own (recharts is big),
 * so only the dashboard pays for it.
 */
export function DashboardCharts({ stats }: { stats: AdminStats }) {
  const theme = useTheme();
  const axis = { stroke: theme.colors.textSubtle, fontSize: 12, tickLine: false, axisLine: false } as const;
  const tooltip = {
    contentStyle: {
      background: theme.colors.surfaceRaised,
      border: `1px solid ${theme.colors.borderStrong}`,
      borderRadius: 10,
      color: theme.colors.text,
    },
    labelStyle: { color: theme.colors.textMuted },
    cursor: { fill: theme.colors.surfaceHover },
  };
  const revenue = stats.revenueByMonth.map((m) => ({ label: monthLabel(m.month), revenue: m.revenue }));
  const users = stats.newUsersByDay.map((d) => ({ label: dayLabel(d.date), users: d.count }));
  const signals = stats.signalsByTypeAndPlan.map((s) => ({ label: TYPE_LABELS[s.signalType], free: s.free, premium: s.premium }));

  return (
    <Grid>
      <ChartCard
        title="Revenue per month"
        description="Completed payments over the last 12 months (UTC), in US dollars; USDT counts 1:1."
        table={{ head: ['Month', 'Revenue'], rows: revenue.map((r) => [r.label, formatUsd(r.revenue)]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={revenue} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
              <CartesianGrid vertical={false} stroke={theme.colors.border} />
              <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
              <YAxis {...axis} allowDecimals={false} />
              <Tooltip {...tooltip} formatter={(value) => [formatUsd(Number(value)), 'Revenue']} />
              <Bar dataKey="revenue" name="Revenue" fill={theme.colors.premium} radius={[6, 6, 0, 0]} maxBarSize={36} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        title="Signals by type and plan"
        description="Every signal published, free and premium."
        table={{ head: ['Type', 'Free', 'Premium'], rows: signals.map((s) => [s.label, s.free, s.premium]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={signals} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
              <CartesianGrid vertical={false} stroke={theme.colors.border} />
              <XAxis dataKey="label" {...axis} />
              <YAxis {...axis} allowDecimals={false} />
              <Tooltip {...tooltip} />
              <Legend wrapperStyle={{ fontSize: 12, color: theme.colors.textMuted }} />
              <Bar dataKey="free" name="Free" stackId="plan" fill={theme.colors.accent} maxBarSize={48} />
              <Bar dataKey="premium" name="Premium" stackId="plan" fill={theme.colors.premium} radius={[6, 6, 0, 0]} maxBarSize={48} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        wide
        title="New users per day"
        description="Sign-ups over the last 30 days."
        table={{ head: ['Day', 'New users'], rows: users.map((u) => [u.label, u.users]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={users} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
              <defs>
                <linearGradient id="newUsersFill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={theme.colors.accent} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={theme.colors.accent} stopOpacity={0} />
                </linearGradient>
              </defs>
              <CartesianGrid vertical={false} stroke={theme.colors.border} />
              <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={24} />
              <YAxis {...axis} allowDecimals={false} />
              <Tooltip {...tooltip} cursor={{ stroke: theme.colors.borderStrong }} />
              <Area type="monotone" dataKey="users" name="New users" stroke={theme.colors.accent} strokeWidth={2} fill="url(#newUsersFill)" />
            </AreaChart>
          </ResponsiveContainer>
        }
      />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 20px;

  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
