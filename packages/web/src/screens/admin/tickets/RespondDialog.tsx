import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '../../../i18n/Trans';
import { AdminTicketResponseRequest, type Ticket } from '@signals/protocol';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { ticketMemberSelectors, useTicketMemberStore, withInserted } from '../../../stores/admin/cannedReplies';
import { ticketSelectors, useTicketsStore } from '../../../stores/admin/tickets';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField } from '../../../ui';
import { TicketStatusBadge } from '../components/StatusBadges';
import { CannedReplyPicker } from './CannedReplyPicker';
import { Conversation } from './Conversation';
import { MemberContextPanel } from './MemberContextPanel';
import { formatDateTime } from '../../../lib/formatDates';

type ResponseValues = z.output<typeof AdminTicketResponseRequest>;

interface RespondDialogProps {
  ticket: Ticket | undefined;
  onClose: () => void;
}

/**
 * "Respond to Ticket": who wrote it (their plan, payments, language, two-factor, Telegram, other tickets), the ticket,
 * its conversation (kept live) and the answer form, with canned replies filled for the member to insert and edit.
 */
export function RespondDialog({ ticket, onClose }: RespondDialogProps) {
  const t = useT();
  const formId = useId();
  const responded = useTicketsStore((s) => s.responded);
  const conversationOpened = useTicketsStore((s) => s.conversationOpened);
  const conversationClosed = useTicketsStore((s) => s.conversationClosed);
  const conversation = useTicketsStore(ticketSelectors.conversation);
  const memberContext = useTicketMemberStore(ticketMemberSelectors.memberContext);
  const memberContextOpened = useTicketMemberStore((s) => s.memberContextOpened);
  const memberContextClosed = useTicketMemberStore((s) => s.memberContextClosed);
  const ticketId = ticket?.id;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
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

  useEffect(() => {
    if (ticketId === undefined) {
      return;
    }
    void memberContextOpened(ticketId);
    return () => memberContextClosed();
  }, [ticketId, memberContextOpened, memberContextClosed]);

  if (!ticket) {
    return null;
  }

  /** The filled reply goes into the box (after what the agent wrote, if anything), to be read and edited before sending. */
  const insertReply = (text: string) => {
    setValue('message', withInserted(getValues('message'), text), { shouldDirty: true });
    setFocus('message');
  };

  const onSubmit = async (values: ResponseValues) => {
    try {
      await responded(ticket.id, values.message);
      toast({
        title: t('adminUsers.tickets.respondDialog.sent.title'),
        description: t('adminUsers.tickets.respondDialog.sent.description', { username: ticket.username || t('adminUsers.tickets.owner') }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['message'])) {
        toast({
          title: t('adminUsers.tickets.error'),
          description: t('adminUsers.tickets.respondDialog.failed', { error: errorMessage(error, t('adminUsers.tickets.unknownError')) }),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('adminUsers.tickets.respondDialog.title')}
      description={`#${ticket.id} · ${ticket.subject}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('adminUsers.tickets.respondDialog.send')}
          </Button>
        </>
      }
    >
      <Meta>
        <span>
          <Trans id="adminUsers.tickets.respondDialog.from" values={{ username: ticket.username || t('adminUsers.tickets.unknownUser') }} components={{ 0: <strong /> }} />
        </span>
        <span>{formatDateTime(ticket.createdAt)}</span>
        <TicketStatusBadge status={ticket.status} />
      </Meta>
      <MemberContextPanel state={memberContext?.ticketId === ticket.id ? memberContext : null} />
      <Original>{ticket.message}</Original>
      <Conversation conversation={conversation} ownerName={ticket.username || t('adminUsers.tickets.owner')} />
      <CannedReplyPicker ticketId={ticket.id} username={ticket.username || t('adminUsers.tickets.owner')} onInsert={insertReply} />
      <form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextAreaField
          label={t('adminUsers.tickets.respondDialog.label')}
          rows={6}
          placeholder={t('adminUsers.tickets.respondDialog.placeholder')}
          error={errors.message?.message}
          {...register('message')}
        />
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
