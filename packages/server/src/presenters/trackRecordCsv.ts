import { leveragedResultPercent } from '@signals/protocol';
import { canSeeSignalDetail, type SignalDisclosure } from '../policies/signal.js';
import type { EndedSignal } from '../queries/trackRecord.js';
import { csvDocument, csvLine, type CsvCell } from './csv.js';

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
] as const;

function rowOf(signal: EndedSignal, now: Date, disclosure: SignalDisclosure): CsvCell[] {
  // The file is public: a trade's prices show only where the policy shows them to a visitor.
  const trade = canSeeSignalDetail(signal, null, now, disclosure);
  const leveraged = trade && signal.signalType === 'futures' && signal.resultPercent !== null ? leveragedResultPercent(signal.resultPercent, signal.leverage) : null;
  return [
    signal.id,
    signal.pair,
    signal.signalType,
    signal.isPremium,
    trade ? signal.direction : null,
    trade ? signal.entryPrice : null,
    trade ? signal.exitPrice : null,
    trade ? signal.leverage : null,
    signal.resultPercent,
    leveraged,
    signal.outcome,
    signal.createdAt.toISOString(),
    signal.closedAt?.toISOString() ?? null,
    signal.closeReason,
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
 * arithmetic against the trades the settings reveal.
 *
 * @param signals the ended signals, in the order the file lists them.
 * @param now the clock of the answer.
 * @param disclosure what the settings reveal of closed signals.
 */
export function presentTrackRecordCsvRows(signals: readonly EndedSignal[], now: Date, disclosure: SignalDisclosure): TrackRecordCsvRow[] {
  return signals.map((signal) => ({ signalType: signal.signalType, createdAt: signal.createdAt, line: csvLine(rowOf(signal, now, disclosure)) }));
}

/** The file of some of those lines, under its header. */
export function trackRecordCsv(rows: readonly TrackRecordCsvRow[]): string {
  return csvDocument([csvLine(HEADER), ...rows.map((row) => row.line)]);
}
