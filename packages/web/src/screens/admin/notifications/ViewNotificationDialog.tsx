import type { AdminNotification } from '@signals/protocol';
import styled from 'styled-components';
import { Badge, Button, Dialog } from '../../../ui';
import { NotificationTypeBadge } from '../components/NotificationTypeBadge';
import { formatDateTime } from '../../../lib/formatDates';

/** One sent notification: title, when, the message, to whom, the type and how many read it. */
export function ViewNotificationDialog({ notification, onClose }: { notification: AdminNotification; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={notification.title}
      description={`Sent ${formatDateTime(notification.createdAt)}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Message>{notification.message}</Message>
      <Facts>
        <div>
          <dt>Recipient</dt>
          <dd>
            {notification.userId === null
              ? 'All Users'
              : `Sent to User ID ${notification.userId}${notification.recipientUsername ? ` (${notification.recipientUsername})` : ''}`}
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>
            <NotificationTypeBadge type={notification.type} />
          </dd>
        </div>
        <div>
          <dt>Read by</dt>
          <dd>
            {notification.readCount} {notification.readCount === 1 ? 'user' : 'users'}
            {notification.isImportant && (
              <>
                {' '}
                <Badge $tone="warning">Important</Badge>
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
