import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneCodeRequest } from '@signals/protocol/requests/phoneVerification';
import type { User } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';

type CodeValues = z.output<typeof PhoneCodeRequest>;

/** Whether the member's phone number is verified, as a small badge (only while the site sends SMS). */
export function PhoneStatus({ user }: { user: User }) {
  const smsOn = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels.sms;
  if (!smsOn || !user.phoneNumber) {
    return null;
  }
  return <StatusBadge tone={user.phoneVerified ? 'profit' : 'warning'}>{user.phoneVerified ? 'Verified' : 'Not verified'}</StatusBadge>;
}

/**
 * Verifying the phone number: SMS alerts go only to a number confirmed with a
 * texted code. For premium members with a number, while the site sends SMS;
 * the server decides every rule (premium, throttle, attempts).
 */
export function PhoneVerification({ user }: { user: User }) {
  const smsOn = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels.sms;
  const userUpdated = useSessionStore((s) => s.userUpdated);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof PhoneCodeRequest>, unknown, CodeValues>({ resolver: zodResolver(PhoneCodeRequest), defaultValues: { code: '' } });

  if (!smsOn || !user.phoneNumber || user.phoneVerified) {
    return null;
  }
  if (!user.isPremium) {
    return <Note>SMS alerts are part of Premium. Upgrade to verify this number and get signals by text message.</Note>;
  }

  const sendCode = async () => {
    setSending(true);
    try {
      const sent = await callApi('sendPhoneCode');
      setSentTo(sent.phoneNumber);
      reset({ code: '' });
    } catch (error) {
      toast({ title: 'Code not sent', description: errorMessage(error, 'Please try again in a few minutes.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async ({ code }: CodeValues) => {
    try {
      const updated = await callApi('confirmPhoneCode', { body: { code } });
      userUpdated(updated);
      setSentTo(null);
      toast({ title: 'Phone number verified', description: 'SMS alerts can now reach this number.', variant: 'success' });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['code'])) {
        toast({ title: 'Not verified', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    }
  };

  return (
    <Box aria-label="Verify your phone number" role="group">
      {sentTo ? (
        <>
          <Note>
            We texted a 6-digit code to <strong>{sentTo}</strong>. It works for 10 minutes.
          </Note>
          <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Confirm the code">
            <TextField label="Code from the text message" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" error={errors.code?.message} {...register('code')} />
            <Actions>
              <Button type="submit" loading={isSubmitting}>
                Verify number
              </Button>
              <Button type="button" variant="ghost" loading={sending} onClick={() => void sendCode()}>
                Send a new code
              </Button>
            </Actions>
          </Form>
        </>
      ) : (
        <>
          <Note>SMS alerts go only to a verified number. We will text you a code to confirm this one is yours.</Note>
          <Actions>
            <Button variant="secondary" loading={sending} onClick={() => void sendCode()}>
              Text me a code
            </Button>
          </Actions>
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Note = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};

  strong {
    font-weight: 600;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  & > button {
    flex: 1 1 auto;
  }
  @media (min-width: 560px) {
    & > button {
      flex: none;
    }
  }
`;
