import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Renders a component reading the shared clock in a document that came with a page drawn at `drawnAt` (#root's
 * data-drawn-at, as a member page rendered on the server carries it), with the clock's module loaded afresh for that
 * document, and returns the time the component shows once it has subscribed.
 */
async function shownTime(drawnAt: number): Promise<number> {
  vi.resetModules();
  document.body.innerHTML = `<div id="root" data-drawn-at="${drawnAt}"></div><div id="test"></div>`;
  const [{ act }, { createRoot }, { useNow }] = await Promise.all([import('react'), import('react-dom/client'), import('./useNow')]);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  function Clock() {
    return <time>{useNow()}</time>;
  }
  const container = document.getElementById('test') as HTMLElement;
  const root = createRoot(container);
  await act(async () => {
    root.render(<Clock />);
    await Promise.resolve();
  });
  const shown = Number(container.textContent);
  act(() => root.unmount());
  return shown;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the clock of relative times', () => {
  it('keeps the clock a page was just drawn with, so adopting the page redraws nothing', async () => {
    const drawnAt = Date.now() - 5_000;
    expect(await shownTime(drawnAt)).toBe(drawnAt);
  });

  it('moves on to this device’s clock when first read long after the page was drawn', async () => {
    const drawnAt = Date.now() - 10 * 60_000;
    const before = Date.now();
    expect(await shownTime(drawnAt)).toBeGreaterThanOrEqual(before);
  });
});
