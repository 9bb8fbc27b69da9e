import type { Page } from '@playwright/test';

/**
 * The WCAG 2.1 A and AA violations axe finds, as 'rule: target' lines: in the parts of the screen
 * matched by `selector`, or on the whole screen without one.
 */
export async function accessibilityViolations(page: Page, selector?: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** The WCAG 2.1 A and AA violations axe finds in the open dialog. */
export function dialogViolations(page: Page): Promise<string[]> {
  return accessibilityViolations(page, '[role="dialog"]');
}
