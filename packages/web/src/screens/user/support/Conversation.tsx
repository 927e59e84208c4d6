import type { Ticket, TicketResponse } from '@signals/protocol';
import { Trans } from '../../../i18n/Trans';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
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
  const t = useT();
  const items: TicketResponse[] = entry?.items ?? [];
  return (
    <Thread aria-label={t('support.conversation.label')}>
      <Message $mine>
        <Who>
          <Trans id="support.conversation.original" components={{ 0: <span /> }} />
        </Who>
        <Bubble $mine>{ticket.message}</Bubble>
        <When dateTime={ticket.createdAt}>{ticketDate(ticket.createdAt)}</When>
      </Message>
      {items.map((response) => {
        const mine = response.userId === userId;
        return (
          <Message key={response.id} $mine={mine}>
            <Who>{t(mine ? 'support.conversation.you' : 'support.conversation.team')}</Who>
            <Bubble $mine={mine}>{response.message}</Bubble>
            <When dateTime={response.createdAt}>{ticketDate(response.createdAt)}</When>
          </Message>
        );
      })}
      {entry?.status === 'loading' && items.length === 0 && (
        <Message $mine={false} aria-label={t('support.conversation.loading')}>
          <Skeleton $height={14} $width="90px" />
          <Skeleton $height={64} $width="70%" $radius="14px" />
        </Message>
      )}
      {entry?.status === 'error' && (
        <Failed role="alert">
          {t('support.conversation.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Failed>
      )}
      {entry?.status === 'ready' && items.length === 0 && <Waiting>{t('support.conversation.empty')}</Waiting>}
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
