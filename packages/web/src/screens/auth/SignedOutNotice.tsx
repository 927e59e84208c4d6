import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore, type SignedOutReason } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { Notice } from '../user/common/Notice';
import { withEmailLink } from './withEmailLink';

const titles = {
  banned: 'auth.signedOut.banned',
  passwordReset: 'auth.signedOut.passwordReset',
  twoFactorReset: 'auth.signedOut.twoFactorReset',
  passwordChanged: 'auth.signedOut.passwordChanged',
  twoFactorChanged: 'auth.signedOut.twoFactorChanged',
  ended: 'auth.signedOut.ended',
} as const satisfies Record<SignedOutReason, MessageId>;

const bodies = {
  banned: 'auth.signedOut.banned.body',
  passwordReset: 'auth.signedOut.passwordReset.body',
  twoFactorReset: 'auth.signedOut.twoFactorReset.body',
  passwordChanged: 'auth.signedOut.passwordChanged.body',
  twoFactorChanged: 'auth.signedOut.twoFactorChanged.body',
  ended: 'auth.signedOut.ended.body',
} as const satisfies Record<SignedOutReason, MessageId>;

/**
 * On the sign-in screens after a sign-out the member did not ask for: why it
 * happened and what to do (a ban names the support address, which a banned
 * member cannot reach through the app). Gone once they sign in again. When the
 * session could not be checked for want of a network, that instead: the member
 * may still be signed in, and the app opens once the network is back.
 */
export function SignedOutNotice() {
  const t = useT();
  const reason = useSessionStore(sessionSelectors.signedOutReason);
  const unreachable = useSessionStore(sessionSelectors.unreachable);
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  if (!reason) {
    return unreachable ? (
      <Notice tone="warning" title={t('auth.offline')} live>
        {t('auth.offline.body')}
      </Notice>
    ) : null;
  }
  return (
    <Notice tone={reason === 'banned' ? 'danger' : 'warning'} title={t(titles[reason])} live>
      {withEmailLink(t(bodies[reason], { supportEmail }), supportEmail)}
    </Notice>
  );
}
