import { DownloadIcon } from 'lucide-react';
import { SIGNAL_TYPES, type SignalType, type TrackRecordQuery } from '@signals/protocol';
import styled from 'styled-components';
import { routeUrl } from '../../../api';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { TextField } from '../../../ui';
import { buttonStyles } from '../../../ui/Button';
import { focusRing } from '../../../ui/theme/focusRing';

/** The market chips, named as the signal list's chips name them. */
const CHIP_LABELS: Record<SignalType, MessageId> = {
  arbitrage: 'content.performance.chip.arbitrage',
  forex: 'content.performance.chip.forex',
  futures: 'content.performance.chip.futures',
};

interface RecordFiltersProps {
  query: TrackRecordQuery;
  onChange: (next: TrackRecordQuery) => void;
  /** What is wrong with the dates (an end before the start, by the protocol's rule, or the server's refusal), shown under them. */
  dateError?: string | null;
}

/**
 * The record's filters: a market and a window of publication days. The CSV
 * link carries the same filters, so the file holds exactly the signals
 * behind the figures on screen.
 */
export function RecordFilters({ query, onChange, dateError }: RecordFiltersProps) {
  const t = useT();
  const pick = (type: SignalType | undefined) => onChange({ ...query, type });
  return (
    <Bar>
      <Chips role="group" aria-label={t('content.performance.market')}>
        <Chip type="button" aria-pressed={!query.type} $pressed={!query.type} onClick={() => pick(undefined)}>
          {t('content.performance.chip.all')}
        </Chip>
        {SIGNAL_TYPES.map((type) => (
          <Chip key={type} type="button" aria-pressed={query.type === type} $pressed={query.type === type} onClick={() => pick(query.type === type ? undefined : type)}>
            {t(CHIP_LABELS[type])}
          </Chip>
        ))}
      </Chips>
      <Dates>
        <TextField label={t('content.performance.from')} type="date" value={query.from ?? ''} max={query.to} onChange={(event) => onChange({ ...query, from: event.target.value || undefined })} />
        <TextField
          label={t('content.performance.to')}
          type="date"
          value={query.to ?? ''}
          min={query.from}
          error={dateError ?? undefined}
          onChange={(event) => onChange({ ...query, to: event.target.value || undefined })}
        />
        <Download href={routeUrl('trackRecordCsv', { query: { ...query } })} download $variant="secondary" $size="md" $fullWidth={false}>
          <DownloadIcon size={16} />
          {t('content.performance.csv')}
        </Download>
      </Dates>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.button<{ $pressed: boolean }>`
  height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.text)};
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.borderStrong)};
  }
  ${focusRing}
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  align-items: end;

  > a {
    grid-column: 1 / -1;
  }
  @media (min-width: 768px) {
    grid-template-columns: 200px 200px auto;
    justify-content: start;

    > a {
      grid-column: auto;
    }
  }
`;

const Download = styled.a<{ $variant: 'secondary'; $size: 'md'; $fullWidth: boolean }>`
  ${buttonStyles}
`;
