export { signalAdminSelectors, useSignalsAdminStore, type SignalsQuery, type SignalsStore } from './store';
