import { MailWarningIcon } from 'lucide-react';
import { useT } from '../../i18n/useT';
import { ResendVerificationButton } from '../../screens/user/account/ResendVerificationButton';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { PageBanner, PageBannerWords } from './PageBanner';

/**
 * Above every member screen until the account's address is confirmed: where
 * the link went, why it matters (nothing else is e-mailed until then), and
 * "resend the link". Not shown where the site sends no e-mail at all.
 */
export function EmailVerifyBanner() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const emailOn = useSettingsStore(settingsSelectors.publicSettings).deliveryChannels.email;
  if (!user || user.emailVerified || !emailOn) {
    return null;
  }
  return (
    <PageBanner $tone="warning" role="region" aria-label={t('layout.verify.title')}>
      <MailWarningIcon size={18} aria-hidden />
      <PageBannerWords>
        <strong>{t('layout.verify.title')}</strong> {t('layout.verify.body', { email: user.email })}
      </PageBannerWords>
      <ResendVerificationButton email={user.email} />
    </PageBanner>
  );
}
