import { BellIcon, CircleHelpIcon, CrownIcon, FileTextIcon, GlobeIcon, HeadsetIcon, KeyIcon, MoonIcon, ShieldCheckIcon, TicketIcon, UserIcon, WalletIcon } from 'lucide-react';
import styled from 'styled-components';
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
  const user = useSessionStore(sessionSelectors.user);
  const { resolved, setTheme } = useTheme();
  if (!user) {
    return null;
  }
  return (
    <>
      <PageHeader title="Settings" description="Account, preferences and support." />
      <Columns>
        <Column>
          <SettingsSection title="Account">
            <SettingsLinkRow icon={UserIcon} label="Profile settings" description="Username, e-mail and phone" to="/settings/profile" />
            <SettingsLinkRow icon={KeyIcon} label="Change password" description="Signs out your other devices" to="/settings/change-password" />
            <SettingsLinkRow
              icon={ShieldCheckIcon}
              label="Two-factor authentication"
              description="A code from your phone at sign-in"
              value={user.twoFactorEnabled ? 'On' : 'Off'}
              to="/settings/two-factor"
            />
            <SettingsLinkRow icon={WalletIcon} label="Payment methods" description="Your saved wallets" to="/settings/payment" />
            <SettingsLinkRow
              icon={CrownIcon}
              tone="premium"
              label="Subscription"
              value={user.isPremium ? 'Premium' : 'Free'}
              to="/premium"
            />
          </SettingsSection>
        </Column>
        <Column>
          <SettingsSection title="Preferences">
            <SettingsLinkRow icon={BellIcon} label="Notifications" description="Channels per alert type" to="/settings/notifications" />
            <SettingsStaticRow>
              <NotificationSummary />
            </SettingsStaticRow>
            <PushNotificationsRow />
            <SettingsToggleRow
              icon={MoonIcon}
              label="Dark mode"
              checked={resolved === 'dark'}
              onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
            />
            <SettingsLinkRow icon={GlobeIcon} label="Language" value={languageName(user.language)} to="/settings/language" />
            <InstallAppRow />
          </SettingsSection>
          <SettingsSection title="Support">
            <SettingsLinkRow icon={CircleHelpIcon} label="Help centre" description="Answers to common questions" to="/help" />
            <SettingsLinkRow icon={HeadsetIcon} label="Contact support" description="Tickets and messages" to="/settings/support" />
            <SettingsLinkRow icon={TicketIcon} label="Support tickets" description="Follow your conversations" to="/tickets" />
            <SettingsLinkRow icon={FileTextIcon} label="Privacy policy" to="/privacy" />
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
