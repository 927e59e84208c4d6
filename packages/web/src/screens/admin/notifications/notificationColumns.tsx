import { EyeIcon, Trash2Icon } from 'lucide-react';
import { TICKET_PREVIEW_CHARS, type AdminNotification } from '@signals/protocol';
import styled from 'styled-components';
import type { Translate } from '../../../i18n/useT';
import { Badge } from '../../../ui';
import type { Column } from '../../../ui/table';
import { truncate } from '../components/shorten';
import { IconButton, RowActions } from '../components/IconButton';
import { NotificationTypeBadge } from '../components/NotificationTypeBadge';
import { formatDate } from '../../../lib/formatDates';

interface NotificationRowActions {
  onView: (notification: AdminNotification) => void;
  onDelete: (notification: AdminNotification) => void;
  /** The translator of the language shown, so the headers and labels follow it. */
  t: Translate;
}

/** Notification, Type, Recipient, Sent, Actions. */
export function notificationColumns({ onView, onDelete, t }: NotificationRowActions): Column<AdminNotification>[] {
  return [
    {
      key: 'notification',
      header: t('adminNotifications.column.notification'),
      mobile: 'title',
      cell: (n) => (
        <Stack>
          <strong>{n.title}</strong>
          {/* The 60-character preview of the tables (admin.md section 9). */}
          <Muted>{truncate(n.message, TICKET_PREVIEW_CHARS)}</Muted>
        </Stack>
      ),
    },
    { key: 'type', header: t('adminNotifications.column.type'), cell: (n) => <NotificationTypeBadge type={n.type} /> },
    {
      key: 'recipient',
      header: t('adminNotifications.column.recipient'),
      cell: (n) =>
        n.userId === null ? (
          <Badge $tone="accent">{t('adminNotifications.recipient.everyone')}</Badge>
        ) : (
          <Stack>
            <Badge $tone="neutral">{t('adminNotifications.recipient.individual')}</Badge>
            {n.recipientUsername && <Muted>{n.recipientUsername}</Muted>}
          </Stack>
        ),
    },
    { key: 'sent', header: t('adminNotifications.column.sent'), cell: (n) => <Nowrap>{formatDate(n.createdAt)}</Nowrap> },
    {
      key: 'actions',
      header: t('adminNotifications.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (n) => (
        <RowActions>
          <IconButton icon={EyeIcon} label={t('adminNotifications.row.view', { title: n.title })} onClick={() => onView(n)} />
          <IconButton icon={Trash2Icon} tone="danger" label={t('adminNotifications.row.delete', { title: n.title })} onClick={() => onDelete(n)} />
        </RowActions>
      ),
    },
  ];
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: 3px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-weight: 400;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;
