import { spreadMismatchMessage, textRef, type SignalValues, type TextKey, type TextValues } from '@signals/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAlert, type AlertReading } from './readAlert.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');

function read(body: string | object, isPremium = false) {
  return readAlert(typeof body === 'string' ? body : JSON.stringify(body), { isPremium, now: NOW });
}

const refused = (key: TextKey, values?: TextValues): AlertReading => ({ status: 'refused', reason: textRef(key, values) });

/** A futures signal's values as SignalInput writes them, the type's fields given. */
function futures(values: Partial<SignalValues>): SignalValues {
  return {
    pair: 'BTC/USDT',
    signalType: 'futures',
    isPremium: false,
    isActive: true,
    buyExchange: null,
    sellExchange: null,
    buyPrice: null,
    sellPrice: null,
    takeProfit2: null,
    contractType: 'perpetual',
    entryPrice: null,
    takeProfit1: null,
    stopLoss: null,
    direction: null,
    exchange: null,
    leverage: null,
    profitPercentage: 0,
    ...values,
  };
}

function forex(values: Partial<SignalValues>): SignalValues {
  return futures({ signalType: 'forex', contractType: null, exchange: null, leverage: null, ...values });
}

function arbitrage(values: Partial<SignalValues>): SignalValues {
  return futures({ signalType: 'arbitrage', contractType: null, ...values });
}

const ok = (values: SignalValues, note: string | null = null): AlertReading => ({ status: 'ok', values, note });

/** A complete futures alert in JSON, as a TradingView template fills it in. */
const FUTURES_JSON = { pair: 'BTCUSDT', side: 'long', exchange: 'Binance', leverage: 10, entry: 100, tp1: 103, sl: 98 };
const FOREX_JSON = { type: 'forex', pair: 'EURUSD', side: 'buy', entry: 1.08, tp1: 1.0908, sl: 1.075 };
const ARBITRAGE_JSON = { type: 'arbitrage', pair: 'SOL/USDT', buyExchange: 'Binance', sellExchange: 'KuCoin', buyPrice: '6.512', sellPrice: '6.665' };

