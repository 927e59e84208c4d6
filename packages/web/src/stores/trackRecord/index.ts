export { cleanTrackRecordQuery, trackRecordKey, useTrackRecordStore, type TrackRecordEntry, type TrackRecordState } from './store';
export { useTrackRecord, VISITOR_REFRESH_MS } from './useTrackRecord';
