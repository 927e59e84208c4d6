import { presentTrackRecordCsvRows, trackRecordCsv as csvOf } from '../../presenters/trackRecordCsv.js';
import { readSignalDisclosure } from '../../queries/signalDisclosure.js';
import { computeTrackRecord, isInScope, listEndedSignals } from '../../queries/trackRecord.js';
import { trackRecordCachesFor } from '../../queries/trackRecordCache.js';
import type { Handler, Handlers } from '../types.js';
import { signalLogHandlers } from './signalLog.js';

/** The record is the same for everyone, visitors included: computed once per filter and setting, until a signal changes. */
const trackRecord: Handler<'trackRecord'> = async ({ input, services }) => {
  const disclosure = await readSignalDisclosure(services.db);
  return trackRecordCachesFor(services).records.answer({ filter: input.query, disclosure }, async () => {
    const { record, changesAt } = await computeTrackRecord(services.db, input.query, new Date(), disclosure);
    return { value: record, changesAt };
  });
};

/**
 * The ended signals behind the record, as a download. Every ended signal's
 * line is written once per change (and reveal setting) and kept; a filter
 * only picks lines, so no filter a visitor can vary costs a query or a
 * rebuild (a rebuild of every line takes most of a second at 100,000 signals).
 */
const trackRecordCsv: Handler<'trackRecordCsv'> = async ({ input, ctx, services }) => {
  const disclosure = await readSignalDisclosure(services.db);
  ctx.attachment('track-record.csv');
  const rows = await trackRecordCachesFor(services).csvRows.answer({ filter: {}, disclosure }, async () => {
    const signals = await listEndedSignals(services.db);
    // No status in the file: nothing in it changes by the clock alone.
    return { value: presentTrackRecordCsvRows(signals, new Date(), disclosure), changesAt: null };
  });
  return csvOf(rows.filter((row) => isInScope(row, input.query)));
};

/** The handlers of this area, keyed by route name. */
export const trackRecordHandlers: Handlers = { trackRecord, trackRecordCsv, ...signalLogHandlers };
