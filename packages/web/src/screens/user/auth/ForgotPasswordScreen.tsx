import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequest } from '@signals/protocol/requests/passwordReset';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, isApiError } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { Trans } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { Button, ButtonLink, PageSpinner, TextField } from '../../../ui';
import { withEmailLink } from '../../auth/withEmailLink';
import { AuthCardPage, CardActions, CardText } from './AuthCardPage';
import { AuthFailure, AuthForm } from './authCardParts';

type ResetValues = z.output<typeof PasswordResetRequest>;

/** "Forgot password?": the address to send a reset link to, then the same neutral answer whatever the address. */
export function ForgotPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.title'));
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
    return <PageSpinner label={t('common.loading')} />;
  }
  if (!passwordResetAvailable) {
    return (
      <AuthCardPage title={t('auth.forgot.title')}>
        <CardText>{withEmailLink(t('auth.forgot.unavailable', { email: supportEmail }), supportEmail)}</CardText>
        <CardActions>
          <ButtonLink to="/auth" variant="secondary">
            {t('auth.forgot.back')}
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  if (sent) {
    return (
      <AuthCardPage title={t('auth.forgot.inbox')}>
        <CardText>{sent.message}</CardText>
        <CardText>
          <Trans id="auth.forgot.sentTo" values={{ email: sent.email }} components={{ 0: <strong />, 1: <InlineButton type="button" onClick={() => setSent(null)} /> }} />
        </CardText>
        <CardActions>
          <ButtonLink to="/auth" variant="secondary">
            {t('auth.forgot.back')}
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
        setFailure(isApiError(error) ? error.message : t('common.somethingWrong'));
      }
    }
  };

  return (
    <AuthCardPage title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      <AuthForm onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('auth.forgot.form')}>
        <TextField label={t('auth.field.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
        {failure && <AuthFailure role="alert">{failure}</AuthFailure>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </AuthForm>
      <Back>
        <Trans id="auth.forgot.remembered" components={{ 0: <Link to="/auth" /> }} />
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
