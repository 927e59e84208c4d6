import { afterEach, describe, expect, it } from 'vitest';
import { reportRefusal } from '../../../api/refusals';
import { useStaffGateStore } from './store';

afterEach(() => useStaffGateStore.getState().twoFactorTurnedOn());

describe('the staff two-factor gate', () => {
  it('closes the back office on the first call refused for want of two-factor, and opens it once two-factor is on', () => {
    expect(useStaffGateStore.getState().twoFactorRequired).toBe(false);
    reportRefusal(403, 'twoFactorRequired');
    expect(useStaffGateStore.getState().twoFactorRequired).toBe(true);
    useStaffGateStore.getState().twoFactorTurnedOn();
    expect(useStaffGateStore.getState().twoFactorRequired).toBe(false);
  });

  it('takes neither a sign-in asking for the code (401) nor another refusal for it', () => {
    reportRefusal(401, 'twoFactorRequired');
    reportRefusal(403, 'roleRequired');
    expect(useStaffGateStore.getState().twoFactorRequired).toBe(false);
  });
});
