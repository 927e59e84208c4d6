import type { LanguageCode } from '@signals/protocol';
import { serverText } from '../../i18n/serverText.js';

/** Browsers in the order their User-Agent tokens must be tried: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // HeadlessChrome too: no word boundary before it.
  [/Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A browser as a member recognises it ("Chrome on Android") from its
 * User-Agent, for security alerts: the raw header is noise to a reader, and
 * a made-up header must not put arbitrary text in a notification. Product
 * names stay as they are; the words around them are in the reader's language.
 *
 * @param userAgent the request's User-Agent header.
 * @param language the reader's language.
 */
export function describeBrowser(userAgent: string, language: LanguageCode = 'en'): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) {
    return serverText(language, 'alerts.browser.onSystem', { browser, system });
  }
  return browser ?? (system ? serverText(language, 'alerts.browser.unknownOnSystem', { system }) : serverText(language, 'alerts.browser.unknown'));
}
