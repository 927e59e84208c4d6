import { isThemeName, type ThemeName } from '../ui/theme/themes';

const root = typeof document === 'undefined' ? null : document.getElementById('root');

/** In the browser, the language of a page rendered at build time (build/prerender.ts marks #root with it); else null. */
export const drawnLanguage: string | null = root?.dataset.prerendered ?? null;

/**
 * Whether this page began as HTML rendered at build time: true while rendering it there, and in the browser when
 * #root came filled. A screen that depends on the session shows, while the session is checked, what the page was
 * drawn with, so that the browser's first render matches the HTML it adopts.
 */
export const drawnAtBuildTime: boolean = import.meta.env.SSR || drawnLanguage !== null;

/**
 * The theme the page was drawn in, in the browser (null elsewhere): the app adopts the page in it, then shows the
 * theme chosen on this device, so a member who chose the light one keeps what they typed into the page meanwhile.
 */
export const drawnTheme: ThemeName | null = isThemeName(root?.dataset.theme) ? root.dataset.theme : null;

/**
 * In the browser, the language of a member's page rendered on request (packages/server/src/http/memberPages.ts):
 * the member's saved one, which the app follows anyway once signed in; else null.
 */
export const memberPageLanguage: string | null = root?.dataset.renderedFor === 'member' ? (root.dataset.language ?? 'en') : null;

/**
 * Whether this member's page is the copy the service worker kept of it (pwa/keptPages): what it shows is the last
 * visit's, to be caught up once the live connection opens.
 */
export const keptPage: boolean = memberPageLanguage !== null && root?.dataset.kept === 'true';
