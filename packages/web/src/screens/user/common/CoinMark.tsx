import type { SignalType } from '@signals/protocol';
import styled, { css } from 'styled-components';

/** The base asset of a pair as a round monogram, tinted by signal type. */
export function CoinMark({ pair, type, size = 40 }: { pair: string; type: SignalType; size?: number }) {
  const base = pair.split(/[/-]/)[0] ?? pair;
  return (
    <Mark $type={type} $size={size} aria-hidden="true">
      {base.slice(0, 4)}
    </Mark>
  );
}

const tints = {
  arbitrage: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  `,
  forex: css`
    background: ${({ theme }) => theme.colors.profitSoft};
    color: ${({ theme }) => theme.colors.profit};
  `,
  futures: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
};

const Mark = styled.span<{ $type: SignalType; $size: number }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  font-size: ${({ $size }) => Math.round($size * 0.27)}px;
  font-weight: 800;
  letter-spacing: -0.02em;
  ${({ $type }) => tints[$type]}
`;
