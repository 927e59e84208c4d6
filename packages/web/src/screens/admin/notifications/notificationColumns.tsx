import { EyeIcon, Trash2Icon } from 'lucide-react';
import { TICKET_PREVIEW_CHARS, type AdminNotification } from '@signals/protocol';
import styled from 'styled-components';
import { Badge } from '../../../ui';
import type { Column } from '../../../ui/table';
import { truncate } from '../components/shorten';
import { IconButton, RowActions } from '../components/IconButton';
import { NotificationTypeBadge } from '../components/NotificationTypeBadge';
import { formatDate } from '../../../lib/formatDates';

interface NotificationRowActions {
  onView: (notification: AdminNotification) => void;
  onDelete: (notification: AdminNotification) => void;
}

/** Notification, Type, Recipient, Sent, Actions. */
export function notificationColumns({ onView, onDelete }: NotificationRowActions): Column<AdminNotification>[] {
  return [
    {
      key: 'notification',
      header: 'Notification',
      mobile: 'title',
      cell: (n) => (
        <Stack>
          <strong>{n.title}</strong>
          {/* The 60-character preview of the tables (admin.md section 9). */}
          <Muted>{truncate(n.message, TICKET_PREVIEW_CHARS)}</Muted>
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', cell: (n) => <NotificationTypeBadge type={n.type} /> },
    {
      key: 'recipient',
      header: 'Recipient',
      cell: (n) =>
        n.userId === null ? (
          <Badge $tone="accent">All Users</Badge>
        ) : (
          <Stack>
            <Badge $tone="neutral">Individual</Badge>
            {n.recipientUsername && <Muted>{n.recipientUsername}</Muted>}
          </Stack>
        ),
    },
    { key: 'sent', header: 'Sent', cell: (n) => <Nowrap>{formatDate(n.createdAt)}</Nowrap> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      mobile: 'actions',
      cell: (n) => (
        <RowActions>
          <IconButton icon={EyeIcon} label={`View ${n.title}`} onClick={() => onView(n)} />
          <IconButton icon={Trash2Icon} tone="danger" label={`Delete ${n.title}`} onClick={() => onDelete(n)} />
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
