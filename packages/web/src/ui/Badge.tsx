import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'profit' | 'loss' | 'warning' | 'premium';

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  `,
  profit: css`
    background: ${({ theme }) => theme.colors.profitSoft};
    color: ${({ theme }) => theme.colors.profit};
  `,
  loss: css`
    background: ${({ theme }) => theme.colors.lossSoft};
    color: ${({ theme }) => theme.colors.loss};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
  premium: css`
    background: ${({ theme }) => theme.colors.premiumSoft};
    color: ${({ theme }) => theme.colors.premium};
  `,
};

/** A small pill label: plan, status, counts. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 9px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 650;
  letter-spacing: 0.01em;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${({ $tone = 'neutral' }) => tones[$tone]}
`;
