import { zodResolver } from '@hookform/resolvers/zod';
import { NewTicketRequest, type Ticket } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useTicketsStore } from '../../../stores/tickets';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField, TextField } from '../../../ui';
import { Notice } from '../common/Notice';

type TicketValues = z.output<typeof NewTicketRequest>;

interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new ticket once the server has it. */
  onCreated?: (ticket: Ticket) => void;
}

/** Open a support ticket: subject and message with the protocol's minimums. */
export function NewTicketDialog({ open, onClose, onCreated }: NewTicketDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('support.new.title')} description={t('support.new.description')}>
      <NewTicketForm onCancel={onClose} onCreated={(ticket) => (onCreated ? onCreated(ticket) : onClose())} />
    </Dialog>
  );
}

function NewTicketForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (ticket: Ticket) => void }) {
  const t = useT();
  const ticketOpened = useTicketsStore((s) => s.ticketOpened);
  // A refusal of the whole ticket (too many open, too many at once) is said here, where the member is looking.
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewTicketRequest, unknown, TicketValues>({
    resolver: zodResolver(NewTicketRequest),
    defaultValues: { subject: '', message: '' },
  });

  const onSubmit = async (values: TicketValues) => {
    setRefusal(null);
    try {
      const ticket = await ticketOpened(values);
      toast({ title: t('support.new.created.title'), description: t('support.new.created.description'), variant: 'success' });
      onCreated(ticket);
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['subject', 'message'])) {
        setRefusal(errorMessage(error, t('support.tryLater')));
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField label={t('support.field.subject')} placeholder={t('support.new.subject.placeholder')} error={errors.subject?.message} {...register('subject')} />
      <TextAreaField
        label={t('support.field.message')}
        placeholder={t('support.new.message.placeholder')}
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      {refusal && (
        <Notice tone="danger" title={t('support.new.refused')} live>
          {refusal}
        </Notice>
      )}
      <Actions>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('support.new.submit')}
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
  margin-top: 4px;

  @media (min-width: 560px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
