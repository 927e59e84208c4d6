/**
 * The names of the arguments the build compiles the catalogues' numbers to (build/i18nCatalogues.ts) and the translator
 * fills (src/i18n/messageNumbers.ts, which says why). No imports: the build loads this file as it is.
 */

/** The argument a plural's "#" or a number argument prints: the number, written. */
export function numberArgumentName(argument: string): string {
  return `${argument}#`;
}

/** The argument a plural chooses its case by: the language's plural category of the number ("one", "few", "other"). */
export function pluralCaseName(argument: string): string {
  return `${argument}#case`;
}
