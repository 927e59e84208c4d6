import { SendIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactRequest, SUPPORT_RESPONSE_HOURS } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useTicketsStore } from '../../../stores/tickets';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription, CardTitle, TextField } from '../../../ui';
import { Notice } from '../common/Notice';
import { TextAreaField } from './TextAreaField';

type ContactValues = z.output<typeof ContactRequest>;

/** A quick message to support; the server files it as a ticket the user can follow. */
export function ContactForm() {
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
        title: 'Message sent',
        description: `We will reply within ${SUPPORT_RESPONSE_HOURS} hours. You can follow it in your tickets.`,
        variant: 'success',
      });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['subject', 'message'])) {
        setRefusal(errorMessage(error, 'Please try again later.'));
      }
    }
  };

  return (
    <Card aria-labelledby="contact-form-title">
      <CardTitle id="contact-form-title">Contact us</CardTitle>
      <CardDescription>A short question? Write it here and the answer arrives in your tickets.</CardDescription>
      <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
        <TextAreaField label="Message" rows={5} placeholder="How can we help?" error={errors.message?.message} {...register('message')} />
        {refusal && (
          <Notice tone="danger" title="Message not sent" live>
            {refusal}
          </Notice>
        )}
        <Actions>
          <Button type="submit" loading={isSubmitting}>
            {!isSubmitting && <SendIcon size={16} />}
            Send Message
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