describe('readAlert: JSON alerts', () => {
  it('reads a filled-in TradingView alert: strings for numbers, an exchange-prefixed perpetual, buy as long', () => {
    const body = {
      id: 'tv-2026-03-01-001',
      secret: 'hook-secret',
      timestamp: '2026-03-01T11:59:58Z',
      type: 'futures',
      pair: 'BINANCE:BTCUSDT.P',
      side: 'buy',
      exchange: 'Binance',
      leverage: '10x',
      entry: '64,000.5',
      tp1: '65280.51',
      tp2: '66000',
      sl: '63000',
      note: '  RSI crossed 30 on 4h  ',
    };
    expect(read(body)).toEqual({
      envelope: { id: 'tv-2026-03-01-001', secret: 'hook-secret', timestamp: '2026-03-01T11:59:58Z' },
      reading: ok(
        futures({ direction: 'long', exchange: 'Binance', leverage: 10, entryPrice: 64000.5, takeProfit1: 65280.51, takeProfit2: 66000, stopLoss: 63000, profitPercentage: 2 }),
        'RSI crossed 30 on 4h',
      ),
    });
  });

  it('refuses the same alert with {{close}} left unfilled, and still reads its envelope', () => {
    const raw = '{"id": 7, "secret": "hook-secret", "timestamp": 1772366398, "pair": "BINANCE:BTCUSDT.P", "side": "buy", "exchange": "Binance", "leverage": 10, "entry": "{{close}}", "tp1": "{{plot_0}}", "sl": "63000"}';
    expect(read(raw)).toEqual({
      envelope: { id: '7', secret: 'hook-secret', timestamp: 1772366398 },
      reading: refused('validation.hook.placeholder', { placeholder: '{{close}}' }),
    });
    // Unquoted, the body is no JSON: the placeholder is still what is said.
    expect(read('{"pair": "BTCUSDT", "entry": {{strategy.order.price}}}').reading).toEqual(refused('validation.hook.placeholder', { placeholder: '{{strategy.order.price}}' }));
    expect(read('{{ticker}} {{strategy.order.action}}').reading).toEqual(refused('validation.hook.placeholder', { placeholder: '{{ticker}}' }));
  });

  it('reads a 3Commas-style body, ignoring the fields it does not know', () => {
    const body = {
      message_type: 'bot',
      bot_id: 4815162,
      email_token: '00000000-aaaa-bbbb-cccc-000000000000',
      delay_seconds: 0,
      action: { nested: true },
      pair: 'ETHUSDT',
      direction: 'SHORT',
      exchange: 'Bybit',
      leverage: 5,
      contractType: 'Quarterly',
      entry: 3450,
      tp1: 3380,
      sl: 3520,
    };
    expect(read(body).reading).toEqual(
      ok(futures({ pair: 'ETH/USDT', direction: 'short', exchange: 'Bybit', leverage: 5, contractType: 'quarterly', entryPrice: 3450, takeProfit1: 3380, stopLoss: 3520, profitPercentage: 2.03 })),
    );
  });

  it('reads an arbitrage: its profit is the spread of the prices; a contradicting one is refused with the spread', () => {
    expect(read(ARBITRAGE_JSON).reading).toEqual(
      ok(arbitrage({ pair: 'SOL/USDT', buyExchange: 'Binance', sellExchange: 'KuCoin', buyPrice: 6.512, sellPrice: 6.665, profitPercentage: 2.35 })),
    );
    // Its direction and trade fields are not read: the form clears them anyway.
    expect(read({ ...ARBITRAGE_JSON, side: 'sideways', entry: 'n/a', profit: 2.4 }).reading).toMatchObject({ status: 'ok', values: { profitPercentage: 2.35, direction: null, entryPrice: null } });
    expect(read({ ...ARBITRAGE_JSON, profit: 5 }).reading).toEqual({ status: 'refused', reason: spreadMismatchMessage(2.35) });
    expect(read({ ...ARBITRAGE_JSON, sellPrice: 6.5 }).reading).toEqual(refused('validation.signal.sellBelowBuy'));
    expect(read({ ...ARBITRAGE_JSON, sellExchange: 'binance' }).reading).toEqual(refused('validation.signal.sameExchanges'));
  });

  it('reads a forex sell on OANDA:EURUSD; short is a sell in forex', () => {
    const body = { type: 'FOREX', pair: 'OANDA:EURUSD', side: 'short', entry: '1.0850', tp1: '1.0800', sl: '1.0900' };
    expect(read(body).reading).toEqual(ok(forex({ pair: 'EUR/USD', direction: 'sell', entryPrice: 1.085, takeProfit1: 1.08, stopLoss: 1.09, profitPercentage: 0.46 })));
    expect(read({ ...body, side: 'long' }).reading).toEqual(refused('validation.signal.stopLossSide', { direction: 'buy' }));
  });

  it('refuses a stop or a target on the wrong side of the entry, in the words of the direction', () => {
    expect(read({ ...FUTURES_JSON, sl: 101 }).reading).toEqual(refused('validation.signal.stopLossSide', { direction: 'long' }));
    expect(read({ ...FUTURES_JSON, sl: 100 }).reading).toEqual(refused('validation.signal.stopLossSide', { direction: 'long' }));
    expect(read({ ...FUTURES_JSON, side: 'sell', tp1: 97, sl: 99 }).reading).toEqual(refused('validation.signal.stopLossSide', { direction: 'short' }));
    expect(read({ ...FUTURES_JSON, tp1: 99 }).reading).toEqual(refused('validation.signal.takeProfit1Side', { direction: 'long' }));
    expect(read({ ...FUTURES_JSON, side: 'short', tp1: 103, sl: 102 }).reading).toEqual(refused('validation.signal.takeProfit1Side', { direction: 'short' }));
    expect(read({ ...FUTURES_JSON, tp2: 102 }).reading).toEqual(refused('validation.signal.takeProfit2Side', { direction: 'long' }));
  });

  it.each([
    ['futures', FUTURES_JSON, ['pair', 'side', 'exchange', 'leverage', 'entry', 'tp1', 'sl']],
    ['forex', FOREX_JSON, ['pair', 'side', 'entry', 'tp1', 'sl']],
    ['arbitrage', ARBITRAGE_JSON, ['pair', 'buyExchange', 'sellExchange', 'buyPrice', 'sellPrice']],
  ] as const)('names each missing required field of a %s signal, with no default standing in', (_type, complete, required) => {
    expect(read(complete).reading.status).toBe('ok');
    for (const field of required) {
      const without: Record<string, unknown> = { ...complete };
      delete without[field];
      expect(read(without).reading, field).toEqual(refused('validation.hook.missingField', { field }));
      // Null and blank text are missing too.
      expect(read({ ...complete, [field]: null }).reading, field).toEqual(refused('validation.hook.missingField', { field }));
      expect(read({ ...complete, [field]: '  ' }).reading, field).toEqual(refused('validation.hook.missingField', { field }));
    }
    // The first missing is named, in the order of the list.
    expect(read('type' in complete ? { type: complete.type } : {}).reading).toEqual(refused('validation.hook.missingField', { field: 'pair' }));
  });

  it('states the profit as the distance of the first target, unless the alert states one', () => {
    expect(read(FUTURES_JSON).reading).toEqual(ok(futures({ direction: 'long', exchange: 'Binance', leverage: 10, entryPrice: 100, takeProfit1: 103, stopLoss: 98, profitPercentage: 3 })));
    expect(read({ ...FUTURES_JSON, side: 'short', tp1: 96.5, sl: 101 }).reading).toMatchObject({ status: 'ok', values: { profitPercentage: 3.5 } });
    expect(read(FOREX_JSON).reading).toEqual(ok(forex({ pair: 'EUR/USD', direction: 'buy', entryPrice: 1.08, takeProfit1: 1.0908, stopLoss: 1.075, profitPercentage: 1 })));
    // A distance that rounds to 0 is stated as the least the form takes.
    expect(read({ ...FUTURES_JSON, entry: 64000, tp1: 64001, sl: 63000 }).reading).toMatchObject({ status: 'ok', values: { profitPercentage: 0.01 } });
    expect(read({ ...FUTURES_JSON, profit: '4.5' }).reading).toMatchObject({ status: 'ok', values: { profitPercentage: 4.5 } });
    expect(read({ ...FUTURES_JSON, profit: 0 }).reading).toEqual(refused('validation.signal.profitPositive'));
    expect(read({ ...FUTURES_JSON, profit: 'lots' }).reading).toEqual(refused('validation.hook.notNumber', { field: 'profit' }));
  });

  it('takes premium from the alert when it says, else from the hook', () => {
    expect(read(FUTURES_JSON, true).reading).toMatchObject({ values: { isPremium: true } });
    expect(read({ ...FUTURES_JSON, premium: true }).reading).toMatchObject({ values: { isPremium: true } });
    expect(read({ ...FUTURES_JSON, premium: 'TRUE' }).reading).toMatchObject({ values: { isPremium: true } });
    expect(read({ ...FUTURES_JSON, premium: 'false' }, true).reading).toMatchObject({ values: { isPremium: false } });
    expect(read({ ...FUTURES_JSON, premium: false }, true).reading).toMatchObject({ values: { isPremium: false } });
    expect(read({ ...FUTURES_JSON, premium: 'yes' }).reading).toEqual(refused('validation.common.notBoolean'));
  });

  it('sets the expiry expiresInMinutes ahead of now, within 1 minute and 30 days; without it, leaves the form its default', () => {
    expect(read({ ...FUTURES_JSON, expiresInMinutes: 90 }).reading).toMatchObject({ values: { expiresAt: '2026-03-01T13:30:00.000Z' } });
    expect(read({ ...FUTURES_JSON, expiresInMinutes: '1' }).reading).toMatchObject({ values: { expiresAt: '2026-03-01T12:01:00.000Z' } });
    expect(read({ ...FUTURES_JSON, expiresInMinutes: 43200 }).reading).toMatchObject({ values: { expiresAt: '2026-03-31T12:00:00.000Z' } });
    const without = read(FUTURES_JSON).reading;
    expect(without.status === 'ok' && without.values.expiresAt).toBeUndefined();
    for (const minutes of [0, -5, 43201, 0.5]) {
      expect(read({ ...FUTURES_JSON, expiresInMinutes: minutes }).reading, String(minutes)).toEqual(refused('validation.hook.expiryRange', { min: 1, max: 43200 }));
    }
    expect(read({ ...FUTURES_JSON, expiresInMinutes: 'soon' }).reading).toEqual(refused('validation.hook.notNumber', { field: 'expiresInMinutes' }));
  });

  it('reads the envelope: id as text, secret, timestamp as given', () => {
    expect(read({ id: 42, secret: 's3cret', timestamp: 1772366400 }).envelope).toEqual({ id: '42', secret: 's3cret', timestamp: 1772366400 });
    expect(read({ id: 'abc', timestamp: '1772366400' }).envelope).toEqual({ id: 'abc', secret: null, timestamp: '1772366400' });
    expect(read({ id: { no: 1 }, secret: 123, timestamp: true }).envelope).toEqual({ id: null, secret: null, timestamp: null });
    expect(read({ id: '', secret: '' }).envelope).toEqual({ id: null, secret: null, timestamp: null });
    // Read whatever the signal: a refused one is still authenticated and deduplicated.
    expect(read({ id: 9, secret: 's', type: 'spot' })).toEqual({ envelope: { id: '9', secret: 's', timestamp: null }, reading: refused('validation.hook.unknownType', { type: 'spot' }) });
    expect(read('[{"id": 1}]').envelope).toEqual({ id: null, secret: null, timestamp: null });
  });

  it('refuses what it cannot read, naming the field as the hook does', () => {
    expect(read({ ...FUTURES_JSON, type: 'spot' }).reading).toEqual(refused('validation.hook.unknownType', { type: 'spot' }));
    expect(read({ ...FUTURES_JSON, type: ['futures'] }).reading).toEqual(refused('validation.hook.unknownType', { type: '["futures"]' }));
    expect(read({ ...FUTURES_JSON, pair: 'BITCOIN' }).reading).toEqual(refused('validation.hook.pairUnknown', { pair: 'BITCOIN' }));
    expect(read({ ...FUTURES_JSON, pair: 12 }).reading).toEqual(refused('validation.hook.pairUnknown', { pair: '12' }));
    expect(read({ ...FUTURES_JSON, side: 'sideways' }).reading).toEqual(refused('validation.hook.directionUnknown', { direction: 'sideways' }));
    expect(read({ ...FUTURES_JSON, entry: 'market' }).reading).toEqual(refused('validation.hook.notNumber', { field: 'entry' }));
    expect(read({ ...FUTURES_JSON, entry: '64000,5' }).reading).toEqual(refused('validation.hook.notNumber', { field: 'entry' }));
    expect(read({ ...FUTURES_JSON, tp1: { price: 103 } }).reading).toEqual(refused('validation.hook.notNumber', { field: 'tp1' }));
    expect(read({ ...FUTURES_JSON, tp2: [104] }).reading).toEqual(refused('validation.hook.notNumber', { field: 'tp2' }));
    expect(read({ ...FUTURES_JSON, sl: true }).reading).toEqual(refused('validation.hook.notNumber', { field: 'sl' }));
    expect(read({ ...FUTURES_JSON, leverage: { value: 10 } }).reading).toEqual(refused('validation.hook.notNumber', { field: 'leverage' }));
    expect(read({ ...FUTURES_JSON, leverage: 'Cross 20x' }).reading).toMatchObject({ values: { leverage: 20 } });
    expect(read({ ...FUTURES_JSON, leverage: 12.5 }).reading).toEqual(refused('validation.signal.leverageWhole'));
    expect(read({ ...FUTURES_JSON, leverage: 500 }).reading).toEqual(refused('validation.signal.leverageTooLarge', { max: 200 }));
    expect(read({ ...FUTURES_JSON, exchange: 7 }).reading).toEqual(refused('validation.common.notText'));
    expect(read({ ...FUTURES_JSON, contractType: 'weekly' }).reading).toEqual(refused('validation.signal.contractType'));
    expect(read({ ...FUTURES_JSON, entry: -100 }).reading).toEqual(refused('validation.signal.entryPricePositive'));
    expect(read({ ...FUTURES_JSON, entry: 1e13, tp1: 1.03e13, sl: 9e12 }).reading).toEqual(refused('validation.signal.entryPricePositive'));
    expect(read('{"pair": "BTCUSDT", "side": "long", "exchange": "Binance", "leverage": 10, "entry": 1e400, "tp1": 103, "sl": 98}').reading).toEqual(
      refused('validation.hook.notNumber', { field: 'entry' }),
    );
    expect(read({ ...FUTURES_JSON, note: 'x'.repeat(501) }).reading).toEqual(refused('validation.signalEvent.noteTooLong', { max: 500 }));
    expect(read({ ...FUTURES_JSON, note: 'x'.repeat(500) }).reading).toMatchObject({ status: 'ok', note: 'x'.repeat(500) });
    expect(read({ ...FUTURES_JSON, note: ['a'] }).reading).toEqual(refused('validation.signalEvent.noteNotText'));
    expect(read({ ...FUTURES_JSON, note: '   ' }).reading).toMatchObject({ status: 'ok', note: null });
  });

  it('reads only the body’s own fields: a __proto__ key is data, never a prototype', () => {
    expect(read('{"__proto__": {"pair": "BTCUSDT", "side": "long"}, "type": "futures"}').reading).toEqual(refused('validation.hook.missingField', { field: 'pair' }));
    expect(read(`{"__proto__": {"type": "spot"}, ${JSON.stringify(FUTURES_JSON).slice(1)}`).reading).toMatchObject({ status: 'ok' });
  });
});

