import { MessageSquareIcon, SendIcon } from 'lucide-react';
import { TICKET_PREVIEW_CHARS, type Ticket } from '@signals/protocol';
import styled from 'styled-components';
import type { Translate } from '../../../i18n/useT';
import { Badge, Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { truncate } from '../components/shorten';
import { RowActions } from '../components/IconButton';
import { TicketStatusBadge } from '../components/StatusBadges';
import { TicketStatusSelect } from './TicketStatusSelect';
import { formatDateTime } from '../../../lib/formatDates';

/** The tickets table: Subject, User, Status, Created, Actions (status selector and Respond); in the language of `t`. */
export function ticketColumns(t: Translate, onRespond: (ticket: Ticket) => void): Column<Ticket>[] {
  return [
    {
      key: 'subject',
      header: t('adminUsers.tickets.column.subject'),
      mobile: 'title',
      cell: (ticket) => (
        <Stack>
          <SubjectRow>
            <strong>{ticket.subject}</strong>
            {ticket.priority === 'high' && <Badge $tone="loss">{t('adminUsers.tickets.priority.high')}</Badge>}
          </SubjectRow>
          <Preview>{truncate(ticket.message, TICKET_PREVIEW_CHARS)}</Preview>
        </Stack>
      ),
    },
    { key: 'user', header: t('adminUsers.tickets.column.user'), cell: (ticket) => ticket.username || t('adminUsers.tickets.unknownUser') },
    { key: 'status', header: t('adminUsers.tickets.column.status'), sortKey: 'status', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    {
      key: 'created',
      header: t('adminUsers.tickets.column.created'),
      sortKey: 'createdAt',
      cell: (ticket) => (
        <Stack>
          <Nowrap>{formatDateTime(ticket.createdAt)}</Nowrap>
          {ticket.responseCount > 0 && (
            <Replies>
              <MessageSquareIcon size={12} />
              {t('adminUsers.tickets.replies', { count: ticket.responseCount })}
            </Replies>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('adminUsers.tickets.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (ticket) => (
        <RowActions>
          <TicketStatusSelect ticket={ticket} />
          <Button variant="secondary" size="sm" onClick={() => onRespond(ticket)} aria-label={t('adminUsers.tickets.respondTo', { subject: ticket.subject })}>
            <SendIcon size={14} />
            {t('adminUsers.tickets.respond')}
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
