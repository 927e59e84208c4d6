import { ArrowLeftIcon, LogOutIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { useTheme } from '../../stores/theme';
import { Button, Dialog } from '../../ui';
import { focusRing } from '../../ui/theme/focusRing';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { adminNavItemsFor } from '../shared/navItems';

interface AdminMobileMenuProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The back office navigation on phones: a sheet sliding up from the bottom. */
export function AdminMobileMenu({ open, onClose, onLogout, loggingOut }: AdminMobileMenuProps) {
  const t = useT();
  const role = useSessionStore(sessionSelectors.staffRole);
  const { pathname } = useLocation();
  const { resolved, toggle } = useTheme();
  return (
    <Dialog open={open} onClose={onClose} title={t('admin.mobileMenu.title')} placement="bottom">
      <nav aria-label={t('admin.nav.label')}>
        <Grid>
          {adminNavItemsFor(role).map((item) => {
            const active = item.matches(pathname);
            return (
              <Tile key={item.to} to={item.to} aria-current={active ? 'page' : undefined} $active={active} onClick={onClose}>
                <item.icon size={20} />
                {t(item.labelId)}
              </Tile>
            );
          })}
        </Grid>
      </nav>
      <Footer>
        <Tile to="/" $active={false} onClick={onClose}>
          <ArrowLeftIcon size={20} />
          {t('admin.layout.backToApp')}
        </Tile>
        <Button variant="secondary" onClick={toggle}>
          {resolved === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
          {resolved === 'dark' ? t('layout.menu.lightTheme') : t('layout.menu.darkTheme')}
        </Button>
        <Button variant="destructive" loading={loggingOut} onClick={onLogout}>
          <LogOutIcon size={18} />
          {t('layout.menu.logout')}
        </Button>
      </Footer>
    </Dialog>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
`;

const Tile = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 0 12px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : theme.colors.background)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  font-size: 14px;
  font-weight: 600;

  svg {
    flex: none;
    color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  }
  &:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

const Footer = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
