import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '../../../i18n/Trans';
import { PhoneCodeRequest } from '@signals/protocol/requests/phoneVerification';
import type { User } from '@signals/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';
import { StatusBadge } from '../account/StatusBadge';

type CodeValues = z.output<typeof PhoneCodeRequest>;

/** Whether the member's phone number is verified, as a small badge (only while the site sends SMS). */
export function PhoneStatus({ user }: { user: User }) {
  const t = useT();
  const smsOn = useSettingsStore(settingsSelectors.sendsSms);
  if (!smsOn || !user.phoneNumber) {
    return null;
  }
  return <StatusBadge tone={user.phoneVerified ? 'profit' : 'warning'}>{t(user.phoneVerified ? 'settings.phone.verified' : 'settings.phone.notVerified')}</StatusBadge>;
}

/**
 * Verifying the phone number: SMS alerts go only to a number confirmed with a
 * texted code. For premium members with a number, while the site sends SMS;
 * the server decides every rule (premium, throttle, attempts).
 */
export function PhoneVerification({ user }: { user: User }) {
  const t = useT();
  const smsOn = useSettingsStore(settingsSelectors.sendsSms);
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
    return <Note>{t('settings.phone.premiumOnly')}</Note>;
  }

  const sendCode = async () => {
    setSending(true);
    try {
      const sent = await callApi('sendPhoneCode');
      setSentTo(sent.phoneNumber);
      reset({ code: '' });
    } catch (error) {
      toast({ title: t('settings.phone.notSent'), description: errorMessage(error, t('settings.phone.notSent.fallback')), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async ({ code }: CodeValues) => {
    try {
      const updated = await callApi('confirmPhoneCode', { body: { code } });
      userUpdated(updated);
      setSentTo(null);
      toast({ title: t('settings.phone.done.title'), description: t('settings.phone.done.description'), variant: 'success' });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['code'])) {
        toast({ title: t('settings.phone.failed'), description: errorMessage(error, t('settings.phone.failed.fallback')), variant: 'destructive' });
      }
    }
  };

  return (
    <Box aria-label={t('settings.phone.group')} role="group">
      {sentTo ? (
        <>
          <Note>
            <Trans id="settings.phone.sent" values={{ phone: sentTo }} components={{ 0: <strong /> }} />
          </Note>
          <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('settings.phone.form')}>
            <TextField label={t('settings.phone.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" error={errors.code?.message} {...register('code')} />
            <Actions>
              <Button type="submit" loading={isSubmitting}>
                {t('settings.phone.verify')}
              </Button>
              <Button type="button" variant="ghost" loading={sending} onClick={() => void sendCode()}>
                {t('settings.phone.resend')}
              </Button>
            </Actions>
          </Form>
        </>
      ) : (
        <>
          <Note>{t('settings.phone.intro')}</Note>
          <Actions>
            <Button variant="secondary" loading={sending} onClick={() => void sendCode()}>
              {t('settings.phone.send')}
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
