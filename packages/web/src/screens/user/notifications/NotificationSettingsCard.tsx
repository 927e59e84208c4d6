import { CircleCheckIcon, LockIcon, SettingsIcon } from 'lucide-react';
import styled from 'styled-components';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { ButtonLink, Card, CardDescription, CardTitle } from '../../../ui';

const channels = [
  { label: 'In the app', detail: 'Alerts in this list and on the bell' },
  { label: 'E-mail', detail: 'New signals and account updates' },
  { label: 'SMS', detail: 'High-profit signals, for Premium members' },
];

/** Where alerts are delivered: a summary here, the switches on the settings page. */
export function NotificationSettingsCard() {
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  return (
    <Card>
      <CardTitle>Notification settings</CardTitle>
      <CardDescription>Choose which alerts reach you, and how.</CardDescription>
      <List>
        {channels.map((channel) => (
          <li key={channel.label}>
            {channel.label === 'SMS' && !isPremium ? <LockIcon size={16} /> : <CircleCheckIcon size={16} />}
            <span>
              <strong>{channel.label}</strong>
              <small>{channel.detail}</small>
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
