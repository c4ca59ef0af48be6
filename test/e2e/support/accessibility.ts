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
 * axe is loaded into the page the first time it is asked on each document. It runs once no transition
 * or animation that ends is still running (at most 2 s): axe reads colours as they are drawn, so a
 * button caught halfway through fading in from its disabled look fails the contrast rule (seen when
 * the page's tab had to share the machine).
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise<void>((done) => {
    const deadline = Date.now() + 2_000;
    const ending = () => document.getAnimations().some((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime));
    const check = () => (ending() && Date.now() < deadline ? setTimeout(check, 50) : done());
    check();
  }));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = (await page.evaluate(() => (window as unknown as { axe: { run(context: Document, options: { resultTypes: string[] }): Promise<{ violations: unknown[] }> } }).axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations))) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.slice(0, 3).map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`).join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`);
}
