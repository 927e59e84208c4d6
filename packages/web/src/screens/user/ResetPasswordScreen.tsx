import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetToken, NewPasswordForm } from '@signals/protocol/requests/passwordReset';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, isApiError } from '../../api';
import { applyFieldIssues } from '../../lib/formIssues';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button, ButtonLink, TextField } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';
import { PasswordRules } from './settings/PasswordRules';
import { AuthFailure, AuthForm } from './auth/authCardParts';

type ResetValues = z.output<typeof NewPasswordForm>;

/** The page a reset e-mail links to: a new password, then sign in with it (nobody is signed in by the link). */
export function ResetPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('settings.reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // An invalid link's message: the server's words, or null for "this link is incomplete".
  const [state, setState] = useState<'form' | 'done' | { invalid: string | null }>(PasswordResetToken.safeParse(token).success ? 'form' : { invalid: null });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NewPasswordForm>, unknown, ResetValues>({ resolver: zodResolver(NewPasswordForm), defaultValues: { newPassword: '', confirmPassword: '' } });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  if (state === 'done') {
    return (
      <AuthCardPage title={t('settings.reset.done.title')}>
        <CardText>{t('settings.reset.done.text')}</CardText>
        <CardText>{t('settings.reset.done.next')}</CardText>
        <CardActions>
          <ButtonLink to="/auth" size="lg">
            {t('settings.reset.signIn')}
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  if (state !== 'form') {
    return (
      <AuthCardPage title={t('settings.reset.invalid.title')}>
        <CardText>{state.invalid ?? t('settings.reset.incomplete')}</CardText>
        <CardActions>
          <ButtonLink to="/forgot-password">{t('settings.reset.newLink')}</ButtonLink>
          <ButtonLink to="/auth" variant="secondary">
            {t('settings.reset.backToSignIn')}
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }

  const onSubmit = async ({ newPassword: password }: ResetValues) => {
    setFailure(null);
    try {
      await callApi('confirmPasswordReset', { body: { token, newPassword: password } });
      setState('done');
    } catch (error) {
      if (isApiError(error) && error.issues.some((issue) => issue.path === 'token')) {
        setState({ invalid: error.message });
        return;
      }
      if (!applyFieldIssues(error, setError, ['newPassword'])) {
        setFailure(isApiError(error) ? error.message : t('common.somethingWrong'));
      }
    }
  };

  return (
    <AuthCardPage title={t('settings.reset.title')} description={t('settings.reset.description')}>
      <AuthForm onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('settings.reset.title')}>
        <Group>
          <TextField label={t('settings.password.new')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <PasswordRules value={newPassword} />
        </Group>
        <TextField label={t('settings.password.confirm')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        {failure && <AuthFailure role="alert">{failure}</AuthFailure>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('settings.reset.submit')}
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

