import { setupI18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { numbersAsArguments, readCatalogue } from '../../build/i18nCatalogues';
import { withNumberArguments } from './messageNumbers';
import { activateLanguage, t } from '.';

/** A translator holding one language's whole catalogue, compiled as given. */
function translator(language: LanguageCode, compile: (message: string) => CompiledMessage) {
  const messages: Messages = Object.fromEntries(Object.entries(readCatalogue(language)).map(([key, text]) => [key, compile(text)]));
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** Every argument a compiled message names, with its type. */
function argumentsOf(tokens: CompiledMessage, found = new Map<string, string | undefined>()): Map<string, string | undefined> {
  for (const token of tokens) {
    if (typeof token !== 'string') {
      const [name, type, format] = token;
      found.set(name, found.get(name) ?? type);
      if (format && typeof format === 'object') {
        for (const choice of Object.values(format)) {
          if (Array.isArray(choice)) {
            argumentsOf(choice as CompiledMessage, found);
          }
        }
      }
    }
  }
  return found;
}

describe('numbers in messages', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it.each(LANGUAGE_CODES)('%s: every plural and number of the catalogue reads as Lingui’s own formatters write it', (language) => {
    const theirs = translator(language, compileMessageOrThrow);
    const ours = translator(language, (text) => numbersAsArguments(compileMessageOrThrow(text)));
    const plurals = Object.entries(readCatalogue(language)).filter(([, text]) => /, (plural|number)\b/.test(text));
    expect(plurals.length).toBeGreaterThan(10);
    for (const [key, text] of plurals) {
      const names = argumentsOf(compileMessageOrThrow(text));
      for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1234, 1.5]) {
        // Plural arguments get the count; the others a text (a title, a coin), or the count where a number is wanted.
        const values = Object.fromEntries([...names].map(([name, type]) => [name, type === 'plural' || type === 'number' ? count : `«${name}»`]));
        expect(ours._(key, withNumberArguments(values, language)), `${key} with ${count}`).toBe(theirs._(key, values));
      }
    }
  });

  it('choose exact cases first, and print "#" in a choice nested in a plural as that plural’s number', () => {
    const ours = setupI18n({
      locale: 'en',
      messages: { en: { users: numbersAsArguments(compileMessageOrThrow('{count, plural, =0 {nobody} one {# user} other {# users{kind, select, admin { (# admins)} other {}}}}')) } },
    });
    const say = (count: number, kind: string) => ours._('users', withNumberArguments({ count, kind }, 'en'));
    expect([say(0, 'member'), say(1, 'member'), say(1234, 'member'), say(3, 'admin')]).toEqual(['nobody', '1 user', '1,234 users', '3 users (3 admins)']);
  });

  it('refuse what they cannot write: an offset, an ordinal, a number style', () => {
    expect(() => numbersAsArguments(compileMessageOrThrow('{count, plural, offset:1 one {# more} other {# more}}'))).toThrow(/offset/);
    expect(() => numbersAsArguments(compileMessageOrThrow('{place, selectordinal, one {#st} other {#th}}'))).toThrow(/selectordinal/);
    expect(() => numbersAsArguments(compileMessageOrThrow('{share, number, percent}'))).toThrow(/style/);
  });

  it.each(LANGUAGE_CODES)('%s: the app’s translator writes plurals and numbers without building a number format', async (language) => {
    await activateLanguage(language);
    const minutes = new Intl.NumberFormat(language).format(1234);
    const built: unknown[] = [];
    const { NumberFormat } = Intl;
    // Lingui's formatters build one for every plural and number; its first, on a phone, loads ICU's number data.
    Intl.NumberFormat = new Proxy(NumberFormat, { construct: (target, args) => (built.push(args), Reflect.construct(target, args) as object) });
    try {
      expect(t('signals.steps.arbitrage.transferAnyExchange', { coin: 'BTC', minutes: 1234 })).toContain(minutes);
      expect(t('auth.marketing.free', { max: 1234 })).toContain(minutes);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
    expect(built).toEqual([]);
  });
});
