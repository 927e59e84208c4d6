import { SendIcon } from 'lucide-react';
import type { Ticket } from '@signals/protocol';
import { useEffect } from 'react';
import { Trans } from '../../../i18n/Trans';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { isTicketActive, ticketSelectors, useTicketsStore } from '../../../stores/tickets';
import { Button } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';
import { Conversation } from './Conversation';
import { statusLabel, statusTone, ticketDate } from './ticketFormat';

interface TicketDetailProps {
  ticket: Ticket;
  userId: number;
  onReply: (ticket: Ticket) => void;
}

/** One ticket: its status, the conversation (live), and the way to reply while it is not closed. */
export function TicketDetail({ ticket, userId, onReply }: TicketDetailProps) {
  const t = useT();
  const entry = useTicketsStore(ticketSelectors.responses(ticket.id));
  const responsesRequested = useTicketsStore((s) => s.responsesRequested);

  useEffect(() => {
    void responsesRequested(ticket.id);
  }, [responsesRequested, ticket.id]);

  const active = isTicketActive(ticket);
  return (
    <Panel aria-labelledby={`ticket-${ticket.id}-title`}>
      <Head>
        <TitleRow>
          <Title id={`ticket-${ticket.id}-title`}>{ticket.subject}</Title>
          <span aria-live="polite">
            <StatusBadge tone={statusTone(ticket.status)}>{t(statusLabel(ticket.status))}</StatusBadge>
          </span>
        </TitleRow>
        <Meta>
          <Trans id="support.ticket.meta" values={{ id: ticket.id, date: ticketDate(ticket.createdAt) }} components={{ 0: <time dateTime={ticket.createdAt} /> }} />
        </Meta>
      </Head>
      <Conversation ticket={ticket} entry={entry} userId={userId} onRetry={() => void responsesRequested(ticket.id)} />
      <Foot>
        {active ? (
          <Button onClick={() => onReply(ticket)}>
            <SendIcon size={16} />
            {t('support.ticket.reply')}
          </Button>
        ) : (
          <Closed>{t('support.ticket.closed')}</Closed>
        )}
      </Foot>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (min-width: 768px) {
    padding: 24px;
  }
`;

const Head = styled.header`
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;

const Title = styled.h2`
  font-size: 19px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Closed = styled.p`
  width: 100%;
  font-size: 13.5px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
