import { lazyNamed } from '../lib/lazyNamed';

/**
 * Screens loaded on first visit, each in its own chunk, so the first chunk
 * holds only the app's frame (the budget of the first route: bench/web/sizes.mjs).
 * The sign-in screen brings the form libraries and zod with it.
 */
export const lazyScreens = {
  UserLayout: lazyNamed(() => import('../layout/user/UserLayout'), 'UserLayout'),
  PublicLayout: lazyNamed(() => import('../layout/public/PublicLayout'), 'PublicLayout'),
  AuthScreen: lazyNamed(() => import('../screens/user/AuthScreen'), 'AuthScreen'),
  HomeScreen: lazyNamed(() => import('../screens/user/HomeScreen'), 'HomeScreen'),
  SignalsScreen: lazyNamed(() => import('../screens/user/SignalsScreen'), 'SignalsScreen'),
  SignalDetailScreen: lazyNamed(() => import('../screens/user/SignalDetailScreen'), 'SignalDetailScreen'),
  NewsScreen: lazyNamed(() => import('../screens/user/NewsScreen'), 'NewsScreen'),
  AirdropsScreen: lazyNamed(() => import('../screens/user/AirdropsScreen'), 'AirdropsScreen'),
  PremiumScreen: lazyNamed(() => import('../screens/user/PremiumScreen'), 'PremiumScreen'),
  PerformanceScreen: lazyNamed(() => import('../screens/user/PerformanceScreen'), 'PerformanceScreen'),
  CheckoutScreen: lazyNamed(() => import('../screens/user/CheckoutScreen'), 'CheckoutScreen'),
  PaymentScreen: lazyNamed(() => import('../screens/user/PaymentScreen'), 'PaymentScreen'),
  NotificationsScreen: lazyNamed(() => import('../screens/user/NotificationsScreen'), 'NotificationsScreen'),
  ProfileScreen: lazyNamed(() => import('../screens/user/ProfileScreen'), 'ProfileScreen'),
  SettingsScreen: lazyNamed(() => import('../screens/user/SettingsScreen'), 'SettingsScreen'),
  ProfileSettingsScreen: lazyNamed(() => import('../screens/user/ProfileSettingsScreen'), 'ProfileSettingsScreen'),
  PasswordSettingsScreen: lazyNamed(() => import('../screens/user/PasswordSettingsScreen'), 'PasswordSettingsScreen'),
  TwoFactorSettingsScreen: lazyNamed(() => import('../screens/user/TwoFactorSettingsScreen'), 'TwoFactorSettingsScreen'),
  PaymentMethodsScreen: lazyNamed(() => import('../screens/user/PaymentMethodsScreen'), 'PaymentMethodsScreen'),
  NotificationSettingsScreen: lazyNamed(
    () => import('../screens/user/NotificationSettingsScreen'),
    'NotificationSettingsScreen',
  ),
  LanguageSettingsScreen: lazyNamed(() => import('../screens/user/LanguageSettingsScreen'), 'LanguageSettingsScreen'),
  SupportScreen: lazyNamed(() => import('../screens/user/SupportScreen'), 'SupportScreen'),
  TicketsScreen: lazyNamed(() => import('../screens/user/TicketsScreen'), 'TicketsScreen'),
  HelpScreen: lazyNamed(() => import('../screens/user/HelpScreen'), 'HelpScreen'),
  PrivacyScreen: lazyNamed(() => import('../screens/user/PrivacyScreen'), 'PrivacyScreen'),
  // Signed-out pages that e-mails link to (issue 18: mail)
  ForgotPasswordScreen: lazyNamed(() => import('../screens/user/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
  ResetPasswordScreen: lazyNamed(() => import('../screens/user/ResetPasswordScreen'), 'ResetPasswordScreen'),
  UnsubscribeScreen: lazyNamed(() => import('../screens/user/UnsubscribeScreen'), 'UnsubscribeScreen'),
};

export const lazyAdminScreens = {
  AdminAuthScreen: lazyNamed(() => import('../screens/admin/AdminAuthScreen'), 'AdminAuthScreen'),
  AdminLayout: lazyNamed(() => import('../layout/admin/AdminLayout'), 'AdminLayout'),
  AdminDashboardScreen: lazyNamed(() => import('../screens/admin/AdminDashboardScreen'), 'AdminDashboardScreen'),
  AdminUsersScreen: lazyNamed(() => import('../screens/admin/AdminUsersScreen'), 'AdminUsersScreen'),
  AdminSignalsScreen: lazyNamed(() => import('../screens/admin/AdminSignalsScreen'), 'AdminSignalsScreen'),
  AdminNewsScreen: lazyNamed(() => import('../screens/admin/AdminNewsScreen'), 'AdminNewsScreen'),
  AdminAirdropsScreen: lazyNamed(() => import('../screens/admin/AdminAirdropsScreen'), 'AdminAirdropsScreen'),
  AdminSettingsScreen: lazyNamed(() => import('../screens/admin/AdminSettingsScreen'), 'AdminSettingsScreen'),
  AdminPaymentsScreen: lazyNamed(() => import('../screens/admin/AdminPaymentsScreen'), 'AdminPaymentsScreen'),
  AdminSupportTicketsScreen: lazyNamed(
    () => import('../screens/admin/AdminSupportTicketsScreen'),
    'AdminSupportTicketsScreen',
  ),
  AdminNotificationsScreen: lazyNamed(() => import('../screens/admin/AdminNotificationsScreen'), 'AdminNotificationsScreen'),
  AdminResetPasswordScreen: lazyNamed(() => import('../screens/admin/AdminResetPasswordScreen'), 'AdminResetPasswordScreen'),
  AdminAuditScreen: lazyNamed(() => import('../screens/admin/AdminAuditScreen'), 'AdminAuditScreen'),
  AdminNotFoundScreen: lazyNamed(() => import('../screens/admin/AdminNotFoundScreen'), 'AdminNotFoundScreen'),
};
