import { zodResolver } from '@hookform/resolvers/zod';
import { EmailChangeUndoForm, EmailLinkToken } from '@signals/protocol/requests/emailAddress';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { callApi, isApiError } from '../../api';
import { useT } from '../../i18n/useT';
import { applyFieldIssues } from '../../lib/formIssues';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionStore } from '../../stores/session';
import { Button, ButtonLink, TextField } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';
import { AuthFailure, AuthForm } from './auth/authCardParts';
import { PasswordRules } from './settings/PasswordRules';

type UndoValues = z.output<typeof EmailChangeUndoForm>;

/**
 * The page the old address's "undo this change" link opens (7 days): the
 * account gets that address back and, since whoever changed it knew the
 * password, a new one chosen here; every session ends. Then: sign in.
 */
export function UndoEmailChangeScreen() {
  const t = useT();
  useDocumentTitle(t('settings.undoEmail.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<'form' | { done: string } | { invalid: string | null }>(EmailLinkToken.safeParse(token).success ? 'form' : { invalid: null });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof EmailChangeUndoForm>, unknown, UndoValues>({ resolver: zodResolver(EmailChangeUndoForm), defaultValues: { newPassword: '', confirmPassword: '' } });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  if (typeof state === 'object' && 'done' in state) {
    return (
      <AuthCardPage title={t('settings.undoEmail.done.title')}>
        <CardText>{t('settings.undoEmail.done.text', { email: state.done })}</CardText>
        <CardText>{t('settings.undoEmail.done.next')}</CardText>
        <CardActions>
          <ButtonLink to="/auth" size="lg">
            {t('settings.verify.signIn')}
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  if (state !== 'form') {
    return (
      <AuthCardPage title={t('settings.verify.failed.title')}>
        <CardText>{state.invalid ?? t('settings.verify.incomplete')}</CardText>
        <CardText>{t('settings.undoEmail.invalid.next')}</CardText>
        <CardActions>
          <ButtonLink to="/forgot-password">{t('settings.undoEmail.forgot')}</ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }

  const onSubmit = async ({ newPassword: password }: UndoValues) => {
    setFailure(null);
    try {
      const { email } = await callApi('undoEmailChange', { body: { token, newPassword: password } });
      // Every session of the account ended, this browser's too when it was signed in to it.
      void useSessionStore.getState().sessionLoaded();
      setState({ done: email });
    } catch (error) {
      if (isApiError(error) && (error.issues.some((issue) => issue.path === 'token') || error.status === 409)) {
        setState({ invalid: error.message });
        return;
      }
      if (!applyFieldIssues(error, setError, ['newPassword'])) {
        setFailure(isApiError(error) ? error.message : t('common.somethingWrong'));
      }
    }
  };

  return (
    <AuthCardPage title={t('settings.undoEmail.title')} description={t('settings.undoEmail.description')}>
      <AuthForm onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={t('settings.undoEmail.title')}>
        <Group>
          <TextField label={t('settings.password.new')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <PasswordRules value={newPassword} />
        </Group>
        <TextField label={t('settings.password.confirm')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        {failure && <AuthFailure role="alert">{failure}</AuthFailure>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t('settings.undoEmail.submit')}
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
