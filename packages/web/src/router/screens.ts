import { lazyNamed } from '../lib/lazyNamed';

/**
 * Screens loaded on first visit, each in its own chunk, so the first chunk
 * holds only the app's frame (the budget of the first route: bench/web/sizes.mjs).
 * The sign-in screen brings the form libraries and zod with it. Screens beyond
 * the first ones bring their words: the `member` or `admin` group of the catalogue.
 */
export const lazyScreens = {
  UserLayout: lazyNamed(() => import('../layout/user/UserLayout'), 'UserLayout'),
  PublicLayout: lazyNamed(() => import('../layout/public/PublicLayout'), 'PublicLayout'),
  AuthScreen: lazyNamed(() => import('../screens/user/AuthScreen'), 'AuthScreen'),
  HomeScreen: lazyNamed(() => import('../screens/user/HomeScreen'), 'HomeScreen'),
  SignalsScreen: lazyNamed(() => import('../screens/user/SignalsScreen'), 'SignalsScreen'),
  SignalDetailScreen: lazyNamed(() => import('../screens/user/SignalDetailScreen'), 'SignalDetailScreen'),
  NewsScreen: lazyNamed(() => import('../screens/user/NewsScreen'), 'NewsScreen', 'member'),
  AirdropsScreen: lazyNamed(() => import('../screens/user/AirdropsScreen'), 'AirdropsScreen', 'member'),
  PremiumScreen: lazyNamed(() => import('../screens/user/PremiumScreen'), 'PremiumScreen', 'member'),
  PerformanceScreen: lazyNamed(() => import('../screens/user/PerformanceScreen'), 'PerformanceScreen', 'member'),
  CheckoutScreen: lazyNamed(() => import('../screens/user/CheckoutScreen'), 'CheckoutScreen', 'member'),
  PaymentScreen: lazyNamed(() => import('../screens/user/PaymentScreen'), 'PaymentScreen', 'member'),
  NotificationsScreen: lazyNamed(() => import('../screens/user/NotificationsScreen'), 'NotificationsScreen', 'member'),
  ProfileScreen: lazyNamed(() => import('../screens/user/ProfileScreen'), 'ProfileScreen', 'member'),
  SettingsScreen: lazyNamed(() => import('../screens/user/SettingsScreen'), 'SettingsScreen', 'member'),
  ProfileSettingsScreen: lazyNamed(() => import('../screens/user/ProfileSettingsScreen'), 'ProfileSettingsScreen', 'member'),
  PasswordSettingsScreen: lazyNamed(() => import('../screens/user/PasswordSettingsScreen'), 'PasswordSettingsScreen', 'member'),
  TwoFactorSettingsScreen: lazyNamed(() => import('../screens/user/TwoFactorSettingsScreen'), 'TwoFactorSettingsScreen', 'member'),
  PaymentMethodsScreen: lazyNamed(() => import('../screens/user/PaymentMethodsScreen'), 'PaymentMethodsScreen', 'member'),
  NotificationSettingsScreen: lazyNamed(() => import('../screens/user/NotificationSettingsScreen'), 'NotificationSettingsScreen', 'member'),
  LanguageSettingsScreen: lazyNamed(() => import('../screens/user/LanguageSettingsScreen'), 'LanguageSettingsScreen', 'member'),
  TelegramSettingsScreen: lazyNamed(() => import('../screens/user/TelegramSettingsScreen'), 'TelegramSettingsScreen', 'member'),
  SupportScreen: lazyNamed(() => import('../screens/user/SupportScreen'), 'SupportScreen', 'member'),
  TicketsScreen: lazyNamed(() => import('../screens/user/TicketsScreen'), 'TicketsScreen', 'member'),
  HelpScreen: lazyNamed(() => import('../screens/user/HelpScreen'), 'HelpScreen', 'member'),
  PrivacyScreen: lazyNamed(() => import('../screens/user/PrivacyScreen'), 'PrivacyScreen', 'member'),
  // Signed-out pages that e-mails link to (issue 18: mail)
  ForgotPasswordScreen: lazyNamed(() => import('../screens/user/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen', 'member'),
  ResetPasswordScreen: lazyNamed(() => import('../screens/user/ResetPasswordScreen'), 'ResetPasswordScreen', 'member'),
  UnsubscribeScreen: lazyNamed(() => import('../screens/user/UnsubscribeScreen'), 'UnsubscribeScreen', 'member'),
  ReceiptScreen: lazyNamed(() => import('../screens/user/ReceiptScreen'), 'ReceiptScreen', 'member'),
  VerifyEmailScreen: lazyNamed(() => import('../screens/user/VerifyEmailScreen'), 'VerifyEmailScreen', 'member'),
  UndoEmailChangeScreen: lazyNamed(() => import('../screens/user/UndoEmailChangeScreen'), 'UndoEmailChangeScreen', 'member'),
};

export const lazyAdminScreens = {
  AdminAuthScreen: lazyNamed(() => import('../screens/admin/AdminAuthScreen'), 'AdminAuthScreen', 'admin'),
  AdminLayout: lazyNamed(() => import('../layout/admin/AdminLayout'), 'AdminLayout', 'admin'),
  AdminDashboardScreen: lazyNamed(() => import('../screens/admin/AdminDashboardScreen'), 'AdminDashboardScreen', 'admin'),
  AdminUsersScreen: lazyNamed(() => import('../screens/admin/AdminUsersScreen'), 'AdminUsersScreen', 'admin'),
  AdminSignalsScreen: lazyNamed(() => import('../screens/admin/AdminSignalsScreen'), 'AdminSignalsScreen', 'admin'),
  AdminSignalDraftsScreen: lazyNamed(() => import('../screens/admin/AdminSignalDraftsScreen'), 'AdminSignalDraftsScreen', 'admin'),
  AdminSignalSourcesScreen: lazyNamed(() => import('../screens/admin/AdminSignalSourcesScreen'), 'AdminSignalSourcesScreen', 'admin'),
  AdminNewsScreen: lazyNamed(() => import('../screens/admin/AdminNewsScreen'), 'AdminNewsScreen', 'admin'),
  AdminAirdropsScreen: lazyNamed(() => import('../screens/admin/AdminAirdropsScreen'), 'AdminAirdropsScreen', 'admin'),
  AdminSettingsScreen: lazyNamed(() => import('../screens/admin/AdminSettingsScreen'), 'AdminSettingsScreen', 'admin'),
  AdminPaymentsScreen: lazyNamed(() => import('../screens/admin/AdminPaymentsScreen'), 'AdminPaymentsScreen', 'admin'),
  AdminPlansScreen: lazyNamed(() => import('../screens/admin/AdminPlansScreen'), 'AdminPlansScreen', 'admin'),
  AdminPromoCodesScreen: lazyNamed(() => import('../screens/admin/AdminPromoCodesScreen'), 'AdminPromoCodesScreen', 'admin'),
  AdminAnalyticsScreen: lazyNamed(() => import('../screens/admin/AdminAnalyticsScreen'), 'AdminAnalyticsScreen', 'admin'),
  AdminSupportTicketsScreen: lazyNamed(() => import('../screens/admin/AdminSupportTicketsScreen'), 'AdminSupportTicketsScreen', 'admin'),
  AdminNotificationsScreen: lazyNamed(() => import('../screens/admin/AdminNotificationsScreen'), 'AdminNotificationsScreen', 'admin'),
  AdminResetPasswordScreen: lazyNamed(() => import('../screens/admin/AdminResetPasswordScreen'), 'AdminResetPasswordScreen', 'admin'),
  AdminAuditScreen: lazyNamed(() => import('../screens/admin/AdminAuditScreen'), 'AdminAuditScreen', 'admin'),
  AdminNotFoundScreen: lazyNamed(() => import('../screens/admin/AdminNotFoundScreen'), 'AdminNotFoundScreen', 'admin'),
};
