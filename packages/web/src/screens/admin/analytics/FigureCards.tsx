import type { RevenueAnalytics } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatCount, formatUsd } from '../../../lib/format';
import { Card } from '../../../ui';
import { formatShare } from './figures';

/** The headline figures: MRR, subscribers, ARPA, LTV, churn, trials and comped members, trial conversion. */
export function FigureCards({ figures }: { figures: RevenueAnalytics }) {
  const t = useT();
  const tiles = [
    { label: t('adminPlans.analytics.figure.mrr'), value: formatUsd(figures.mrrUsd), note: t('adminPlans.analytics.figure.mrrNote'), strong: true },
    { label: t('adminPlans.analytics.figure.subscribers'), value: formatCount(figures.activeSubscribers), note: t('adminPlans.analytics.figure.subscribersNote') },
    { label: t('adminPlans.analytics.figure.arpa'), value: formatUsd(figures.arpaUsd), note: t('adminPlans.analytics.figure.arpaNote') },
    {
      label: t('adminPlans.analytics.figure.ltv'),
      value: figures.ltvUsd === null ? '—' : formatUsd(figures.ltvUsd),
      note: t(figures.ltvUsd === null ? 'adminPlans.analytics.figure.ltvNone' : 'adminPlans.analytics.figure.ltvNote'),
    },
    { label: t('adminPlans.analytics.figure.grossChurn'), value: formatShare(figures.grossMrrChurnRate), note: t('adminPlans.analytics.figure.grossChurnNote') },
    { label: t('adminPlans.analytics.figure.netChurn'), value: formatShare(figures.netMrrChurnRate), note: t('adminPlans.analytics.figure.netChurnNote') },
    { label: t('adminPlans.analytics.figure.trialing'), value: formatCount(figures.trialing), note: t('adminPlans.analytics.figure.trialingNote') },
    { label: t('adminPlans.analytics.figure.comped'), value: formatCount(figures.comped), note: t('adminPlans.analytics.figure.compedNote') },
    { label: t('adminPlans.analytics.figure.trialConversion'), value: formatShare(figures.trialConversionRate), note: t('adminPlans.analytics.figure.trialConversionNote') },
  ];
  return (
    <Grid>
      {tiles.map((tile) => (
        <Tile key={tile.label} $strong={Boolean(tile.strong)}>
          <dt>{tile.label}</dt>
          <dd>
            <strong>{tile.value}</strong>
            <small>{tile.note}</small>
          </dd>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;

  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Tile = styled(Card).attrs({ as: 'div' })<{ $strong: boolean }>`
  display: grid;
  align-content: start;
  gap: 4px;
  padding: 14px 16px;
  border-color: ${({ theme, $strong }) => ($strong ? theme.colors.premium : theme.colors.border)};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: 2px;
    margin: 0;
  }
  strong {
    font-size: 22px;
    font-weight: 800;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: 12px;
    line-height: 1.35;
  }
`;
