export { useSignalTimelineStore, type FollowEntry, type SignalTimelineState, type TimelineEntry } from './store';
