export { isAwaitingOutcome, signalAdminSelectors, useSignalsAdminStore, type SignalsQuery, type SignalsStore } from './store';
export { useSignalTimelineAdminStore, type SignalTimelineState } from './timeline';
