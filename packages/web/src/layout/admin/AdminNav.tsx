import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { focusRing } from '../../ui/theme/focusRing';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { adminNavItemsFor } from '../shared/navItems';

/** The back office sections as a row under the top bar (768 px and up); scrolls sideways when tight. */
export function AdminNav() {
  const t = useT();
  // Only the sections this staff member's role opens (issue 46).
  const role = useSessionStore(sessionSelectors.staffRole);
  const { pathname } = useLocation();
  return (
    <Row aria-label={t('admin.nav.label')}>
      <Inner>
        {adminNavItemsFor(role).map((item) => {
          const active = item.matches(pathname);
          return (
            <NavLink key={item.to} to={item.to} aria-current={active ? 'page' : undefined} $active={active}>
              <item.icon size={16} />
              {t(item.labelId)}
            </NavLink>
          );
        })}
      </Inner>
    </Row>
  );
}

const Row = styled.nav`
  display: none;

  @media (min-width: 768px) {
    display: block;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Inner = styled.div`
  display: flex;
  gap: 2px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 8px 24px;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;

  /* Fourteen sections in a row no wider than the page (layout.maxWidth): labels only, so they stay on one row. */
  svg {
    display: none;
  }
  &:hover {
    color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
    background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : theme.colors.surfaceHover)};
    text-decoration: none;
  }
  ${focusRing}
`;
