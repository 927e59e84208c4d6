import { css } from 'styled-components';

/** The one visible focus indicator, shown for keyboard focus only. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
