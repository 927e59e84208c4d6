import type { FullSignal } from '@signals/protocol';
import { useId } from 'react';
import styled from 'styled-components';
import { previewSentence, type EventPreview } from './signalEventForm';

interface EventPreviewLineProps {
  /** The outcome saving would record, or null while the figure it needs is missing. */
  preview: EventPreview | null;
  signal: Pick<FullSignal, 'signalType' | 'entryPrice'>;
}

/** What is still missing before a result can be shown. */
function missingFigure(signal: EventPreviewLineProps['signal']): string {
  if (signal.signalType === 'arbitrage') {
    return 'Enter the realised spread to see the outcome.';
  }
  return signal.entryPrice === null ? 'This signal has no entry price, so no result can be computed from an exit.' : 'Enter the exit price to see the result.';
}

/**
 * The outcome a closing event would record, updated as the admin types (an
 * <output>, announced politely): the figure the server will store.
 */
export function EventPreviewLine({ preview, signal }: EventPreviewLineProps) {
  const id = useId();
  const tone = preview === null ? 'empty' : preview.outcome === 'won' ? 'profit' : preview.outcome === 'lost' ? 'loss' : 'flat';
  return (
    <Wrapper>
      <Label htmlFor={id}>Outcome to record</Label>
      <Value id={id} aria-live="polite" $tone={tone}>
        {preview === null ? missingFigure(signal) : previewSentence(preview)}
      </Value>
      {preview?.leverage && <Hint>Results are recorded unleveraged; the leveraged figure is shown beside them.</Hint>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
`;

const Value = styled.output<{ $tone: 'empty' | 'profit' | 'loss' | 'flat' }>`
  display: flex;
  align-items: center;
  min-height: 46px;
  padding: 8px 14px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone }) =>
    $tone === 'profit' ? theme.colors.profit : $tone === 'loss' ? theme.colors.loss : $tone === 'flat' ? theme.colors.text : theme.colors.textSubtle};
  font-size: ${({ $tone }) => ($tone === 'empty' ? '14px' : '16px')};
  font-weight: ${({ $tone }) => ($tone === 'empty' ? 400 : 700)};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;
