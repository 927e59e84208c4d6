import type { Ticket, TicketResponse } from '@signals/protocol';
import styled from 'styled-components';
import type { ResponsesEntry } from '../../../stores/tickets';
import { Button, Skeleton } from '../../../ui';
import { ticketDate } from './ticketFormat';

interface ConversationProps {
  ticket: Ticket;
  entry: ResponsesEntry | undefined;
  /** The signed-in user: anyone else's response is from the support team. */
  userId: number;
  onRetry: () => void;
}

/** The original message, then every response, oldest first; the team's on the other side. */
export function Conversation({ ticket, entry, userId, onRetry }: ConversationProps) {
  const items: TicketResponse[] = entry?.items ?? [];
  return (
    <Thread aria-label="Conversation">
      <Message $mine>
        <Who>
          You <span>· Original message</span>
        </Who>
        <Bubble $mine>{ticket.message}</Bubble>
        <When dateTime={ticket.createdAt}>{ticketDate(ticket.createdAt)}</When>
      </Message>
      {items.map((response) => {
        const mine = response.userId === userId;
        return (
          <Message key={response.id} $mine={mine}>
            <Who>{mine ? 'You' : 'Support Team'}</Who>
            <Bubble $mine={mine}>{response.message}</Bubble>
            <When dateTime={response.createdAt}>{ticketDate(response.createdAt)}</When>
          </Message>
        );
      })}
      {entry?.status === 'loading' && items.length === 0 && (
        <Message $mine={false} aria-label="Loading responses">
          <Skeleton $height={14} $width="90px" />
          <Skeleton $height={64} $width="70%" $radius="14px" />
        </Message>
      )}
      {entry?.status === 'error' && (
        <Failed role="alert">
          The responses could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Failed>
      )}
      {entry?.status === 'ready' && items.length === 0 && <Waiting>No responses yet. Our team answers within 24 hours.</Waiting>}
    </Thread>
  );
}

const Thread = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Message = styled.article<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 4px;
`;

const Who = styled.h3`
  font-size: 12.5px;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    font-weight: 500;
  }
`;

const Bubble = styled.p<{ $mine: boolean }>`
  max-width: min(560px, 92%);
  padding: 12px 14px;
  border-radius: 14px;
  border-top-right-radius: ${({ $mine }) => ($mine ? '4px' : '14px')};
  border-top-left-radius: ${({ $mine }) => ($mine ? '14px' : '4px')};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.accentSoft : theme.colors.surfaceHover)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? 'transparent' : theme.colors.border)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 14.5px;
`;

const When = styled.time`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failed = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.loss};
`;

const Waiting = styled.p`
  font-size: 13.5px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
