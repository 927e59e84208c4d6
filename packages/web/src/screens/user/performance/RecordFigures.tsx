import type { TrackRecordFigures } from '@signals/protocol';
import styled from 'styled-components';
import { formatCount, formatRate, formatResult } from '../../../lib/format';

type Tone = 'plain' | 'signed';

interface Figure {
  label: string;
  value: string;
  detail: string;
  /** `signed`: green above zero, red below. */
  tone: Tone;
  sign: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The headline figures, each with what it is made of: never a rate without its base. */
function figuresOf(record: TrackRecordFigures): Figure[] {
  const average = record.averageResultPercent;
  return [
    {
      label: 'Win rate',
      value: record.winRate === null ? '—' : formatRate(record.winRate),
      detail: `${formatCount(record.won)} won, ${formatCount(record.lost)} lost, ${formatCount(record.breakeven)} breakeven`,
      tone: 'plain',
      sign: 0,
    },
    {
      label: 'Average result',
      value: average === null ? '—' : formatResult(average),
      detail:
        record.bestResultPercent === null || record.worstResultPercent === null
          ? 'per closed signal'
          : `best ${formatResult(record.bestResultPercent)}, worst ${formatResult(record.worstResultPercent)}`,
      tone: 'signed',
      sign: Math.sign(average ?? 0),
    },
    {
      label: 'Cumulative result',
      value: formatResult(record.cumulativeResultPercent),
      detail: `sum of ${plural(record.closed, 'result')}`,
      tone: 'signed',
      sign: Math.sign(record.cumulativeResultPercent),
    },
    {
      label: 'Closed signals',
      value: formatCount(record.closed),
      detail: `${formatCount(record.cancelled)} cancelled, counted apart`,
      tone: 'plain',
      sign: 0,
    },
  ];
}

/** Win rate, average and cumulative result, and how many signals they rest on. */
export function RecordFigures({ record }: { record: TrackRecordFigures }) {
  return (
    <Grid aria-label="Headline figures">
      {figuresOf(record).map((figure) => (
        <Stat key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>
            <Value $tone={figure.tone} $sign={figure.sign} data-figure={figure.label}>
              {figure.value}
            </Value>
            <Detail>{figure.detail}</Detail>
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

  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 14px;
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
