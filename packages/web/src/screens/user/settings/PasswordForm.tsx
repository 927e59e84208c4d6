import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm } from '@signals/protocol';
import { useForm, useWatch } from 'react-hook-form';
import { useRef } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { isApiError } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAccountStore } from '../../../stores/account';
import { toast } from '../../../stores/toast';
import { Button, TextField } from '../../../ui';
import { PasswordRules } from './PasswordRules';

type PasswordValues = z.output<typeof ChangePasswordForm>;

/** Current, new and confirmed password; calls `onChanged` once the server has accepted it. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const passwordChanged = useAccountStore((s) => s.passwordChanged);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm, unknown, PasswordValues>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  // The last refusal's toast: a later success takes it away, so "Failed to change password" never sits over the
  // dialog saying it changed.
  const failure = useRef<{ dismiss: () => void } | null>(null);
  const onSubmit = async ({ currentPassword, newPassword: next }: PasswordValues) => {
    failure.current?.dismiss();
    failure.current = null;
    try {
      await passwordChanged({ currentPassword, newPassword: next });
      reset();
      onChanged();
    } catch (error) {
      applyFieldIssues(error, setError, ['currentPassword', 'newPassword']);
      failure.current = toast({
        title: t('settings.password.failed'),
        description: isApiError(error) && error.message ? error.message : t('settings.password.failedFallback'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('settings.password')}>
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Group>
        <TextField
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordRules value={newPassword} />
      </Group>
      <TextField
        label={t('settings.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          {t(isSubmitting ? 'settings.password.changing' : 'settings.password.submit')}
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

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
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
