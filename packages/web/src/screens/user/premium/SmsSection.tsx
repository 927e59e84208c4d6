import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateRequest, type User } from '@signals/protocol';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Trans } from '../../../i18n/Trans';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { smsForSignals, useSmsAlertsStore } from '../../../stores/subscription';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription, CardTitle, Switch, TextField } from '../../../ui';
import { PhoneVerification } from '../settings/PhoneVerification';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';

type ProfileValues = z.output<typeof ProfileUpdateRequest>;

/**
 * SMS alerts: the phone number and the switch. Both are disabled for free
 * users; for premium users they save for real (the profile's phone number and
 * the SMS channel of the signal alerts). Finer choices live in the settings.
 */
export function SmsSection() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const smsOn = useSettingsStore(settingsSelectors.sendsSms);
  const isPremium = user?.isPremium === true;
  if (!smsOn) {
    // Nothing to sell or set: the site sends no SMS (no provider configured, or switched off in the back office).
    return (
      <Card>
        <CardTitle>{t('premium.sms.title')}</CardTitle>
        <CardDescription>{t('premium.sms.unavailable')}</CardDescription>
      </Card>
    );
  }
  return (
    <Card>
      <CardTitle>{t('premium.sms.title')}</CardTitle>
      <CardDescription>{t(isPremium ? 'premium.sms.description.member' : 'premium.sms.description.free')}</CardDescription>
      <Body>
        {user && isPremium ? <PhoneForm user={user} /> : <TextField label={t('premium.sms.phone')} placeholder="+14155550123" disabled value="" readOnly />}
        {user && isPremium && <PhoneVerification user={user} />}
        <SmsSwitch enabled={isPremium} />
        <Hint>
          <Trans id="premium.sms.hint" components={{ 0: <Link to="/settings/notifications" /> }} />
        </Hint>
      </Body>
    </Card>
  );
}

function PhoneForm({ user }: { user: User }) {
  const t = useT();
  const userUpdated = useSessionStore((s) => s.userUpdated);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<z.input<typeof ProfileUpdateRequest>, unknown, ProfileValues>({
    resolver: zodResolver(ProfileUpdateRequest),
    defaultValues: { username: user.username, email: user.email, phoneNumber: user.phoneNumber ?? '' },
  });

  const onSubmit = async (values: ProfileValues) => {
    try {
      const updated = await callApi('updateProfile', { params: { id: user.id }, body: values });
      userUpdated(updated);
      reset({ username: updated.username, email: updated.email, phoneNumber: updated.phoneNumber ?? '' });
      toast({ title: t('premium.sms.saved.title'), description: t('premium.sms.saved.description'), variant: 'success' });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['phoneNumber'])) {
        toast({ title: t('premium.sms.updateFailed'), description: errorMessage(error, t('premium.tryLater')), variant: 'destructive' });
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField label={t('premium.sms.phone')} type="tel" autoComplete="tel" placeholder="+14155550123" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!isDirty}>
        {t('premium.sms.save')}
      </Button>
    </Form>
  );
}

function SmsSwitch({ enabled }: { enabled: boolean }) {
  const t = useT();
  const preferences = useSmsAlertsStore((s) => s.preferences);
  const status = useSmsAlertsStore((s) => s.status);
  const saving = useSmsAlertsStore((s) => s.saving);
  const { smsPreferencesRequested, smsAlertsChanged } = useSmsAlertsStore.getState();

  useEffect(() => {
    if (enabled && status === 'idle') {
      void smsPreferencesRequested();
    }
  }, [enabled, status, smsPreferencesRequested]);

  const handleChange = (on: boolean) => {
    smsAlertsChanged(on)
      .then(() =>
        toast({
          title: t(on ? 'premium.sms.on.title' : 'premium.sms.off.title'),
          description: t(on ? 'premium.sms.on.description' : 'premium.sms.off.description'),
        }),
      )
      .catch((error: unknown) => toast({ title: t('premium.sms.updateFailed'), description: errorMessage(error, t('premium.tryLater')), variant: 'destructive' }));
  };

  return (
    <Switch
      label={t('premium.sms.switch')}
      description={t(enabled ? 'premium.sms.switch.member' : 'premium.sms.switch.free')}
      checked={enabled && smsForSignals(preferences)}
      disabled={!enabled || status !== 'ready' || saving}
      onCheckedChange={handleChange}
    />
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  margin-top: 18px;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;

  @media (min-width: 560px) {
    flex-direction: row;
    align-items: flex-end;

    > :first-child {
      flex: 1;
    }
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;

  a {
    text-decoration: underline;
  }
`;
