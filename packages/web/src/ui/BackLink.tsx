import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from './theme/focusRing';

/** "← Parent" above a page title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledLink to={to}>
      <ArrowLeftIcon size={16} />
      {children}
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  font-weight: 550;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  ${focusRing}
`;
