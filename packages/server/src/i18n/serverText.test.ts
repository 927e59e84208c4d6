import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { formatFigure, formatSignedPercent, oncePerLanguage, serverText } from './serverText.js';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'locales');
const PARTS = ['alerts', 'emails', 'receipts', 'replies', 'telegram'] as const;

function catalogue(language: LanguageCode, part: (typeof PARTS)[number]): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${part}.json`), 'utf8')) as Record<string, string>;
}

/** A compiled message's shape: its arguments, and each select's and plural's cases, as sorted lines. */
type Compiled = ReturnType<typeof compileMessageOrThrow>;
function shapeOf(compiled: Compiled, into = { args: new Set<string>(), selects: [] as string[], plurals: [] as Array<{ arg: string; cases: string[] }> }) {
  for (const token of Array.isArray(compiled) ? compiled : [compiled]) {
    if (!Array.isArray(token)) {
      continue;
    }
    const [name, type, cases] = token as [string, string?, Record<string, Compiled>?];
    into.args.add(name);
    if (cases && typeof cases === 'object') {
      // A plural's compiled cases carry its offset beside them.
      const names = Object.keys(cases)
        .filter((name) => name !== 'offset')
        .sort();
      if (type === 'plural' || type === 'selectordinal') {
        into.plurals.push({ arg: name, cases: names });
      } else {
        into.selects.push(`${name}: ${names.join(' ')}`);
      }
      for (const inner of names.map((name) => cases[name]!)) {
        shapeOf(inner, into);
      }
    }
  }
  return into;
}

describe('the server’s own catalogues (alerts, e-mails, receipts, the Telegram bot)', () => {
  for (const part of PARTS) {
    const english = catalogue('en', part);
    it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(`${part}: %s has every English key, with the same arguments and cases`, (language) => {
      const own = catalogue(language, part);
      expect(Object.keys(own)).toEqual(Object.keys(english));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      // French and Spanish `many` is for millions; a plural may leave it to `other`.
      const needed = categories.filter((category) => !(category === 'many' && (language === 'fr' || language === 'es')));
      for (const [key, text] of Object.entries(own)) {
        // ICU quotes with the ASCII apostrophe: the catalogues write the typographic one.
        expect(text, `${language} ${key}`).not.toContain("'");
        const theirs = shapeOf(compileMessageOrThrow(text));
        const ours = shapeOf(compileMessageOrThrow(english[key]!));
        expect([...theirs.args].sort(), `${language} ${key}`).toEqual([...ours.args].sort());
        expect(theirs.selects.sort(), `${language} ${key}`).toEqual(ours.selects.sort());
        expect(theirs.plurals.map((plural) => plural.arg).sort(), `${language} ${key}`).toEqual(ours.plurals.map((plural) => plural.arg).sort());
        for (const plural of theirs.plurals) {
          // Exact cases (`=0`, compiled as `0`) are not the language's categories.
          const words = plural.cases.filter((name) => !/^=?\d+$/.test(name));
          expect(categories, `${language} ${key}: ${plural.cases.join(' ')}`).toEqual(expect.arrayContaining(words));
          expect(words, `${language} ${key}`).toEqual(expect.arrayContaining(needed));
        }
      }
    });
  }
});

describe('serverText', () => {
  it('writes a message in the reader’s language, with its plural rules', () => {
    expect(serverText('en', 'alerts.account.subscriptionEndingTitle', { days: 3 })).toBe('Premium ends in 3 days');
    expect(serverText('de', 'alerts.account.subscriptionEndingTitle', { days: 1 })).toBe('Premium endet in 1 Tag');
    expect(serverText('ru', 'alerts.account.subscriptionEndingTitle', { days: 5 })).toBe('Premium закончится через 5 дней');
    expect(serverText('ja', 'alerts.account.subscriptionEndingTitle', { days: 3 })).toBe('プレミアムはあと3日で終了します');
  });

  it('writes figures and results with the language’s decimal sign', () => {
    expect([formatFigure('en', 67000.5), formatFigure('de', 67000.5), formatFigure('en', 0.00000123), formatFigure('en', 2.6049, 2)]).toEqual(['67000.5', '67000,5', '0.00000123', '2.6']);
    expect([formatSignedPercent('en', 5.71), formatSignedPercent('en', -2), formatSignedPercent('en', 0)]).toEqual(['+5.71%', '-2.00%', '0.00%']);
    expect(formatSignedPercent('de', 5.71)).toBe('+5,71\u00a0%');
  });

  it('renders a text once per language however many readers ask', () => {
    let renders = 0;
    const text = oncePerLanguage((language) => {
      renders += 1;
      return serverText(language, 'alerts.news.title', { title: 'X' });
    });
    expect([text('en'), text('de'), text('en'), text('de'), text('ja')]).toEqual(['New article: X', 'Neuer Artikel: X', 'New article: X', 'Neuer Artikel: X', '新着記事：X']);
    expect(renders).toBe(3);
  });
});
