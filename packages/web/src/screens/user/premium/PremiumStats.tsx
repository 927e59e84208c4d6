import { SIGNAL_TYPES, SIGNAL_WEEK_DAYS, type SignalType, type SignalWeek } from '@signals/protocol';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatProfit } from '../../../lib/format';
import { signalSelectors, useSignalsStore } from '../../../stores/signals';
import { Card, CardDescription, CardTitle, Skeleton } from '../../../ui';
import { TrackRecordSummary } from '../common/TrackRecordSummary';

const TYPE_LABELS: Record<SignalType, MessageId> = { arbitrage: 'premium.stats.type.arbitrage', forex: 'premium.stats.type.forex', futures: 'premium.stats.type.futures' };

interface Figure {
  label: string;
  value: string;
  detail: string;
  tone: 'count' | 'profit';
}

const target = (average: number | null) => (average === null ? '—' : formatProfit(average));

/** Every figure of the card, computed from what the server counted: none is written here. Translated as the card renders. */
function figuresOf(week: SignalWeek): Figure[] {
  return [
    { label: t('premium.stats.published'), value: String(week.count), detail: t('premium.stats.premiumCount', { count: week.premium }), tone: 'count' },
    { label: t('premium.stats.averageTarget'), value: target(week.averageTargetProfit), detail: t('premium.stats.allMarkets'), tone: 'profit' },
    ...SIGNAL_TYPES.map((type): Figure => {
      const figures = week.byType[type];
      return {
        label: t(TYPE_LABELS[type]),
        value: target(figures.averageTargetProfit),
        detail: t('premium.stats.typeDetail', { count: figures.count, premium: figures.premium }),
        tone: 'profit',
      };
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
  const t = useT();
  const recordTitleId = useId();
  return (
    <>
      <Card aria-labelledby={recordTitleId}>
        <CardTitle id={recordTitleId}>{t('premium.stats.record.title')}</CardTitle>
        <CardDescription>{t('premium.stats.record.description')}</CardDescription>
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
  const t = useT();
  const week = useSignalsStore(signalSelectors.week);
  const status = useSignalsStore(signalSelectors.weekStatus);
  const weekRequested = useSignalsStore((s) => s.weekRequested);
  const titleId = useId();

  useEffect(() => {
    void weekRequested();
  }, [weekRequested]);

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('premium.stats.week.title', { days: week?.days ?? SIGNAL_WEEK_DAYS })}</CardTitle>
      <CardDescription>{t('premium.stats.week.description')}</CardDescription>
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
        <Unavailable role="status">{t('premium.stats.unavailable')}</Unavailable>
      ) : (
        <Grid aria-busy="true" aria-label={t('premium.stats.loading')}>
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
