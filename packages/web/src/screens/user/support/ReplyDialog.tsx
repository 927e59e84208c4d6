import { zodResolver } from '@hookform/resolvers/zod';
import { TicketReplyRequest, type Ticket } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useTicketsStore } from '../../../stores/tickets';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField } from '../../../ui';
import { Notice } from '../common/Notice';

type ReplyValues = z.output<typeof TicketReplyRequest>;

/** Reply on one's own ticket (the screen hides the way here once the ticket is closed). */
export function ReplyDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={ticket !== null} onClose={onClose} title={t('support.reply.title')} description={ticket?.subject}>
      {ticket && <ReplyForm ticket={ticket} onDone={onClose} />}
    </Dialog>
  );
}

function ReplyForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const t = useT();
  const replySent = useTicketsStore((s) => s.replySent);
  // A refusal of the reply itself (the ticket closed meanwhile, too many replies at once) is said in the dialog.
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TicketReplyRequest, unknown, ReplyValues>({
    resolver: zodResolver(TicketReplyRequest),
    defaultValues: { message: '' },
  });

  const onSubmit = async ({ message }: ReplyValues) => {
    setRefusal(null);
    try {
      await replySent(ticket.id, message);
      toast({ title: t('support.reply.added.title'), description: t('support.reply.added.description'), variant: 'success' });
      onDone();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['message'])) {
        setRefusal(errorMessage(error, t('support.tryLater')));
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextAreaField label={t('support.reply.field')} rows={5} error={errors.message?.message} {...register('message')} />
      {refusal && (
        <Notice tone="danger" title={t('support.reply.refused')} live>
          {refusal}
        </Notice>
      )}
      <Actions>
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('support.reply.send')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;

  @media (min-width: 560px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
