import type { LanguageCode } from '@signals/protocol';
import { numberArgumentName, pluralCaseName } from './numberArguments';
import { withSeparators } from './numbers';

/**
 * How the catalogues' numbers are written without Lingui's formatters: a plural ("{count, plural, one {# user} other
 * {# users}}") and a number argument ("{price, number}"). Lingui's write the number with Intl.NumberFormat (its plural
 * formatter even where no "#" is), and building the first number format loads ICU's number data: 30 ms and more on the
 * main thread of a phone, in the middle of adopting a page. The build compiles each plural to a choice on an argument
 * named by `pluralCaseName`, and each "#" and number argument to an argument named by `numberArgumentName`
 * (build/i18nCatalogues.ts); the translator passes both, for every number among a message's values
 * (`withNumberArguments`).
 */

/** A number as Intl writes it by default: grouped, at most three decimals, trailing zeros dropped. */
export function writtenNumber(value: number, language: LanguageCode): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(3).replace(/\.?0+$/, '').split('.');
  const digits = withSeparators(whole, fraction, language);
  return value < 0 && digits !== '0' ? `-${digits}` : digits;
}

/** Plural rules, one per language: cheap to build (no number data), and kept. */
const rules = new Map<LanguageCode, Intl.PluralRules>();

/** The plural category of a number in a language: "one" for 1 in English, "few" for 3 in Russian. */
export function pluralCase(value: number, language: LanguageCode): Intl.LDMLPluralRule {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(value);
}

/** A message's values with, for each number, what its plurals choose by and what prints it. */
export function withNumberArguments<Values extends Record<string, unknown>>(values: Values, language: LanguageCode): Values {
  let written: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') {
      written ??= { ...values };
      written[numberArgumentName(name)] = writtenNumber(value, language);
      written[pluralCaseName(name)] = pluralCase(value, language);
    }
  }
  return (written ?? values) as Values;
}
