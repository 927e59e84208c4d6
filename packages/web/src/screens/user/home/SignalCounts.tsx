import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { signalSelectors, useSignalsStore } from '../../../stores/signals';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';

const tiles = [
  { key: 'all', label: 'home.counts.all', to: '/signals' },
  { key: 'arbitrage', label: 'home.type.arbitrage', to: '/signals?type=arbitrage' },
  { key: 'forex', label: 'home.type.forex', to: '/signals?type=forex' },
  { key: 'futures', label: 'home.type.futures', to: '/signals?type=futures' },
] as const satisfies readonly { key: string; label: MessageId; to: string }[];

/** Live signals per type, each tile opening the list filtered to it; kept current as signals are written. */
export function SignalCounts() {
  const t = useT();
  const counts = useSignalsStore(signalSelectors.counts);
  const status = useSignalsStore(signalSelectors.countsStatus);
  const countsRequested = useSignalsStore((s) => s.countsRequested);

  useEffect(() => {
    void countsRequested();
  }, [countsRequested]);

  return (
    <Grid aria-label={t('home.counts.label')}>
      {tiles.map((tile) => (
        <Tile key={tile.key} to={tile.to} $primary={tile.key === 'all'}>
          <Label>{t(tile.label)}</Label>
          {counts ? (
            <Value>{counts[tile.key]}</Value>
          ) : status === 'error' ? (
            <Value aria-label={t('home.counts.unavailable')}>—</Value>
          ) : (
            <Skeleton $height={34} $width="44px" />
          )}
          <Hint>{t('home.counts.activeNow')}</Hint>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;

  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)<{ $primary: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $primary }) =>
    $primary ? `linear-gradient(135deg, ${theme.colors.accent}, #6b4dff)` : theme.colors.surface};
  color: ${({ theme, $primary }) => ($primary ? '#ffffff' : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  ${focusRing}
`;

const Label = styled.span`
  font-size: 13px;
  font-weight: 600;
  opacity: 0.85;
`;

const Value = styled.span`
  /* The same height as the placeholder before it, so the tiles do not grow when the counts land. */
  height: 34px;
  line-height: 34px;
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.span`
  font-size: 12px;
  opacity: 0.7;
`;