describe('readAlert: Cornix-style text', () => {
  it('reads a LONG with two targets and cross leverage', () => {
    const text = ['#BTC/USDT LONG', 'Exchange: Binance Futures', 'Leverage Cross 10x', 'Entry: 64000', 'TP1: 65280', 'TP2: 66000', 'SL: 63000'].join('\n');
    expect(read(text)).toEqual({
      envelope: { id: null, secret: null, timestamp: null },
      reading: ok(futures({ direction: 'long', exchange: 'Binance Futures', leverage: 10, entryPrice: 64000, takeProfit1: 65280, takeProfit2: 66000, stopLoss: 63000, profitPercentage: 2 })),
    });
  });

  it('reads a SHORT with Target 1 and Stop, thousands commas and a dash separator', () => {
    const text = 'ETHUSDT SHORT\nExchange - Bybit\nLev 20x\nEntry price: 3,450\nTarget 1 - 3,380\nStop: 3,520\n';
    expect(read(text).reading).toEqual(
      ok(futures({ pair: 'ETH/USDT', direction: 'short', exchange: 'Bybit', leverage: 20, entryPrice: 3450, takeProfit1: 3380, stopLoss: 3520, profitPercentage: 2.03 })),
    );
  });

  it('reads emoji-prefixed lines, an entry zone (its first price) and labelled pair and direction', () => {
    const text = [
      '🔥 VIP SIGNAL 🔥',
      '🪙 Coin: SOL/USDT',
      '📈 Direction: Long',
      '🏦 Exchange: Binance Futures',
      '⚡️ Leverage: Isolated 5x',
      '💰 Entry zone: 140.5 - 142',
      '🎯 Take profit 1: 145',
      '🎯 Take-Profit 2: 150',
      '🛑 Stop-loss: 135',
      '📝 Note: Breakout of the 4h range',
    ].join('\r\n');
    expect(read(text).reading).toEqual(
      ok(
        futures({ pair: 'SOL/USDT', direction: 'long', exchange: 'Binance Futures', leverage: 5, entryPrice: 140.5, takeProfit1: 145, takeProfit2: 150, stopLoss: 135, profitPercentage: 3.2 }),
        'Breakout of the 4h range',
      ),
    );
  });

  it('reads list markers, a Pair label, Side and Stoploss, a Targets list and numbered entries', () => {
    const text = ['- Pair: ETHUSDT', '• Side: sell', '- Exchange: OKX', '- Leverage: 3', '- Entry: 1) 3450 2) 3470', '- Targets: 3380 - 3300 - 3200', '- Stoploss: 3520'].join('\n');
    expect(read(text).reading).toEqual(
      ok(futures({ pair: 'ETH/USDT', direction: 'short', exchange: 'OKX', leverage: 3, entryPrice: 3450, takeProfit1: 3380, takeProfit2: 3300, stopLoss: 3520, profitPercentage: 2.03 })),
    );
  });

  it('reads a forex text: its type, a pair alone in capitals, a sell', () => {
    const text = 'Type: forex\nEURUSD SELL\nEntry: 1.0850\nTP 1: 1.0800\nSL: 1.0900';
    expect(read(text).reading).toEqual(ok(forex({ pair: 'EUR/USD', direction: 'sell', entryPrice: 1.085, takeProfit1: 1.08, stopLoss: 1.09, profitPercentage: 0.46 })));
  });

  it('reads a lowercase pair alone with its direction, and the symbol label', () => {
    const base = 'exchange: binance\nleverage: 10x\nentry: 100\ntp1: 103\nsl: 98';
    expect(read(`btcusdt long\n${base}`).reading).toMatchObject({ status: 'ok', values: { pair: 'BTC/USDT', direction: 'long' } });
    expect(read(`Symbol: BINANCE:BTCUSDT.P\nbuy\n${base}`).reading).toMatchObject({ status: 'ok', values: { pair: 'BTC/USDT', direction: 'long' } });
    // A word ending in a currency is no pair (country ends in TRY), nor a heading's dashed words.
    expect(read(`Long-term country call\n${base}`).reading).toEqual(refused('validation.hook.missingField', { field: 'pair' }));
  });

  it('applies the same rules as JSON: required fields, sides, labels it cannot read', () => {
    const complete = ['#BTC/USDT LONG', 'Exchange: Binance', 'Leverage: 10x', 'Entry: 100', 'TP1: 103', 'SL: 98'];
    const without = (label: string) => complete.filter((line) => !line.startsWith(label)).join('\n');
    expect(read(complete.join('\n')).reading).toMatchObject({ status: 'ok', values: { profitPercentage: 3 } });
    expect(read(without('Exchange')).reading).toEqual(refused('validation.hook.missingField', { field: 'exchange' }));
    expect(read(without('Leverage')).reading).toEqual(refused('validation.hook.missingField', { field: 'leverage' }));
    expect(read(without('Entry')).reading).toEqual(refused('validation.hook.missingField', { field: 'entry' }));
    expect(read(without('TP1')).reading).toEqual(refused('validation.hook.missingField', { field: 'tp1' }));
    expect(read(without('SL')).reading).toEqual(refused('validation.hook.missingField', { field: 'sl' }));
    expect(read(['#BTC/USDT', ...complete.slice(1)].join('\n')).reading).toEqual(refused('validation.hook.missingField', { field: 'side' }));
    expect(read(complete.slice(1).join('\n')).reading).toEqual(refused('validation.hook.missingField', { field: 'pair' }));
    expect(read(complete.join('\n').replace('SL: 98', 'SL: 101')).reading).toEqual(refused('validation.signal.stopLossSide', { direction: 'long' }));
    expect(read(complete.join('\n').replace('Entry: 100', 'Entry: market')).reading).toEqual(refused('validation.hook.notNumber', { field: 'entry' }));
    expect(read(complete.join('\n').replace('Leverage: 10x', 'Leverage: Cross')).reading).toEqual(refused('validation.hook.notNumber', { field: 'leverage' }));
    expect(read(`Type: spot\n${complete.join('\n')}`).reading).toEqual(refused('validation.hook.unknownType', { type: 'spot' }));
    expect(read(`Pair: BITCOIN LONG\n${complete.slice(1).join('\n')}`).reading).toEqual(refused('validation.hook.pairUnknown', { pair: 'BITCOIN' }));
    expect(read(['Pair: BTCUSDT', 'Direction: sideways', ...complete.slice(1)].join('\n')).reading).toEqual(refused('validation.hook.directionUnknown', { direction: 'sideways' }));
    // A note's words state no direction.
    expect(read(['#BTC/USDT', 'Note: buy the dip', ...complete.slice(1)].join('\n')).reading).toEqual(refused('validation.hook.missingField', { field: 'side' }));
  });
});

