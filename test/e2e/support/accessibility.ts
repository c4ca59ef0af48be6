import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/**
 * The page's serious and critical accessibility violations by axe-core's rules (WCAG 2.1 A and AA
 * and axe's best practices), each as one line: the rule, what it asks, and the first few elements
 * (where they are and how they begin).
 * axe is loaded into the page the first time it is asked on each document.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = (await page.evaluate(() => (window as unknown as { axe: { run(context: Document, options: { resultTypes: string[] }): Promise<{ violations: unknown[] }> } }).axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations))) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.slice(0, 3).map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`).join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`);
}
