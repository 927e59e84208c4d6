import type { User } from '@signals/protocol';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Trans } from '../../i18n/Trans';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { readReturnTo } from '../../lib/returnTo';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { toast } from '../../stores/toast';
import { Tabs } from '../../ui';
import { AuthShell } from '../auth/AuthShell';
import { LoginForm } from '../auth/LoginForm';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { MarketingPanel } from './auth/MarketingPanel';
import { RegisterForm } from './auth/RegisterForm';
import { RegistrationsClosed } from './auth/RegistrationsClosed';
import { AuthCardBox, AuthHeading, AuthSubheading } from './auth/authCardParts';

type AuthTab = 'login' | 'register';

// zod loads after the screen paints (the first route's budget: bench/web/sizes.mjs).
const loadLoginSchema = () => import('@signals/protocol/requests/auth').then((m) => m.LoginRequest);

function welcome(user: User) {
  toast({ title: t('auth.toast.welcome.title'), description: t('auth.toast.welcome.description', { username: user.username }), variant: 'success' });
}

/** Sign in or register. A signed-in visitor goes where they were heading, or home. */
export function AuthScreen() {
  const status = useSessionStore(sessionSelectors.status);
  const enableRegistrations = useSettingsStore(settingsSelectors.enableRegistrations);
  const passwordResetAvailable = useSettingsStore((s) => s.publicSettings.passwordResetAvailable);
  // SMS is promised only where the site sends it (issue 40).
  const sms = useSettingsStore(settingsSelectors.sendsSms);
  const premiumFrom = useSettingsStore(settingsSelectors.premiumProfitThreshold);
  const location = useLocation();
  const t = useT();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(searchParams.get('tab') === 'register' ? 'register' : 'login');
  useDocumentTitle(t(tab === 'login' ? 'auth.title.login' : 'auth.title.register'));
  const registrationsClosed = tab === 'register' && !enableRegistrations;

  // While the session is being checked the form is shown (it is what the HTML rendered at build time paints): a
  // visitor who turns out to be signed in moves on the moment the answer comes.
  if (status === 'signedIn') {
    return <Navigate to={readReturnTo(location.state, '/')} replace />;
  }

  return (
    <AuthShell brandTo="/auth">
      <MarketingPanel />
      <CardColumn>
        <SignedOutNotice />
        <Intro>
          {/* With registrations off the Register tab cannot create an account: the heading says so instead of inviting one. */}
          <AuthHeading>{t(tab === 'login' ? 'auth.welcomeBack' : registrationsClosed ? 'auth.registrationsClosed' : 'auth.createAccount')}</AuthHeading>
          <AuthSubheading>
            {t(tab === 'login' ? 'auth.intro.login' : registrationsClosed ? 'auth.intro.closed' : 'auth.intro.register')}
          </AuthSubheading>
        </Intro>
        <AuthCardBox>
          <Tabs
            label={t('auth.tabs.label')}
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'login', label: t('auth.tabs.login'), content: <LoginForm schema={loadLoginSchema} onSignedIn={welcome} /> },
              {
                value: 'register',
                label: t('auth.tabs.register'),
                content: enableRegistrations ? <RegisterForm /> : <RegistrationsClosed onGoToLogin={() => setTab('login')} />,
              },
            ]}
          />
        </AuthCardBox>
        {tab === 'login' && passwordResetAvailable && (
          <Forgot>
            <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
          </Forgot>
        )}
        <MobilePitch>
          <Trans id={sms ? 'auth.mobilePitch' : 'auth.mobilePitch.noSms'} values={{ max: premiumFrom }} components={{ 0: <strong /> }} /> <Link to="/performance">{t('auth.trackRecordLink')}</Link>
        </MobilePitch>
      </CardColumn>
    </AuthShell>
  );
}

const CardColumn = styled.div`
  width: 100%;
  max-width: 440px;
`;

const Intro = styled.div`
  margin: 0 0 20px;

  /* Below the signed-out notice when there is one. */
  * + & {
    margin-top: 20px;
  }
  text-align: center;

  @media (min-width: 1024px) {
    text-align: left;
  }
`;

const Forgot = styled.p`
  margin-top: 14px;
  text-align: center;
  font-size: 14px;

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

const MobilePitch = styled.p`
  margin-top: 20px;
  text-align: center;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.profit};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    text-decoration: underline;
  }

  @media (min-width: 1024px) {
    display: none;
  }
`;
