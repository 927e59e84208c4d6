import { createGlobalStyle } from 'styled-components';

/**
 * The CSS variable that says how much of the viewport's bottom edge fixed
 * navigation takes (the phone bottom bar, safe area included), so floating
 * layers such as toasts sit above it rather than over its buttons.
 */
export const BOTTOM_CHROME_VAR = '--bottom-chrome-height';

/** Rendered by whatever pins itself to the bottom: reserves its height while it is on screen. */
export const ReserveBottomChrome = createGlobalStyle<{ $height: string; $until: number }>`
  @media (max-width: ${({ $until }) => $until - 1}px) {
    :root {
      ${BOTTOM_CHROME_VAR}: calc(${({ $height }) => $height} + env(safe-area-inset-bottom));
    }
  }
`;
