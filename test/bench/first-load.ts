import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack } from '../support/local-stack';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';
import { round, type BenchResult } from './stats';

const ROUTES = ['/photos/strip', '/people'] as const;

interface RouteLoad {
  files: number;
  rawKb: number;
  gzipKb: number;
  /** What the server actually sent (it compresses as CloudFront does). */
  sentKb: number;
}

/** Every JavaScript file a first visit to the route downloads, on an empty cache, until the network is quiet. */
async function firstLoad(browser: Browser, url: string, cookie: { name: string; value: string }): Promise<RouteLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The cookie is set for the whole site (path /), as the server sets it: with the page address
  // as its url the cookie would only cover /photos/ and the API would see a signed-out visitor.
  await context.addCookies([{ ...cookie, url: new URL(url).origin }]);
  // As on a connection that saves data: the app then leaves the menu's pages unfetched until
  // visited (app/prefetch-menu-pages.tsx), so what is counted is what this route needs.
  await context.addInitScript("Object.defineProperty(navigator, 'connection', { value: { saveData: true } })");
  const page = await context.newPage();
  const loads: Array<Promise<{ raw: number; gzip: number; sent: number }>> = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    loads.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length, sent: sizes.responseBodySize };
      })(),
    );
  });
  // Not 'networkidle': the page-view beacon is a keepalive request that Chromium never reports as
  // finished, so the page would never count as idle. Instead: loaded, then no new script for 1.5 s.
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (/\.m?js(\?|$)/.test(request.url())) lastScriptAt = Date.now();
  });
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - lastScriptAt < 1500) await page.waitForTimeout(250);
  // A redirect (to /features when the session is not seen) would measure another page.
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`First-route bench: ${url} ended on ${landed}, not on the route`);
  const files = await Promise.all(loads);
  await context.close();
  const sum = (pick: (file: { raw: number; gzip: number; sent: number }) => number) => round(files.reduce((total, file) => total + pick(file), 0) / 1024, 1);
  return { files: files.length, rawKb: sum((f) => f.raw), gzipKb: sum((f) => f.gzip), sentKb: sum((f) => f.sent) };
}

/** A photo (processed) and two people, so both routes draw their grids. */
async function addPhotoAndPeople(client: BrowserLikeClient): Promise<void> {
  await client.post('/user/free_trial');
  await uploadFile(client, fileFromDisk(testPhoto('immich-test-assets/metadata_gps-position_thompson-springs.jpg'), 'image/jpeg'));
  const deadline = Date.now() + 60_000;
  while (((await client.get('/photos')).body.photos ?? []).length === 0) {
    if (Date.now() > deadline) throw new Error('First-route bench: the photo was not processed within 60 s');
    await new Promise((done) => setTimeout(done, 200));
  }
  for (const [first_name, last_name] of [['Ann', 'Smith'], ['Robert', 'Jones']]) await client.post('/person', { names: [{ first_name, last_name }] });
}

/**
 * First-route JavaScript: what a signed-in family's browser downloads to show /photos/strip and
 * /people on an empty cache (web/dist as built, served by the local runtime), first for a new
 * family (empty strip and tree), then once it has a photo and people (the grids' code loads with
 * the list). Goal (issue 13): at most 200 KB gzipped.
 */
export async function firstRouteJs(): Promise<BenchResult> {
  const stack = await startTestStack({ webRoot: resolve('web/dist') });
  const browser = await launchBrowser();
  try {
    const account = await signUpVerified(stack);
    const [name, value] = account.client.sessionCookie!.split('=') as [string, string];
    const figures: Record<string, number> = {};
    const measure = async (suffix: string) => {
      for (const route of ROUTES) {
        const load = await firstLoad(browser, `${stack.url}${route}`, { name, value });
        figures[`${route}${suffix} JS files`] = load.files;
        figures[`${route}${suffix} JS raw (KB)`] = load.rawKb;
        figures[`${route}${suffix} JS gzipped (KB)`] = load.gzipKb;
        figures[`${route}${suffix} JS sent (KB)`] = load.sentKb;
      }
    };
    await measure('');
    await addPhotoAndPeople(account.client);
    await measure(' (with photos, people)');
    return { name: 'First-route JavaScript (empty cache, signed in, web/dist via the local runtime)', figures };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
