import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../ui/theme/focusRing';

/** A quiet text button that switches a form to another way of doing the same thing ("Use a recovery code"). */
export function SwitchLink(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return <Switch type="button" {...props} />;
}

const Switch = styled.button`
  align-self: flex-start;
  padding: 2px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13.5px;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;
