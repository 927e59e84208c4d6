import { BellIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { notificationSelectors, useNotificationsStore } from '../../stores/notifications';
import { focusRing } from '../../ui/theme/focusRing';

/** The bell in the header: a link to the notification list with the unread count. */
export function NotificationBell() {
  const count = useNotificationsStore(notificationSelectors.unreadCount);
  const badge = useNotificationsStore(notificationSelectors.unreadBadge);
  const t = useT();
  return (
    <IconLink to="/notifications" aria-label={count > 0 ? t('layout.header.notificationsUnread', { count }) : t('layout.header.notifications')}>
      <BellIcon size={19} />
      {badge && <Count aria-hidden="true">{badge}</Count>}
    </IconLink>
  );
}

export const IconLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${focusRing}
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 19px;
  height: 19px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.lossStrong};
  color: #ffffff;
  font-size: 10.5px;
  font-weight: 750;
  line-height: 15px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
