import { PAGE_ADOPTING_ID, PAGE_ANSWERS_ID, type PageMarks, type RenderedPage } from '@signals/protocol';
import { MEMBER_PAGE_MARK } from '../pwa/keptPages';

/**
 * The app's index.html with a rendered page in it: the language, the styles, the title, the markup in #root and,
 * for a member's page, the answers it was drawn from in a JSON block (data, never run: the site's
 * Content-Security-Policy allows no inline script). Used at build time (build/prerender.ts) and on request
 * (packages/server/src/http/memberPages.ts).
 */
export function pageHtml(template: string, page: RenderedPage, marks: PageMarks): string {
  const kind = marks.answers
    ? `${MEMBER_PAGE_MARK} data-language="${marks.language}" data-drawn-at="${marks.drawnAt ?? ''}" data-time-zone="${escapeHtml(marks.timeZone ?? '')}"`
    : `data-prerendered="${marks.language}"`;
  // A member's page is covered until the app has adopted it (main.tsx): a tap on it would do nothing, or leave the
  // page. Outside #root, which React adopts as it is.
  const answers = marks.answers ? `<script type="application/json" id="${PAGE_ANSWERS_ID}">${jsonInHtml(marks.answers)}</script><div id="${PAGE_ADOPTING_ID}"></div>` : '';
  let html = template
    // The page-wide colours follow <html data-theme> (GlobalStyle): dark without it.
    .replace(/<html lang="[^"]*"/, `<html lang="${marks.language}"${page.theme === 'light' ? ' data-theme="light"' : ''}`)
    .replace('</head>', `${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root" ${kind} data-theme="${page.theme}" data-preload="${marks.preload}">${page.html}</div>${answers}`);
  if (page.title) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  }
  if (!html.includes('<div id="root" data-')) {
    throw new Error('index.html has no empty <div id="root"></div> to render into');
  }
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that cannot end its block early: a `</script>` in a member's text is written `\u003c/script>`. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
