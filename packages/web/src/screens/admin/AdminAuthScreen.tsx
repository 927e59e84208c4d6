import { ShieldCheckIcon } from 'lucide-react';
import { AdminLoginForm, type User } from '@signals/protocol';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { t as translateNow } from '../../i18n';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { readReturnTo } from '../../lib/returnTo';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { toast } from '../../stores/toast';
import { AuthShell } from '../auth/AuthShell';
import { LoginForm } from '../auth/LoginForm';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { AccessDenied } from './auth/AccessDenied';

function handleSignedIn(user: User) {
  if (user.isAdmin) {
    toast({ title: translateNow('admin.auth.welcome.title'), description: translateNow('admin.auth.welcome.description', { username: user.username }), variant: 'success' });
  } else {
    // They stay signed in as a user; the screen turns into the Access Denied panel.
    toast({ title: translateNow('admin.auth.denied.title'), description: translateNow('admin.auth.denied.toast'), variant: 'destructive' });
  }
}

/** The back office sign-in. Admins pass through; other signed-in users are turned away. */
export function AdminAuthScreen() {
  const status = useSessionStore(sessionSelectors.status);
  const isAdmin = useSessionStore(sessionSelectors.isAdmin);
  const location = useLocation();
  const t = useT();
  useDocumentTitle(t('admin.auth.title'));

  // The form while the session is being checked, as the HTML rendered at build time paints it (AuthScreen).
  if (status === 'signedIn' && isAdmin) {
    const target = readReturnTo(location.state, '/admin');
    return <Navigate to={target.startsWith('/admin') ? target : '/admin'} replace />;
  }

  return (
    <AuthShell brandTo="/admin-auth" brandSuffix={t('admin.brand')}>
      {status === 'signedIn' ? (
        <AccessDenied />
      ) : (
        <Card>
          <Badge>
            <ShieldCheckIcon size={26} />
          </Badge>
          <Title>{t('admin.auth.title')}</Title>
          <Subtitle>{t('admin.auth.subtitle')}</Subtitle>
          <SignedOutNotice />
          <LoginForm schema={AdminLoginForm} onSignedIn={handleSignedIn} />
        </Card>
      )}
    </AuthShell>
  );
}

const Card = styled.div`
  width: 100%;
  max-width: 420px;
  padding: 28px 20px 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  @media (min-width: 768px) {
    margin-top: 24px;
    padding: 36px 32px 32px;
  }
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin: 0 auto 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  text-align: center;
  font-size: 24px;
  font-weight: 750;
`;

const Subtitle = styled.p`
  margin: 6px 0 24px;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
