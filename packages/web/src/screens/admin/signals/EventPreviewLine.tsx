import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Field } from '../../../ui';
import { previewSentence, type EventPreview } from './signalEventForm';
import type { Translate } from './signalText';

interface EventPreviewLineProps {
  /** The outcome saving would record, or null while the figure it needs is missing. */
  preview: EventPreview | null;
  signal: Pick<FullSignal, 'signalType' | 'entryPrice'>;
}

/** What is still missing before a result can be shown. */
function missingFigure(t: Translate, signal: EventPreviewLineProps['signal']): string {
  if (signal.signalType === 'arbitrage') {
    return t('adminSignals.preview.needSpread');
  }
  return signal.entryPrice === null ? t('adminSignals.preview.noEntry') : t('adminSignals.preview.needExit');
}

/**
 * The outcome a closing event would record, updated as the admin types (an
 * <output>, announced politely): the figure the server will store.
 */
export function EventPreviewLine({ preview, signal }: EventPreviewLineProps) {
  const t = useT();
  const tone = preview === null ? 'empty' : preview.outcome === 'won' ? 'profit' : preview.outcome === 'lost' ? 'loss' : 'flat';
  return (
    <Field label={t('adminSignals.preview.label')} hint={preview?.leverage ? t('adminSignals.preview.unleveraged') : undefined}>
      {(control) => (
        <Value id={control.id} aria-describedby={control['aria-describedby']} aria-live="polite" $tone={tone}>
          {preview === null ? missingFigure(t, signal) : previewSentence(preview)}
        </Value>
      )}
    </Field>
  );
}

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
