import { NOTIFICATION_CATEGORIES, type NotificationChannel, type NotificationPreferences } from '@signals/protocol';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { preferenceSelectors, usePreferencesStore } from '../../../stores/preferences';
import { pushSelectors, usePushStore } from '../../../stores/push';
import { sendsChannel, settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { Skeleton } from '../../../ui';

const CHANNELS: { channel: NotificationChannel; label: MessageId }[] = [
  { channel: 'app', label: 'settings.channel.app' },
  { channel: 'push', label: 'settings.channel.push' },
  { channel: 'email', label: 'settings.summary.email' },
  { channel: 'sms', label: 'settings.channel.sms' },
];

/** How many categories use a channel (shown as "4 of 4", or "Off" for none). */
function channelCount(preferences: NotificationPreferences, channel: NotificationChannel): number {
  return NOTIFICATION_CATEGORIES.filter((category) => preferences[category][channel]).length;
}

/**
 * The saved delivery channels at a glance, as they will actually reach the member (issue 40): a channel the site does
 * not send is "Unavailable" whatever was saved, and push, which is per device, says when this device is not subscribed.
 */
export function NotificationSummary() {
  const t = useT();
  const status = usePreferencesStore(preferenceSelectors.status);
  const saved = usePreferencesStore(preferenceSelectors.saved);
  const requested = usePreferencesStore((s) => s.preferencesRequested);
  const offered = useSettingsStore(settingsSelectors.deliveryChannels);
  const pushHere = usePushStore(pushSelectors.status);

  useEffect(() => {
    void requested();
  }, [requested]);
  useEffect(() => {
    if (offered.push) {
      void usePushStore.getState().pushStatusChecked();
    }
  }, [offered.push]);

  /** What a channel's chip says, and whether it reaches the member at all. */
  const shown = (channel: NotificationChannel, on: number): { text: string; off: boolean } => {
    if (!sendsChannel(offered, channel)) {
      return { text: t('settings.summary.unavailable'), off: true };
    }
    if (on === 0) {
      return { text: t('settings.off'), off: true };
    }
    if (channel === 'push' && pushHere !== 'on' && pushHere !== 'checking') {
      return { text: t('settings.summary.offHere'), off: true };
    }
    return { text: t('settings.summary.count', { on, total: NOTIFICATION_CATEGORIES.length }), off: false };
  };

  if (status === 'error' && !saved) {
    return <Muted>{t('settings.summary.error')}</Muted>;
  }
  if (!saved) {
    return (
      <Chips aria-label={t('settings.summary.loading')}>
        {CHANNELS.map(({ channel }) => (
          <Skeleton key={channel} $height={26} $width="96px" $radius="999px" />
        ))}
      </Chips>
    );
  }
  return (
    <Chips as="dl" aria-label={t('settings.summary.label')}>
      {CHANNELS.map(({ channel, label }) => {
        const { text, off } = shown(channel, channelCount(saved, channel));
        return (
          <Chip key={channel} $off={off}>
            <dt>{t(label)}</dt>
            <dd>{text}</dd>
          </Chip>
        );
      })}
    </Chips>
  );
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
`;

const Chip = styled.div<{ $off: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 28px;
  padding: 0 11px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  font-size: 12.5px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 650;
    color: ${({ theme, $off }) => ($off ? theme.colors.textMuted : theme.colors.text)};
  }
`;

const Muted = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
