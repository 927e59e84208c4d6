import type { LucideIcon } from 'lucide-react';
import { DollarSignIcon, TrendingUpIcon, UsersIcon } from 'lucide-react';
import type { AdminStats } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Card, Skeleton } from '../../../ui';
import { formatCount, formatUsd } from '../../../lib/format';
import { formatPremiumRate } from './statFigures';

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
  // An id of its own, not one made from the title: a translated title may hold spaces, which split aria-labelledby.
  const titleId = useId();
  return (
    <Tile aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{title}</Title>
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
  const t = useT();
  return (
    <Grid>
      <StatCard
        title={t('admin.dashboard.users.title')}
        icon={UsersIcon}
        tone="accent"
        headline={stats ? formatCount(stats.totalUsers) : null}
        caption={t('admin.dashboard.users.caption')}
        rows={
          stats && [
            { label: t('admin.dashboard.users.premium'), value: formatCount(stats.premiumUsers) },
            { label: t('admin.dashboard.users.free'), value: formatCount(stats.freeUsers) },
            { label: t('admin.dashboard.users.rate'), value: formatPremiumRate(stats) },
          ]
        }
      />
      <StatCard
        title={t('admin.dashboard.signals.title')}
        icon={TrendingUpIcon}
        tone="profit"
        headline={stats ? formatCount(stats.totalSignals) : null}
        caption={t('admin.dashboard.signals.caption')}
        rows={
          stats && [
            { label: t('admin.dashboard.signals.active'), value: formatCount(stats.activeSignals) },
            { label: t('admin.dashboard.signals.free'), value: formatCount(stats.freeSignals) },
            { label: t('ui.signal.premium'), value: formatCount(stats.premiumSignals) },
          ]
        }
      />
      <StatCard
        title={t('admin.dashboard.revenue.title')}
        icon={DollarSignIcon}
        tone="premium"
        headline={stats ? formatUsd(stats.totalRevenue) : null}
        caption={
          stats
            ? t('admin.dashboard.revenue.caption', { count: stats.payingMembers, members: formatCount(stats.payingMembers) })
            : t('admin.dashboard.revenue.allTime')
        }
        rows={
          stats && [
            // The server's calendar month, in UTC: a payment approved at 23:30 on the 31st in New York counts in the next month.
            { label: t('admin.dashboard.revenue.thisMonth'), value: formatUsd(stats.revenueThisMonth) },
            { label: t('admin.dashboard.revenue.last30Days'), value: formatUsd(stats.revenueLast30Days) },
            // All time over the members who paid (the caption's count), not over today's premium members.
            { label: t('admin.dashboard.revenue.average'), value: stats.averagePerPayingMember === null ? '—' : formatUsd(stats.averagePerPayingMember) },
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
