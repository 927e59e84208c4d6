export { isAwaitingOutcome, signalAdminSelectors, useSignalsAdminStore, type SignalsQuery, type SignalsStore } from './store';
