import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Where the catalogues are: one folder per language, one JSON file per part of the app (src/i18n/README.md). */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/i18n/locales');
const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0signals-catalogue:';

/** One language's messages: every part's file, merged. */
export function readCatalogue(language: string): Record<string, string> {
  const dir = path.join(LOCALES_DIR, language);
  const merged: Record<string, string> = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
  }
  return merged;
}

/**
 * `import('virtual:catalogue/ja')`: the Japanese catalogue, its messages
 * compiled from ICU text to Lingui's token form at build time, so the app
 * ships no message parser. One module per language, so the bundler makes one
 * chunk of each and the app fetches only the chosen one.
 */
export function i18nCatalogues(): Plugin {
  return {
    name: 'signals:i18n-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) {
        return null;
      }
      const language = id.slice(RESOLVED.length);
      const dir = path.join(LOCALES_DIR, language);
      if (!/^[a-z]{2}$/.test(language) || !fs.existsSync(dir)) {
        this.error(`No catalogue for "${language}": the languages are the folders of ${LOCALES_DIR}`);
      }
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        this.addWatchFile(path.join(dir, file));
      }
      const compiled = Object.fromEntries(
        Object.entries(readCatalogue(language)).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            return this.error(`${language}: "${key}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
