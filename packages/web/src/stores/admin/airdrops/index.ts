import './live';

export { adminAirdropSelectors, useAdminAirdropsStore, type AdminAirdropsStore } from './store';
