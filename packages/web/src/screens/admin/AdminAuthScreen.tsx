import { ShieldCheckIcon } from 'lucide-react';
import { AdminLoginForm, type User } from '@signals/protocol';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { readReturnTo } from '../../lib/returnTo';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { toast } from '../../stores/toast';
import { PageSpinner } from '../../ui';
import { AuthShell } from '../auth/AuthShell';
import { LoginForm } from '../auth/LoginForm';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { AccessDenied } from './auth/AccessDenied';

function handleSignedIn(user: User) {
  if (user.isAdmin) {
    toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success' });
  } else {
    // They stay signed in as a user; the screen turns into the Access Denied panel.
    toast({ title: 'Access Denied', description: "You don't have admin privileges.", variant: 'destructive' });
  }
}

/** The back office sign-in. Admins pass through; other signed-in users are turned away. */
export function AdminAuthScreen() {
  const status = useSessionStore(sessionSelectors.status);
  const isAdmin = useSessionStore(sessionSelectors.isAdmin);
  const location = useLocation();
  useDocumentTitle('Admin Login');

  if (status === 'loading') {
    return <PageSpinner label="Checking your session" />;
  }
  if (status === 'signedIn' && isAdmin) {
    const target = readReturnTo(location.state, '/admin');
    return <Navigate to={target.startsWith('/admin') ? target : '/admin'} replace />;
  }

  return (
    <AuthShell brandTo="/admin-auth" brandSuffix="Admin">
      {status === 'signedIn' ? (
        <AccessDenied />
      ) : (
        <Card>
          <Badge>
            <ShieldCheckIcon size={26} />
          </Badge>
          <Title>Admin Login</Title>
          <Subtitle>Sign in with an administrator account to open the back office.</Subtitle>
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
