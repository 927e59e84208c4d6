import type { TrackRecordFigures } from '@signals/protocol';
import styled from 'styled-components';
import type { MessageId, MessageValues } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatCount, formatRate, formatResult } from '../../../lib/format';

type Tone = 'plain' | 'signed';

/** A text to translate where it is shown, with its arguments. */
interface Text {
  id: MessageId;
  values?: MessageValues;
}

interface Figure {
  /** The figure's name in English, for the end-to-end tests (`data-figure`); never shown. */
  testId: string;
  label: MessageId;
  value: string;
  detail: Text;
  /** `signed`: green above zero, red below. */
  tone: Tone;
  sign: number;
}

/** The headline figures, each with what it is made of: never a rate without its base. */
function figuresOf(record: TrackRecordFigures): Figure[] {
  const average = record.averageResultPercent;
  return [
    {
      testId: 'Win rate',
      label: 'content.performance.winRate',
      value: record.winRate === null ? '—' : formatRate(record.winRate),
      detail: {
        id: 'content.performance.winRate.detail',
        values: { won: formatCount(record.won), lost: formatCount(record.lost), breakeven: formatCount(record.breakeven) },
      },
      tone: 'plain',
      sign: 0,
    },
    {
      testId: 'Average result',
      label: 'content.performance.averageResult',
      value: average === null ? '—' : formatResult(average),
      detail:
        record.bestResultPercent === null || record.worstResultPercent === null
          ? { id: 'content.performance.averageResult.detail' }
          : { id: 'content.performance.averageResult.bestWorst', values: { best: formatResult(record.bestResultPercent), worst: formatResult(record.worstResultPercent) } },
      tone: 'signed',
      sign: Math.sign(average ?? 0),
    },
    {
      testId: 'Cumulative result',
      label: 'content.performance.cumulativeResult',
      value: formatResult(record.cumulativeResultPercent),
      detail: { id: 'content.performance.cumulativeResult.detail', values: { count: record.closed, closed: formatCount(record.closed) } },
      tone: 'signed',
      sign: Math.sign(record.cumulativeResultPercent),
    },
    {
      testId: 'Closed signals',
      label: 'content.performance.closedSignals',
      value: formatCount(record.closed),
      detail: { id: 'content.performance.closedSignals.detail', values: { cancelled: formatCount(record.cancelled), voided: formatCount(record.voided) } },
      tone: 'plain',
      sign: 0,
    },
    // What the rates leave out besides the signals counted apart: published, still open (issue 38).
    {
      testId: 'Awaiting an outcome',
      label: 'content.performance.awaiting',
      value: formatCount(record.awaiting),
      detail: { id: 'content.performance.awaiting.detail' },
      tone: 'plain',
      sign: 0,
    },
  ];
}

/** Win rate, average and cumulative result, how many signals they rest on, and how many they do not count yet. */
export function RecordFigures({ record }: { record: TrackRecordFigures }) {
  const t = useT();
  return (
    <Grid aria-label={t('content.performance.figures')}>
      {figuresOf(record).map((figure) => (
        <Stat key={figure.testId}>
          <dt>{t(figure.label)}</dt>
          <dd>
            <Value $tone={figure.tone} $sign={figure.sign} data-figure={figure.testId}>
              {figure.value}
            </Value>
            <Detail>{t(figure.detail.id, figure.detail.values)}</Detail>
          </dd>
        </Stat>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;

  /* An odd figure out on two columns takes the whole last row. */
  & > div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }

  @media (min-width: 900px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 14px;

    & > div:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

const Stat = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: 4px;
    margin: 6px 0 0;
  }
`;

const Value = styled.span<{ $tone: Tone; $sign: number }>`
  color: ${({ theme, $tone, $sign }) => ($tone === 'plain' || $sign === 0 ? theme.colors.text : $sign > 0 ? theme.colors.profit : theme.colors.loss)};
  font-size: 26px;
  font-weight: 800;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;

  @media (min-width: 768px) {
    font-size: 30px;
  }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;
