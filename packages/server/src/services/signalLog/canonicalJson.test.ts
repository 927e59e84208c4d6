import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonicalJson.js';

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps array order and writes no spaces', () => {
    const value = { b: [3, 1, { z: 1, a: [] }], a: { d: 'x', c: null }, '': true };
    expect(canonicalJson(value)).toBe('{"":true,"a":{"c":null,"d":"x"},"b":[3,1,{"a":[],"z":1}]}');
  });

  it('gives the same text whatever order the keys were added in', () => {
    expect(canonicalJson({ price: 1.5, side: 'buy', symbol: 'EURUSD' })).toBe(canonicalJson({ symbol: 'EURUSD', side: 'buy', price: 1.5 }));
  });

  // RFC 8785 §3.2.3: keys sort by UTF-16 code units, so the emoji (a surrogate pair, 0xD83D...) comes before U+FB33.
  it('sorts keys by UTF-16 code units (the RFC 8785 sorting example)', () => {
    const value = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    // RFC 8785's order; Object.keys of the parsed text cannot check it (integer-like keys come first there).
    expect(canonicalJson(value)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  // RFC 8785 §3.2.2 (numbers, string escapes, literals).
  it('writes numbers and strings as JSON.stringify does (the RFC 8785 serialisation example)', () => {
    const input =
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],' +
      '"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}';
    expect(canonicalJson(JSON.parse(input))).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
    expect(canonicalJson(-0)).toBe('0');
    expect(canonicalJson('\ud800')).toBe('"\\ud800"');
  });

  it('leaves out undefined properties and writes what toJSON gives', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('{"at":"2024-01-02T03:04:05.000Z"}');
    expect(canonicalJson(Object.assign(Object.create(null) as object, { b: 2, a: 1 }))).toBe('{"a":1,"b":2}');
  });

  it('refuses what JSON cannot carry exactly, with a TypeError', () => {
    const refused: unknown[] = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      { a: Number.NEGATIVE_INFINITY },
      10n,
      Symbol('s'),
      () => 1,
      undefined,
      [1, undefined],
      { a: { b: [() => 1] } },
      new Map([[1, 2]]),
      { a: new Set() },
    ];
    for (const value of refused) {
      expect(() => canonicalJson(value), String(typeof value)).toThrow(TypeError);
    }
  });

  it('refuses a cycle but writes a shared object twice', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: [shared] })).toBe('{"a":{"x":1},"b":[{"x":1}]}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
  });
});
