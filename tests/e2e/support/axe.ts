import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules axe ships switched off (tagged experimental) that the app holds itself
 * to: a control's accessible name contains its visible text (WCAG 2.5.3), so a
 * voice user can say what they see.
 */
export const EXTRA_RULES = ['label-content-name-mismatch'] as const;

/** An axe run with the app's extra rules switched on. */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) });
}

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
  const { violations } = await axeBuilder(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} ${(node.failureSummary ?? '').split('\n')[1] ?? ''}`));
}
