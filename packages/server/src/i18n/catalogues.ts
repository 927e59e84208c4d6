import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { LanguageCode } from '@signals/protocol';
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

/** Every message of a language's files, the protocol's and the server's own. */
function messagesOf(language: LanguageCode): Record<string, string> {
  return { ...readParts(path.join(PROTOCOL_LOCALES_DIR, language)), ...readParts(path.join(SERVER_LOCALES_DIR, language)) };
}

let english: Record<string, string> | null = null;

/**
 * A language's translator, its messages compiled: the protocol's catalogues and the server's own. A key a language
 * lacks falls back to English (the catalogue checks keep that from happening).
 */
function load(language: LanguageCode): I18n {
  english ??= messagesOf('en');
  const messages = Object.fromEntries(Object.entries({ ...english, ...messagesOf(language) }).map(([key, text]) => [key, compileMessageOrThrow(text)]));
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

const translators = new Map<LanguageCode, I18n>();

/**
 * The translator of a language, compiled on its first use: compiling all eight at once held the event loop ~110 ms
 * on the first text the server wrote after a start (bench/hooks: the intake's first second), one language ~15 ms.
 */
export function translatorFor(language: LanguageCode): I18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = load(language);
    translators.set(language, translator);
  }
  return translator;
}
