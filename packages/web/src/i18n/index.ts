import { setupI18n, type Messages } from '@lingui/core';
import generatedLoaders from 'virtual:catalogue-loaders';
import type { LanguageCode } from '@signals/protocol';
import type { CatalogueGroup } from './catalogueGroups';
import { loadDateLocale, setDateLocale } from './dateLocale';
import { keepLanguage } from './language';
import { withNumberArguments } from './messageNumbers';
import type { MessageId, MessageValues } from './messages';

/**
 * The app's one translator. Components read it through useT (so they render
 * again when the language changes); code outside React (toasts, stores) calls t.
 */
export const i18n = setupI18n();

/** The build makes a chunk for every language and group (build/i18nCatalogues.ts). */
const loaders = generatedLoaders as Record<LanguageCode, Record<CatalogueGroup, () => Promise<{ default: Messages }>>>;

/** The groups wanted so far: `first` from the start, the others once a screen asked for them; a switch of language loads them all. */
const wantedGroups = new Set<CatalogueGroup>(['first']);
/** Per language, the groups already loaded (or loading) into the translator. */
const loading = new Map<string, Promise<void>>();

/** Loads one group of a language's catalogue into the translator (once); a group fetched in one language is fetched in the next. */
function loadGroup(language: LanguageCode, group: CatalogueGroup): Promise<void> {
  const key = `${language}/${group}`;
  let done = loading.get(key);
  if (!done) {
    done = loaders[language][group]().then(({ default: messages }) => i18n.load(language, messages));
    // A failed fetch (offline) may be tried again by the next screen that needs it.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** The language being switched to, so a slower earlier switch cannot land after a later one. */
let wanted: LanguageCode | null = null;

/**
 * Shows the app in `language`: fetches its catalogue groups wanted so far and its date words
 * (once), switches every mounted text, sets `<html lang>`, and keeps it for the next visit on
 * this device.
 */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  wanted = language;
  if (i18n.locale === language) {
    return;
  }
  const words = await loadLanguage(language, [...wantedGroups]);
  if (wanted !== language) {
    return;
  }
  setDateLocale(words);
  i18n.activate(language);
  // Only a change: set again to the language the page came in, it still made the browser restyle every element of the
  // page (the :lang() rules), in the middle of the start (bench/web).
  if (document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
  keepLanguage(language);
}

/** Fetches the groups of a language's catalogue and its date words; resolves to the date words. */
function loadLanguage(language: LanguageCode, groups: readonly CatalogueGroup[]) {
  return Promise.all([loadDateLocale(language), ...groups.map((group) => loadGroup(language, group))]).then(([words]) => words);
}

/** For pages rendered at build time (src/ssr): the whole catalogue of a language, active, with no page around it. */
export async function renderInLanguage(language: LanguageCode, groups: readonly CatalogueGroup[]): Promise<void> {
  setDateLocale(await loadLanguage(language, groups));
  i18n.activate(language);
}

/**
 * Makes a group of the catalogue ready in the language shown (a screen's words, before it
 * renders); in the language being switched to as well, if a switch is under way.
 */
export async function catalogueReady(group: CatalogueGroup): Promise<void> {
  wantedGroups.add(group);
  const languages = new Set([currentLanguage(), ...(wanted ? [wanted] : [])]);
  await Promise.all([...languages].map((language) => loadGroup(language, group)));
}

/** The text of a message in the language shown now; for code outside components (a toast, a store). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, messageValues(values));
}

/** A message's values as the compiled catalogues read them (src/i18n/messageNumbers.ts): every translation goes through here. */
export function messageValues<Values extends Record<string, unknown>>(values: Values | undefined): Values | undefined {
  return values && withNumberArguments(values, currentLanguage());
}

/** The language shown now. */
export function currentLanguage(): LanguageCode {
  return (i18n.locale || 'en') as LanguageCode;
}
