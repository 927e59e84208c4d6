import { hasKnownQuote, splitTicker } from './tickers.js';
import type { HookFields } from './hookFields.js';

/**
 * Signals written as text, one field a line, in the Cornix style (`#BTC/USDT LONG`, `Entry 64000`, `Target 1: 65000`,
 * `Stop`, `Leverage Cross 10x`): read into the hook's fields, case-insensitive, each line's decoration skipped.
 */

type Label = 'pair' | 'side' | 'entry' | 'tp1' | 'tp2' | 'targets' | 'sl' | 'leverage' | 'exchange' | 'type' | 'note';

/**
 * The labels a line may start with, case-insensitive, each ending where a
 * word does (`SL` is not the start of `Sell`). Numbered targets come before
 * the plain `Targets` list.
 */
const LABELS: ReadonlyArray<readonly [Label, RegExp]> = [
  ['tp1', /^(?:tp|target|take[\s-]*profit)\s*1(?![\d.,])/i],
  ['tp2', /^(?:tp|target|take[\s-]*profit)\s*2(?![\d.,])/i],
  ['targets', /^(?:tps?|targets?|take[\s-]*profits?)(?![a-z\d])/i],
  ['sl', /^(?:stop[\s-]*loss|stop|sl)(?![a-z])/i],
  ['entry', /^(?:entry|entries)(?:[\s-]*(?:price|zone|point|range|targets?))?(?![a-z])/i],
  ['leverage', /^(?:leverage|lev)(?![a-z])/i],
  ['exchange', /^exchange(?![a-z])/i],
  ['type', /^type(?![a-z])/i],
  ['note', /^notes?(?![a-z])/i],
  ['pair', /^(?:pair|coin|symbol|ticker)(?![a-z])/i],
  ['side', /^(?:direction|side)(?![a-z])/i],
];

/** What a line starts with before its words: emoji, #, -, •, a keycap digit (1️⃣). */
const LINE_DECORATION = /^(?:[^\p{L}\p{N}]|\p{N}\uFE0F?\u20E3)+/u;
/** The separator after a label: `:`, `=`, ` - ` or just spaces. */
const LABEL_SEPARATOR = /^\s*[:=\-–—]?\s*/;
/** A direction as a word anywhere in a line. */
const DIRECTION_WORD = /\b(long|short|buy|sell)\b/i;

interface TextLine {
  /** The line as written, trimmed. */
  line: string;
  label: Label | null;
  /** What follows the label and its separator; the line without its decoration when it has no label. */
  rest: string;
}

function lineOf(line: string): TextLine {
  const words = line.replace(LINE_DECORATION, '');
  for (const [label, pattern] of LABELS) {
    const match = pattern.exec(words);
    if (match) {
      return { line, label, rest: words.slice(match[0].length).replace(LABEL_SEPARATOR, '').trim() };
    }
  }
  return { line, label: null, rest: words };
}

/**
 * The fields of a Cornix-style text, one a line; null when nothing in it
 * reads as a signal (no label, no pair, no direction). Numbers are taken as
 * the first on their line (`Entry zone: 64000 - 64500` is 64000); a line
 * whose label has no number keeps its text, which the field's reading refuses.
 * The first line of a field counts.
 */
export function fieldsOfText(raw: string): HookFields | null {
  const lines = raw
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(lineOf);
  const fields: HookFields = {};
  for (const line of lines) {
    assignLine(fields, line);
  }
  fields.pair ??= pairInLines(lines.filter((line) => line.label === null));
  fields.side ??= directionInLines(lines);
  const recognised = lines.some((line) => line.label !== null) || fields.pair !== undefined || fields.side !== undefined;
  return recognised ? fields : null;
}

function assignLine(fields: HookFields, { label, rest }: TextLine): void {
  switch (label) {
    case null:
      return;
    case 'targets': {
      const [first, second] = numbersIn(rest);
      fields.tp1 ??= first ?? rest;
      if (second !== undefined) {
        fields.tp2 ??= second;
      }
      return;
    }
    case 'entry':
    case 'tp1':
    case 'tp2':
    case 'sl':
    case 'leverage':
      fields[label] ??= numbersIn(rest)[0] ?? rest;
      return;
    case 'pair':
      fields.pair ??= tickerAfterLabel(rest);
      return;
    case 'side':
      fields.side ??= DIRECTION_WORD.exec(rest)?.[1] ?? rest;
      return;
    case 'exchange':
    case 'type':
    case 'note':
      fields[label] ??= rest;
      return;
  }
}

/** The longest text read as a ticker: a pair is at most 20 characters, with an exchange's prefix and a suffix around it. */
const TICKER_MAX = 64;

/** `BTC / USDT` is one ticker; a word after it (`BTCUSDT Long`) is not part of it. */
function tickerAfterLabel(rest: string): string {
  return rest.slice(0, TICKER_MAX).replace(/ *([/-]) */g, '$1').split(/\s+/)[0] ?? rest;
}

/** A number in a line of text, thousands commas allowed. */
const NUMBER_IN_TEXT = /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+/g;
/** An enumeration before a price (`1) 64000 2) 63500`): not a number of the signal. */
const ENUMERATION = /(?:^|\s)\d{1,2}\)/g;

function numbersIn(text: string): string[] {
  return text.replace(ENUMERATION, ' ').match(NUMBER_IN_TEXT) ?? [];
}

/** Tickers that cannot be a word: a separator, a #, an exchange's prefix or a perpetual suffix. */
const MARKED_TICKER = /[#/:_-]|\.p(?:erp)?$/i;

/**
 * The pair named on a line without a label (`#BTC/USDT LONG`, `BTCUSDT`),
 * quoted in a known currency (a heading's `Long-term` is no pair).
 * A marked ticker (BTC/USDT, #SOLUSDT, BINANCE:BTCUSDT) is taken first; a
 * bare one (BTCUSDT) only in capitals or alone with a direction, since words
 * end in quote currencies too (country ends in TRY).
 */
function pairInLines(lines: readonly TextLine[]): string | undefined {
  const candidates = lines.flatMap(({ line }) => {
    const tokens = line
      .split(/[\s,;()[\]]+/)
      .filter((token) => token.length <= TICKER_MAX)
      .map((token) => token.replace(/^[^\p{L}\p{N}#]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((token) => token !== '');
    // Alone on its line but for direction words (no direction word is a ticker).
    const alone = tokens.filter((token) => !DIRECTION_WORD.test(token)).length === 1;
    return tokens
      .filter((token) => {
        const pair = splitTicker(token);
        return pair !== null && hasKnownQuote(pair);
      })
      .map((token) => ({
        token,
        marked: MARKED_TICKER.test(token),
        plausible: alone || token === token.toUpperCase(),
      }));
  });
  return (candidates.find((candidate) => candidate.marked) ?? candidates.find((candidate) => candidate.plausible))?.token;
}

/** The first direction word on a line that can state one: not a note's, an exchange's or a type's text. */
function directionInLines(lines: readonly TextLine[]): string | undefined {
  for (const { label, line } of lines) {
    if (label === 'note' || label === 'exchange' || label === 'type') {
      continue;
    }
    const word = DIRECTION_WORD.exec(line)?.[1];
    if (word !== undefined) {
      return word;
    }
  }
  return undefined;
}
