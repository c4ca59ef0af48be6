import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (see DESIGN.md). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The test process's one Chromium, launched by the first journey and used by every journey after it
 * (the end-to-end layer runs its files one after another in one process: vitest.config.ts). A launch
 * cost each journey ~1.8 CPU-s and 2-3 s before its first page. Journeys stay apart as two people's
 * browsers would: each opens its own windows (browser contexts: cookies, storage and cache of their
 * own) and closes them all when it ends (closeWindows).
 */
export async function sharedBrowser(): Promise<Browser> {
  const browser = await (shared ??= launchBrowser());
  if (browser.isConnected()) return browser;
  // It crashed or was closed: the next journey gets a new one.
  shared = launchBrowser();
  return shared;
}

/** Closes every window of the shared browser (what the journey opened); the browser stays for the next journey. */
export async function closeWindows(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A page that fails the test on any uncaught script error, so broken screens cannot pass. */
export async function newPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Screenshots go to a git-ignored folder so a person can look at every screen a test visits. Animations
 * are stopped for the shot, so it shows the screen at rest. A whole long page is captured piece by piece,
 * which on a machine busy with the other chain once outlasted the timeout (the home dashboard on a phone,
 * 2026-12-05): the window alone is kept then (or, should that time out too, no picture), rather than
 * failing the journey over a picture.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `test-results/screenshots/${name}.png`;
  try {
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    console.warn(`The whole-page screenshot ${name} timed out; keeping the window alone.`);
    // Once (2026-12-05, the notifications page) the window alone timed out too: the picture is left
    // out then, and the journey's own waits say whether the page still works.
    await page.screenshot({ path, animations: 'disabled' }).catch((again: unknown) => {
      if (!(again instanceof Error && again.name === 'TimeoutError')) throw again;
      console.warn(`The window screenshot ${name} timed out as well; going on without it.`);
    });
  }
  return path;
}

/**
 * The window as it shows now (fixed bars, drawers, dialogs and the lightbox over the page), once a
 * sheet's slide-in has settled, animations stopped for the shot.
 */
export async function windowScreenshot(page: Page, name: string): Promise<string> {
  await page.waitForTimeout(400);
  const path = `test-results/screenshots/${name}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}
