/**
 * The page's first script. A page rendered at build time (build/prerender.ts) paints from its HTML alone; the app's
 * code is fetched once the whole page is parsed and painted, so on a slow network it never competes with the HTML,
 * nor runs before the page is on screen. Then the chunks the page's screen needs (listed by the prerendering step in
 * #root's data-preload) are fetched alongside the app's own, not one after the other. The app shell (index.html's
 * empty #root) has nothing to paint: its code is fetched at once, as is a hidden tab's (it paints only when shown).
 */
const root = document.getElementById('root');

function start() {
  for (const href of root?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

/** After the next paint: requestAnimationFrame runs just before a frame is painted, the task it queues after. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

if (root?.hasChildNodes() !== true || document.visibilityState !== 'visible') {
  start();
} else if (document.readyState === 'complete') {
  afterPaint();
} else {
  window.addEventListener('load', afterPaint, { once: true });
}
