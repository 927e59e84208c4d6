import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequest } from '@signals/protocol/requests/passwordReset';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, isApiError } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { Button, ButtonLink, PageSpinner, TextField } from '../../../ui';
import { withEmailLink } from '../../auth/withEmailLink';
import { AuthCardPage, CardActions, CardText } from './AuthCardPage';
import { AuthFailure, AuthForm } from './authCardParts';

type ResetValues = z.output<typeof PasswordResetRequest>;

/** "Forgot password?": the address to send a reset link to, then the same neutral answer whatever the address. */
export function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
  const status = useSettingsStore(settingsSelectors.status);
  const { passwordResetAvailable, supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof PasswordResetRequest>, unknown, ResetValues>({ resolver: zodResolver(PasswordResetRequest), defaultValues: { email: '' } });

  if (status === 'loading') {
    return <PageSpinner label="Loading" />;
  }
  if (!passwordResetAvailable) {
    return (
      <AuthCardPage title="Forgot password">
        <CardText>{withEmailLink(`Password reset is not available on this site. Write to ${supportEmail} to get back into your account.`, supportEmail)}</CardText>
        <CardActions>
          <ButtonLink to="/auth" variant="secondary">
            Back to sign in
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  if (sent) {
    return (
      <AuthCardPage title="Check your inbox">
        <CardText>{sent.message}</CardText>
        <CardText>
          We sent it to <strong>{sent.email}</strong>. Nothing there after a few minutes? Look in your spam folder, or check the address and{' '}
          <InlineButton type="button" onClick={() => setSent(null)}>
            try again
          </InlineButton>
          .
        </CardText>
        <CardActions>
          <ButtonLink to="/auth" variant="secondary">
            Back to sign in
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }

  const onSubmit = async ({ email }: ResetValues) => {
    setFailure(null);
    try {
      const answer = await callApi('requestPasswordReset', { body: { email } });
      setSent({ message: answer.message, email });
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['email'])) {
        setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    }
  };

  return (
    <AuthCardPage title="Forgot password" description="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <AuthForm onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Send a reset link">
        <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
        {failure && <AuthFailure role="alert">{failure}</AuthFailure>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Send reset link
        </Button>
      </AuthForm>
      <Back>
        Remembered it? <Link to="/auth">Back to sign in</Link>
      </Back>
    </AuthCardPage>
  );
}

const Back = styled.p`
  margin-top: 18px;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

const InlineButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
