import { zodResolver } from '@hookform/resolvers/zod';
import { AdminTicketResponseRequest, type Ticket } from '@signals/protocol';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { ticketSelectors, useTicketsStore } from '../../../stores/admin/tickets';
import { toast } from '../../../stores/toast';
import { Button, Dialog } from '../../../ui';
import { TextAreaField } from '../components/form';
import { TicketStatusBadge } from '../components/StatusBadges';
import { Conversation } from './Conversation';
import { formatDateTime } from '../../../lib/formatDates';

type ResponseValues = z.output<typeof AdminTicketResponseRequest>;

interface RespondDialogProps {
  ticket: Ticket | undefined;
  onClose: () => void;
}

/** "Respond to Ticket": the ticket, its conversation (kept live) and the answer form. */
export function RespondDialog({ ticket, onClose }: RespondDialogProps) {
  const formId = useId();
  const responded = useTicketsStore((s) => s.responded);
  const conversationOpened = useTicketsStore((s) => s.conversationOpened);
  const conversationClosed = useTicketsStore((s) => s.conversationClosed);
  const conversation = useTicketsStore(ticketSelectors.conversation);
  const ticketId = ticket?.id;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminTicketResponseRequest, unknown, ResponseValues>({
    resolver: zodResolver(AdminTicketResponseRequest),
    defaultValues: { message: '' },
  });

  useEffect(() => {
    if (ticketId === undefined) {
      return;
    }
    void conversationOpened(ticketId);
    return () => conversationClosed();
  }, [ticketId, conversationOpened, conversationClosed]);

  if (!ticket) {
    return null;
  }

  const onSubmit = async (values: ResponseValues) => {
    try {
      await responded(ticket.id, values.message);
      toast({ title: 'Response sent', description: `${ticket.username} has been notified.`, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['message'])) {
        toast({ title: 'Error', description: `Failed to send response: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Respond to Ticket"
      description={`#${ticket.id} · ${ticket.subject}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Send Response
          </Button>
        </>
      }
    >
      <Meta>
        <span>
          From <strong>{ticket.username || 'Unknown'}</strong>
        </span>
        <span>{formatDateTime(ticket.createdAt)}</span>
        <TicketStatusBadge status={ticket.status} />
      </Meta>
      <Original>{ticket.message}</Original>
      <Conversation conversation={conversation} ownerName={ticket.username || 'User'} />
      <form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextAreaField label="Your response" rows={4} placeholder="Write your answer to the user..." error={errors.message?.message} {...register('message')} />
      </form>
    </Dialog>
  );
}

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin-bottom: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Original = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  white-space: pre-wrap;
`;
