import type { FullSignal } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatPrice } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui';
import { tradeLevels, type LevelTone as Tone } from '../common/signalSummary';
import { placeLevels } from './levelScale';

const HEIGHT = 200;
const LABEL_GAP = 26;

/**
 * The signal's own levels drawn to scale (issue 40: in place of a decorative "Market Chart"): how far the targets
 * and the stop sit from the entry, which a list of prices does not show at a glance. No live price is drawn, as none
 * is known here; the card says it is the plan. Nothing to draw with fewer than two levels.
 */
export function LevelsCard({ signal }: { signal: FullSignal }) {
  const t = useT();
  const titleId = useId();
  const levels = tradeLevels(signal);
  if (levels.length < 2) {
    return null;
  }
  const placed = placeLevels(levels, HEIGHT, LABEL_GAP);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('signals.levels.title')}</CardTitle>
      <Note>{t('signals.levels.note')}</Note>
      <Scale role="list" style={{ height: HEIGHT }}>
        <Track aria-hidden="true" />
        {placed.map(({ level, at, labelTop }) => (
          <div key={level.label} role="listitem">
            <Tick aria-hidden="true" $tone={level.tone} style={{ top: at * HEIGHT }} />
            <Label $tone={level.tone} style={{ top: labelTop }}>
              <span>{t(level.label)}</span> <strong>{formatPrice(level.price, signal)}</strong>
            </Label>
          </div>
        ))}
      </Scale>
    </Card>
  );
}

const Note = styled.p`
  margin: 4px 0 18px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

/* Room above and below for the top and bottom labels' halves. */
const Scale = styled.div`
  position: relative;
  margin: 14px 0 16px;
`;

const Track = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 12px;
  width: 2px;
  border-radius: 1px;
  background: ${({ theme }) => theme.colors.border};
`;

const toneColour = (tone: Tone): 'profit' | 'loss' | 'accent' => (tone === 'target' ? 'profit' : tone === 'stop' ? 'loss' : 'accent');

const Tick = styled.span<{ $tone: Tone }>`
  position: absolute;
  left: 4px;
  width: 18px;
  height: 2px;
  margin-top: -1px;
  border-radius: 1px;
  background: ${({ theme, $tone }) => theme.colors[toneColour($tone)]};
`;

const Label = styled.p<{ $tone: Tone }>`
  position: absolute;
  left: 34px;
  right: 0;
  margin: 0;
  transform: translateY(-50%);
  display: flex;
  gap: 8px;
  align-items: baseline;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme, $tone }) => theme.colors[toneColour($tone)]};
    font-weight: 650;
  }
`;
