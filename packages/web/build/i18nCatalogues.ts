import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { CATALOGUE_GROUPS, type CatalogueGroup } from '../src/i18n/catalogueGroups.ts';
import { numberArgumentName, pluralCaseName } from '../src/i18n/numberArguments.ts';

/** Where the catalogues are: one folder per language, one JSON file per part of the app (src/i18n/README.md). */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/i18n/locales');
/**
 * The protocol's parts (errors.*, validation.*): the server writes its answers from them, and
 * the app shows a form's refused field before sending it from the same words.
 */
export const PROTOCOL_LOCALES_DIR = path.resolve(import.meta.dirname, '../../protocol/src/locales');
/** Every folder whose parts make up a language's catalogue. */
export const CATALOGUE_DIRS = [LOCALES_DIR, PROTOCOL_LOCALES_DIR];
const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0signals-catalogue:';
const LOADERS = 'virtual:catalogue-loaders';
const RESOLVED_LOADERS = '\0signals-catalogue-loaders';

/** One language's messages: every part's file, merged. */
export function readCatalogue(language: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of catalogueFiles(language)) {
    Object.assign(merged, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }
  return merged;
}

/** The part files of a language, from every catalogue folder. */
export function catalogueFiles(language: string): string[] {
  return CATALOGUE_DIRS.flatMap((root) => {
    const dir = path.join(root, language);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => path.join(dir, name)) : [];
  });
}

/** The languages: the folders of the app's catalogue. */
export function languages(): string[] {
  return fs.readdirSync(LOCALES_DIR).filter((name) => /^[a-z]{2}$/.test(name)).sort();
}

/**
 * `import('virtual:catalogue/ja/first')`: one group of the Japanese catalogue
 * (src/i18n/catalogueGroups.ts), its messages compiled from ICU text to Lingui's
 * token form at build time, so the app ships no message parser. One module per
 * language and group, so the bundler makes a chunk of each and the app fetches
 * only the chosen language's, each group when a screen needs it.
 * `virtual:catalogue-loaders` is the table of their imports.
 */
export function i18nCatalogues(): Plugin {
  return {
    name: 'signals:i18n-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS) {
        return RESOLVED_LOADERS;
      }
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (id === RESOLVED_LOADERS) {
        const groups = Object.keys(CATALOGUE_GROUPS);
        const table = languages().map(
          (language) => `  ${language}: {\n${groups.map((group) => `    ${group}: () => import('${PREFIX}${language}/${group}'),`).join('\n')}\n  },`,
        );
        return `export default {\n${table.join('\n')}\n};`;
      }
      if (!id.startsWith(RESOLVED)) {
        return null;
      }
      const [language = '', group = ''] = id.slice(RESOLVED.length).split('/');
      const dir = path.join(LOCALES_DIR, language);
      if (!/^[a-z]{2}$/.test(language) || !fs.existsSync(dir)) {
        this.error(`No catalogue for "${language}": the languages are the folders of ${LOCALES_DIR}`);
      }
      if (!(group in CATALOGUE_GROUPS)) {
        this.error(`No catalogue group "${group}": the groups are ${Object.keys(CATALOGUE_GROUPS).join(', ')}`);
      }
      const parts = new Set<string>(CATALOGUE_GROUPS[group as CatalogueGroup]);
      const files = catalogueFiles(language).filter((file) => parts.has(path.basename(file, '.json')));
      for (const file of files) {
        this.addWatchFile(file);
      }
      const messages: Record<string, string> = {};
      for (const file of files) {
        Object.assign(messages, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
      }
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, numbersAsArguments(compileMessageOrThrow(message))];
          } catch (error) {
            return this.error(`${language}: "${key}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * A compiled message whose numbers Lingui's runtime does not format (src/i18n/messageNumbers.ts): `{n, plural, …}`
 * becomes a select on the number's plural category, each "#" of its cases (and of choices nested in them, as ICU has
 * it) and each `{n, number}` the number as the app writes it, and exact cases (`=0`) a select on the number itself
 * around it. An offset, an ordinal or a number style would need rules of their own, and no message has one: refused.
 */
export function numbersAsArguments(tokens: CompiledMessage, plural?: string): CompiledMessage {
  return tokens.map((token) => {
    if (typeof token === 'string') {
      return token === '#' && plural !== undefined ? [numberArgumentName(plural)] : token;
    }
    const [name, type, format] = token;
    if (type === 'number') {
      if (format !== undefined && format !== null) {
        throw new Error(`{${name}, number, ${JSON.stringify(format)}} has a style, which src/i18n/messageNumbers.ts does not write`);
      }
      return [numberArgumentName(name)];
    }
    if (type === 'selectordinal') {
      throw new Error(`{${name}, selectordinal} is not supported: src/i18n/messageNumbers.ts chooses cardinal plurals only`);
    }
    if ((type !== 'plural' && type !== 'select') || typeof format !== 'object' || format === null) {
      return token;
    }
    const { offset, ...choices } = format as Record<string, CompiledMessage> & { offset?: number };
    if (offset) {
      throw new Error(`{${name}, ${type}} has an offset, which src/i18n/messageNumbers.ts does not apply`);
    }
    const counted = type === 'plural' ? name : plural;
    const mapped = Object.entries(choices).map(([key, choice]) => [key, numbersAsArguments(choice, counted)] as const);
    if (type === 'select') {
      return [name, 'select', Object.fromEntries(mapped)];
    }
    const exact = mapped.filter(([key]) => /^\d+(\.\d+)?$/.test(key));
    const byCase: CompiledMessage = [[pluralCaseName(name), 'select', Object.fromEntries(mapped.filter((entry) => !exact.includes(entry)))]];
    return exact.length === 0 ? byCase[0]! : [name, 'select', { ...Object.fromEntries(exact), other: byCase }];
  });
}
