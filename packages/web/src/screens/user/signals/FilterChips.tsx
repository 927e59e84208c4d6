import { ListFilterIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { SignalFilter } from '../../../stores/signals';
import { focusRing } from '../../../ui/theme/focusRing';
import { COIN_CHIPS, EXCHANGE_CHIPS, TYPE_CHIPS, exchangeLabel } from './filterOptions';

interface FilterChipsProps {
  filter: SignalFilter;
  onChange: (next: SignalFilter) => void;
  onMore: () => void;
  /** The pointer or focus reached More: a chance to fetch the dialog's code before the press. */
  onMoreIntent?: () => void;
}

/**
 * The filter row: Active only, type, two exchanges, two coins and More. They
 * combine, and a line under the row says so once two or more are on (issue 40);
 * pressing a pressed chip clears its part; All clears everything. An exchange
 * or coin picked in More shows as its own removable chip. On a phone the row
 * scrolls sideways, and the last chip pressed is kept in view.
 */
export function FilterChips({ filter, onChange, onMore, onMoreIntent }: FilterChipsProps) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  const isAll = !filter.type && !filter.exchange && !filter.coin && !filter.outcome;
  const customExchange = filter.exchange && !EXCHANGE_CHIPS.includes(filter.exchange) ? filter.exchange : null;
  const customCoin = filter.coin && !COIN_CHIPS.includes(filter.coin) ? filter.coin : null;
  const toggle = (part: keyof SignalFilter, value: string) => onChange({ ...filter, [part]: filter[part] === value ? undefined : value });
  const parts = [
    filter.outcome === 'open' ? t('signals.filter.activeOnly') : null,
    filter.type ? t(TYPE_CHIPS.find((chip) => chip.type === filter.type)!.label) : null,
    filter.exchange ? exchangeLabel(filter.exchange) : null,
    filter.coin ?? null,
  ].filter((part): part is string => part !== null);

  useEffect(() => {
    // Sideways only: the row is where the member just pressed, so the page itself never moves.
    const pressed = Array.from(row.current?.querySelectorAll<HTMLElement>('[aria-pressed="true"], [data-removable]') ?? []).at(-1);
    const list = row.current;
    if (pressed && list && list.scrollWidth > list.clientWidth) {
      const left = pressed.offsetLeft - list.offsetLeft;
      if (left < list.scrollLeft || left + pressed.offsetWidth > list.scrollLeft + list.clientWidth) {
        list.scrollTo({ left: Math.max(0, left - 16) });
      }
    }
  }, [filter.type, filter.exchange, filter.coin, filter.outcome]);

  return (
    <>
    <Row ref={row} role="group" aria-label={t('signals.filter.label')}>
      <Chip pressed={isAll} onClick={() => onChange({})}>
        {t('signals.filter.all')}
      </Chip>
      <Chip pressed={filter.outcome === 'open'} onClick={() => toggle('outcome', 'open')}>
        {t('signals.filter.activeOnly')}
      </Chip>
      {TYPE_CHIPS.map((chip) => (
        <Chip key={chip.type} pressed={filter.type === chip.type} onClick={() => toggle('type', chip.type)}>
          {t(chip.label)}
        </Chip>
      ))}
      {EXCHANGE_CHIPS.map((exchange) => (
        <Chip key={exchange} pressed={filter.exchange === exchange} onClick={() => toggle('exchange', exchange)}>
          {exchangeLabel(exchange)}
        </Chip>
      ))}
      {COIN_CHIPS.map((coin) => (
        <Chip key={coin} pressed={filter.coin === coin} onClick={() => toggle('coin', coin)}>
          {coin}
        </Chip>
      ))}
      {customExchange && (
        <Removable label={t('signals.filter.exchange', { exchange: exchangeLabel(customExchange) })} onRemove={() => onChange({ ...filter, exchange: undefined })} />
      )}
      {customCoin && <Removable label={t('signals.filter.coin', { coin: customCoin })} onRemove={() => onChange({ ...filter, coin: undefined })} />}
      <ChipButton type="button" aria-haspopup="dialog" $pressed={false} onClick={onMore} onPointerEnter={onMoreIntent} onFocus={onMoreIntent} onTouchStart={onMoreIntent}>
        <ListFilterIcon size={15} />
        {t('signals.filter.more')}
      </ChipButton>
    </Row>
    {parts.length > 1 && <Combined role="status">{t('signals.filter.combined', { parts: parts.join(' · ') })}</Combined>}
    </>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <ChipButton type="button" aria-pressed={pressed} $pressed={pressed} onClick={onClick}>
      {children}
    </ChipButton>
  );
}

function Removable({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT();
  return (
    <ChipButton type="button" $pressed data-removable aria-label={t('signals.filter.remove', { filter: label })} onClick={onRemove}>
      {label}
      <XIcon size={14} />
    </ChipButton>
  );
}

const Row = styled.div`
  display: flex;
  gap: 8px;
  margin: 0 -16px 20px;
  padding: 2px 16px 6px;
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
  @media (min-width: 768px) {
    flex-wrap: wrap;
    margin: 0 0 24px;
    padding: 0;
    overflow: visible;
  }
`;

const ChipButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 13.5px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    color: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.text)};
    border-color: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.borderStrong)};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: 1px;
  }
`;

const Combined = styled.p`
  margin: -12px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  overflow-wrap: anywhere;

  @media (min-width: 768px) {
    margin: -16px 0 20px;
  }
`;
