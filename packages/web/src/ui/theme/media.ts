import { MOBILE_BREAKPOINT_PX } from '@signals/protocol';

/** Media queries: the app is built mobile first, these add the wide-screen layout. */
export const media = {
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
  wide: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Where the signed-in header has no room for words beside its icons: small phones, and tablets where the sections join it. */
  headerCrowded: '@media (max-width: 479px), (min-width: 768px) and (max-width: 1099px)',
  /** Where the header's section links drop their icons to fit beside the brand and the actions. */
  headerTight: '@media (min-width: 768px) and (max-width: 1199px)',
} as const;

/** For JS that must agree with the CSS breakpoint (the bottom bar and the header nav). */
export const desktopQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
