import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once every animation on the page (or in one element) that ends has ended: an entrance (a toast sliding in,
 * a card fading up) is over, so a box measured or a colour scanned is the one the member ends up seeing. Endless ones
 * (a spinner, a skeleton's shimmer) never end and are not waited for. Waits on the page's own animations, not on a
 * guess of how long they take.
 */
export async function motionSettled(target: Page | Locator): Promise<void> {
  if ('goto' in target) {
    await target.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    return;
  }
  await target.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
