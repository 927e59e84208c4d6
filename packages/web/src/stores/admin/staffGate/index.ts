export { useStaffGateStore } from './store';
