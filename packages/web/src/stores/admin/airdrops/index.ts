export { adminAirdropSelectors, useAdminAirdropsStore, type AdminAirdropsStore } from './store';
