export { connectionSelectors, useConnectionStore, type ConnectionStatus } from './store';
