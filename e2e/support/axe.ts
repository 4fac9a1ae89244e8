/**
 * axe-core scan of the current page with EVERY rule of axe-core on (WCAG 2.0–2.2 A/AA, best
 * practices and the experimental rules, such as label-content-name-mismatch for WCAG 2.5.3):
 * fails on any serious or critical violation, listing them.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** Every rule axe-core knows, experimental ones included (they are off by default). */
const ALL_RULES = axe.getRules().map((r) => r.ruleId);

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
