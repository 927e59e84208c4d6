import { MOBILE_BREAKPOINT_PX } from '@signals/protocol';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { ReserveBottomChrome } from '../../ui/theme/bottomChrome';
import { userNavItems } from '../shared/navItems';

/** The phone navigation: five sections pinned to the bottom below 768 px. */
export function BottomBar() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Bar aria-label={t('layout.nav.main')}>
      <ReserveBottomChrome />
      {userNavItems.map((item) => {
        const active = item.matches(pathname);
        return (
          <Item key={item.to} to={item.to} aria-current={active ? 'page' : undefined} $active={active}>
            <IconWrap $active={active}>
              <item.icon size={21} />
            </IconWrap>
            <span>{t(item.labelId)}</span>
          </Item>
        );
      })}
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.bottomBar};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: calc(${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom));
  padding: 0 4px env(safe-area-inset-bottom);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -8px 24px rgba(0, 0, 0, 0.12);

  @supports (backdrop-filter: blur(12px)) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 88%, transparent);
    backdrop-filter: blur(12px);
  }
  @media (min-width: ${MOBILE_BREAKPOINT_PX}px) {
    display: none;
  }
`;

const Item = styled(Link)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  margin: 6px 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 11px;
  font-weight: ${({ $active }) => ($active ? 700 : 550)};

  &:hover {
    text-decoration: none;
    color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const IconWrap = styled.span<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 26px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  transition: background 0.15s ease;
`;
