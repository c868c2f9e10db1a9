import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeTags } from '../wcag-tags.ts';

/**
 * axe's findings under WCAG 2.2 AA and its best practices, as "rule: elements", so a failure names what to
 * fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );
}
