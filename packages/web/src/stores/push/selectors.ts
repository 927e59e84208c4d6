import type { PushState } from './store';

export const pushSelectors = {
  status: (s: PushState) => s.status,
  saving: (s: PushState) => s.saving,
  error: (s: PushState) => s.error,
  devices: (s: PushState) => s.devices,
  /** Whether this browser receives the member's pushes (the notification settings note that push reaches only such browsers). */
  thisBrowserSubscribed: (s: PushState) => s.status === 'on',
};
