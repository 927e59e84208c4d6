import { parseTextRef } from '@signals/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, catalogueReady, i18n } from '../../../i18n';
import { fullSignal } from '../../../test/signals';
import { eventFieldRules, eventKindsFor, eventPreview, initialEventValues, previewSentence, signalEventSchema, valuesForKind } from './signalEventForm';

const futuresLong = fullSignal({ id: 1, signalType: 'futures', direction: 'long', entryPrice: 100, leverage: 10 });
const forexSell = fullSignal({ id: 2, signalType: 'forex', pair: 'EUR/USD', direction: 'sell', entryPrice: 1.25, leverage: null, exchange: null, contractType: null });
const arbitrage = fullSignal({
  id: 3,
  signalType: 'arbitrage',
  direction: null,
  entryPrice: null,
  leverage: null,
  exchange: null,
  contractType: null,
  buyExchange: 'Binance',
  sellExchange: 'Kraken',
  buyPrice: 6.512,
  sellPrice: 6.665,
});

beforeAll(async () => {
  // The preview's words come from the catalogue.
  await activateLanguage('en');
  await catalogueReady('admin');
});

/** A schema message as the form's field shows it: a protocol reference in words (English here). */
function shown(message: string): string {
  const ref = parseTextRef(message);
  return ref ? i18n._(ref.key, ref.values) : message;
}

/** The messages the form shows for these values, by field. */
function issues(signal: typeof futuresLong, values: Record<string, unknown>): Record<string, string> {
  const result = signalEventSchema(signal).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), shown(issue.message)]));
}

describe('the event form: fields per type and kind', () => {
  it('asks a futures or forex close for the exit price, and nothing else', () => {
    for (const kind of ['tp2_hit', 'stop_hit', 'closed'] as const) {
      expect(eventFieldRules(futuresLong, kind)).toEqual({ price: 'required', resultPercent: 'hidden', note: 'optional', reason: 'hidden' });
      expect(issues(futuresLong, { kind })).toEqual({ price: 'Give the exit price' });
      expect(issues(forexSell, { kind, price: 1.2 })).toEqual({});
    }
  });

  it('asks an arbitrage close for the realised spread, and offers it no targets or stop', () => {
    expect(eventKindsFor(arbitrage)).toEqual(['note', 'closed', 'cancelled']);
    expect(eventFieldRules(arbitrage, 'closed')).toEqual({ price: 'hidden', resultPercent: 'required', note: 'optional', reason: 'hidden' });
    expect(issues(arbitrage, { kind: 'closed' })).toEqual({ resultPercent: 'Give the realised spread in percent' });
    expect(issues(arbitrage, { kind: 'closed', resultPercent: -0.4 })).toEqual({});
  });

  it('needs the note for a note, the new price for a moved stop, the public reason for a cancellation, and nothing for a target hit', () => {
    expect(issues(futuresLong, { kind: 'note', note: '   ' })).toEqual({ note: 'Write the note' });
    expect(issues(futuresLong, { kind: 'stop_moved' })).toEqual({ price: 'Give the new stop price' });
    expect(issues(futuresLong, { kind: 'cancelled' })).toEqual({ reason: 'Give the reason for cancelling: it is shown publicly' });
    expect(issues(futuresLong, { kind: 'cancelled', reason: 'Entry never reached' })).toEqual({});
    expect(issues(futuresLong, { kind: 'closed', price: 104, reason: 'Taken early' })).toEqual({ reason: 'A reason is given only when cancelling' });
    expect(issues(futuresLong, { kind: 'tp1_hit' })).toEqual({});
    expect(eventFieldRules(futuresLong, 'cancelled')).toEqual({ price: 'hidden', resultPercent: 'hidden', note: 'optional', reason: 'required' });
    expect(eventFieldRules(futuresLong, 'tp1_hit').price).toBe('optional');
  });

  it('keeps the protocol’s own limits: a negative exit, a result past -100 %', () => {
    expect(issues(futuresLong, { kind: 'closed', price: -3 })).toEqual({ price: 'Price must be positive' });
    expect(issues(arbitrage, { kind: 'closed', resultPercent: -150 })).toEqual({ resultPercent: 'Result must be at least -100' });
  });

  it('starts an overdue signal on Closed, and empties a field the chosen kind hides', () => {
    expect(initialEventValues(futuresLong, true).kind).toBe('closed');
    expect(initialEventValues(futuresLong, false).kind).toBe('tp1_hit');
    expect(initialEventValues(arbitrage, false).kind).toBe('note');
    const typed = { kind: 'closed' as const, price: 104, resultPercent: null, note: 'Closed at the bell', reason: '' };
    expect(valuesForKind(futuresLong, typed, 'note')).toEqual({ kind: 'note', price: null, resultPercent: null, note: 'Closed at the bell', reason: '' });
    expect(valuesForKind(futuresLong, typed, 'stop_hit')).toEqual({ ...typed, kind: 'stop_hit' });
    // A reason typed for a cancellation does not travel with another kind (the server refuses it there).
    const cancelling = { kind: 'cancelled' as const, price: null, resultPercent: null, note: '', reason: 'Entry never reached' };
    expect(valuesForKind(futuresLong, cancelling, 'closed').reason).toBe('');
    expect(valuesForKind(futuresLong, cancelling, 'cancelled').reason).toBe('Entry never reached');
  });
});

describe('the event form: the outcome preview', () => {
  it('shows a futures long closed above its entry as won, with the leveraged figure', () => {
    const preview = eventPreview(futuresLong, { kind: 'closed', price: 103.2, resultPercent: null });
    expect(preview).toEqual({ outcome: 'won', resultPercent: 3.2, leverage: 10 });
    expect(preview && previewSentence(preview)).toBe('Won +3.20% (10x: +32.0%)');
  });

  it('counts a short or sell from the other side: a forex sell closed above its entry is lost', () => {
    const preview = eventPreview(forexSell, { kind: 'stop_hit', price: 1.2625, resultPercent: null });
    expect(preview).toEqual({ outcome: 'lost', resultPercent: -1, leverage: null });
    expect(preview && previewSentence(preview)).toBe('Lost -1.00%');
  });

  it('calls an exit at the entry breakeven, and an arbitrage by its spread', () => {
    expect(eventPreview(futuresLong, { kind: 'closed', price: 100, resultPercent: null })?.outcome).toBe('breakeven');
    const spread = eventPreview(arbitrage, { kind: 'closed', price: null, resultPercent: 1.456 });
    expect(spread).toEqual({ outcome: 'won', resultPercent: 1.46, leverage: null });
  });

  it('records no result for a cancellation, and shows none until the figure is typed or for a step that keeps it open', () => {
    const cancelled = eventPreview(futuresLong, { kind: 'cancelled', price: null, resultPercent: null });
    expect(cancelled && previewSentence(cancelled)).toBe('Cancelled');
    expect(eventPreview(futuresLong, { kind: 'closed', price: null, resultPercent: null })).toBeNull();
    expect(eventPreview(futuresLong, { kind: 'tp1_hit', price: 103, resultPercent: null })).toBeNull();
    expect(eventPreview({ ...futuresLong, entryPrice: null }, { kind: 'closed', price: 103, resultPercent: null })).toBeNull();
  });
});
