import { ArrowLeftIcon, LogOutIcon, MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { startAdminAlerts } from '../../stores/admin/alerts';
import { Button } from '../../ui';
import { focusRing } from '../../ui/theme/focusRing';
import { TOAST_ZONE_PX } from '../../ui/toast/placement';
import { Brand } from '../shared/Brand';
import { ConnectionIndicator } from '../shared/ConnectionIndicator';
import { SkipLink } from '../shared/SkipLink';
import { ThemeToggleButton } from '../shared/ThemeToggleButton';
import { useLogout } from '../shared/useLogout';
import { AdminMobileMenu } from './AdminMobileMenu';
import { AdminNav } from './AdminNav';
import { DemoWalletBanner } from './DemoWalletBanner';
import { RoleGate } from './RoleGate';
import { HeaderRow } from '../shared/HeaderRow';

/** The frame of the back office: top bar and section row on desktop, a slide-up menu on phones. */
export function AdminLayout() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const { logout, pending } = useLogout('/admin-auth');
  // New payments, tickets and replies are announced wherever the admin is in the back office.
  useEffect(() => startAdminAlerts(), []);

  return (
    <>
      <SkipLink />
      <Top>
        <HeaderRow>
          <Brand to="/admin" suffix={t('admin.brand')} hideNameOn="narrow" />
          <DesktopActions>
            <AppLink to="/">
              <ArrowLeftIcon size={16} />
              {t('admin.layout.backToApp')}
            </AppLink>
            <ThemeToggleButton />
            <Button variant="secondary" size="sm" loading={pending} onClick={() => void logout()}>
              <LogOutIcon size={16} />
              {t('layout.menu.logout')}
            </Button>
          </DesktopActions>
          <MobileActions>
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
              <MenuIcon size={18} />
              {t('admin.layout.menu')}
            </Button>
          </MobileActions>
        </HeaderRow>
        <AdminNav />
      </Top>
      <Main id="main" tabIndex={-1}>
        <DemoWalletBanner />
        <RoleGate />
      </Main>
      <ConnectionIndicator />
      <AdminMobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onLogout={() => void logout()}
        loggingOut={pending}
      />
    </>
  );
}

const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  @supports (backdrop-filter: blur(12px)) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 85%, transparent);
    backdrop-filter: blur(12px);
  }
`;

const DesktopActions = styled.div`
  display: none;

  @media (min-width: 768px) {
    display: flex;
    align-items: center;
    gap: 10px;
  }
`;

const MobileActions = styled.div`
  @media (min-width: 768px) {
    display: none;
  }
`;

const AppLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 34px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
  font-weight: 600;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
    text-decoration: none;
  }
  ${focusRing}
`;

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  /* Room for a toast below the content: scrolled to the end, the last row's buttons sit clear of one. */
  padding: 24px 16px ${TOAST_ZONE_PX}px;

  &:focus {
    outline: none;
  }
  @media (min-width: 768px) {
    padding: 32px 24px ${TOAST_ZONE_PX}px;
  }
`;
