import { CircleCheckIcon, CircleMinusIcon, LockIcon, SettingsIcon, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { ButtonLink, Card, CardDescription, CardTitle } from '../../../ui';

interface ChannelLine {
  label: MessageId;
  detail: MessageId;
  icon: LucideIcon;
}

/**
 * Where alerts are delivered: a summary here, the switches on the settings page. A channel the site does not
 * send on says so, so the card never promises what the server will not do.
 */
export function NotificationSettingsCard() {
  const t = useT();
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const offered = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels;
  const off = (label: MessageId, detail: MessageId): ChannelLine => ({ label, detail, icon: CircleMinusIcon });
  const channels: ChannelLine[] = [
    { label: 'content.notifications.channel.app', detail: 'content.notifications.channel.app.detail', icon: CircleCheckIcon },
    offered.push
      ? { label: 'content.notifications.channel.push', detail: 'content.notifications.channel.push.detail', icon: CircleCheckIcon }
      : off('content.notifications.channel.push', 'content.notifications.channel.push.off'),
    offered.email
      ? { label: 'content.notifications.channel.email', detail: 'content.notifications.channel.email.detail', icon: CircleCheckIcon }
      : off('content.notifications.channel.email', 'content.notifications.channel.email.off'),
    offered.sms
      ? { label: 'content.notifications.channel.sms', detail: 'content.notifications.channel.sms.detail', icon: isPremium ? CircleCheckIcon : LockIcon }
      : off('content.notifications.channel.sms', 'content.notifications.channel.sms.off'),
    offered.telegram
      ? { label: 'content.notifications.channel.telegram', detail: 'content.notifications.channel.telegram.detail', icon: CircleCheckIcon }
      : off('content.notifications.channel.telegram', 'content.notifications.channel.telegram.off'),
  ];
  return (
    <Card>
      <CardTitle>{t('content.notifications.settings.title')}</CardTitle>
      <CardDescription>{t('content.notifications.settings.description')}</CardDescription>
      <List>
        {channels.map(({ label, detail, icon: Icon }) => (
          <li key={label} data-offered={Icon !== CircleMinusIcon}>
            <Icon size={16} aria-hidden />
            <span>
              <strong>{t(label)}</strong>
              <small>{t(detail)}</small>
            </span>
          </li>
        ))}
      </List>
      <ButtonLink to="/settings/notifications" variant="secondary" fullWidth>
        <SettingsIcon size={16} />
        {t('content.notifications.settings.manage')}
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
