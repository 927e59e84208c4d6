import type { EmailLinkOpened } from '@signals/protocol';
import { EmailLinkToken } from '@signals/protocol/requests/emailAddress';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi, isApiError } from '../../api';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { ButtonLink, PageSpinner } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';

/** A failure's words: the server's (expired, used, taken by another account…), or null for an incomplete link. */
type Shown = { kind: 'working' } | { kind: 'done'; opened: EmailLinkOpened } | { kind: 'failed'; message: string | null };

/**
 * The page a confirmation e-mail links to: the sign-up's "confirm your
 * address", or a change of address's link to the new one. Opening it is the
 * request (no sign-in: the link proves the inbox); the page says what it did,
 * or why it could not, in the reader's language.
 */
export function VerifyEmailScreen() {
  const t = useT();
  useDocumentTitle(t('settings.verify.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const signedIn = useSessionStore(sessionSelectors.user) !== null;
  const [shown, setShown] = useState<Shown>(() => (EmailLinkToken.safeParse(token).success ? { kind: 'working' } : { kind: 'failed', message: null }));

  useEffect(() => {
    if (!EmailLinkToken.safeParse(token).success) {
      return;
    }
    let current = true;
    callApi('openEmailLink', { body: { token } }).then(
      (opened) => {
        if (!current) {
          return;
        }
        setShown({ kind: 'done', opened });
        // This browser's copy of the account follows (the banner goes), when someone is signed in here.
        const session = useSessionStore.getState();
        if (session.user) {
          void session.sessionLoaded();
        }
      },
      (error: unknown) => current && setShown({ kind: 'failed', message: isApiError(error) && error.message ? error.message : null }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const next = (
    <CardActions>
      <ButtonLink to={signedIn ? '/settings/notifications' : '/auth'} size="lg">
        {t(signedIn ? 'settings.verify.toSettings' : 'settings.verify.signIn')}
      </ButtonLink>
    </CardActions>
  );
  if (shown.kind === 'working') {
    return <PageSpinner label={t('settings.verify.working')} />;
  }
  if (shown.kind === 'failed') {
    return (
      <AuthCardPage title={t('settings.verify.failed.title')}>
        <CardText>{shown.message ?? t('settings.verify.incomplete')}</CardText>
        <CardText>{t('settings.verify.failed.next')}</CardText>
        {next}
      </AuthCardPage>
    );
  }
  const { opened } = shown;
  return (
    <AuthCardPage title={t(opened.outcome === 'changed' ? 'settings.verify.changed.title' : 'settings.verify.verified.title')}>
      <CardText>{t(opened.outcome === 'changed' ? 'settings.verify.changed.text' : 'settings.verify.verified.text', { email: opened.email })}</CardText>
      {next}
    </AuthCardPage>
  );
}
