import type { IconName } from '../../ui';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Whether a pathname belongs to this section (for the active state). */
  matches: (pathname: string) => boolean;
}

const under = (...prefixes: string[]) => (pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The five sections of the user app: bottom bar on phones, header links above 768 px. */
export const userNavItems: NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', matches: (pathname) => pathname === '/' || pathname === '/home' },
  { to: '/signals', label: 'Signals', icon: 'signals', matches: under('/signals', '/signal') },
  { to: '/news', label: 'News', icon: 'news', matches: under('/news') },
  { to: '/airdrops', label: 'Airdrops', icon: 'airdrop', matches: under('/airdrops') },
  { to: '/premium', label: 'Premium', icon: 'crown', matches: under('/premium', '/checkout', '/payment', '/crypto-payment') },
];

/** The back office sections, in the order of the admin navigation. */
export const adminNavItems: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', matches: (pathname) => pathname === '/admin' || pathname === '/admin/' },
  { to: '/admin/users', label: 'Users', icon: 'users', matches: under('/admin/users') },
  { to: '/admin/signals', label: 'Signals', icon: 'signals', matches: under('/admin/signals') },
  { to: '/admin/news', label: 'News', icon: 'news', matches: under('/admin/news') },
  { to: '/admin/airdrops', label: 'Airdrops', icon: 'airdrop', matches: under('/admin/airdrops') },
  { to: '/admin/payments', label: 'Payments', icon: 'card', matches: under('/admin/payments') },
  { to: '/admin/support-tickets', label: 'Tickets', icon: 'ticket', matches: under('/admin/support-tickets') },
  { to: '/admin/notifications', label: 'Notifications', icon: 'megaphone', matches: under('/admin/notifications') },
  { to: '/admin/settings', label: 'Settings', icon: 'settings', matches: under('/admin/settings') },
  { to: '/admin/reset-password', label: 'Reset Password', icon: 'key', matches: under('/admin/reset-password') },
  { to: '/admin/audit', label: 'Audit Log', icon: 'scroll', matches: under('/admin/audit') },
];
