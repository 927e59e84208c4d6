import { MessageSquareIcon, SendIcon } from 'lucide-react';
import { TICKET_PREVIEW_CHARS, type Ticket } from '@signals/protocol';
import styled from 'styled-components';
import { Badge, Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { truncate } from '../components/shorten';
import { RowActions } from '../components/IconButton';
import { TicketStatusBadge } from '../components/StatusBadges';
import { TicketStatusSelect } from './TicketStatusSelect';
import { formatDateTime } from '../../../lib/formatDates';

/** The tickets table: Subject, User, Status, Created, Actions (status selector and Respond). */
export function ticketColumns(onRespond: (ticket: Ticket) => void): Column<Ticket>[] {
  return [
    {
      key: 'subject',
      header: 'Subject',
      mobile: 'title',
      cell: (t) => (
        <Stack>
          <SubjectRow>
            <strong>{t.subject}</strong>
            {t.priority === 'high' && <Badge $tone="loss">High</Badge>}
          </SubjectRow>
          <Preview>{truncate(t.message, TICKET_PREVIEW_CHARS)}</Preview>
        </Stack>
      ),
    },
    { key: 'user', header: 'User', cell: (t) => t.username || 'Unknown' },
    { key: 'status', header: 'Status', sortKey: 'status', cell: (t) => <TicketStatusBadge status={t.status} /> },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'createdAt',
      cell: (t) => (
        <Stack>
          <Nowrap>{formatDateTime(t.createdAt)}</Nowrap>
          {t.responseCount > 0 && (
            <Replies>
              <MessageSquareIcon size={12} />
              {t.responseCount} {t.responseCount === 1 ? 'reply' : 'replies'}
            </Replies>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      mobile: 'actions',
      cell: (t) => (
        <RowActions>
          <TicketStatusSelect ticket={t} />
          <Button variant="secondary" size="sm" onClick={() => onRespond(t)} aria-label={`Respond to ${t.subject}`}>
            <SendIcon size={14} />
            Respond
          </Button>
        </RowActions>
      ),
    },
  ];
}

const Stack = styled.div`
  display: grid;
  gap: 3px;
`;

const SubjectRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Preview = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-weight: 400;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Replies = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;
