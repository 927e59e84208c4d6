import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateRequest, type ErrorCode, type User } from '@signals/protocol';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAccountStore } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';

type ProfileValues = z.output<typeof ProfileUpdateRequest>;

interface ProfileFormProps {
  user: User;
  /** Called after a successful save, and on Cancel. */
  onDone: () => void;
}

/** Username, e-mail and phone, validated with the protocol's schema; server refusals land on their fields. */
/** The field a 409 is about, by its code. */
function fieldOfConflict(code: string | null): 'email' | 'username' | null {
  return code === ('emailTaken' satisfies ErrorCode) ? 'email' : code === ('usernameTaken' satisfies ErrorCode) ? 'username' : null;
}

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const t = useT();
  const profileSaved = useAccountStore((s) => s.profileSaved);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdateRequest, unknown, ProfileValues>({
    resolver: zodResolver(ProfileUpdateRequest),
    defaultValues: { username: user.username, email: user.email, phoneNumber: user.phoneNumber ?? '', currentPassword: '' },
  });
  // A new address needs the password (the server refuses it without), and takes effect from the link sent to it.
  const typedEmail = useWatch({ control, name: 'email' }) ?? '';
  const movingEmail = typedEmail.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = async ({ currentPassword, ...values }: ProfileValues) => {
    try {
      const saved = await profileSaved(movingEmail ? { ...values, currentPassword } : values);
      if (saved.pendingEmail && saved.pendingEmail !== user.pendingEmail) {
        toast({ title: t('profile.emailChange.sent.title'), description: t('profile.emailChange.sent.description', { email: saved.pendingEmail }), variant: 'success' });
      } else {
        toast({ title: t('profile.updated.title'), description: t('profile.updated.description'), variant: 'success' });
      }
      onDone();
    } catch (error) {
      // A taken username or e-mail is a 409 without field issues: put it on the field it is about.
      if (isApiError(error) && error.status === 409) {
        const field = fieldOfConflict(error.code);
        if (field) {
          setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        }
      } else {
        applyFieldIssues(error, setError, ['username', 'email', 'phoneNumber', 'currentPassword']);
      }
      toast({ title: t('profile.updateFailed'), description: errorMessage(error, t('common.tryLater')), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('profile.form')}>
      <TextField
        label={t('profile.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField label={t('profile.field.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      {movingEmail && (
        <TextField
          label={t('profile.field.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('profile.field.currentPassword.hint')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <TextField
        label={t('profile.field.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+14155550123"
        hint={t('profile.field.phone.hint')}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <Actions>
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t(isSubmitting ? 'common.saving' : 'profile.form.save')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
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
