import type { LucideIcon } from 'lucide-react';
import { DollarSignIcon, TrendingUpIcon, UsersIcon } from 'lucide-react';
import type { AdminStats } from '@signals/protocol';
import styled from 'styled-components';
import { Card, Skeleton } from '../../../ui';
import { formatCount, formatUsd } from '../../../lib/format';
import { premiumRate } from './statFigures';

interface Row {
  label: string;
  value: string;
}

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  tone: 'accent' | 'profit' | 'premium';
  headline: string | null;
  caption: string;
  rows: Row[] | null;
}

function StatCard({ title, icon: Glyph, tone, headline, caption, rows }: StatCardProps) {
  return (
    <Tile aria-labelledby={`stat-${title}`}>
      <Head>
        <Title id={`stat-${title}`}>{title}</Title>
        <IconCircle $tone={tone}>
          <Glyph size={18} />
        </IconCircle>
      </Head>
      {headline === null ? <Skeleton $height={34} $width="120px" /> : <Headline>{headline}</Headline>}
      <Caption>{caption}</Caption>
      <Rows>
        {(rows ?? [{ label: '', value: '' }, { label: ' ', value: '' }]).map((row) => (
          <RowLine key={row.label}>
            <dt>{row.label || <Skeleton $height={12} $width="80px" />}</dt>
            <dd>{row.value || <Skeleton $height={12} $width="40px" />}</dd>
          </RowLine>
        ))}
      </Rows>
    </Tile>
  );
}

/** The three cards of the spec: Users, Signals, Revenue. */
export function StatCards({ stats }: { stats: AdminStats | null }) {
  return (
    <Grid>
      <StatCard
        title="Users"
        icon={UsersIcon}
        tone="accent"
        headline={stats ? formatCount(stats.totalUsers) : null}
        caption="registered users"
        rows={
          stats && [
            { label: 'Premium users', value: formatCount(stats.premiumUsers) },
            { label: 'Free users', value: formatCount(stats.totalUsers - stats.premiumUsers) },
            { label: 'Premium rate', value: `${premiumRate(stats)}%` },
          ]
        }
      />
      <StatCard
        title="Signals"
        icon={TrendingUpIcon}
        tone="profit"
        headline={stats ? formatCount(stats.totalSignals) : null}
        caption="signals published"
        rows={
          stats && [
            { label: 'Active now', value: formatCount(stats.activeSignals) },
            { label: 'Free', value: formatCount(stats.freeSignals) },
            { label: 'Premium', value: formatCount(stats.premiumSignals) },
          ]
        }
      />
      <StatCard
        title="Revenue"
        icon={DollarSignIcon}
        tone="premium"
        headline={stats ? formatUsd(stats.totalRevenue) : null}
        caption={stats ? `all time, from ${formatCount(stats.payingMembers)} paying ${stats.payingMembers === 1 ? 'member' : 'members'}` : 'all time'}
        rows={
          stats && [
            // The server's calendar month, in UTC: a payment approved at 23:30 on the 31st in New York counts in the next month.
            { label: 'This month (UTC)', value: formatUsd(stats.revenueThisMonth) },
            { label: 'Last 30 days', value: formatUsd(stats.revenueLast30Days) },
            // All time over the members who paid (the caption's count), not over today's premium members.
            { label: 'Average per paying member', value: stats.averagePerPayingMember === null ? '—' : formatUsd(stats.averagePerPayingMember) },
          ]
        }
      />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  font-weight: 650;
`;

const IconCircle = styled.div<{ $tone: StatCardProps['tone'] }>`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Headline = styled.p`
  font-size: 30px;
  font-weight: 750;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Rows = styled.dl`
  display: grid;
  gap: 8px;
  margin: 14px 0 0;
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-size: 14px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
`;
