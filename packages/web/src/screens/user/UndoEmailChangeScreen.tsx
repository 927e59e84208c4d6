import { EmailLinkToken } from '@signals/protocol/requests/emailAddress';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi, isApiError } from '../../api';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionStore } from '../../stores/session';
import { ButtonLink } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';
import { NewPasswordCard } from './auth/NewPasswordCard';

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

  return (
    <NewPasswordCard
      title={t('settings.undoEmail.title')}
      description={t('settings.undoEmail.description')}
      submitLabel={t('settings.undoEmail.submit')}
      choose={async (newPassword) => {
        const { email } = await callApi('undoEmailChange', { body: { token, newPassword } });
        // Every session of the account ended, this browser's too when it was signed in to it.
        void useSessionStore.getState().sessionLoaded();
        setState({ done: email });
      }}
      // A used or expired link, or an address taken meanwhile (409).
      refusesLink={(error) => isApiError(error) && (error.issues.some((issue) => issue.path === 'token') || error.status === 409)}
      onLinkRefused={(message) => setState({ invalid: message })}
    />
  );
}
