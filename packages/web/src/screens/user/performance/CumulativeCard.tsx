import type { TrackRecordMonth } from '@signals/protocol';
import { lazy, Suspense, useId, useMemo } from 'react';
import styled from 'styled-components';
import { currentLanguage } from '../../../i18n';
import { useT } from '../../../i18n/useT';
import { formatCount, formatResult } from '../../../lib/format';
import { Card, CardDescription, CardTitle, Skeleton } from '../../../ui';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { cumulativeByMonth } from './cumulative';

// recharts is the biggest library in the app: its own chunk, after the figures have painted.
const CumulativeChart = lazy(async () => ({ default: (await import('./CumulativeChart')).CumulativeChart }));

/** The cumulative result by month: a curve for the eye, the same figures as a table for screen readers. */
export function CumulativeCard({ byMonth }: { byMonth: TrackRecordMonth[] }) {
  const t = useT();
  const titleId = useId();
  const language = currentLanguage();
  const points = useMemo(() => cumulativeByMonth(byMonth, language), [byMonth, language]);
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('content.performance.cumulative.title')}</CardTitle>
      <CardDescription>{t('content.performance.cumulative.description')}</CardDescription>
      <Plot aria-hidden="true">
        <Suspense fallback={<Skeleton $height={240} />}>
          <CumulativeChart points={points} />
        </Suspense>
      </Plot>
      {/* Hidden in a box: a table ignores the 1 px width the hiding gives it, and would widen the page. */}
      <Hidden>
        <table>
          <caption>{t('content.performance.cumulative.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content.performance.col.month')}</th>
              <th scope="col">{t('content.performance.col.closed')}</th>
              <th scope="col">{t('content.performance.col.monthResult')}</th>
              <th scope="col">{t('content.performance.col.cumulative')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point.month}>
                <th scope="row">{point.label}</th>
                <td>{formatCount(byMonth[index]?.closed ?? 0)}</td>
                <td>{formatResult(point.resultPercent)}</td>
                <td>{formatResult(point.cumulativePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Hidden>
    </Card>
  );
}

const Plot = styled.div`
  height: 240px;
  margin-top: 16px;
  font-size: 12px;

  @media (min-width: 768px) {
    height: 280px;
  }
`;

const Hidden = styled.div`
  ${visuallyHidden}
`;
