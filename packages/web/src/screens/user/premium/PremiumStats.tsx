import { SIGNAL_TYPES, SIGNAL_WEEK_DAYS, type SignalType, type SignalWeek } from '@signals/protocol';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { formatProfit } from '../../../lib/format';
import { signalSelectors, useSignalsStore } from '../../../stores/signals';
import { Card, CardDescription, CardTitle, Skeleton } from '../../../ui';
import { TrackRecordSummary } from '../common/TrackRecordSummary';

const TYPE_LABELS: Record<SignalType, string> = { arbitrage: 'Arbitrage', forex: 'Forex', futures: 'Futures' };

interface Figure {
  label: string;
  value: string;
  detail: string;
  tone: 'count' | 'profit';
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const target = (average: number | null) => (average === null ? '—' : formatProfit(average));

/** Every figure of the card, computed from what the server counted: none is written here. */
function figuresOf(week: SignalWeek): Figure[] {
  return [
    { label: 'Signals published', value: String(week.count), detail: `${week.premium} premium`, tone: 'count' },
    { label: 'Average target', value: target(week.averageTargetProfit), detail: 'all markets', tone: 'profit' },
    ...SIGNAL_TYPES.map((type): Figure => {
      const figures = week.byType[type];
      return { label: TYPE_LABELS[type], value: target(figures.averageTargetProfit), detail: `${plural(figures.count, 'signal')}, ${figures.premium} premium`, tone: 'profit' };
    }),
  ];
}

/**
 * The premium page's figures: first the track record (results computed from
 * the closed signals, with the way to the full record), then what the service
 * published in the last 7 days and the profit those signals aimed for, per
 * market. Both kept current live.
 */
export function PremiumStats() {
  const recordTitleId = useId();
  return (
    <>
      <Card aria-labelledby={recordTitleId}>
        <CardTitle id={recordTitleId}>Track record</CardTitle>
        <CardDescription>
          How the signals that have closed turned out, wins and losses alike: computed from their recorded outcomes, unleveraged. Past results do
          not guarantee future profit.
        </CardDescription>
        <RecordBody>
          <TrackRecordSummary />
        </RecordBody>
      </Card>
      <WeekFigures />
    </>
  );
}

/** What was published in the last 7 days and the profit it aimed for: targets, not results. */
function WeekFigures() {
  const week = useSignalsStore(signalSelectors.week);
  const status = useSignalsStore(signalSelectors.weekStatus);
  const weekRequested = useSignalsStore((s) => s.weekRequested);
  const titleId = useId();

  useEffect(() => {
    void weekRequested();
  }, [weekRequested]);

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>The last {week?.days ?? SIGNAL_WEEK_DAYS} days</CardTitle>
      <CardDescription>
        Signals published and the average profit they set as their target, by market. Targets are not results; past signals do not guarantee
        future profit.
      </CardDescription>
      {week ? (
        <Grid>
          {figuresOf(week).map((figure) => (
            <Stat key={figure.label} $tone={figure.tone}>
              <dt>{figure.label}</dt>
              <dd>
                <Value>{figure.value}</Value>
                <Detail>{figure.detail}</Detail>
              </dd>
            </Stat>
          ))}
        </Grid>
      ) : status === 'error' ? (
        <Unavailable role="status">The figures could not be loaded. They come back the next time you open this page.</Unavailable>
      ) : (
        <Grid aria-busy="true" aria-label="Loading the figures">
          {Array.from({ length: SIGNAL_TYPES.length + 2 }, (_, index) => (
            <Skeleton key={index} $height={78} />
          ))}
        </Grid>
      )}
    </Card>
  );
}

const RecordBody = styled.div`
  margin-top: 16px;
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 18px 0 0;

  @media (min-width: 560px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Stat = styled.div<{ $tone: Figure['tone'] }>`
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &:first-child {
    grid-column: 1 / -1;

    @media (min-width: 560px) {
      grid-column: auto;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12.5px;
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: 2px;
    margin: 4px 0 0;
    color: ${({ theme, $tone }) => ($tone === 'profit' ? theme.colors.profit : theme.colors.text)};
  }
`;

const Value = styled.span`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 500;
`;

const Unavailable = styled.p`
  margin-top: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
