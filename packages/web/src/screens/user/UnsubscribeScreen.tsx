import { Trans } from '../../i18n/Trans';
import type { EmailSubscriptionState, NotificationCategory } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callApi, isApiError } from '../../api';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button, ButtonLink, PageSpinner } from '../../ui';
import { AuthCardPage, CardActions, CardText } from './auth/AuthCardPage';

/** A failure's message: the server's words, or null for the page's own ("this link did not work"). */
type Shown = { kind: 'working' } | { kind: 'changed'; state: EmailSubscriptionState } | { kind: 'failed'; message: string | null };

/** Each category as it reads inside "E-mails about … go to … again". */
const TOPICS: Record<NotificationCategory, MessageId> = {
  newSignals: 'settings.unsubscribe.topic.newSignals',
  highProfitSignals: 'settings.unsubscribe.topic.highProfitSignals',
  premiumContent: 'settings.unsubscribe.topic.premiumContent',
  accountUpdates: 'settings.unsubscribe.topic.accountUpdates',
};

/**
 * The page an alert e-mail's "Stop e-mails about …" link opens: it turns
 * that category's e-mail off at once (the click was the request), says what
 * changed and for which address, and offers the undo. No sign-in: the link
 * is signed.
 */
export function UnsubscribeScreen() {
  const t = useT();
  useDocumentTitle(t('settings.unsubscribe.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [shown, setShown] = useState<Shown>({ kind: 'working' });
  const [undoing, setUndoing] = useState(false);

  useEffect(() => {
    let current = true;
    callApi('emailUnsubscribe', { query: { token } }).then(
      (state) => current && setShown({ kind: 'changed', state }),
      (error: unknown) => current && setShown({ kind: 'failed', message: isApiError(error) && error.status !== 400 ? error.message : null }),
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
      setShown({ kind: 'failed', message: isApiError(error) ? error.message : null });
    } finally {
      setUndoing(false);
    }
  };

  if (shown.kind === 'working') {
    return <PageSpinner label={t('settings.unsubscribe.working')} />;
  }
  if (shown.kind === 'failed') {
    return (
      <AuthCardPage title={t('settings.unsubscribe.invalid')}>
        <CardText>{shown.message ?? t('settings.unsubscribe.failed')}</CardText>
        <CardActions>
          <ButtonLink to="/settings/notifications" variant="secondary">
            {t('settings.unsubscribe.settingsLink')}
          </ButtonLink>
        </CardActions>
      </AuthCardPage>
    );
  }
  const { state } = shown;
  const topic = t(TOPICS[state.category]);
  return (
    <AuthCardPage title={t(state.emailOn ? 'settings.unsubscribe.on.title' : 'settings.unsubscribe.off.title')}>
      <CardText>
        <Trans
          id={state.emailOn ? 'settings.unsubscribe.on.text' : 'settings.unsubscribe.off.text'}
          values={{ topic, email: state.email }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </CardText>
      <CardActions>
        {state.emailOn ? (
          <Button variant="secondary" loading={undoing} onClick={() => void change(false)}>
            {t('settings.unsubscribe.again')}
          </Button>
        ) : (
          <Button variant="secondary" loading={undoing} onClick={() => void change(true)}>
            {t('settings.unsubscribe.undo')}
          </Button>
        )}
        <ButtonLink to="/settings/notifications" variant="ghost">
          {t('settings.unsubscribe.all')}
        </ButtonLink>
      </CardActions>
    </AuthCardPage>
  );
}
