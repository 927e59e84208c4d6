import { presentTrackRecordCsv } from '../../presenters/trackRecordCsv.js';
import { readSignalDisclosure } from '../../queries/signalDisclosure.js';
import { computeTrackRecord, listEndedSignals } from '../../queries/trackRecord.js';
import { trackRecordCachesFor } from '../../queries/trackRecordCache.js';
import type { Handler, Handlers } from '../types.js';

/** The record is the same for everyone, visitors included: computed once per filter and setting, until a signal changes. */
const trackRecord: Handler<'trackRecord'> = async ({ input, services }) => {
  const disclosure = await readSignalDisclosure(services.db);
  return trackRecordCachesFor(services.events).records.answer({ filter: input.query, disclosure }, async () => {
    const { record, changesAt } = await computeTrackRecord(services.db, input.query, new Date(), disclosure);
    return { value: record, changesAt };
  });
};

/** The ended signals behind the record, as a download; cached like the record. */
const trackRecordCsv: Handler<'trackRecordCsv'> = async ({ input, ctx, services }) => {
  const disclosure = await readSignalDisclosure(services.db);
  ctx.attachment('track-record.csv');
  return trackRecordCachesFor(services.events).csv.answer({ filter: input.query, disclosure }, async () => {
    const signals = await listEndedSignals(services.db, input.query);
    // No status in the file: nothing in it changes by the clock alone.
    return { value: presentTrackRecordCsv(signals, new Date(), disclosure), changesAt: null };
  });
};

/** The handlers of this area, keyed by route name. */
export const trackRecordHandlers: Handlers = { trackRecord, trackRecordCsv };
