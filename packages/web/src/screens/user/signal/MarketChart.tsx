import { useId, useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Card, CardTitle } from '../../../ui';

const WIDTH = 600;
const HEIGHT = 180;
const POINTS = 40;

/** A repeatable wiggle for a signal: the same id always draws the same line. */
function seededLine(seed: number, rising: boolean): [number, number][] {
  let state = seed * 9301 + 49297;
  const random = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const points: [number, number][] = [];
  let y = rising ? 0.7 : 0.3;
  for (let index = 0; index < POINTS; index += 1) {
    y += (random() - 0.5) * 0.12 + (rising ? -0.012 : 0.012);
    y = Math.min(0.9, Math.max(0.1, y));
    points.push([(index / (POINTS - 1)) * WIDTH, y * HEIGHT]);
  }
  return points;
}

/**
 * The detail screen's Market Chart: a static, decorative drawing (the spec's
 * is too). Nothing is fetched and no figure on it is real, and it says so.
 */
export function MarketChart({ seed, rising }: { seed: number; rising: boolean }) {
  const theme = useTheme();
  const t = useT();
  const gradientId = useId();
  const colour = rising ? theme.colors.profit : theme.colors.loss;
  const line = useMemo(() => seededLine(seed, rising), [seed, rising]);
  const path = line.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return (
    <Card>
      <Head>
        <CardTitle>{t('signals.marketChart.title')}</CardTitle>
        <Note>{t('signals.marketChart.note')}</Note>
      </Head>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={colour} stopOpacity="0.28" />
            <stop offset="1" stopColor={colour} stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((level) => (
          <line key={level} x1="0" x2={WIDTH} y1={HEIGHT * level} y2={HEIGHT * level} stroke={theme.colors.border} strokeDasharray="4 6" />
        ))}
        <path d={`${path} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`} fill={`url(#${gradientId})`} />
        <path d={path} fill="none" stroke={colour} strokeWidth="2.5" vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
      </Svg>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 12.5px;
`;

const Svg = styled.svg`
  width: 100%;
  height: 160px;

  @media (min-width: 768px) {
    height: 200px;
  }
`;
