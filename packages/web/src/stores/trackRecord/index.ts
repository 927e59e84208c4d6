export { useSignalLogStore, type LogAnswer, type SignalLogState } from './signalLog';
export { cleanTrackRecordQuery, trackRecordKey, useTrackRecordStore, type TrackRecordEntry, type TrackRecordState } from './store';
export { useSignalLogHead, useSignalLogKey } from './useSignalLog';
export { useTrackRecord } from './useTrackRecord';
export { VISITOR_REFRESH_MS } from './useVisitorRefresh';
