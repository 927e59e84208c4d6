import { ChevronDownIcon, CrownIcon, GiftIcon, LogOutIcon, MoonIcon, NewspaperIcon, SettingsIcon, ShieldCheckIcon, SunIcon, TrendingUpIcon, UserIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import { Menu, type MenuEntry } from '../../ui';
import { performanceNavItem } from '../shared/navItems';
import { useLogout } from '../shared/useLogout';

/** The account menu of the user header: profile and settings, sections, the admin link, the theme switch, log out. */
export function UserMenu() {
  const user = useSessionStore(sessionSelectors.user);
  const { resolved, toggle } = useTheme();
  const { logout } = useLogout('/auth');
  const t = useT();
  if (!user) {
    return null;
  }

  const entries: MenuEntry[] = [
    { kind: 'link', label: t('layout.menu.profile'), icon: UserIcon, to: '/profile' },
    { kind: 'link', label: t('common.settings'), icon: SettingsIcon, to: '/settings' },
    { kind: 'link', label: t('layout.menu.allSignals'), icon: TrendingUpIcon, to: '/signals' },
    { kind: 'link', label: t('layout.nav.premium'), icon: CrownIcon, to: '/premium' },
    { kind: 'link', label: t(performanceNavItem.labelId), icon: performanceNavItem.icon, to: performanceNavItem.to },
    { kind: 'link', label: t('layout.nav.news'), icon: NewspaperIcon, to: '/news' },
    { kind: 'link', label: t('layout.nav.airdrops'), icon: GiftIcon, to: '/airdrops' },
    ...(user.isAdmin ? [{ kind: 'link', label: t('layout.menu.admin'), icon: ShieldCheckIcon, to: '/admin' } as const] : []),
    { kind: 'separator' },
    {
      kind: 'action',
      label: t(resolved === 'dark' ? 'layout.menu.lightTheme' : 'layout.menu.darkTheme'),
      icon: resolved === 'dark' ? SunIcon : MoonIcon,
      onSelect: toggle,
    },
    { kind: 'separator' },
    { kind: 'action', label: t('layout.menu.logout'), icon: LogOutIcon, tone: 'danger', onSelect: () => void logout() },
  ];

  const initials = user.username.slice(0, 2).toUpperCase();
  return (
    <Menu
      label={t('layout.menu.label')}
      // The button shows the username's initials: its name says whose menu it is, so it contains what is seen.
      buttonLabel={t('layout.menu.button', { username: user.username })}
      trigger={
        <>
          <Avatar $premium={user.isPremium}>{initials}</Avatar>
          <ChevronDownIcon size={16} />
        </>
      }
      header={
        <Who>
          <Avatar $premium={user.isPremium} $large>
            {initials}
          </Avatar>
          <div>
            <WhoName>{user.username}</WhoName>
            <WhoPlan $premium={user.isPremium}>{t(user.isAdmin ? 'layout.menu.plan.admin' : user.isPremium ? 'layout.menu.plan.premium' : 'layout.menu.plan.free')}</WhoPlan>
          </div>
        </Who>
      }
      entries={entries}
    />
  );
}

const Avatar = styled.span<{ $premium: boolean; $large?: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ $large }) => ($large ? 40 : 30)}px;
  height: ${({ $large }) => ($large ? 40 : 30)}px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme, $premium }) =>
    $premium
      ? `linear-gradient(135deg, ${theme.colors.premium}, #e08a1e)`
      : `linear-gradient(135deg, ${theme.colors.accent}, #7b5cff)`};
  color: #ffffff;
  font-size: ${({ $large }) => ($large ? 14 : 12)}px;
  font-weight: 750;
  letter-spacing: 0.02em;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 10px 12px;
  margin-bottom: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const WhoName = styled.p`
  font-weight: 650;
  overflow-wrap: anywhere;
`;

const WhoPlan = styled.p<{ $premium: boolean }>`
  font-size: 12.5px;
  color: ${({ theme, $premium }) => ($premium ? theme.colors.premium : theme.colors.textMuted)};
`;
