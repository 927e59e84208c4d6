import { BellIcon, CircleHelpIcon, CrownIcon, FileTextIcon, GlobeIcon, HeadsetIcon, KeyIcon, MoonIcon, SendIcon, ShieldCheckIcon, TicketIcon, UserIcon, WalletIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import { PageHeader } from '../../ui';
import { languageName } from './account/accountFormat';
import { SettingsLinkRow, SettingsStaticRow, SettingsToggleRow } from './account/SettingsRow';
import { SettingsSection } from './account/SettingsSection';
import { InstallAppRow } from './settings/InstallAppRow';
import { NotificationSummary } from './settings/NotificationSummary';
import { PushNotificationsRow } from './settings/PushNotificationsRow';

/** The settings hub: account, preferences and support, each a row leading to its page. */
export function SettingsScreen() {
  const t = useT();
  const user = useSessionStore(sessionSelectors.user);
  const { resolved, setTheme } = useTheme();
  if (!user) {
    return null;
  }
  return (
    <>
      <PageHeader title={t('common.settings')} description={t('settings.description')} />
      <Columns>
        <Column>
          <SettingsSection title={t('settings.section.account')}>
            <SettingsLinkRow icon={UserIcon} label={t('settings.profile')} description={t('settings.profile.description')} to="/settings/profile" />
            <SettingsLinkRow icon={KeyIcon} label={t('settings.password')} description={t('settings.password.description')} to="/settings/change-password" />
            <SettingsLinkRow
              icon={ShieldCheckIcon}
              label={t('settings.twoFactor')}
              description={t('settings.twoFactor.description')}
              value={t(user.twoFactorEnabled ? 'settings.on' : 'settings.off')}
              to="/settings/two-factor"
            />
            <SettingsLinkRow icon={WalletIcon} label={t('settings.payment')} description={t('settings.payment.description')} to="/settings/payment" />
            <SettingsLinkRow
              icon={CrownIcon}
              tone="premium"
              label={t('settings.subscription')}
              value={t(user.isPremium ? 'settings.subscription.premium' : 'settings.subscription.free')}
              to="/premium"
            />
          </SettingsSection>
        </Column>
        <Column>
          <SettingsSection title={t('settings.section.preferences')}>
            <SettingsLinkRow icon={BellIcon} label={t('settings.notifications')} description={t('settings.notifications.description')} to="/settings/notifications" />
            <SettingsStaticRow>
              <NotificationSummary />
            </SettingsStaticRow>
            <PushNotificationsRow />
            <SettingsToggleRow
              icon={MoonIcon}
              label={t('settings.darkMode')}
              checked={resolved === 'dark'}
              onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
            />
            <SettingsLinkRow icon={GlobeIcon} label={t('settings.language')} value={languageName(user.language)} to="/settings/language" />
            <SettingsLinkRow icon={SendIcon} label={t('settings.telegram')} description={t('settings.telegram.description')} to="/settings/telegram" />
            <InstallAppRow />
          </SettingsSection>
          <SettingsSection title={t('settings.section.support')}>
            <SettingsLinkRow icon={CircleHelpIcon} label={t('settings.help')} description={t('settings.help.description')} to="/help" />
            <SettingsLinkRow icon={HeadsetIcon} label={t('settings.contact')} description={t('settings.contact.description')} to="/settings/support" />
            <SettingsLinkRow icon={TicketIcon} label={t('settings.tickets')} description={t('settings.tickets.description')} to="/tickets" />
            <SettingsLinkRow icon={FileTextIcon} label={t('settings.privacy')} to="/privacy" />
          </SettingsSection>
        </Column>
      </Columns>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: 28px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;
