/// <reference lib="webworker" />
import type { LanguageCode } from '@signals/protocol';
import { PushMessage } from '@signals/protocol/alerts/push';
import { z } from 'zod';

// The worker runs under the site's CSP too (script-src 'self'): zod's probe of new Function would be refused and reported.
z.config({ jitless: true });

const ICON = '/icons/icon-192.png';
/** A monochrome mark: Android draws it in the status bar, where a full-colour icon turns into a white square. */
const BADGE = '/icons/badge-96.png';

/**
 * What a push that cannot be read still says, in each language of the app. The worker has no catalogues (they
 * are the page's, loaded with its i18n module) and cannot read the language the page keeps in localStorage, so
 * these two lines live here, in the language the browser asks for: the one the app opens in until a member chooses.
 */
const FALLBACK_TEXT = {
  en: ['New alert', 'Open the app to read it.'],
  es: ['Nueva alerta', 'Abre la app para leerla.'],
  fr: ['Nouvelle alerte', 'Ouvrez l’application pour la lire.'],
  de: ['Neue Benachrichtigung', 'Öffnen Sie die App, um sie zu lesen.'],
  ja: ['新しい通知', 'アプリを開いて確認してください。'],
  zh: ['新提醒', '请打开应用查看。'],
  ru: ['Новое уведомление', 'Откройте приложение, чтобы прочитать его.'],
  ko: ['새 알림', '앱을 열어 확인해 주세요.'],
} as const satisfies Record<LanguageCode, readonly [title: string, body: string]>;

/** The first of the browser's languages the app speaks (`de-AT` is German), English when none is. */
function fallbackLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (Object.prototype.hasOwnProperty.call(FALLBACK_TEXT, primary)) {
      return primary as LanguageCode;
    }
  }
  return 'en';
}

/**
 * What a push that cannot be read still shows. The subscription promises the browser every push is visible
 * (userVisibleOnly), and an unreadable one is still news: it leads to the member's notifications.
 */
function fallback(languages: readonly string[]): PushMessage {
  const [title, body] = FALLBACK_TEXT[fallbackLanguage(languages)];
  return { title, body, url: '/notifications', tag: 'alert' };
}

/** The languages the browser asks for, most wanted first. */
function browserLanguages(): readonly string[] {
  const { navigator } = globalThis;
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The push's message, as the server built it (protocol PushMessage); the fallback when it is not one.
 *
 * @param languages the browser's languages, for the fallback's words (navigator.languages by default).
 */
export function readPush(data: { json(): unknown } | null, languages: readonly string[] = browserLanguages()): PushMessage {
  if (!data) {
    return fallback(languages);
  }
  try {
    const parsed = PushMessage.safeParse(data.json());
    return parsed.success ? parsed.data : fallback(languages);
  } catch {
    return fallback(languages);
  }
}

/** Shows the push as a system notification; a click opens `url` (see openFromNotification). */
export function showPush(registration: ServiceWorkerRegistration, data: PushMessageData | null): Promise<void> {
  const message = readPush(data);
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    icon: ICON,
    badge: BADGE,
  });
}
