import { css } from 'styled-components';
import { focusRing } from './focusRing';

/**
 * A borderless icon button that stays quiet until pointed at (a dialog's or a toast's close, a search field's clear):
 * its look in one place. Where it sits and how big it is stay with each caller.
 */
export const quietIconButton = css`
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;
