import { create } from 'zustand';
import { onRefusal } from '../../../api/refusals';

interface StaffGateStore {
  /** The server refused a back office call because this staff account has no two-factor while the rule asks for it. */
  twoFactorRequired: boolean;
  /** Two-factor is on now: the back office opens again. */
  twoFactorTurnedOn: () => void;
}

/**
 * Whether the back office is closed to this staff account until it turns two-factor on (`require_staff_2fa`, issue
 * 46). Learnt from the first refused call (403 `twoFactorRequired`), whichever screen made it: the layout then shows
 * the way to the setup instead of screens whose every read would be refused.
 */
export const useStaffGateStore = create<StaffGateStore>()((set) => ({
  twoFactorRequired: false,
  twoFactorTurnedOn: () => set({ twoFactorRequired: false }),
}));

// Registered when the back office's code loads, before any of its calls: a 401 at sign-in carries the same code and is
// not this (the member signing in is asked for their code there).
onRefusal((status, code) => {
  if (status === 403 && code === 'twoFactorRequired') {
    useStaffGateStore.setState({ twoFactorRequired: true });
  }
});
