import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';
import { SERVER_ROOT } from '../serverRoot.js';

/**
 * The protocol's catalogues (errors, validation) are read from its sources in the
 * workspace, from src/ and dist/ alike (the JSON files are not compiled), and the
 * server's own texts (e-mails, pushes) from its locales folder.
 */
export const PROTOCOL_LOCALES_DIR = path.resolve(SERVER_ROOT, '..', 'protocol', 'src', 'locales');
const SERVER_LOCALES_DIR = path.resolve(SERVER_ROOT, 'locales');

function readParts(dir: string): Record<string, string> {
  const merged: Record<string, string> = {};
  if (!fs.existsSync(dir)) {
    return merged;
  }
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
  }
  return merged;
}

/**
 * One translator per language, its messages compiled once at start: the
 * protocol's catalogues and the server's own. A key a language lacks falls
 * back to English (the catalogue checks keep that from happening).
 */
function load(): Record<LanguageCode, I18n> {
  const english = { ...readParts(path.join(PROTOCOL_LOCALES_DIR, 'en')), ...readParts(path.join(SERVER_LOCALES_DIR, 'en')) };
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const own = { ...readParts(path.join(PROTOCOL_LOCALES_DIR, language)), ...readParts(path.join(SERVER_LOCALES_DIR, language)) };
      const messages = Object.fromEntries(Object.entries({ ...english, ...own }).map(([key, text]) => [key, compileMessageOrThrow(text)]));
      return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
    }),
  ) as Record<LanguageCode, I18n>;
}

let translators: Record<LanguageCode, I18n> | null = null;

/** The translator of a language (loaded on first use). */
export function translatorFor(language: LanguageCode): I18n {
  translators ??= load();
  return translators[language];
}
