import { PAGE_ADOPTING_ID } from '@signals/protocol';
import { createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme, themeShared, type AppTheme } from './themes';

/** The page-wide colours of a theme, as CSS variables. */
function pageColors(theme: AppTheme): string {
  const { colors } = theme;
  return `
    color-scheme: ${theme.name};
    --page-background: ${colors.background};
    --page-glow: ${colors.backgroundGlow};
    --page-text: ${colors.text};
    --page-link: ${colors.accent};
    --page-focus: ${colors.focusRing};
    --page-selection: ${colors.accentSoft};
  `;
}

/**
 * The page-wide rules. Static: no rule depends on the theme in React's context, each theme's colours are CSS
 * variables chosen by <html data-theme> (dark without it; usePageTheme keeps the attribute). A global style drawn
 * from the theme was computed again when the app adopted the page, and its rules taken out of the style sheet and
 * put back: every element of the page had its style recalculated for nothing, in a long task (bench/web).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  :root { ${pageColors(darkTheme)} }
  :root[data-theme='light'] { ${pageColors(lightTheme)} }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    background: var(--page-background);
    color: var(--page-text);
    font-family: ${themeShared.fonts.body};
    font-size: 15px;
    line-height: 1.5;
    /* A word longer than its line (a hash, an address, a long link) breaks instead of widening the page. */
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    font-feature-settings: 'cv11', 'ss01';
  }

  /*
   * The glow stays where it is while the page scrolls, on a layer of its own: as the body's fixed background
   * (background-attachment: fixed) it was painted again, on the main thread, with every paint of the page.
   */
  body::before {
    content: '';
    position: fixed;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background: radial-gradient(1200px 600px at 85% -10%, var(--page-glow), transparent 60%);
  }

  /*
   * Chinese, Japanese and Korean share code points but not glyph shapes: each language names its own system fonts
   * first (then Noto CJK, which Linux and Android carry), so a Japanese page never borrows Chinese forms. Japanese
   * and Chinese break lines between characters, with the strict rules that keep closing punctuation off a new line;
   * Korean breaks at spaces, between words.
   */
  body:lang(ja) {
    font-family: Inter, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', Meiryo, 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif;
  }
  body:lang(zh) {
    font-family: Inter, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif;
  }
  body:lang(ko) {
    font-family: Inter, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'Noto Sans KR', sans-serif;
    word-break: keep-all;
  }
  :lang(ja), :lang(zh) { line-break: strict; }

  /* Over a member's page until the app has adopted it (PAGE_ADOPTING_ID): it takes the taps, and lets the page scroll. */
  #${PAGE_ADOPTING_ID} {
    position: fixed;
    inset: 0;
    z-index: 2147483647;
  }

  h1, h2, h3, h4, p { margin: 0; }
  h1, h2, h3, h4 { letter-spacing: -0.015em; line-height: 1.25; }
  /*
   * German and Russian build long words ("Benachrichtigungseinstellungen"): a heading breaks one rather than push the
   * page wider than a phone; hyphenated where the browser knows the language's rules.
   */
  h1, h2, h3, h4 { overflow-wrap: anywhere; hyphens: auto; }

  a { color: var(--page-link); text-decoration: none; }
  a:hover { text-decoration: underline; }

  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg { display: block; max-width: 100%; }

  :focus-visible {
    outline: 2px solid var(--page-focus);
    outline-offset: 2px;
  }

  ::selection { background: var(--page-selection); }

  /*
   * Less motion: animations jump to their end, and changes take effect at once. Transitions get no duration at all, not
   * a tiny one: every element's transition-property is "all" by default, so a tiny duration would turn every change of
   * every element into a transition, and one in a list row the browser skips rendering (content-visibility: auto)
   * stays at its old colour until scrolled to, which a theme switch showed.
   */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
