import { leveragedResultPercent, type Signal as SignalDto } from '@signals/protocol';
import type { SignalDisclosure } from '../policies/signal.js';
import type { EndedSignal } from '../queries/trackRecord.js';
import { csvDocument, csvLine, type CsvCell } from './csv.js';
import { presentSignal } from './signal.js';

const HEADER = [
  'id',
  'pair',
  'type',
  'premium',
  'direction',
  'entry',
  'exit',
  'leverage',
  'result_percent',
  'leveraged_result_percent',
  'outcome',
  'published_at',
  'closed_at',
  // Why it was cancelled or voided (issue 38): public, like the outcome.
  'reason',
  // Its publication in the signal log (issue 45), when that was appended, and the salt that opens a premium trade's
  // commitment there (empty while the trade is not shown).
  'log_index',
  'logged_at',
  'salt',
] as const;

/** The leveraged result of a futures trade, from the leverage a visitor may see; empty otherwise. */
function leveragedResultOf(signal: SignalDto): number | null {
  if (signal.locked || signal.signalType !== 'futures' || signal.resultPercent === null) {
    return null;
  }
  return leveragedResultPercent(signal.resultPercent, signal.leverage);
}

/** The cells of a signal as presented to a visitor: a field the presenter withheld is an empty cell. */
function rowOf(signal: SignalDto, salt: string | null): CsvCell[] {
  const trade = signal.locked ? null : signal;
  return [
    signal.id,
    signal.pair,
    signal.signalType,
    signal.isPremium,
    trade?.direction ?? null,
    trade?.entryPrice ?? null,
    trade?.exitPrice ?? null,
    trade?.leverage ?? null,
    signal.resultPercent,
    leveragedResultOf(signal),
    signal.outcome,
    signal.createdAt,
    signal.closedAt,
    signal.closeReason,
    signal.logIndex,
    signal.loggedAt,
    trade ? salt : null,
  ];
}

/** One ended signal's line of the file, with what a filter picks it by. */
export interface TrackRecordCsvRow {
  signalType: EndedSignal['signalType'];
  createdAt: Date;
  line: string;
}

/**
 * The lines of the ended signals behind the track record, for a visitor (the
 * file is the same for everyone), so anyone can check the record's
 * arithmetic against the trades the settings reveal. Each signal is presented
 * as the REST answers present it to a visitor, so the file shows no field
 * those answers hide.
 *
 * @param signals the ended signals, in the order the file lists them.
 * @param now the clock of the answer.
 * @param disclosure what the settings reveal of closed signals.
 */
export function presentTrackRecordCsvRows(signals: readonly EndedSignal[], now: Date, disclosure: SignalDisclosure): TrackRecordCsvRow[] {
  return signals.map((signal) => ({ signalType: signal.signalType, createdAt: signal.createdAt, line: csvLine(rowOf(presentSignal(signal, null, now, disclosure), signal.publicationSalt ?? null)) }));
}

/** The file of some of those lines, under its header. */
export function trackRecordCsv(rows: readonly TrackRecordCsvRow[]): string {
  return csvDocument([csvLine(HEADER), ...rows.map((row) => row.line)]);
}
