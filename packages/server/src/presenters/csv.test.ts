import { describe, expect, it } from 'vitest';
import { csvStream, toCsv } from './csv.js';

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

describe('csvStream', () => {
  it('reads a batch only as the reader takes the text: never the whole document ahead of it', async () => {
    const BATCHES = 40;
    // Each batch well over a stream's buffer (64 KiB at most).
    const rows = Array.from({ length: 800 }, (_, i) => ({ name: `=row ${i} ${'x'.repeat(90)}` }));
    let read = 0;
    async function* batches() {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        // As a query would: each batch arrives on a later turn.
        await Promise.resolve();
        read += 1;
        yield rows;
      }
    }
    const chunks = csvStream(['name'], batches(), (row) => [row.name])[Symbol.asyncIterator]();
    expect(String((await chunks.next()).value)).toBe('name\r\n');
    const first = String((await chunks.next()).value);
    expect(first.startsWith("'=row 0 ")).toBe(true);
    // The reader has one batch; the stream holds at most the next one.
    expect(read).toBeLessThanOrEqual(2);
    let lines = first.split('\r\n').length - 1;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      lines += String(next.value).split('\r\n').length - 1;
    }
    expect(read).toBe(BATCHES);
    expect(lines).toBe(BATCHES * rows.length);
  });
});
