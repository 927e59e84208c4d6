import { SIGNAL_TYPES, SignalInput, textRef, type SignalType, type SignalValues, type TextKey, type TextValues } from '@signals/protocol';
import { fieldsOfText } from './alertText.js';
import { HOOK_FIELDS, type HookField, type HookFields } from './hookFields.js';
import { splitTicker } from './tickers.js';

/**
 * The reading of a trading alert's body (TradingView, 3Commas- or
 * Cornix-style bots) into the admin signal form's values. The body is a JSON
 * object, whatever its content type (TradingView sends text/plain), or a
 * Cornix-style text of one field a line. Both become the hook's fields, read
 * by the same rules, then go through SignalInput, so a hook's signal passes
 * exactly the checks an admin's does. Pure: no clock but `defaults.now`, no I/O.
 */

/** What the hook reads of a body before the signal itself: for authentication and idempotency. */
export interface AlertEnvelope {
  /** The JSON `id` field as text (string or number), else null. */
  id: string | null;
  /** The JSON `secret` field (string), else null. */
  secret: string | null;
  /** The JSON `timestamp` field as given (ISO text or Unix seconds number or numeric string), else null. */
  timestamp: string | number | null;
}

export type AlertReading =
  | { status: 'ok'; values: SignalValues; note: string | null }
  /** `reason`: a reference to the validation catalogue (textRef). */
  | { status: 'refused'; reason: string };

/** The longest note a hook's signal carries, as the signal events' notes. */
export const HOOK_NOTE_MAX = 500;
/** The bounds of `expiresInMinutes`: a minute to 30 days. */
export const HOOK_EXPIRY_MINUTES = { min: 1, max: 30 * 24 * 60 } as const;

/**
 * An unfilled TradingView placeholder: the alert was sent from a template its
 * tool did not fill in. No brace inside, so a body of braces is scanned once,
 * not once per brace.
 */
const PLACEHOLDER = /\{\{[^{}]*\}\}/;

const NO_ENVELOPE: AlertEnvelope = { id: null, secret: null, timestamp: null };

/**
 * Reads an alert's body: its envelope (for the hook's authentication and
 * idempotency), and the signal it asks for or why it is refused. Never
 * throws: whatever the body, the answer is a reading.
 *
 * @param raw the request body as text.
 * @param defaults `isPremium` for an alert that does not say; `now` from which `expiresInMinutes` counts.
 */
export function readAlert(raw: string, defaults: { isPremium: boolean; now: Date }): { envelope: AlertEnvelope; reading: AlertReading } {
  const json = parseJson(raw);
  const object = json.parsed && isRecord(json.value) ? json.value : null;
  return { envelope: object ? envelopeOf(object) : NO_ENVELOPE, reading: guarded(() => readingOf(raw, json, object, defaults)) };
}

type ParsedJson = { parsed: true; value: unknown } | { parsed: false };
type Defaults = { isPremium: boolean; now: Date };

