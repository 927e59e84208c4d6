import { SIGNED_OUT_MESSAGES } from '@signals/protocol';
import { sessionSelectors, useSessionStore, type SignedOutReason } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { Notice } from '../user/common/Notice';
import { withEmailLink } from './withEmailLink';

const titles: Record<SignedOutReason, string> = {
  banned: 'Your account was banned',
  passwordReset: 'Your password was reset',
  twoFactorReset: 'Your two-factor sign-in was reset',
  passwordChanged: 'Your password was changed',
  twoFactorChanged: 'Your two-factor sign-in changed',
  ended: 'You were signed out',
};

/**
 * On the sign-in screens after a sign-out the member did not ask for: why it
 * happened and what to do (a ban names the support address, which a banned
 * member cannot reach through the app). Gone once they sign in again.
 */
export function SignedOutNotice() {
  const reason = useSessionStore(sessionSelectors.signedOutReason);
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  if (!reason) {
    return null;
  }
  return (
    <Notice tone={reason === 'banned' ? 'danger' : 'warning'} title={titles[reason]} live>
      {withEmailLink(SIGNED_OUT_MESSAGES[reason](supportEmail), supportEmail)}
    </Notice>
  );
}
