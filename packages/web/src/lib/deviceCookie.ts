import { THEME_COOKIE, TIME_ZONE_COOKIE } from '@signals/protocol';
import { deviceTimeZone } from '../ssr/pageTime';
import { onShownThemeChange, themeSelectors, useThemeStore } from '../stores/theme';

/** A year: a device's preferences are kept as long as one another. */
const KEPT_FOR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps one of this device's preferences in a cookie, for the server, which sends the pages painted before the app
 * runs: first-party, sent with every request to the site, never to another. `value` is written as it is: a language
 * code, a time zone's name or a theme's, nothing a cookie must escape.
 */
export function keepInCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${KEPT_FOR_SECONDS}; SameSite=Lax${secure}`;
}

/** What a cookie may hold as it is (RFC 6265's cookie-octets, fewer): a language code, a time zone's name. */
const PLAIN = /^[A-Za-z0-9/_+-]+$/;

/**
 * Keeps this device's time zone for the server, which writes the dates of a member's page in it (src/ssr/pageTime.ts):
 * the app then adopts the page as drawn. Written again on each start: a device that travelled has a new zone.
 */
export function keepTimeZone(): void {
  const timeZone = deviceTimeZone();
  if (PLAIN.test(timeZone) && !document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${timeZone}`)) {
    keepInCookie(TIME_ZONE_COOKIE, timeZone);
  }
}

/**
 * Keeps the theme this device shows for the server, which draws a member's page in it (src/ssr/renderPage.tsx), so
 * a member who chose the light theme is not shown the page dark until the app has adopted it. Written on each start
 * and whenever the theme shown changes (a switch, or the system's scheme followed).
 */
export function keepTheme(): void {
  keepInCookie(THEME_COOKIE, themeSelectors.resolved(useThemeStore.getState()));
  onShownThemeChange((shown) => keepInCookie(THEME_COOKIE, shown));
}
