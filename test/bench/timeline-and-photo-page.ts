import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { DynamoPhotoTotals } from '../../lambdas/adapters/aws/dynamo-photo-totals';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import { launchBrowser } from '../e2e/support/browser';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack } from '../support/local-stack';
import { percentile, round, type BenchResult } from './stats';
import { batchWrite, generatedPhoto, PICTURES, storePictures } from './strip-browser';

const PHOTOS = Number(process.env.BENCH_LIBRARY_PHOTOS ?? 20_000);
const RUNS = 7;
/** How long a person looks at home before choosing a page from the menu. */
const LOOKING_AT_HOME_MS = 3_000;

// Code run in the page is passed as text: this file is type-checked for Node, without the DOM's types.
const TIMELINE_ROW = '[aria-label="Timeline, newest first"] [role="listitem"]';
const LIGHTBOX_LOADED = '[data-testid="lightbox-image"][data-image-state="loaded"]';

/** Milliseconds from asking for `path` until `selector` is in the page. */
async function timeTo(page: Page, path: string, selector: string): Promise<number> {
  const started = performance.now();
  await page.goto(path);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

/** Milliseconds from a click on Timeline in the menu until its first row, as most visits come: the app open on home for a few seconds first. */
async function timelineFromMenu(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/`);
  const menuLink = page.getByRole('link', { name: 'Timeline', exact: true }).first();
  await menuLink.waitFor();
  await page.waitForTimeout(LOOKING_AT_HOME_MS);
  const clicked = performance.now();
  await menuLink.click();
  await page.locator(TIMELINE_ROW).first().waitFor({ timeout: 60_000 });
  return performance.now() - clicked;
}

/**
 * The timeline's first page and a photo page's first open, in Chromium over a generated library of
 * 20,000 photos (issue 31: the timeline's first page took 2.2 s; a photo page opened under load
 * showed a spinner for 12 s). Each is measured as a returning visitor has it (the app's code
 * cached, the data not), median and slowest of seven: typed as an address (the app starts, signs
 * the session in and draws the page) and, for the timeline, chosen from the menu of the open app;
 * the timeline's API page alone beside them.
 */
export async function timelineAndPhotoPage(): Promise<BenchResult> {
  const stack = await startTestStack({ webRoot: resolve('web/dist') });
  const browser = await launchBrowser();
  try {
    const account = await signUpVerified(stack);
    const ownerId = account.user.user_id as string;
    const { renditions, placeholder } = await storePictures(stack, ownerId);
    const db = mediaService(stack.documentClient, stack.stack.tableName);
    const photos = Array.from({ length: PHOTOS }, (_, index) => generatedPhoto(ownerId, index, renditions[index % PICTURES]!, placeholder));
    await batchWrite(stack.documentClient, stack.stack.tableName, photos.map((photo) => db.entities.photo.put(photoToItem(photo)).params().Item as Record<string, unknown>));
    // Written around the upload pipeline, the photos have no total yet: count them once here, as a
    // family's first strip does, so the home page visited between runs does not count 20,000 photos
    // on DynamoDB Local each time (it took longer than the local 30 s timeout, and its requests,
    // still running, slowed the timeline's measured beside them).
    await new DynamoPhotoTotals(stack.documentClient, stack.stack.tableName).total(ownerId);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = account.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: stack.url }]);
    const page = await context.newPage();
    // The same visitor on a connection that saves data: the app fetches no page's code ahead, so
    // the menu's timeline waits for its code (the baseline of the prefetch, in the same run).
    const savingContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await savingContext.addCookies([{ name, value, url: stack.url }]);
    await savingContext.addInitScript("Object.defineProperty(navigator, 'connection', { value: { saveData: true } })");
    const savingPage = await savingContext.newPage();
    await timeTo(savingPage, `${stack.url}/timeline`, TIMELINE_ROW);
    // Warm the handlers and the browser's cache of the app's code.
    await timeTo(page, `${stack.url}/timeline`, TIMELINE_ROW);
    await timeTo(page, `${stack.url}/photo/${photos[1]!.photoId}`, LIGHTBOX_LOADED);

    const api: number[] = [];
    const timeline: number[] = [];
    const inApp: number[] = [];
    const inAppSaving: number[] = [];
    const photoPage: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const asked = performance.now();
      const reply = await account.client.get('/events/timeline');
      if (reply.status !== 200) throw new Error(`GET /events/timeline answered ${reply.status}`);
      api.push(performance.now() - asked);
      await page.goto(`${stack.url}/`);
      timeline.push(await timeTo(page, `${stack.url}/timeline`, TIMELINE_ROW));
      inApp.push(await timelineFromMenu(page, stack.url));
      inAppSaving.push(await timelineFromMenu(savingPage, stack.url));
      // A different photo each time (never a video, 1 in 50), its details not read before.
      const index = 2 + run * Math.floor((PHOTOS - 3) / RUNS);
      photoPage.push(await timeTo(page, `${stack.url}/photo/${photos[index % 50 === 0 ? index + 1 : index]!.photoId}`, LIGHTBOX_LOADED));
    }
    await context.close();
    await savingContext.close();
    return {
      name: `Timeline first page and photo page first open in Chromium over ${PHOTOS.toLocaleString('en')} photos (1280x800, local stack)`,
      figures: {
        'GET /events/timeline p50 (ms)': round(percentile(api, 50)),
        'GET /events/timeline max (ms)': round(Math.max(...api)),
        'timeline first row drawn p50 (ms)': round(percentile(timeline, 50)),
        'timeline first row drawn max (ms)': round(Math.max(...timeline)),
        'timeline from the menu, click to first row p50 (ms)': round(percentile(inApp, 50)),
        'timeline from the menu, click to first row max (ms)': round(Math.max(...inApp)),
        'the same, saving data (no page code fetched ahead) p50 (ms)': round(percentile(inAppSaving, 50)),
        'the same, saving data, max (ms)': round(Math.max(...inAppSaving)),
        'from the menu / saving data (p50)': round(percentile(inApp, 50) / percentile(inAppSaving, 50)),
        'photo page picture loaded p50 (ms)': round(percentile(photoPage, 50)),
        'photo page picture loaded max (ms)': round(Math.max(...photoPage)),
        runs: RUNS,
      },
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
