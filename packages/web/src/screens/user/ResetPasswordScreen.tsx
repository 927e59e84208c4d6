import { PasswordResetToken } from '@signals/protocol/requests/passwordReset';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi, isApiError } from '../../api';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';
import { NewPasswordCard } from './auth/NewPasswordCard';

/** The page a reset e-mail links to: a new password, then sign in with it (nobody is signed in by the link). */
export function ResetPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('settings.reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // An invalid link's message: the server's words, or null for "this link is incomplete".
  const [state, setState] = useState<'form' | 'done' | { invalid: string | null }>(PasswordResetToken.safeParse(token).success ? 'form' : { invalid: null });

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

  return (
    <NewPasswordCard
      title={t('settings.reset.title')}
      description={t('settings.reset.description')}
      submitLabel={t('settings.reset.submit')}
      choose={async (newPassword) => {
        await callApi('confirmPasswordReset', { body: { token, newPassword } });
        setState('done');
      }}
      refusesLink={(error) => isApiError(error) && error.issues.some((issue) => issue.path === 'token')}
      onLinkRefused={(message) => setState({ invalid: message })}
    />
  );
}
