import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, readCatalogue } from '../../build/i18nCatalogues';

/*
 * Messages that read the same in a language as in English: a code, a unit,
 * a brand, a loanword. Any other identical message is an English sentence left behind.
 */

/** Names and codes that are the same in every language: SMS, Premium as a name, coins. */
const EVERYWHERE = ['settings.channel.sms', 'premium.name', 'premium.method.bitcoin', 'premium.method.ethereum'];
/** Words traders use as they are in these languages: Forex, Premium, Airdrops. */
const LOANWORDS = [
  'signals.filter.forex',
  'home.type.forex',
  'content.airdrops.title',
  'content.performance.chip.forex',
  'content.performance.market.forex',
  'premium.stats.type.forex',
  'layout.nav.airdrops',
  'layout.nav.premium',
  'layout.header.premium',
  'ui.signal.type.forex',
  'ui.signal.premium',
];
/** French and German keep these too: Futures, Long and Short, TP1/TP2, Arbitrage. */
const LOANWORDS_FR_DE = [
  ...LOANWORDS,
  'signals.filter.futures',
  'home.type.arbitrage',
  'home.type.futures',
  'signals.direction.long',
  'signals.direction.short',
  'signals.chart.tp1',
  'signals.chart.tp2',
  'content.performance.chip.futures',
  'content.performance.market.futures',
  'premium.stats.type.futures',
  'ui.signal.type.futures',
];
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  // Spanish "No" is "No"; "Beta" is "Beta".
  es: [...LOANWORDS, 'signals.chart.tp1', 'signals.chart.tp2', 'layout.beta.tag', 'common.no'],
  fr: [...LOANWORDS_FR_DE, 'layout.adminNav.notifications', 'layout.header.notifications'],
  de: [...LOANWORDS_FR_DE, 'signals.details.spread', 'layout.nav.news', 'layout.menu.plan.admin', 'layout.beta.tag', 'content.performance.title'],
  ru: ['layout.nav.premium', 'layout.header.premium', 'ui.signal.premium'],
};

const english = readCatalogue('en');
const partsOf = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

/** What a message needs from its caller: each ICU argument with its type, and each numbered rich-text tag. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        continue;
      }
      const [name, type, format] = token;
      found.add(`{${name}${type ? `, ${type}` : ''}}`);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(choice)) {
            walk(choice as CompiledMessage);
          }
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  for (const [tag] of message.matchAll(/<\/?\d+>/g)) {
    found.add(tag);
  }
  return [...found].sort();
}

describe('the catalogues', () => {
  it('keep each part’s keys under its name (auth.json holds auth.*), so a key is found where it belongs', () => {
    for (const part of partsOf('en')) {
      const prefix = `${part.replace(/\.json$/, '')}.`;
      const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'en', part), 'utf8')) as object);
      expect(keys.filter((key) => !key.startsWith(prefix))).toEqual([]);
    }
  });

  it('are valid ICU messages in every language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const [key, message] of Object.entries(readCatalogue(language))) {
        expect(() => compileMessageOrThrow(message), `${language}: ${key}`).not.toThrow();
      }
    }
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s has every part and every key of English, and no other', (language) => {
    expect(partsOf(language)).toEqual(partsOf('en'));
    const catalogue = readCatalogue(language);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s asks for the same arguments and tags as English in every message', (language) => {
    const catalogue = readCatalogue(language);
    const mismatched = Object.keys(english)
      .filter((key) => key in catalogue)
      .filter((key) => JSON.stringify(argumentsOf(catalogue[key]!)) !== JSON.stringify(argumentsOf(english[key]!)))
      .map((key) => `${key}: ${argumentsOf(catalogue[key]!).join(' ')} (English: ${argumentsOf(english[key]!).join(' ')})`);
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s leaves no message in English unless it is listed as reading the same', (language) => {
    const catalogue = readCatalogue(language);
    const allowed = new Set([...EVERYWHERE, ...(SAME_AS_ENGLISH[language] ?? [])]);
    const untranslated = Object.keys(english).filter((key) => catalogue[key] === english[key] && !allowed.has(key));
    expect(untranslated).toEqual([]);
  });
});
