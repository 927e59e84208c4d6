import { MailWarningIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { ResendVerificationButton } from '../../screens/user/account/ResendVerificationButton';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';

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
    <Banner role="region" aria-label={t('layout.verify.title')}>
      <MailWarningIcon size={18} aria-hidden />
      <Words>
        <strong>{t('layout.verify.title')}</strong> {t('layout.verify.body', { email: user.email })}
      </Words>
      <ResendVerificationButton email={user.email} />
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
  margin-bottom: 20px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;

  > svg {
    flex: none;
    align-self: flex-start;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Words = styled.p`
  flex: 1 1 240px;
  min-width: 0;
  margin: 0;
`;
