import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetToken, NewPasswordForm } from '@signals/protocol/requests/passwordReset';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, isApiError } from '../../api';
import { applyFieldIssues } from '../../lib/formIssues';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button, ButtonLink, TextField } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';
import { PasswordRules } from './settings/PasswordRules';
import { AuthFailure, AuthForm } from './auth/authCardParts';

type ResetValues = z.output<typeof NewPasswordForm>;

/** The page a reset e-mail links to: a new password, then sign in with it (nobody is signed in by the link). */
export function ResetPasswordScreen() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | { invalid: string }>(PasswordResetToken.safeParse(token).success ? 'form' : { invalid: 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.' });
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
      <AuthCardPage title="Password changed">
        <CardText>Your new password is set. For your security, every device that was signed in to your account has been signed out.</CardText>
        <CardText>Sign in with your new password to continue.</CardText>
        <CardActions>
          <ButtonLink to="/auth" size="lg">
            Sign in
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  if (state !== 'form') {
    return (
      <AuthCardPage title="This link does not work">
        <CardText>{state.invalid}</CardText>
        <CardActions>
          <ButtonLink to="/forgot-password">Send a new link</ButtonLink>
          <ButtonLink to="/auth" variant="secondary">
            Back to sign in
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
        setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    }
  };

  return (
    <AuthCardPage title="Choose a new password" description="Setting it signs your account out on every device.">
      <AuthForm onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Choose a new password">
        <Group>
          <TextField label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <PasswordRules value={newPassword} />
        </Group>
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        {failure && <AuthFailure role="alert">{failure}</AuthFailure>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Set new password
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

