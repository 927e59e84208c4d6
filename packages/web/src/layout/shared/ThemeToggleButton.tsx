import { MoonIcon, SunIcon } from 'lucide-react';
import { useContext } from 'react';
import styled, { ThemeContext } from 'styled-components';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { useTheme } from '../../stores/theme';
import { focusRing } from '../../ui/theme/focusRing';

/**
 * A round icon button switching between the dark and the light theme. It names the theme on screen (App's: a page
 * rendered at build time is adopted in the theme it was drawn in), and works once the app runs.
 */
export function ThemeToggleButton() {
  const { toggle } = useTheme();
  const shown = useContext(ThemeContext)?.name ?? 'dark';
  const hydrated = useHydrated();
  const t = useT();
  const label = t(shown === 'dark' ? 'layout.theme.toLight' : 'layout.theme.toDark');
  return (
    <RoundButton type="button" aria-label={label} title={label} onClick={toggle} disabled={!hydrated}>
      {shown === 'dark' ? <SunIcon size={19} /> : <MoonIcon size={19} />}
    </RoundButton>
  );
}

export const RoundButton = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;
