import { Readable } from 'node:stream';

/** A cell's value: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null;

/** What a spreadsheet would read as a formula (or, for tab and carriage return, shift into one). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 writes it. Text a spreadsheet would run as a formula
 * gets a leading apostrophe (CSV injection); numbers are written as numbers,
 * so a negative result stays numeric.
 */
function cellText(cell: CsvCell): string {
  if (cell === null) {
    return '';
  }
  if (typeof cell !== 'string') {
    return String(cell);
  }
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, without its line end. */
export function csvLine(row: readonly CsvCell[]): string {
  return row.map(cellText).join(',');
}

/** A CSV document of lines already written (RFC 4180: CRLF line ends, the header first). */
export function csvDocument(lines: Iterable<string>): string {
  let text = '';
  for (const line of lines) {
    text += `${line}\r\n`;
  }
  return text;
}

/**
 * A CSV document (RFC 4180: CRLF line ends, a header line, quoted cells where
 * needed).
 *
 * @param header the column names.
 * @param rows one array of cells per line, in the header's order.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [csvLine(header)];
  for (const row of rows) {
    lines.push(csvLine(row));
  }
  return csvDocument(lines);
}

/**
 * A CSV document written as it is read: the header line, then each batch of rows as one chunk. For an export of a
 * table that grows without bound (every payment): the server holds one batch at a time, not the whole document.
 *
 * @param header the column names.
 * @param batches the rows, a batch at a time, each row's cells in the header's order.
 */
export function csvStream<R>(header: readonly string[], batches: AsyncIterable<readonly R[]>, cells: (row: R) => readonly CsvCell[]): Readable {
  return Readable.from(
    (async function* lines() {
      yield `${csvLine(header)}\r\n`;
      for await (const batch of batches) {
        if (batch.length > 0) {
          yield csvDocument(batch.map((row) => csvLine(cells(row))));
        }
      }
    })(),
    { objectMode: false },
  );
}
