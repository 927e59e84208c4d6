/**
 * The two colour schemes. Dark is the default: deep navy and graphite surfaces,
 * one blue accent, and green/red kept for profit and loss only.
 */

export type ThemeName = 'dark' | 'light';

/** Whether a value read from outside (storage, a cookie, the page's markup) names one of the themes. */
export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

export interface ThemeColors {
  background: string;
  backgroundGlow: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  accent: string;
  accentHover: string;
  accentSoft: string;
  /** The fill under white text (primary buttons): darker than the accent text colour, for 4.5:1. */
  accentStrong: string;
  accentStrongHover: string;
  onAccent: string;
  profit: string;
  profitSoft: string;
  loss: string;
  lossSoft: string;
  /** The fill under white text (destructive buttons), for 4.5:1. */
  lossStrong: string;
  warning: string;
  warningSoft: string;
  premium: string;
  premiumSoft: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  skeletonShine: string;
}

/** What both schemes share (sizes, fonts, layers): for what must not depend on the scheme, such as the global styles. */
export const themeShared = {
  radii: { sm: '8px', md: '12px', lg: '16px', xl: '22px', pill: '999px' },
  fonts: {
    body: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  layout: { maxWidth: '1200px', headerHeight: '64px', bottomBarHeight: '64px' },
  zIndex: { header: 20, bottomBar: 30, menu: 40, dialog: 50, toast: 60 },
} as const;

export const darkTheme = {
  ...themeShared,
  name: 'dark' as ThemeName,
  colors: {
    background: '#0a0e17',
    backgroundGlow: 'rgba(79, 124, 255, 0.10)',
    surface: '#111726',
    surfaceRaised: '#161e30',
    surfaceHover: '#1c2539',
    border: '#222c42',
    borderStrong: '#2f3b56',
    text: '#e8ecf4',
    textMuted: '#98a2b8',
    textSubtle: '#848ea8',
    accent: '#6a90ff',
    accentHover: '#86a5ff',
    accentSoft: 'rgba(106, 144, 255, 0.14)',
    accentStrong: '#3b66e8',
    accentStrongHover: '#3560e4',
    onAccent: '#ffffff',
    profit: '#1fcf8e',
    profitSoft: 'rgba(31, 207, 142, 0.13)',
    loss: '#f25f6c',
    lossSoft: 'rgba(242, 95, 108, 0.14)',
    lossStrong: '#d63b49',
    warning: '#f5b53d',
    warningSoft: 'rgba(245, 181, 61, 0.14)',
    premium: '#f3c455',
    premiumSoft: 'rgba(243, 196, 85, 0.14)',
    focusRing: '#8eacff',
    overlay: 'rgba(3, 6, 12, 0.72)',
    skeleton: '#182034',
    skeletonShine: '#222c44',
  } satisfies ThemeColors,
  shadows: {
    card: '0 1px 0 rgba(255, 255, 255, 0.03) inset, 0 8px 24px rgba(0, 0, 0, 0.25)',
    raised: '0 18px 48px rgba(0, 0, 0, 0.5)',
  },
};

export const lightTheme: typeof darkTheme = {
  ...themeShared,
  name: 'light',
  colors: {
    background: '#f4f6fb',
    backgroundGlow: 'rgba(52, 97, 240, 0.07)',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eef1f8',
    border: '#e1e6ef',
    borderStrong: '#cbd3e1',
    text: '#0f1729',
    textMuted: '#556079',
    textSubtle: '#5f697e',
    accent: '#2f58dc',
    accentHover: '#2647b8',
    accentSoft: 'rgba(52, 97, 240, 0.10)',
    accentStrong: '#2f58dc',
    accentStrongHover: '#2647b8',
    onAccent: '#ffffff',
    profit: '#067049',
    profitSoft: 'rgba(12, 155, 104, 0.11)',
    loss: '#b8202f',
    lossSoft: 'rgba(214, 44, 60, 0.10)',
    lossStrong: '#b8202f',
    warning: '#85550e',
    warningSoft: 'rgba(183, 121, 31, 0.12)',
    premium: '#7f5900',
    premiumSoft: 'rgba(209, 152, 22, 0.14)',
    focusRing: '#3461f0',
    overlay: 'rgba(15, 23, 41, 0.45)',
    skeleton: '#e8ecf3',
    skeletonShine: '#f3f5fa',
  },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 41, 0.05), 0 6px 20px rgba(15, 23, 41, 0.05)',
    raised: '0 18px 48px rgba(15, 23, 41, 0.18)',
  },
};

export type AppTheme = typeof darkTheme;

export const themes: Record<ThemeName, AppTheme> = { dark: darkTheme, light: lightTheme };
