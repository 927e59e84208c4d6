import { SendIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactRequest, SUPPORT_RESPONSE_HOURS } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useTicketsStore } from '../../../stores/tickets';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription, CardTitle, TextAreaField, TextField } from '../../../ui';
import { Notice } from '../common/Notice';

type ContactValues = z.output<typeof ContactRequest>;

/** A quick message to support; the server files it as a ticket the user can follow. */
export function ContactForm() {
  const t = useT();
  const contactMessageSent = useTicketsStore((s) => s.contactMessageSent);
  // A refusal of the whole message (too many open tickets, too many at once) is said in the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest, unknown, ContactValues>({
    resolver: zodResolver(ContactRequest),
    defaultValues: { subject: '', message: '' },
  });

  const onSubmit = async (values: ContactValues) => {
    setRefusal(null);
    try {
      await contactMessageSent(values);
      reset();
      toast({
        title: t('support.contact.sent.title'),
        description: t('support.contact.sent.description', { hours: SUPPORT_RESPONSE_HOURS }),
        variant: 'success',
      });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['subject', 'message'])) {
        setRefusal(errorMessage(error, t('support.tryLater')));
      }
    }
  };

  return (
    <Card aria-labelledby="contact-form-title">
      <CardTitle id="contact-form-title">{t('support.contact.title')}</CardTitle>
      <CardDescription>{t('support.contact.description')}</CardDescription>
      <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label={t('support.field.subject')} error={errors.subject?.message} {...register('subject')} />
        <TextAreaField label={t('support.field.message')} rows={5} placeholder={t('support.contact.placeholder')} error={errors.message?.message} {...register('message')} />
        {refusal && (
          <Notice tone="danger" title={t('support.contact.refused')} live>
            {refusal}
          </Notice>
        )}
        <Actions>
          <Button type="submit" loading={isSubmitting}>
            {!isSubmitting && <SendIcon size={16} />}
            {t('support.contact.send')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 18px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  & > button {
    width: 100%;
  }
  @media (min-width: 560px) {
    & > button {
      width: auto;
    }
  }
`;
