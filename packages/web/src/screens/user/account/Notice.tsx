import { CircleCheckIcon, CrownIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tapTarget } from '../../../ui/theme/tapTarget';

export type NoticeTone = 'info' | 'warning' | 'premium' | 'success';

interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button at the end. */
  action?: ReactNode;
  /** Announce it when it appears (role="status"). */
  live?: boolean;
}

const icons: Record<NoticeTone, LucideIcon> = { info: InfoIcon, warning: TriangleAlertIcon, premium: CrownIcon, success: CircleCheckIcon };

/** An inline message inside a page: a premium-only hint, a "not available yet", an arrival notice. */
export function Notice({ tone = 'info', title, children, action, live = false }: NoticeProps) {
  const Glyph = icons[tone];
  return (
    <Wrapper $tone={tone} role={live ? 'status' : undefined}>
      <IconWrap $tone={tone}>
        <Glyph size={18} />
      </IconWrap>
      <Body>
        {title && <Title>{title}</Title>}
        {children && <Text>{children}</Text>}
        {action && <Action>{action}</Action>}
      </Body>
    </Wrapper>
  );
}

const toneColor = (tone: NoticeTone) =>
  ({
    info: css`
      color: ${({ theme }) => theme.colors.accent};
    `,
    warning: css`
      color: ${({ theme }) => theme.colors.warning};
    `,
    premium: css`
      color: ${({ theme }) => theme.colors.premium};
    `,
    success: css`
      color: ${({ theme }) => theme.colors.profit};
    `,
  })[tone];

const Wrapper = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $tone }) =>
    ({ info: theme.colors.accentSoft, warning: theme.colors.warningSoft, premium: theme.colors.premiumSoft, success: theme.colors.profitSoft })[$tone]};
`;

const IconWrap = styled.span<{ $tone: NoticeTone }>`
  flex: none;
  margin-top: 1px;
  ${({ $tone }) => toneColor($tone)}
`;

const Body = styled.div`
  min-width: 0;
  font-size: 14px;
`;

const Title = styled.p`
  font-weight: 650;
`;

const Text = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};

  * + & {
    margin-top: 2px;
  }
`;

const Action = styled.div`
  margin-top: 6px;

  /* A bare text link is a full tap target too. */
  & > a {
    ${tapTarget}
    justify-content: flex-start;
  }
`;
