import { CircleCheckIcon, CrownIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tapTarget } from '../../../ui/theme/tapTarget';

type NoticeTone = 'info' | 'success' | 'warning' | 'danger' | 'premium';

interface NoticeProps {
  tone?: NoticeTone;
  icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** Announce the notice when it appears (status changes). */
  live?: boolean;
}

const defaultIcons: Record<NoticeTone, LucideIcon> = { info: InfoIcon, success: CircleCheckIcon, warning: TriangleAlertIcon, danger: TriangleAlertIcon, premium: CrownIcon };

/** A callout inside a screen: a state to know about, with an optional action. */
export function Notice({ tone = 'info', icon, title, children, action, live = false }: NoticeProps) {
  const Glyph = icon ?? defaultIcons[tone];
  return (
    <Box $tone={tone} role={live ? 'status' : undefined}>
      <IconWrap $tone={tone}>
        <Glyph size={20} />
      </IconWrap>
      <Body>
        <Title>{title}</Title>
        {children && <Text>{children}</Text>}
        {action && <Action>{action}</Action>}
      </Body>
    </Box>
  );
}

const tones = {
  info: css`
    --tone: ${({ theme }) => theme.colors.accent};
    --tone-soft: ${({ theme }) => theme.colors.accentSoft};
  `,
  success: css`
    --tone: ${({ theme }) => theme.colors.profit};
    --tone-soft: ${({ theme }) => theme.colors.profitSoft};
  `,
  warning: css`
    --tone: ${({ theme }) => theme.colors.warning};
    --tone-soft: ${({ theme }) => theme.colors.warningSoft};
  `,
  danger: css`
    --tone: ${({ theme }) => theme.colors.loss};
    --tone-soft: ${({ theme }) => theme.colors.lossSoft};
  `,
  premium: css`
    --tone: ${({ theme }) => theme.colors.premium};
    --tone-soft: ${({ theme }) => theme.colors.premiumSoft};
  `,
};

const Box = styled.div<{ $tone: NoticeTone }>`
  ${({ $tone }) => tones[$tone]}
  display: flex;
  gap: 14px;
  padding: 16px;
  border: 1px solid var(--tone-soft);
  border-left: 3px solid var(--tone);
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(var(--tone-soft), var(--tone-soft)), ${({ theme }) => theme.colors.surface};
`;

const IconWrap = styled.span<{ $tone: NoticeTone }>`
  ${({ $tone }) => tones[$tone]}
  flex: none;
  color: var(--tone);
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Title = styled.p`
  font-weight: 650;
`;

const Text = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 6px;

  /* A bare text link is a full tap target too. */
  & > a {
    ${tapTarget}
    justify-content: flex-start;
  }
`;
