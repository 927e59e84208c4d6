import type { RevenueAnalytics } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatCount, formatRate } from '../../../lib/format';
import { Card, CardDescription, CardTitle } from '../../../ui';
import { monthName, retainedShare } from './figures';

/**
 * Cohorts: members by the month of their first paid period, and the share of them holding a paid period each month
 * after (month 0 is the cohort's own). The deeper the colour, the more stayed.
 */
export function CohortTable({ cohorts }: { cohorts: RevenueAnalytics['cohorts'] }) {
  const t = useT();
  const width = Math.max(0, ...cohorts.map((cohort) => cohort.retained.length));
  return (
    <Card>
      <CardTitle>{t('adminPlans.analytics.cohorts.title')}</CardTitle>
      <CardDescription>{t('adminPlans.analytics.cohorts.description')}</CardDescription>
      {cohorts.length === 0 ? (
        <Empty>{t('adminPlans.analytics.cohorts.empty')}</Empty>
      ) : (
        <Scroll role="region" aria-label={t('adminPlans.analytics.cohorts.title')} tabIndex={0}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('adminPlans.analytics.cohorts.cohort')}</th>
                <th scope="col">{t('adminPlans.analytics.cohorts.size')}</th>
                {Array.from({ length: width }, (_, index) => (
                  <th key={index} scope="col">
                    {t('adminPlans.analytics.cohorts.monthN', { n: index })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cohorts.map((cohort) => (
                <tr key={cohort.cohort}>
                  <th scope="row">{monthName(cohort.cohort)}</th>
                  <td>{formatCount(cohort.size)}</td>
                  {Array.from({ length: width }, (_, index) => {
                    const retained = cohort.retained[index];
                    if (retained === undefined) {
                      return <td key={index} />;
                    }
                    const share = retainedShare(retained, cohort.size);
                    return (
                      <Cell key={index} $share={share} title={t('adminPlans.analytics.cohorts.cell', { retained: formatCount(retained), size: formatCount(cohort.size) })}>
                        {formatRate(share * 100)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Card>
  );
}

const Empty = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Scroll = styled.div`
  margin-top: 14px;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 3px;
  font-size: 13px;
  font-variant-numeric: tabular-nums;

  th {
    padding: 6px 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  td {
    padding: 6px 8px;
    text-align: right;
    white-space: nowrap;
  }
`;

const Cell = styled.td<{ $share: number }>`
  border-radius: 6px;
  background: ${({ theme, $share }) => `color-mix(in srgb, ${theme.colors.accent} ${Math.round(8 + $share * 44)}%, transparent)`};
  color: ${({ theme }) => theme.colors.text};
`;
