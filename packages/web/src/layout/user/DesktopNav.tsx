import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { focusRing } from '../../ui/theme/focusRing';
import { media } from '../../ui/theme/media';
import { userNavItems } from '../shared/navItems';

/** The five sections as header links, from 768 px up (the bottom bar takes over below). */
export function DesktopNav() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Nav aria-label={t('layout.nav.main')}>
      {userNavItems.map((item) => {
        const active = item.matches(pathname);
        return (
          <NavLink key={item.to} to={item.to} aria-current={active ? 'page' : undefined} $active={active}>
            <item.icon size={17} />
            {t(item.labelId)}
          </NavLink>
        );
      })}
    </Nav>
  );
}

const Nav = styled.nav`
  display: none;

  @media (min-width: 768px) {
    display: flex;
    align-items: center;
    gap: 2px;
  }
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  height: 38px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover {
    color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
    background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : theme.colors.surfaceHover)};
    text-decoration: none;
  }
  svg {
    flex: none;
  }
  ${media.headerTight} {
    padding: 0 10px;

    svg {
      display: none;
    }
  }
  ${focusRing}
`;
