export { isDecidedElsewhere, signalDraftsSelectors, useSignalDraftsStore, type SignalDraftsStore } from './drafts';
export { signalSourcesSelectors, useSignalSourcesStore, type DeliveryLog, type SignalSourcesStore } from './sources';
