/**
 * axe-core scan of the current page with every rule of axe-core on (WCAG 2.0–2.2 A/AA, best
 * practices and the experimental rules, such as label-content-name-mismatch for WCAG 2.5.3) but
 * the AAA contrast rule:
 * fails on any serious or critical violation, listing them.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * Every rule axe-core knows, experimental ones included (they are off by default), except the
 * WCAG AAA contrast rule (7:1): Cadence holds WCAG 2.2 AA, whose contrast rule (4.5:1) runs
 * (decision 10).
 */
const ALL_RULES = axe
  .getRules()
  .map((r) => r.ruleId)
  .filter((id) => id !== 'color-contrast-enhanced');

export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(ALL_RULES).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
