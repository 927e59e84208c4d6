import { staffMay, type StaffCapability } from '@signals/protocol';
import { useSessionStore } from './store';
import { sessionSelectors } from './selectors';

/**
 * Whether the signed-in staff member's role holds `capability` (the protocol's table, issue 46): the back office hides
 * what the server would refuse with `roleRequired`.
 */
export function useStaffMay(capability: StaffCapability): boolean {
  return useSessionStore((s) => staffMay(sessionSelectors.staffRole(s), capability));
}
