import type { LucideIcon } from 'lucide-react';
import { ChartNoAxesCombinedIcon, CreditCardIcon, CrownIcon, GiftIcon, HouseIcon, KeyIcon, LayoutDashboardIcon, MegaphoneIcon, NewspaperIcon, ScrollTextIcon, SettingsIcon, TicketIcon, TrendingUpIcon, UsersIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Whether a pathname belongs to this section (for the active state). */
  matches: (pathname: string) => boolean;
}

const under = (...prefixes: string[]) => (pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The five sections of the user app: bottom bar on phones, header links above 768 px. */
export const userNavItems: NavItem[] = [
  { to: '/', label: 'Home', icon: HouseIcon, matches: (pathname) => pathname === '/' || pathname === '/home' },
  { to: '/signals', label: 'Signals', icon: TrendingUpIcon, matches: under('/signals', '/signal') },
  { to: '/news', label: 'News', icon: NewspaperIcon, matches: under('/news') },
  { to: '/airdrops', label: 'Airdrops', icon: GiftIcon, matches: under('/airdrops') },
  { to: '/premium', label: 'Premium', icon: CrownIcon, matches: under('/premium', '/checkout', '/payment', '/crypto-payment') },
];

/**
 * The public track record: in the account menu rather than the bar, whose
 * five sections fill a phone's width; also linked from the sign-in panel and
 * the premium page.
 */
export const performanceNavItem: NavItem = { to: '/performance', label: 'Performance', icon: ChartNoAxesCombinedIcon, matches: under('/performance') };

/** The back office sections, in the order of the admin navigation. */
export const adminNavItems: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboardIcon, matches: (pathname) => pathname === '/admin' || pathname === '/admin/' },
  { to: '/admin/users', label: 'Users', icon: UsersIcon, matches: under('/admin/users') },
  { to: '/admin/signals', label: 'Signals', icon: TrendingUpIcon, matches: under('/admin/signals') },
  { to: '/admin/news', label: 'News', icon: NewspaperIcon, matches: under('/admin/news') },
  { to: '/admin/airdrops', label: 'Airdrops', icon: GiftIcon, matches: under('/admin/airdrops') },
  { to: '/admin/payments', label: 'Payments', icon: CreditCardIcon, matches: under('/admin/payments') },
  { to: '/admin/support-tickets', label: 'Tickets', icon: TicketIcon, matches: under('/admin/support-tickets') },
  { to: '/admin/notifications', label: 'Notifications', icon: MegaphoneIcon, matches: under('/admin/notifications') },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon, matches: under('/admin/settings') },
  { to: '/admin/reset-password', label: 'Reset Password', icon: KeyIcon, matches: under('/admin/reset-password') },
  { to: '/admin/audit', label: 'Audit Log', icon: ScrollTextIcon, matches: under('/admin/audit') },
];
