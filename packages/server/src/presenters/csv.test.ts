import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF line ends, quotes around a comma, a quote or a line break, quotes doubled', () => {
    expect(toCsv(['a', 'b'], [['plain', 'with, comma'], ['say "hi"', 'two\nlines'], ['cr\rhere', null]])).toBe(
      'a,b\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n"cr\rhere",\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula, and leaves numbers numeric', () => {
    expect(toCsv(['x'], [['=1+2'], ['+1'], ['-1'], ['@SUM(A1)'], ['\tx'], [-1.25], [0], [true]])).toBe("x\r\n'=1+2\r\n'+1\r\n'-1\r\n'@SUM(A1)\r\n'\tx\r\n-1.25\r\n0\r\ntrue\r\n");
  });
});
