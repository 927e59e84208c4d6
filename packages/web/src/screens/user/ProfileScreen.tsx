import { BellIcon, CircleHelpIcon, CrownIcon, GlobeIcon, LayoutDashboardIcon, LogOutIcon, MoonIcon, ShieldCheckIcon, UserIcon, WalletIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLogout } from '../../layout/shared/useLogout';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import { Button, PageHeader } from '../../ui';
import { languageName } from './account/accountFormat';
import { Notice } from './account/Notice';
import { ProfileCard } from './account/ProfileCard';
import { SettingsLinkRow, SettingsToggleRow } from './account/SettingsRow';
import { SettingsSection } from './account/SettingsSection';

/** Router state the payment screen sends a premium member here with. */
interface ProfileArrival {
  notice?: 'alreadySubscribed';
}

/** The profile: who is signed in, the plan, and the way to every setting. */
export function ProfileScreen() {
  const user = useSessionStore(sessionSelectors.user);
  const { resolved, setTheme } = useTheme();
  const { logout, pending } = useLogout('/auth');
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedSubscribed = (location.state as ProfileArrival | null)?.notice === 'alreadySubscribed';
  if (!user) {
    return null;
  }

  const dismissNotice = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  return (
    <>
      <PageHeader title="Profile" description="Your account, plan and app preferences." />
      {arrivedSubscribed && (
        <NoticeSlot>
          <Notice
            tone="premium"
            title="Already subscribed"
            live
            action={
              <Button size="sm" variant="secondary" onClick={dismissNotice}>
                Got it
              </Button>
            }
          >
            You already have an active premium subscription.
          </Notice>
        </NoticeSlot>
      )}
      <Layout>
        <Aside>
          <ProfileCard user={user} />
        </Aside>
        <Sections>
          <SettingsSection title="Account">
            <SettingsLinkRow icon={UserIcon} label="Profile Settings" description="Username, e-mail and phone" to="/settings/profile" />
            <SettingsLinkRow icon={WalletIcon} label="Payment Methods" description="Your saved wallets" to="/settings/payment" />
            <SettingsLinkRow
              icon={CrownIcon}
              tone="premium"
              label="Subscription"
              description={user.isPremium ? 'Manage your premium plan' : 'Unlock every signal and SMS alerts'}
              value={user.isPremium ? 'Premium' : 'Free'}
              to="/premium"
            />
          </SettingsSection>
          <SettingsSection title="App Settings">
            <SettingsLinkRow icon={BellIcon} label="Notifications" description="Your alerts and notification history" to="/notifications" />
            <SettingsToggleRow
              icon={MoonIcon}
              label="Dark Mode"
              checked={resolved === 'dark'}
              onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
            />
            <SettingsLinkRow icon={GlobeIcon} label="Language" value={languageName(user.language)} to="/settings/language" />
          </SettingsSection>
          <SettingsSection title="Other">
            <SettingsLinkRow icon={CircleHelpIcon} label="Help Center" to="/help" />
            <SettingsLinkRow icon={ShieldCheckIcon} label="Privacy Policy" to="/privacy" />
            {user.isAdmin && <SettingsLinkRow icon={LayoutDashboardIcon} label="Admin Dashboard" to="/admin" />}
          </SettingsSection>
          <Button variant="secondary" size="lg" fullWidth loading={pending} onClick={() => void logout()}>
            {!pending && <LogOutIcon size={18} />}
            {pending ? 'Logging out…' : 'Log Out'}
          </Button>
        </Sections>
      </Layout>
    </>
  );
}

const NoticeSlot = styled.div`
  margin-bottom: 20px;
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 900px) {
    grid-template-columns: 320px minmax(0, 1fr);
    align-items: start;
    gap: 32px;
  }
`;

const Aside = styled.div`
  @media (min-width: 900px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;
