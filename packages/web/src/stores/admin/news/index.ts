export { adminNewsSelectors, useAdminNewsStore, type AdminNewsStore } from './store';
