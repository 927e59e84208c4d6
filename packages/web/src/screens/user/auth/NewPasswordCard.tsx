import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordForm } from '@signals/protocol/requests/passwordReset';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { isApiError } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { Button, TextField } from '../../../ui';
import { PasswordRules } from '../settings/PasswordRules';
import { AuthCardPage } from './AuthCardPage';
import { AuthFailure, AuthForm } from './authCardParts';

interface NewPasswordCardProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the chosen password with the link's token; throws the API's error. */
  choose: (newPassword: string) => Promise<void>;
  /** Whether a refusal is of the link itself (used, expired, superseded) rather than of the password. */
  refusesLink: (error: unknown) => boolean;
  /** Told the server's words when the link is refused: the page then says the link does not work. */
  onLinkRefused: (message: string) => void;
}

/**
 * The card of a page an e-mailed link opens to choose a new password (a reset, the undo of an address change): the
 * password twice with the rules it must meet, the server's refusal of a field under it, any other under the form.
 */
export function NewPasswordCard({ title, description, submitLabel, choose, refusesLink, onLinkRefused }: NewPasswordCardProps) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NewPasswordForm>, unknown, z.output<typeof NewPasswordForm>>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = async (values: z.output<typeof NewPasswordForm>) => {
    setFailure(null);
    try {
      await choose(values.newPassword);
    } catch (error) {
      if (isApiError(error) && refusesLink(error)) {
        onLinkRefused(error.message);
        return;
      }
      if (!applyFieldIssues(error, setError, ['newPassword'])) {
        setFailure(isApiError(error) ? error.message : t('common.somethingWrong'));
      }
    }
  };

  return (
    <AuthCardPage title={title} description={description}>
      <AuthForm onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={title}>
        <Group>
          <TextField label={t('settings.password.new')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <PasswordRules value={newPassword} />
        </Group>
        <TextField label={t('settings.password.confirm')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        {failure && <AuthFailure role="alert">{failure}</AuthFailure>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </AuthForm>
    </AuthCardPage>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
