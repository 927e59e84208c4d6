import { MOBILE_BREAKPOINT_PX } from '@signals/protocol';
import { createGlobalStyle } from 'styled-components';
import { themeShared } from './themes';

/**
 * The CSS variable that says how much of the viewport's bottom edge fixed
 * navigation takes (the phone bottom bar, safe area included), so floating
 * layers such as toasts sit above it rather than over its buttons.
 */
export const BOTTOM_CHROME_VAR = '--bottom-chrome-height';

/**
 * Rendered by the phone bottom bar: reserves its height while it is on screen. Static (no value from props or the
 * theme: the bar is as tall in both): a global style computed from them was taken out of the style sheet and put back
 * when the app adopted a page, restyling every element of it for nothing (bench/web, total blocking time).
 */
export const ReserveBottomChrome = createGlobalStyle`
  @media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px) {
    :root {
      ${BOTTOM_CHROME_VAR}: calc(${themeShared.layout.bottomBarHeight} + env(safe-area-inset-bottom));
    }
  }
`;
