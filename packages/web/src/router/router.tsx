import { type RouteObject, useRoutes } from 'react-router-dom';
import { NotFoundScreen } from '../screens/user/NotFoundScreen';
import { SignalRedirectScreen } from '../screens/user/SignalRedirectScreen';
import { RequireAdmin, RequireUser, SignedInOrOut } from './guards';
import { RootLayout } from './RootLayout';
import { lazyAdminScreens as A, lazyScreens as S } from './screens';

/** Several paths show one screen (old links and aliases from the spec's route table). */
function paths(list: string[], element: RouteObject['element']): RouteObject[] {
  return list.map((path) => ({ path, element }));
}

const userRoutes: RouteObject[] = [
  ...paths(['/', '/home'], <S.HomeScreen />),
  { path: '/signals', element: <S.SignalsScreen /> },
  { path: '/signals/:id', element: <S.SignalDetailScreen /> },
  { path: '/signal/:id', element: <SignalRedirectScreen /> },
  { path: '/news', element: <S.NewsScreen /> },
  { path: '/airdrops', element: <S.AirdropsScreen /> },
  { path: '/premium', element: <S.PremiumScreen /> },
  { path: '/checkout', element: <S.CheckoutScreen /> },
  ...paths(['/payment', '/crypto-payment'], <S.PaymentScreen />),
  { path: '/notifications', element: <S.NotificationsScreen /> },
  { path: '/profile', element: <S.ProfileScreen /> },
  { path: '/settings', element: <S.SettingsScreen /> },
  { path: '/settings/profile', element: <S.ProfileSettingsScreen /> },
  ...paths(['/settings/password', '/settings/change-password'], <S.PasswordSettingsScreen />),
  ...paths(['/settings/2fa', '/settings/two-factor'], <S.TwoFactorSettingsScreen />),
  { path: '/settings/payment', element: <S.PaymentMethodsScreen /> },
  { path: '/settings/notifications', element: <S.NotificationSettingsScreen /> },
  { path: '/settings/language', element: <S.LanguageSettingsScreen /> },
  { path: '/settings/telegram', element: <S.TelegramSettingsScreen /> },
  { path: '/settings/support', element: <S.SupportScreen /> },
  { path: '/tickets', element: <S.TicketsScreen /> },
];

/** The signed-in member's addresses, as patterns (`/signals/:id`): the server renders their page on request (src/ssr/memberScreens.ts). */
export const memberRoutePatterns: string[] = userRoutes.flatMap((route) => (route.path ? [route.path] : []));

const adminRoutes: RouteObject[] = [
  { index: true, element: <A.AdminDashboardScreen /> },
  { path: 'users', element: <A.AdminUsersScreen /> },
  { path: 'signals', element: <A.AdminSignalsScreen /> },
  { path: 'signals/drafts', element: <A.AdminSignalDraftsScreen /> },
  { path: 'signals/sources', element: <A.AdminSignalSourcesScreen /> },
  { path: 'news', element: <A.AdminNewsScreen /> },
  { path: 'airdrops', element: <A.AdminAirdropsScreen /> },
  { path: 'settings', element: <A.AdminSettingsScreen /> },
  { path: 'payments', element: <A.AdminPaymentsScreen /> },
  { path: 'plans', element: <A.AdminPlansScreen /> },
  { path: 'promo-codes', element: <A.AdminPromoCodesScreen /> },
  { path: 'analytics', element: <A.AdminAnalyticsScreen /> },
  { path: 'support-tickets', element: <A.AdminSupportTicketsScreen /> },
  { path: 'notifications', element: <A.AdminNotificationsScreen /> },
  { path: 'reset-password', element: <A.AdminResetPasswordScreen /> },
  { path: 'audit', element: <A.AdminAuditScreen /> },
  { path: '*', element: <A.AdminNotFoundScreen /> },
];

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth', element: <S.AuthScreen /> },
      { path: '/admin-auth', element: <A.AdminAuthScreen /> },
      // Signed in or not: a link from an e-mail works in any browser.
      { path: '/forgot-password', element: <S.ForgotPasswordScreen /> },
      { path: '/reset-password', element: <S.ResetPasswordScreen /> },
      { path: '/unsubscribe', element: <S.UnsubscribeScreen /> },
      { path: '/verify-email', element: <S.VerifyEmailScreen /> },
      { path: '/undo-email-change', element: <S.UndoEmailChangeScreen /> },
      // Open to anyone (a link from the sign-up form, a shared track record), each in the frame of who is looking.
      {
        element: <SignedInOrOut />,
        children: [
          { path: '/performance', element: <S.PerformanceScreen /> },
          { path: '/help', element: <S.HelpScreen /> },
          { path: '/privacy', element: <S.PrivacyScreen /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { element: <S.UserLayout />, children: userRoutes },
          // A receipt e-mail's link: signed in first, then handed to the printable page.
          { path: '/receipts/:id', element: <S.ReceiptScreen /> },
        ],
      },
      { path: '/admin', element: <RequireAdmin />, children: [{ element: <A.AdminLayout />, children: adminRoutes }] },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The app's routes, in the router's declarative mode: the app loads no data
 * through the router (stores do), and the data router's state machine would
 * add about 18 KB gzipped to every first page view (bench/web/sizes.mjs).
 */
export function AppRoutes() {
  return useRoutes(routeTree);
}
