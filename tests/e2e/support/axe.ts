import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations of the page as it stands once its
 * animations have finished, as readable lines. Mid-fade, a dialog's text is
 * a blend of its colour and the backdrop, which axe would measure as poor
 * contrast that no one ever reads.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Finite ones only: a pulsing "live" dot or a spinner runs for ever.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} ${(node.failureSummary ?? '').split('\n')[1] ?? ''}`));
}
