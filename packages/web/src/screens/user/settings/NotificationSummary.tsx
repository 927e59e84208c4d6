import { NOTIFICATION_CATEGORIES, type NotificationChannel, type NotificationPreferences } from '@signals/protocol';
import { useEffect } from 'react';
import styled from 'styled-components';
import { preferenceSelectors, usePreferencesStore } from '../../../stores/preferences';
import { Skeleton } from '../../../ui';

const CHANNELS: { channel: NotificationChannel; label: string }[] = [
  { channel: 'app', label: 'In-app' },
  { channel: 'push', label: 'Push' },
  { channel: 'email', label: 'E-mail' },
  { channel: 'sms', label: 'SMS' },
];

/** How many categories use a channel, as "4 of 4" or "Off". */
function channelSummary(preferences: NotificationPreferences, channel: NotificationChannel): string {
  const on = NOTIFICATION_CATEGORIES.filter((category) => preferences[category][channel]).length;
  return on === 0 ? 'Off' : `${on} of ${NOTIFICATION_CATEGORIES.length}`;
}

/** The saved delivery channels at a glance (from the server, not the browser). */
export function NotificationSummary() {
  const status = usePreferencesStore(preferenceSelectors.status);
  const saved = usePreferencesStore(preferenceSelectors.saved);
  const requested = usePreferencesStore((s) => s.preferencesRequested);

  useEffect(() => {
    void requested();
  }, [requested]);

  if (status === 'error' && !saved) {
    return <Muted>Your saved channels could not be loaded. Open the settings to try again.</Muted>;
  }
  if (!saved) {
    return (
      <Chips aria-label="Loading your notification channels">
        {CHANNELS.map(({ channel }) => (
          <Skeleton key={channel} $height={26} $width="96px" $radius="999px" />
        ))}
      </Chips>
    );
  }
  return (
    <Chips as="dl" aria-label="Saved notification channels">
      {CHANNELS.map(({ channel, label }) => {
        const value = channelSummary(saved, channel);
        return (
          <Chip key={channel} $off={value === 'Off'}>
            <dt>{label}</dt>
            <dd>{value}</dd>
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
