import {
  closingResultField,
  isClosingEventKind,
  outcomeOfResult,
  RECORDABLE_SIGNAL_EVENT_KINDS,
  roundPercent,
  SIGNAL_EVENT_MESSAGES,
  SignalEventRequest,
  tradeResultPercent,
  type FullSignal,
  type RecordableSignalEventKind,
  type SignalOutcome,
} from '@signals/protocol';
import { formatLeveragedResult } from '../../../lib/format';
import { outcomeSentence } from './outcomeText';

export type FieldRule = 'required' | 'optional' | 'hidden';
/** The reason is a cancellation's alone, and public (issue 38): required there, absent elsewhere. */
export type EventFieldRules = { price: FieldRule; resultPercent: FieldRule; note: Exclude<FieldRule, 'hidden'>; reason: Exclude<FieldRule, 'optional'> };

/** The form edits the request itself, so the server's issues land on fields of the same names. */
export type SignalEventFormValues = SignalEventRequest;

/**
 * What a closing event must state: futures and forex close at a price (the
 * exit, the result follows from the entry), an arbitrage with its realised
 * spread. The server says the same, naming the same field.
 */
function missingCloseMessage(signal: Pick<FullSignal, 'signalType'>, field: 'price' | 'resultPercent'): string {
  if (field === 'price') {
    return SIGNAL_EVENT_MESSAGES.exitPriceRequired;
  }
  return signal.signalType === 'arbitrage' ? SIGNAL_EVENT_MESSAGES.spreadRequired : SIGNAL_EVENT_MESSAGES.resultRequired;
}

/** Kinds an arbitrage takes: it has no targets and no stop, only a note, its close and its cancellation. */
const ARBITRAGE_KINDS: readonly RecordableSignalEventKind[] = ['note', 'closed', 'cancelled'];

/** The kinds the form offers for this signal, open ones first (a voiding is the delete's, never recorded here). */
export function eventKindsFor(signal: Pick<FullSignal, 'signalType'>): readonly RecordableSignalEventKind[] {
  return signal.signalType === 'arbitrage' ? ARBITRAGE_KINDS : RECORDABLE_SIGNAL_EVENT_KINDS;
}

/** Which fields a kind shows on this signal, and which of them it needs; the note is always offered. */
export function eventFieldRules(signal: Pick<FullSignal, 'signalType' | 'entryPrice'>, kind: RecordableSignalEventKind): EventFieldRules {
  if (kind === 'note') {
    return { price: 'hidden', resultPercent: 'hidden', note: 'required', reason: 'hidden' };
  }
  if (kind === 'cancelled') {
    return { price: 'hidden', resultPercent: 'hidden', note: 'optional', reason: 'required' };
  }
  if (isClosingEventKind(kind)) {
    const needed = closingResultField(signal);
    return { price: needed === 'price' ? 'required' : 'hidden', resultPercent: needed === 'resultPercent' ? 'required' : 'hidden', note: 'optional', reason: 'hidden' };
  }
  // A moved stop needs its new price; a target hit defaults to the signal's first target.
  return { price: kind === 'stop_moved' ? 'required' : 'optional', resultPercent: 'hidden', note: 'optional', reason: 'hidden' };
}

/**
 * The request's own schema, plus what depends on the signal (the server checks
 * the same against the stored signal): the form validates with it.
 */
export function signalEventSchema(signal: Pick<FullSignal, 'signalType' | 'entryPrice'>) {
  return SignalEventRequest.superRefine((event, ctx) => {
    if (!isClosingEventKind(event.kind) || event.kind === 'cancelled') {
      return;
    }
    const field = closingResultField(signal);
    if (event[field] === null) {
      ctx.addIssue({ code: 'custom', path: [field], message: missingCloseMessage(signal, field) });
    }
  });
}

/** The first values: a signal owed an outcome starts on "Closed", a running one on its first kind. */
export function initialEventValues(signal: Pick<FullSignal, 'signalType'>, awaitingOutcome: boolean): SignalEventFormValues {
  return { kind: awaitingOutcome ? 'closed' : (eventKindsFor(signal)[0] ?? 'note'), price: null, resultPercent: null, note: '', reason: '' };
}

/** The values a kind keeps when the admin switches to it: a hidden field is emptied, so it neither travels nor blocks the form. */
export function valuesForKind(signal: Pick<FullSignal, 'signalType' | 'entryPrice'>, values: SignalEventFormValues, kind: RecordableSignalEventKind): SignalEventFormValues {
  const rules = eventFieldRules(signal, kind);
  return {
    kind,
    price: rules.price === 'hidden' ? null : values.price,
    resultPercent: rules.resultPercent === 'hidden' ? null : values.resultPercent,
    note: values.note,
    reason: rules.reason === 'hidden' ? '' : values.reason,
  };
}

/** What saving would record as the signal's outcome. */
export interface EventPreview {
  outcome: SignalOutcome;
  /** Unleveraged percent of the entry; null when cancelled. */
  resultPercent: number | null;
  /** A futures trade's leverage, when it has one: the preview also says what the result made on the margin. */
  leverage: number | null;
}

const isGiven = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The outcome a closing event would record, computed with the protocol's
 * arithmetic (the server stores the same figure); null for an event that
 * leaves the signal open, or while the figure it needs is missing.
 */
export function eventPreview(
  signal: Pick<FullSignal, 'signalType' | 'direction' | 'entryPrice' | 'leverage'>,
  values: Pick<SignalEventFormValues, 'kind' | 'price' | 'resultPercent'>,
): EventPreview | null {
  if (!isClosingEventKind(values.kind)) {
    return null;
  }
  if (values.kind === 'cancelled') {
    return { outcome: 'cancelled', resultPercent: null, leverage: null };
  }
  const leverage = signal.signalType === 'futures' && signal.leverage !== null && signal.leverage > 1 ? signal.leverage : null;
  if (closingResultField(signal) === 'resultPercent') {
    if (!isGiven(values.resultPercent)) {
      return null;
    }
    const result = roundPercent(values.resultPercent);
    return { outcome: outcomeOfResult(result), resultPercent: result, leverage };
  }
  const { direction, entryPrice } = signal;
  if (!isGiven(values.price) || values.price <= 0 || direction === null || !isGiven(entryPrice) || entryPrice <= 0) {
    return null;
  }
  const result = tradeResultPercent({ direction, entryPrice }, values.price);
  return { outcome: outcomeOfResult(result), resultPercent: result, leverage };
}

/** The preview as the admin reads it: "Won +3.20% (10x: +32.0%)". */
export function previewSentence(preview: EventPreview): string {
  const sentence = outcomeSentence(preview.outcome, preview.resultPercent);
  return preview.leverage === null || preview.resultPercent === null ? sentence : `${sentence} (${formatLeveragedResult(preview.resultPercent, preview.leverage)})`;
}
