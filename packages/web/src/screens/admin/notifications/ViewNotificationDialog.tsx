import type { AdminNotification } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Badge, Button, Dialog } from '../../../ui';
import { NotificationTypeBadge } from '../components/NotificationTypeBadge';
import { formatDateTime } from '../../../lib/formatDates';

/** One sent notification: title, when, the message, to whom, the type and how many read it. */
export function ViewNotificationDialog({ notification, onClose }: { notification: AdminNotification; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onClose={onClose}
      title={notification.title}
      description={t('adminNotifications.view.sent', { date: formatDateTime(notification.createdAt) })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Message>{notification.message}</Message>
      <Facts>
        <div>
          <dt>{t('adminNotifications.column.recipient')}</dt>
          <dd>
            {notification.userId === null
              ? t('adminNotifications.recipient.everyone')
              : notification.recipientUsername
                ? t('adminNotifications.view.toUserNamed', { id: notification.userId, username: notification.recipientUsername })
                : t('adminNotifications.view.toUser', { id: notification.userId })}
          </dd>
        </div>
        <div>
          <dt>{t('adminNotifications.column.type')}</dt>
          <dd>
            <NotificationTypeBadge type={notification.type} />
          </dd>
        </div>
        <div>
          <dt>{t('adminNotifications.view.readBy')}</dt>
          <dd>
            {t('adminNotifications.view.readCount', { count: notification.readCount })}
            {notification.isImportant && (
              <>
                {' '}
                <Badge $tone="warning">{t('adminNotifications.important')}</Badge>
              </>
            )}
          </dd>
        </div>
      </Facts>
    </Dialog>
  );
}

const Message = styled.p`
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
`;

const Facts = styled.dl`
  display: grid;
  gap: 12px;
  margin: 18px 0 0;

  div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;
