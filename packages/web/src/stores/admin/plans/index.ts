export { adminPlansSelectors, useAdminPlansStore, type AdminList, type AdminPlansStore } from './store';
