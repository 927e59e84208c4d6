import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateRequest, type User } from '@signals/protocol';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { smsForSignals, useSmsAlertsStore } from '../../../stores/subscription';
import { toast } from '../../../stores/toast';
import { Button, Card, CardDescription, CardTitle, TextField } from '../../../ui';
import { Switch } from '../common/Switch';
import { PhoneVerification } from '../settings/PhoneVerification';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';

type ProfileValues = z.output<typeof ProfileUpdateRequest>;

/**
 * SMS alerts: the phone number and the switch. Both are disabled for free
 * users; for premium users they save for real (the profile's phone number and
 * the SMS channel of the signal alerts). Finer choices live in the settings.
 */
export function SmsSection() {
  const user = useSessionStore(sessionSelectors.user);
  const smsOn = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels.sms;
  const isPremium = user?.isPremium === true;
  if (!smsOn) {
    // Nothing to sell or set: the site sends no SMS (no provider configured, or switched off in the back office).
    return (
      <Card>
        <CardTitle>SMS Alerts</CardTitle>
        <CardDescription>SMS alerts are not available on this site at the moment. Signals still reach you in the app and by the other channels in your notification settings.</CardDescription>
      </Card>
    );
  }
  return (
    <Card>
      <CardTitle>SMS Alerts</CardTitle>
      <CardDescription>
        {isPremium ? 'Get high-profit signals by text message.' : 'SMS alerts are part of Premium: upgrade to turn them on.'}
      </CardDescription>
      <Body>
        {user && isPremium ? <PhoneForm user={user} /> : <TextField label="Phone number" placeholder="+14155550123" disabled value="" readOnly />}
        {user && isPremium && <PhoneVerification user={user} />}
        <SmsSwitch enabled={isPremium} />
        <Hint>
          Choose exactly which alerts reach you on the <Link to="/settings/notifications">notification settings</Link> page.
        </Hint>
      </Body>
    </Card>
  );
}

function PhoneForm({ user }: { user: User }) {
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
      toast({ title: 'Profile updated', description: 'Your phone number is saved.', variant: 'success' });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['phoneNumber'])) {
        toast({ title: 'Update failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="+14155550123" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!isDirty}>
        Save number
      </Button>
    </Form>
  );
}

function SmsSwitch({ enabled }: { enabled: boolean }) {
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
      .then(() => toast({ title: on ? 'SMS alerts on' : 'SMS alerts off', description: on ? 'New and high-profit signals will reach your phone.' : 'Signals will no longer be sent by SMS.' }))
      .catch((error: unknown) => toast({ title: 'Update failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }));
  };

  return (
    <Switch
      label="SMS alerts for signals"
      description={enabled ? 'New and high-profit signals' : 'Premium members only'}
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
