import { BellIcon, CircleHelpIcon, CrownIcon, GlobeIcon, LayoutDashboardIcon, LogOutIcon, MoonIcon, ShieldCheckIcon, UserIcon, WalletIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLogout } from '../../layout/shared/useLogout';
import { useT } from '../../i18n/useT';
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
  const t = useT();
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
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {arrivedSubscribed && (
        <NoticeSlot>
          <Notice
            tone="premium"
            title={t('profile.subscribed.title')}
            live
            action={
              <Button size="sm" variant="secondary" onClick={dismissNotice}>
                {t('profile.subscribed.dismiss')}
              </Button>
            }
          >
            {t('profile.subscribed.text')}
          </Notice>
        </NoticeSlot>
      )}
      <Layout>
        <Aside>
          <ProfileCard user={user} />
        </Aside>
        <Sections>
          <SettingsSection title={t('profile.section.account')}>
            <SettingsLinkRow icon={UserIcon} label={t('profile.settings')} description={t('profile.settings.description')} to="/settings/profile" />
            <SettingsLinkRow icon={WalletIcon} label={t('profile.payment')} description={t('profile.payment.description')} to="/settings/payment" />
            <SettingsLinkRow
              icon={CrownIcon}
              tone="premium"
              label={t('profile.subscription')}
              description={t(user.isPremium ? 'profile.subscription.manage' : 'profile.subscription.unlock')}
              value={t(user.isPremium ? 'profile.subscription.premium' : 'profile.subscription.free')}
              to="/premium"
            />
          </SettingsSection>
          <SettingsSection title={t('profile.section.app')}>
            <SettingsLinkRow icon={BellIcon} label={t('profile.notifications')} description={t('profile.notifications.description')} to="/notifications" />
            <SettingsToggleRow
              icon={MoonIcon}
              label={t('profile.darkMode')}
              checked={resolved === 'dark'}
              onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
            />
            <SettingsLinkRow icon={GlobeIcon} label={t('profile.language')} value={languageName(user.language)} to="/settings/language" />
          </SettingsSection>
          <SettingsSection title={t('profile.section.other')}>
            <SettingsLinkRow icon={CircleHelpIcon} label={t('profile.help')} to="/help" />
            <SettingsLinkRow icon={ShieldCheckIcon} label={t('profile.privacy')} to="/privacy" />
            {user.isAdmin && <SettingsLinkRow icon={LayoutDashboardIcon} label={t('profile.admin')} to="/admin" />}
          </SettingsSection>
          <Button variant="secondary" size="lg" fullWidth loading={pending} onClick={() => void logout()}>
            {!pending && <LogOutIcon size={18} />}
            {t(pending ? 'profile.loggingOut' : 'profile.logout')}
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