describe('readAlert: bodies it cannot read', () => {
  it.each(['', '   \n\t', '[1, 2]', '42', '"BTCUSDT long"', 'null', 'true', '{"pair": "BTCUSDT",', '[broken', 'hello world', 'Good morning, traders!\nNothing today.'])(
    '%j is unreadable',
    (raw) => {
      expect(read(raw)).toEqual({ envelope: { id: null, secret: null, timestamp: null }, reading: refused('validation.hook.unreadable') });
    },
  );

  it('never throws, and answers a reading or a catalogue reference for any body', () => {
    const answers = (raw: string) => {
      const { envelope, reading } = readAlert(raw, { isPremium: false, now: NOW });
      expect(Object.keys(envelope).sort()).toEqual(['id', 'secret', 'timestamp']);
      if (reading.status === 'refused') {
        expect(reading.reason).toMatch(/^validation\.[A-Za-z0-9_.]+(\?|$)/);
      } else {
        expect(reading.status).toBe('ok');
      }
    };
    const field = fc.constantFrom('type', 'pair', 'side', 'direction', 'entry', 'tp1', 'tp2', 'sl', 'leverage', 'exchange', 'contractType', 'buyExchange', 'sellExchange', 'buyPrice', 'sellPrice', 'profit', 'premium', 'expiresInMinutes', 'note', 'id', 'secret', 'timestamp', '__proto__', 'constructor', 'toString');
    const value = fc.oneof(fc.jsonValue(), fc.double().map(String), fc.constantFrom('buy', 'long', 'BTCUSDT', 'forex', 'arbitrage', '64,000.5', '10x', 'true', 1e308, -0, 0));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), answers), { numRuns: 300 });
    fc.assert(fc.property(fc.jsonValue().map((json) => JSON.stringify(json) ?? ''), answers), { numRuns: 300 });
    fc.assert(fc.property(fc.dictionary(field, value), (object) => answers(JSON.stringify({ ...FUTURES_JSON, ...object }))), { numRuns: 500 });
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('Entry: ', 'TP1 ', 'SL - ', 'Leverage ', '#', 'LONG', 'Pair: ', 'Type: ', '🎯 ', '1) ', '\n'), fc.string()), { maxLength: 30 }), (parts) =>
        answers(parts.join('')),
      ),
      { numRuns: 300 },
    );
    for (const raw of ['{"entry": 1e999999}', '{"id": 1, "secret": "s", "__proto__": {"secret": "t"}, "constructor": 5}', `{"pair": "${'A'.repeat(100_000)}USDT"}`, '\u0000\uFFFF\uD800', '{"__proto__": null}', '{"type": {"toString": 1}}', '#'.repeat(10_000), 'Entry: 9'.repeat(5_000)]) {
      answers(raw);
    }
  });

  it('reads large hostile bodies (its patterns scan them once: rescanning from every character would outlast the suite’s timeout)', () => {
    const n = 200_000;
    const cases: Array<[string, AlertReading]> = [
      ['{'.repeat(n), refused('validation.hook.unreadable')],
      [`{{${'a'.repeat(n)}`, refused('validation.hook.unreadable')],
      [`Pair: BTC${' '.repeat(n)}x`, refused('validation.hook.missingField', { field: 'side' })],
      [JSON.stringify({ ...FUTURES_JSON, leverage: `1${' '.repeat(n)}y` }), refused('validation.hook.notNumber', { field: 'leverage' })],
      [JSON.stringify({ ...FUTURES_JSON, pair: `${'A'.repeat(n)}USDT` }), refused('validation.hook.pairUnknown', { pair: `${'A'.repeat(40)}…` })],
      [`BTCUSDT LONG\n${'!'.repeat(n)}a`, refused('validation.hook.missingField', { field: 'exchange' })],
      ['BTCUSDT '.repeat(n / 8), refused('validation.hook.missingField', { field: 'side' })],
      [`Entry: ${'1,'.repeat(n / 2)}`, refused('validation.hook.missingField', { field: 'pair' })],
    ];
    for (const [raw, reading] of cases) {
      expect(read(raw).reading, raw.slice(0, 20)).toEqual(reading);
    }
  });
});
