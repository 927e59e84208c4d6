import { BellRingIcon } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { isIosSafari } from '../../../pwa';
import { pushSelectors, usePushStore, type PushStatus } from '../../../stores/push';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { SettingsToggleRow } from '../account/SettingsRow';

/**
 * The "Push notifications" switch: subscribes this browser, asking for the browser's permission only on the tap.
 * Shown when the server sends pushes at all; says so when this browser cannot receive them or has blocked them.
 */
export function PushNotificationsRow() {
  const t = useT();
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
      label={t('settings.push')}
      description={error ? <Problem>{error}</Problem> : t(saving ? 'common.saving' : describe(status))}
      checked={status === 'on'}
      disabled={saving || status === 'checking' || status === 'unsupported' || status === 'blocked'}
      onCheckedChange={(checked) => void (checked ? pushTurnedOn() : pushTurnedOff())}
    />
  );
}

/** The row's second line for each state of this browser (a message id). */
function describe(status: PushStatus): MessageId {
  switch (status) {
    case 'on':
      return 'settings.push.on';
    case 'blocked':
      return 'settings.push.blocked';
    case 'unsupported':
      return isIosSafari() ? 'settings.push.ios' : 'settings.push.unsupported';
    case 'checking':
    case 'off':
      return 'settings.push.off';
  }
}

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.loss};
`;
