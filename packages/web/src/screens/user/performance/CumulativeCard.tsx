import type { TrackRecordMonth } from '@signals/protocol';
import { lazy, Suspense, useId, useMemo } from 'react';
import styled from 'styled-components';
import { formatCount, formatResult } from '../../../lib/format';
import { Card, CardDescription, CardTitle, Skeleton } from '../../../ui';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { cumulativeByMonth } from './cumulative';

// recharts is the biggest library in the app: its own chunk, after the figures have painted.
const CumulativeChart = lazy(async () => ({ default: (await import('./CumulativeChart')).CumulativeChart }));

/** The cumulative result by month: a curve for the eye, the same figures as a table for screen readers. */
export function CumulativeCard({ byMonth }: { byMonth: TrackRecordMonth[] }) {
  const titleId = useId();
  const points = useMemo(() => cumulativeByMonth(byMonth), [byMonth]);
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>Cumulative result by month</CardTitle>
      <CardDescription>Each closed signal&apos;s result added up, by the month it closed in.</CardDescription>
      <Plot aria-hidden="true">
        <Suspense fallback={<Skeleton $height={240} />}>
          <CumulativeChart points={points} />
        </Suspense>
      </Plot>
      {/* Hidden in a box: a table ignores the 1 px width the hiding gives it, and would widen the page. */}
      <Hidden>
        <table>
          <caption>Cumulative result by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Closed</th>
              <th scope="col">Result of the month</th>
              <th scope="col">Cumulative</th>
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
