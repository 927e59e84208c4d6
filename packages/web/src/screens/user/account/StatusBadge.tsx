import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { BadgeTone } from '../../../ui';

interface StatusBadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  /** An icon in the tone's colour instead of the dot. */
  icon?: ReactNode;
}

/**
 * A small status pill whose colour sits in a dot (or icon) and a tint, while
 * the words keep the body text colour: coloured 12px text on a tint of the
 * same colour falls under the 4.5:1 contrast minimum in both themes.
 */
export function StatusBadge({ tone = 'neutral', children, icon }: StatusBadgeProps) {
  return (
    <Pill $tone={tone}>
      {icon ? <Glyph $tone={tone}>{icon}</Glyph> : <Dot $tone={tone} aria-hidden="true" />}
      {children}
    </Pill>
  );
}

type ToneColors = { fg: string; bg: string };

function toneColors(colors: DefaultTheme['colors'], tone: BadgeTone): ToneColors {
  const map: Record<BadgeTone, ToneColors> = {
    neutral: { fg: colors.textMuted, bg: colors.surfaceHover },
    accent: { fg: colors.accent, bg: colors.accentSoft },
    profit: { fg: colors.profit, bg: colors.profitSoft },
    loss: { fg: colors.loss, bg: colors.lossSoft },
    warning: { fg: colors.warning, bg: colors.warningSoft },
    premium: { fg: colors.premium, bg: colors.premiumSoft },
  };
  return map[tone];
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 24px;
  padding: 0 10px 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme.colors, $tone).bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  font-weight: 650;
  white-space: nowrap;
  flex: none;
`;

const Dot = styled.span<{ $tone: BadgeTone }>`
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => toneColors(theme.colors, $tone).fg};
`;

const Glyph = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => toneColors(theme.colors, $tone).fg};
`;
