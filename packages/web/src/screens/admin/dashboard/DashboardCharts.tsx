import type { AdminStats, SignalType } from '@signals/protocol';
import { format, parseISO } from 'date-fns';
import styled, { useTheme } from 'styled-components';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { currentLanguage } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatCount, formatUsd } from '../../../lib/format';
import { ChartCard } from './ChartCard';

/** The admin's names for the signal types: Forex and Futures as the app says them, arbitrage by its own name. */
const TYPE_LABEL_IDS: Record<SignalType, MessageId> = {
  arbitrage: 'admin.signalType.arbitrage',
  forex: 'ui.signal.type.forex',
  futures: 'ui.signal.type.futures',
};

/** The axis dates: the English pattern, and what Intl is asked for in the other languages. */
const AXIS_DATES = {
  month: { english: 'MMM yy', options: { month: 'short', year: '2-digit' } },
  day: { english: 'MMM d', options: { month: 'short', day: 'numeric' } },
} as const satisfies Record<string, { english: string; options: Intl.DateTimeFormatOptions }>;
/** One formatter a language and kind: the 30 days of the users chart would otherwise build 30. */
const axisStyles = new Map<string, Intl.DateTimeFormat>();

/**
 * A short date for an axis, the way the language shown writes it: the English
 * pattern in English ("Mar 26", "Mar 5"), else Intl's ("26年3月", "5. März").
 */
function axisDate(date: Date, kind: keyof typeof AXIS_DATES): string {
  const language = currentLanguage();
  if (language === 'en') {
    return format(date, AXIS_DATES[kind].english);
  }
  const key = `${language}:${kind}`;
  let style = axisStyles.get(key);
  if (!style) {
    style = new Intl.DateTimeFormat(language, AXIS_DATES[kind].options);
    axisStyles.set(key, style);
  }
  return style.format(date);
}

function monthLabel(month: string): string {
  return axisDate(parseISO(`${month}-01`), 'month');
}

function dayLabel(date: string): string {
  return axisDate(parseISO(date), 'day');
}

/** A count on an axis or in a tooltip, with the separators of the language shown. */
const count = (value: unknown) => formatCount(Number(value));

/**
 * The dashboard's three charts: revenue per month, new users per day over 30
 * days, and signals per type and plan. Loaded on its own (recharts is big),
 * so only the dashboard pays for it.
 */
export function DashboardCharts({ stats }: { stats: AdminStats }) {
  const t = useT();
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
  const signals = stats.signalsByTypeAndPlan.map((s) => ({ label: t(TYPE_LABEL_IDS[s.signalType]), free: s.free, premium: s.premium }));

  return (
    <Grid>
      <ChartCard
        title={t('admin.dashboard.charts.revenue.title')}
        description={t('admin.dashboard.charts.revenue.description')}
        table={{ head: [t('admin.dashboard.charts.revenue.month'), t('admin.dashboard.revenue.title')], rows: revenue.map((r) => [r.label, formatUsd(r.revenue)]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={revenue} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
              <CartesianGrid vertical={false} stroke={theme.colors.border} />
              <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
              <YAxis {...axis} allowDecimals={false} tickFormatter={count} />
              <Tooltip {...tooltip} formatter={(value) => [formatUsd(Number(value)), t('admin.dashboard.revenue.title')]} />
              <Bar dataKey="revenue" name={t('admin.dashboard.revenue.title')} fill={theme.colors.premium} radius={[6, 6, 0, 0]} maxBarSize={36} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        title={t('admin.dashboard.charts.signals.title')}
        description={t('admin.dashboard.charts.signals.description')}
        table={{ head: [t('admin.dashboard.charts.signals.type'), t('admin.dashboard.signals.free'), t('ui.signal.premium')], rows: signals.map((s) => [s.label, formatCount(s.free), formatCount(s.premium)]) }}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={signals} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
              <CartesianGrid vertical={false} stroke={theme.colors.border} />
              <XAxis dataKey="label" {...axis} />
              <YAxis {...axis} allowDecimals={false} tickFormatter={count} />
              <Tooltip {...tooltip} formatter={count} />
              <Legend wrapperStyle={{ fontSize: 12, color: theme.colors.textMuted }} />
              <Bar dataKey="free" name={t('admin.dashboard.signals.free')} stackId="plan" fill={theme.colors.accent} maxBarSize={48} />
              <Bar dataKey="premium" name={t('ui.signal.premium')} stackId="plan" fill={theme.colors.premium} radius={[6, 6, 0, 0]} maxBarSize={48} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        wide
        title={t('admin.dashboard.charts.users.title')}
        description={t('admin.dashboard.charts.users.description')}
        table={{ head: [t('admin.dashboard.charts.users.day'), t('admin.dashboard.charts.users.series')], rows: users.map((u) => [u.label, formatCount(u.users)]) }}
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
              <YAxis {...axis} allowDecimals={false} tickFormatter={count} />
              <Tooltip {...tooltip} formatter={count} cursor={{ stroke: theme.colors.borderStrong }} />
              <Area type="monotone" dataKey="users" name={t('admin.dashboard.charts.users.series')} stroke={theme.colors.accent} strokeWidth={2} fill="url(#newUsersFill)" />
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
