import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules axe ships switched off (tagged experimental) that the app holds itself
 * to: a control's accessible name contains its visible text (WCAG 2.5.3), so a
 * voice user can say what they see.
 */
export const EXTRA_RULES = ['label-content-name-mismatch'] as const;

const EXTRA_RULE_OPTIONS = { rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) };

interface AxeRule {
  id: string;
  impact?: string;
}
interface AxeInNode {
  _audit: { rules: AxeRule[] };
  utils: { ruleShouldRun(rule: AxeRule, context: { page: boolean }, options: typeof EXTRA_RULE_OPTIONS): boolean };
}

/**
 * The rules whose violations a scan can fail on: those axe runs with the options above that are serious or critical.
 * axe gives every violation its rule's impact, so a moderate or minor rule (a region, a heading's order, a landmark
 * rule) can never fail a scan: not running them leaves every result a scan asserts the same, at a third less of a
 * scan's time in the page. Read from the very copy of axe the builder injects (its own dependency).
 */
const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as AxeInNode;
const GRAVE_RULES = axe._audit.rules
  .filter((rule) => axe.utils.ruleShouldRun(rule, { page: true }, EXTRA_RULE_OPTIONS))
  .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical' || rule.impact === undefined)
  .map((rule) => rule.id);

/**
 * An axe run with the app's extra rules switched on, in the page itself (axe.run). The builder's default runs axe in
 * each frame and then again in a blank page it opens to merge the results: two seconds more a scan, for an app whose
 * pages have one frame (a news video's player is a cross-origin frame, opened only when played, which no scan does).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options(EXTRA_RULE_OPTIONS).withRules(GRAVE_RULES);
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
  // Only violations are read: axe skips listing every passing node.
  const { violations } = await axeBuilder(page).options({ ...EXTRA_RULE_OPTIONS, resultTypes: ['violations'] }).withRules(GRAVE_RULES).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} ${(node.failureSummary ?? '').split('\n')[1] ?? ''}`));
}