function readingOf(raw: string, json: ParsedJson, object: Record<string, unknown> | null, defaults: Defaults): AlertReading {
  const placeholder = PLACEHOLDER.exec(raw)?.[0];
  if (placeholder !== undefined) {
    refuse('validation.hook.placeholder', { placeholder });
  }
  if (object) {
    return signalOf(fieldsOfJson(object), defaults);
  }
  // A JSON value that is no object, or a body that meant to be JSON and is broken: guessing at it as text would misread it.
  if (json.parsed || raw.trim() === '' || /^\s*[[{]/.test(raw)) {
    refuse('validation.hook.unreadable');
  }
  const fields = fieldsOfText(raw);
  if (!fields) {
    refuse('validation.hook.unreadable');
  }
  return signalOf(fields, defaults);
}

// ---- Refusals ----

/** A refusal met while reading: thrown to the top of the reading, where it becomes its answer. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function refuse(key: TextKey, values?: TextValues): never {
  throw new Refusal(textRef(key, values));
}

/**
 * Runs a reading, turning a refusal into its answer. Anything else thrown is
 * a bug in this reader; the hook still answers (the body is called
 * unreadable) rather than failing the request of the tool that sent it.
 */
function guarded(read: () => AlertReading): AlertReading {
  try {
    return read();
  } catch (error) {
    return { status: 'refused', reason: error instanceof Refusal ? error.reason : textRef('validation.hook.unreadable') };
  }
}

// ---- The envelope ----

function parseJson(raw: string): ParsedJson {
  try {
    return { parsed: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { parsed: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of the body itself, never one inherited (a body's `constructor` or `__proto__` is only data). */
function own(object: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(object, name) ? object[name] : undefined;
}

/** An empty id or secret is none: idempotency keyed on '' would merge unrelated alerts. */
function envelopeOf(object: Record<string, unknown>): AlertEnvelope {
  const id = own(object, 'id');
  const secret = own(object, 'secret');
  const timestamp = own(object, 'timestamp');
  return {
    id: typeof id === 'string' && id !== '' ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : null,
    secret: typeof secret === 'string' && secret !== '' ? secret : null,
    timestamp: (typeof timestamp === 'string' && timestamp !== '') || (typeof timestamp === 'number' && Number.isFinite(timestamp)) ? timestamp : null,
  };
}

// ---- The hook's fields ----

/** What each type needs, in the order a refusal names the first missing: checked before the form, so no default stands in. */
const REQUIRED: Record<SignalType, readonly HookField[]> = {
  arbitrage: ['pair', 'buyExchange', 'sellExchange', 'buyPrice', 'sellPrice'],
  forex: ['pair', 'side', 'entry', 'tp1', 'sl'],
  futures: ['pair', 'side', 'exchange', 'leverage', 'entry', 'tp1', 'sl'],
};

/** Unknown fields are left alone: TradingView users add their own. `direction` is another name for `side`. */
function fieldsOfJson(object: Record<string, unknown>): HookFields {
  const fields: HookFields = {};
  for (const name of HOOK_FIELDS) {
    fields[name] = own(object, name);
  }
  if (absent(fields.side)) {
    fields.side = own(object, 'direction');
  }
  return fields;
}

/** Absent, null and blank text all mean the field was not given. */
function absent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// ---- From the fields to the signal ----

/** SignalInput's fields, each as read from the alert (the form checks them). */
type FormInput = Record<keyof SignalInput, unknown>;
type TypeFields = Pick<
  FormInput,
  | 'profitPercentage'
  | 'buyExchange'
  | 'sellExchange'
  | 'buyPrice'
  | 'sellPrice'
  | 'entryPrice'
  | 'takeProfit1'
  | 'takeProfit2'
  | 'stopLoss'
  | 'direction'
  | 'exchange'
  | 'leverage'
  | 'contractType'
>;
const NO_TYPE_FIELDS: TypeFields = {
  profitPercentage: null,
  buyExchange: null,
  sellExchange: null,
  buyPrice: null,
  sellPrice: null,
  entryPrice: null,
  takeProfit1: null,
  takeProfit2: null,
  stopLoss: null,
  direction: null,
  exchange: null,
  leverage: null,
  contractType: null,
};

/**
 * The signal the fields ask for. Only the fields of its type are read (the
 * form clears the others anyway), so a template shared between types is not
 * refused for a field that would be dropped.
 */
function signalOf(fields: HookFields, defaults: Defaults): AlertReading {
  const signalType = readType(fields.type);
  const missing = REQUIRED[signalType].find((field) => absent(fields[field]));
  if (missing !== undefined) {
    refuse('validation.hook.missingField', { field: missing });
  }
  const pair = readPair(fields.pair);
  const typeFields = signalType === 'arbitrage' ? arbitrageFields(fields) : tradeFields(fields, signalType);
  const input: FormInput = {
    ...NO_TYPE_FIELDS,
    ...typeFields,
    pair,
    signalType,
    isPremium: readPremium(fields.premium, defaults.isPremium),
    isActive: true,
    // Left undefined when not given: the form's one-hour default applies.
    expiresAt: readExpiry(fields.expiresInMinutes, defaults.now),
  };
  const note = readNote(fields.note);
  const parsed = SignalInput.safeParse(input);
  if (!parsed.success) {
    // The form's messages are references already (a side of the entry, the spread of the prices...).
    return { status: 'refused', reason: parsed.error.issues[0]?.message ?? textRef('validation.signal.requiredFields') };
  }
  return { status: 'ok', values: parsed.data, note };
}

/** An arbitrage: its two legs; a stated profit goes to the form, which refuses one the spread contradicts. */
function arbitrageFields(fields: HookFields): Partial<TypeFields> {
  return {
    buyExchange: readText(fields.buyExchange),
    sellExchange: readText(fields.sellExchange),
    buyPrice: readNumber(fields.buyPrice, 'buyPrice'),
    sellPrice: readNumber(fields.sellPrice, 'sellPrice'),
    profitPercentage: readNumber(fields.profit, 'profit'),
  };
}

/** A forex or futures trade: its direction, prices and, for futures, where and how it is traded. */
function tradeFields(fields: HookFields, signalType: 'forex' | 'futures'): Partial<TypeFields> {
  const direction = readDirection(fields.side, signalType);
  const entryPrice = readNumber(fields.entry, 'entry');
  const takeProfit1 = readNumber(fields.tp1, 'tp1');
  const takeProfit2 = readNumber(fields.tp2, 'tp2');
  const stopLoss = readNumber(fields.sl, 'sl');
  const futures =
    signalType === 'futures'
      ? { exchange: readText(fields.exchange), leverage: readLeverage(fields.leverage), contractType: readContractType(fields.contractType) }
      : {};
  const profitPercentage = readNumber(fields.profit, 'profit') ?? profitToTarget(entryPrice, takeProfit1);
  return { direction, entryPrice, takeProfit1, takeProfit2, stopLoss, profitPercentage, ...futures };
}

/**
 * The profit a trade states when the alert gives none: its first target's
 * distance from the entry, in percent to 2 decimals. A distance that rounds
 * to 0 is stated as 0.01, as the form takes only a profit above zero. With a
 * price the form would refuse, none: the form then names that price.
 */
function profitToTarget(entry: number | null, target: number | null): number | null {
  if (entry === null || target === null || !(entry > 0) || !(target > 0)) {
    return null;
  }
  const percent = Math.round((Math.abs(target - entry) / entry) * 100 * 100) / 100;
  return percent > 0 ? percent : 0.01;
}

// ---- Reading one field ----

function readType(value: unknown): SignalType {
  if (absent(value)) {
    return 'futures';
  }
  const type = SIGNAL_TYPES.find((candidate) => typeof value === 'string' && value.trim().toLowerCase() === candidate);
  return type ?? refuse('validation.hook.unknownType', { type: shown(value) });
}

function readPair(value: unknown): string {
  const pair = typeof value === 'string' ? splitTicker(value) : null;
  return pair ?? refuse('validation.hook.pairUnknown', { pair: shown(value) });
}

const RISING = ['buy', 'long'];
const FALLING = ['sell', 'short'];

/** A direction in the words of the signal's type: futures go long or short, forex buys or sells, whichever word the tool used. */
function readDirection(value: unknown, signalType: 'forex' | 'futures'): string {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const rising = RISING.includes(word);
  if (!rising && !FALLING.includes(word)) {
    refuse('validation.hook.directionUnknown', { direction: shown(value) });
  }
  if (signalType === 'forex') {
    return rising ? 'buy' : 'sell';
  }
  return rising ? 'long' : 'short';
}

/** A number as JSON writes it, or as text (templates fill numbers into strings), with thousands commas allowed: 64,000.5. */
const NUMERIC_TEXT = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/;

function readNumber(value: unknown, field: HookField): number | null {
  if (absent(value)) {
    return null;
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim().replace(/,/g, '')) : NaN;
  // JSON reads 1e400 as Infinity: no price either.
  return Number.isFinite(number) ? number : refuse('validation.hook.notNumber', { field });
}

/** Leverage as traders write it: 10, "10", "10x", "x10", "Cross 10x". Whole and in range is the form's check. */
function readLeverage(value: unknown): number | null {
  if (typeof value !== 'string') {
    return readNumber(value, 'leverage');
  }
  // Anchored at the start, or a bare `x$`: no pattern here rescans a long text from every space.
  const bare = value
    .trim()
    .replace(/^(?:cross|isolated)\s*/i, '')
    .replace(/^x\s*/i, '')
    .replace(/x$/i, '')
    .trim();
  return readNumber(bare === '' ? value : bare, 'leverage');
}

/** A name (an exchange): trimmed text, none when blank. */
function readText(value: unknown): string | null {
  if (absent(value)) {
    return null;
  }
  return typeof value === 'string' ? value.trim() : refuse('validation.common.notText');
}

/** Lowercased for the form's enum, which names what it takes when this is none of them. */
function readContractType(value: unknown): unknown {
  if (absent(value)) {
    return null;
  }
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

function readPremium(value: unknown, otherwise: boolean): boolean {
  if (absent(value)) {
    return otherwise;
  }
  if (typeof value === 'boolean') {
    return value;
  }
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word !== 'true' && word !== 'false') {
    refuse('validation.common.notBoolean');
  }
  return word === 'true';
}

function readExpiry(value: unknown, now: Date): string | undefined {
  const minutes = readNumber(value, 'expiresInMinutes');
  if (minutes === null) {
    return undefined;
  }
  if (minutes < HOOK_EXPIRY_MINUTES.min || minutes > HOOK_EXPIRY_MINUTES.max) {
    refuse('validation.hook.expiryRange', HOOK_EXPIRY_MINUTES);
  }
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

function readNote(value: unknown): string | null {
  if (absent(value)) {
    return null;
  }
  if (typeof value !== 'string') {
    refuse('validation.signalEvent.noteNotText');
  }
  const note = value.trim();
  return note.length <= HOOK_NOTE_MAX ? note : refuse('validation.signalEvent.noteTooLong', { max: HOOK_NOTE_MAX });
}

/** A value as a refusal quotes it: short, whatever it is (an object, an array, a long text). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
