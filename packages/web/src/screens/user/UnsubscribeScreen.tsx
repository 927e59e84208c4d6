import type { EmailSubscriptionState } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi, isApiError } from '../../api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button, ButtonLink, PageSpinner } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';
import { CATEGORY_LABELS } from './settings/preferenceLabels';

type Shown = { kind: 'working' } | { kind: 'changed'; state: EmailSubscriptionState } | { kind: 'failed'; message: string };

const FAILED = 'This unsubscribe link did not work. Open it from the e-mail again, or change your e-mails in your notification settings.';

/**
 * The page an alert e-mail's "Stop e-mails about …" link opens: it turns
 * that category's e-mail off at once (the click was the request), says what
 * changed and for which address, and offers the undo. No sign-in: the link
 * is signed.
 */
export function UnsubscribeScreen() {
  useDocumentTitle('E-mail alerts');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [shown, setShown] = useState<Shown>({ kind: 'working' });
  const [undoing, setUndoing] = useState(false);

  useEffect(() => {
    let current = true;
    callApi('emailUnsubscribe', { query: { token } }).then(
      (state) => current && setShown({ kind: 'changed', state }),
      (error: unknown) => current && setShown({ kind: 'failed', message: isApiError(error) && error.status === 400 ? FAILED : isApiError(error) ? error.message : FAILED }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const change = async (on: boolean) => {
    setUndoing(true);
    try {
      const state = await callApi(on ? 'emailResubscribe' : 'emailUnsubscribe', { query: { token } });
      setShown({ kind: 'changed', state });
    } catch (error) {
      setShown({ kind: 'failed', message: isApiError(error) ? error.message : FAILED });
    } finally {
      setUndoing(false);
    }
  };

  if (shown.kind === 'working') {
    return <PageSpinner label="Updating your e-mail alerts" />;
  }
  if (shown.kind === 'failed') {
    return (
      <AuthCardPage title="Link not valid">
        <CardText>{shown.message}</CardText>
        <CardActions>
          <ButtonLink to="/settings/notifications" variant="secondary">
            Notification settings
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  const { state } = shown;
  const name = CATEGORY_LABELS[state.category].label.toLowerCase();
  return (
    <AuthCardPage title={state.emailOn ? 'E-mails turned back on' : 'You are unsubscribed'}>
      <CardText>
        {state.emailOn ? (
          <>
            E-mails about <strong>{name}</strong> go to <strong>{state.email}</strong> again.
          </>
        ) : (
          <>
            We will no longer e-mail <strong>{state.email}</strong> about <strong>{name}</strong>. Your other e-mails, and alerts in the app, stay as they
            were.
          </>
        )}
      </CardText>
      <CardActions>
        {state.emailOn ? (
          <Button variant="secondary" loading={undoing} onClick={() => void change(false)}>
            Unsubscribe again
          </Button>
        ) : (
          <Button variant="secondary" loading={undoing} onClick={() => void change(true)}>
            Undo: keep e-mailing me
          </Button>
        )}
        <ButtonLink to="/settings/notifications" variant="ghost">
          All notification settings
        </ButtonLink>
      </CardActions>
    </AuthCardPage>
  );
}
