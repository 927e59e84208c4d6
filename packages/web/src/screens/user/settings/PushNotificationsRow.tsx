import { BellRingIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { isIosSafari } from '../../../pwa';
import { pushSelectors, usePushStore, type PushStatus } from '../../../stores/push';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { SettingsToggleRow } from '../account/SettingsRow';

/**
 * The "Push notifications" switch: subscribes this browser, asking for the browser's permission only on the tap.
 * Shown when the server sends pushes at all; says so when this browser cannot receive them or has blocked them.
 */
export function PushNotificationsRow() {
  const offered = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels.push;
  const status = usePushStore(pushSelectors.status);
  const saving = usePushStore(pushSelectors.saving);
  const error = usePushStore(pushSelectors.error);
  const { pushStatusChecked, pushTurnedOn, pushTurnedOff } = usePushStore.getState();

  useEffect(() => {
    if (offered) {
      void pushStatusChecked();
    }
  }, [offered, pushStatusChecked]);

  if (!offered) {
    return null;
  }
  return (
    <SettingsToggleRow
      icon={BellRingIcon}
      label="Push notifications"
      description={error ? <Problem>{error}</Problem> : saving ? 'Saving…' : describe(status)}
      checked={status === 'on'}
      disabled={saving || status === 'checking' || status === 'unsupported' || status === 'blocked'}
      onCheckedChange={(checked) => void (checked ? pushTurnedOn() : pushTurnedOff())}
    />
  );
}

function describe(status: PushStatus): ReactNode {
  switch (status) {
    case 'on':
      return 'On for this browser: alerts arrive even when the app is closed';
    case 'blocked':
      return "Blocked by your browser. Allow notifications for this site in the browser's site settings, then come back.";
    case 'unsupported':
      return isIosSafari()
        ? 'On iPhone and iPad, add the app to your Home Screen first (Share, then Add to Home Screen), then turn this on there.'
        : 'This browser cannot receive push notifications.';
    case 'checking':
    case 'off':
      return 'Alerts on this device, even when the app is closed';
  }
}

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.loss};
`;
