import { CircleCheckIcon, CircleMinusIcon, LockIcon, SettingsIcon, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink, Card, CardDescription, CardTitle } from '../../../ui';

interface ChannelLine {
  label: string;
  detail: string;
  icon: LucideIcon;
}

/**
 * Where alerts are delivered: a summary here, the switches on the settings page. A channel the site does not
 * send on says so, so the card never promises what the server will not do.
 */
export function NotificationSettingsCard() {
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const offered = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels;
  const off = (label: string, what: string): ChannelLine => ({ label, detail: `This site sends no ${what}`, icon: CircleMinusIcon });
  const channels: ChannelLine[] = [
    { label: 'In the app', detail: 'Alerts in this list and on the bell', icon: CircleCheckIcon },
    offered.push ? { label: 'Push', detail: 'On the browsers and phones where you turn it on', icon: CircleCheckIcon } : off('Push', 'push notifications'),
    offered.email ? { label: 'E-mail', detail: 'New signals and account updates', icon: CircleCheckIcon } : off('E-mail', 'e-mail'),
    offered.sms
      ? { label: 'SMS', detail: 'New and high-profit signals, for Premium members', icon: isPremium ? CircleCheckIcon : LockIcon }
      : off('SMS', 'text messages'),
  ];
  return (
    <Card>
      <CardTitle>Notification settings</CardTitle>
      <CardDescription>Choose which alerts reach you, and how.</CardDescription>
      <List>
        {channels.map(({ label, detail, icon: Icon }) => (
          <li key={label} data-offered={Icon !== CircleMinusIcon}>
            <Icon size={16} aria-hidden />
            <span>
              <strong>{label}</strong>
              <small>{detail}</small>
            </span>
          </li>
        ))}
      </List>
      <ButtonLink to="/settings/notifications" variant="secondary" fullWidth>
        <SettingsIcon size={16} />
        Manage notification settings
      </ButtonLink>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 18px 0 20px;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: 10px;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.accent};
  }
  li[data-offered='false'] svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span {
    display: flex;
    flex-direction: column;
  }
  strong {
    font-size: 14.5px;
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;
