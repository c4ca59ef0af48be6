import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Unfolds a group of the drawer (View Photos, Upload Files) and waits until it has finished
 * growing (200 ms): an entry clicked while its list grows can be missed under a loaded machine,
 * the page staying where it was (a CI run lost a whole journey to it).
 */
export async function unfoldDrawerGroup(drawer: Locator, label: string): Promise<void> {
  const disclosure = drawer.getByRole('button', { name: `${label} choices` });
  await disclosure.click();
  await expect.poll(() => disclosure.getAttribute('aria-expanded')).toBe('true');
  const panel = drawer.locator(`[id="${await disclosure.getAttribute('aria-controls')}"]`);
  await expect.poll(() => panel.evaluate((element) => element.getAnimations().length)).toBe(0);
}
