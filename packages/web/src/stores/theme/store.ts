import { STORAGE_KEYS } from '@signals/protocol';
import { create } from 'zustand';
import { readStored, writeStored } from '../../lib/storage';
import { isThemeName, type ThemeName } from '../../ui/theme/themes';

export type ThemePreference = ThemeName | 'system';

export interface ThemeState {
  /** What the user chose; 'system' follows prefers-color-scheme. */
  preference: ThemePreference;
  /** What the operating system currently prefers. */
  systemTheme: ThemeName;
}

export interface ThemeActions {
  setTheme: (preference: ThemePreference) => void;
  /** Switch to the opposite of what is shown now, as an explicit choice. */
  toggle: () => void;
  systemThemeChanged: (theme: ThemeName) => void;
}

const darkQuery = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  const stored = readStored(STORAGE_KEYS.theme);
  return isThemeName(stored) || stored === 'system' ? stored : 'dark';
}

/** Whether the OS's preference can be read and followed: not while a page is rendered at build time (src/ssr). */
const canQuery = typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function readSystemTheme(): ThemeName {
  if (!canQuery) {
    return 'dark';
  }
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

export function resolveTheme({ preference, systemTheme }: ThemeState): ThemeName {
  return preference === 'system' ? systemTheme : preference;
}

export const useThemeStore = create<ThemeState & ThemeActions>()((set, get) => ({
  preference: readPreference(),
  systemTheme: readSystemTheme(),
  setTheme: (preference) => {
    writeStored(STORAGE_KEYS.theme, preference);
    set({ preference });
  },
  toggle: () => {
    get().setTheme(resolveTheme(get()) === 'dark' ? 'light' : 'dark');
  },
  systemThemeChanged: (systemTheme) => set({ systemTheme }),
}));

// One listener for the life of the page keeps 'system' in step with the OS.
if (canQuery) {
  window.matchMedia(darkQuery).addEventListener('change', (event) => {
    useThemeStore.getState().systemThemeChanged(event.matches ? 'dark' : 'light');
  });
}
