import { staffMay, type StaffCapability, type StaffRole } from '@signals/protocol';
import type { LucideIcon } from 'lucide-react';
import { ChartColumnIcon, ChartNoAxesCombinedIcon, CreditCardIcon, CrownIcon, GiftIcon, HouseIcon, KeyIcon, LayoutDashboardIcon, MegaphoneIcon, NewspaperIcon, PackageIcon, ScrollTextIcon, SettingsIcon, TicketIcon, TicketPercentIcon, TrendingUpIcon, UsersIcon } from 'lucide-react';
import { t } from '../../i18n';
import type { MessageId } from '../../i18n/messages';

export interface NavItem {
  to: string;
  /** The section's name in the catalogue: translate it where it is rendered (`t(item.labelId)`). */
  labelId: MessageId;
  /** The name in the language shown now, read at the moment it is shown. */
  readonly label: string;
  icon: LucideIcon;
  /** Whether a pathname belongs to this section (for the active state). */
  matches: (pathname: string) => boolean;
}

/** A section whose `label` is translated each time it is read, never at module load (the language can change). */
function navItem(item: Omit<NavItem, 'label'>): NavItem {
  return {
    ...item,
    get label() {
      return t(item.labelId);
    },
  };
}

const under = (...prefixes: string[]) => (pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The five sections of the user app: bottom bar on phones, header links above 768 px. */
export const userNavItems: NavItem[] = [
  navItem({ to: '/', labelId: 'layout.nav.home', icon: HouseIcon, matches: (pathname) => pathname === '/' || pathname === '/home' }),
  navItem({ to: '/signals', labelId: 'layout.nav.signals', icon: TrendingUpIcon, matches: under('/signals', '/signal') }),
  navItem({ to: '/news', labelId: 'layout.nav.news', icon: NewspaperIcon, matches: under('/news') }),
  navItem({ to: '/airdrops', labelId: 'layout.nav.airdrops', icon: GiftIcon, matches: under('/airdrops') }),
  navItem({ to: '/premium', labelId: 'layout.nav.premium', icon: CrownIcon, matches: under('/premium', '/checkout', '/payment', '/crypto-payment') }),
];

/**
 * The public track record: in the account menu rather than the bar, whose
 * five sections fill a phone's width; also linked from the sign-in panel and
 * the premium page.
 */
export const performanceNavItem: NavItem = navItem({ to: '/performance', labelId: 'layout.nav.performance', icon: ChartNoAxesCombinedIcon, matches: under('/performance') });

/** A back office section, with what a staff role must hold to open it (the protocol's table, issue 46). */
export type AdminNavItem = NavItem & { needs: StaffCapability };

const adminItem = (item: Omit<NavItem, 'label'> & { needs: StaffCapability }): AdminNavItem => Object.assign(navItem(item), { needs: item.needs });

/** The back office sections, in the order of the admin navigation. */
export const adminNavItems: AdminNavItem[] = [
  adminItem({ to: '/admin', labelId: 'layout.adminNav.dashboard', icon: LayoutDashboardIcon, matches: (pathname) => pathname === '/admin' || pathname === '/admin/', needs: 'dashboard' }),
  adminItem({ to: '/admin/users', labelId: 'layout.adminNav.users', icon: UsersIcon, matches: under('/admin/users'), needs: 'readUsers' }),
  adminItem({ to: '/admin/signals', labelId: 'layout.nav.signals', icon: TrendingUpIcon, matches: under('/admin/signals'), needs: 'content' }),
  adminItem({ to: '/admin/news', labelId: 'layout.nav.news', icon: NewspaperIcon, matches: under('/admin/news'), needs: 'content' }),
  adminItem({ to: '/admin/airdrops', labelId: 'layout.nav.airdrops', icon: GiftIcon, matches: under('/admin/airdrops'), needs: 'content' }),
  adminItem({ to: '/admin/payments', labelId: 'layout.adminNav.payments', icon: CreditCardIcon, matches: under('/admin/payments'), needs: 'readMoney' }),
  adminItem({ to: '/admin/plans', labelId: 'layout.adminNav.plans', icon: PackageIcon, matches: under('/admin/plans'), needs: 'readMoney' }),
  adminItem({ to: '/admin/promo-codes', labelId: 'layout.adminNav.promoCodes', icon: TicketPercentIcon, matches: under('/admin/promo-codes'), needs: 'moveMoney' }),
  adminItem({ to: '/admin/analytics', labelId: 'layout.adminNav.analytics', icon: ChartColumnIcon, matches: under('/admin/analytics'), needs: 'analytics' }),
  adminItem({ to: '/admin/support-tickets', labelId: 'layout.adminNav.tickets', icon: TicketIcon, matches: under('/admin/support-tickets'), needs: 'support' }),
  adminItem({ to: '/admin/notifications', labelId: 'layout.adminNav.notifications', icon: MegaphoneIcon, matches: under('/admin/notifications'), needs: 'support' }),
  adminItem({ to: '/admin/settings', labelId: 'common.settings', icon: SettingsIcon, matches: under('/admin/settings'), needs: 'dashboard' }),
  adminItem({ to: '/admin/reset-password', labelId: 'layout.adminNav.resetPassword', icon: KeyIcon, matches: under('/admin/reset-password'), needs: 'manageUsers' }),
  adminItem({ to: '/admin/audit', labelId: 'layout.adminNav.audit', icon: ScrollTextIcon, matches: under('/admin/audit'), needs: 'readMoney' }),
];

/** The sections a staff role may open. */
export function adminNavItemsFor(role: StaffRole | null): AdminNavItem[] {
  return adminNavItems.filter((item) => staffMay(role, item.needs));
}

/** The section a back office path belongs to (none for an unknown path: the not-found screen). */
export function adminSectionOf(pathname: string): AdminNavItem | undefined {
  return adminNavItems.find((item) => item.matches(pathname));
}
