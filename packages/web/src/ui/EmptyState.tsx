import { InboxIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** A call to action under the text. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon: Glyph = InboxIcon, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <IconCircle>
        <Glyph size={26} />
      </IconCircle>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: 48px 20px;
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h3`
  font-size: 17px;
  font-weight: 650;
`;

const Description = styled.p`
  max-width: 380px;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Action = styled.div`
  margin-top: 20px;
`;
