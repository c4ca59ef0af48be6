import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import { newId } from '../../lambdas/domain/family/ids';
import { syntheticGedcomBytes } from '../../lambdas/domain/gedcom/synthetic';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { launchBrowser } from '../e2e/support/browser';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack } from '../support/local-stack';
import { round, type BenchResult } from './stats';
import { batchWrite, generatedPhoto, storePictures } from './strip-browser';

const ROYAL92 = resolve('../shared/testdata/gedcom/real/royal92.ged');
const GENERATED_PEOPLE = Number(process.env.BENCH_TREE_PEOPLE ?? 10_000);
const PHOTOS = Number(process.env.BENCH_TIMELINE_PHOTOS ?? 20_000);
const PICTURES = 12;
/** Re-centrings measured per tree. */
const RECENTRES = 5;

/** Main-thread task time so far (ms), from Chromium's own counters: the layout worker is not in it. */
async function mainThreadMs(page: Page, context: BrowserContext): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  await cdp.detach();
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: false });
})()`;

/**
 * One tree in the browser: open /graph on a person (until their family is drawn; three times, on
 * a quiet server, the median kept), let the
 * prefetch of the next centres finish as it would while a person reads the tree, re-centre a few
 * times by clicking the farthest relative in view (from the click event until the frame that shows
 * the new tree, and the family requests answered meanwhile), then pan by dragging for a while (the
 * longest task meanwhile).
 */
interface TreeFigures {
  people: number;
  firstDrawnMs: number;
  firstDrawnSlowestMs: number;
  prefetchedMs: number;
  recentreMainMs: number;
  recentreFetches: number;
  recentreMedianMs: number;
  earlyRecentreMs: number;
  recentreMaxMs: number;
  longestPanTaskMs: number;
  panLongTasks: number;
  panMainMs: number;
}

/** Counts the page's GET /relationships requests in flight (window.__familyInFlight). */
const COUNT_FAMILY_FETCHES = `(() => {
  window.__familyInFlight = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const family = String(input instanceof Request ? input.url : input).includes('/api/relationships/');
    if (!family) return fetch(input, init);
    window.__familyInFlight += 1;
    return fetch(input, init).finally(() => { window.__familyInFlight -= 1; });
  };
})()`;

/** The tree is drawn around `personId` and nothing it needs is loading. */
const DRAWN_AROUND = (personId: string) =>
  `document.querySelector('[data-testid="tree-canvas"] [data-person="${personId}"][data-centre]') !== null && document.querySelector('[data-testid="tree-canvas"]').closest('[aria-busy]')?.getAttribute('aria-busy') === 'false'`;

/** The relative wholly in view farthest up the drawing (a grandparent), other than the centre. */
const farthestInView = (page: Page, centre: string) =>
  page.evaluate<string>(`(() => {
    const inView = [...document.querySelectorAll('[data-testid="tree-canvas"] [data-person]:not([data-person="${centre}"])')].filter((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 20, box.top + 20);
      return hit !== null && node.contains(hit);
    });
    inView.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    return inView[0].getAttribute('data-person');
  })()`);

/**
 * Clicks a card and reads, in the page at the first frame that shows the tree around that person:
 * the time since the click event, and the family requests answered by then.
 */
async function timedRecentre(page: Page, targetId: string): Promise<[number, number]> {
  await page.evaluate(`window.__clickAt = undefined; document.addEventListener('click', () => { window.__clickAt ??= performance.now(); }, { capture: true, once: true })`);
  await page.locator(`[data-testid="tree-canvas"] [data-person="${targetId}"] [data-testid="person-card"]`).click({ position: { x: 20, y: 20 } });
  const drawn = await page.waitForFunction(
    `(${DRAWN_AROUND(targetId)}) ? [performance.now() - window.__clickAt, performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/relationships/')).length] : false`,
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  return (await drawn.jsonValue()) as [number, number];
}

/**
 * Waits until the page's family requests have been answered. Leaving a page does not stop what
 * the stand-in's one process is doing for it (on AWS each request has a Lambda of its own), so an
 * opening measured right after another page's prefetch would time that prefetch too.
 */
const serverQuiet = (page: Page) => page.waitForFunction(`window.__familyInFlight === 0`, undefined, { timeout: 120_000, polling: 50 });

async function treeFigures(page: Page, context: BrowserContext, url: string, startId: string): Promise<TreeFigures> {
  // First drawing: from opening /graph on a person to their family drawn (the code is cached by the warm-up run).
  await page.goto('about:blank');
  await page.addInitScript(COUNT_FAMILY_FETCHES);
  const opened = performance.now();
  await page.goto(`${url}/graph?person=${startId}`);
  await page.waitForFunction(DRAWN_AROUND(startId), undefined, { timeout: 120_000, polling: 'raf' });
  const firstDrawnMs = performance.now() - opened;
  const people = Number(await page.getByTestId('tree-canvas').getAttribute('data-people'));
  // What the next centre needs arrives in the background while a person reads the tree: done once
  // no GET /relationships is in flight.
  const familyFetches = () => page.evaluate<number>(`performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/relationships/')).length`);
  const prefetchSettled = async () => {
    await page.waitForFunction(`window.__familyInFlight === 0`, undefined, { timeout: 120_000, polling: 50 });
    return { count: await familyFetches(), at: performance.now() };
  };
  // (the prefetch around the centre asks for more steps than the drawing did)
  await page.waitForFunction(`performance.getEntriesByType('resource').some((entry) => entry.name.includes('/relationships/${startId}') && !entry.name.includes('depth=2'))`, undefined, { timeout: 120_000 });
  const prefetchedMs = (await prefetchSettled()).at - opened;

  // Re-centre a few times, each on the farthest relative wholly in view (a grandparent, whose own
  // grandparents are four steps from the centre before): from the click event in the page to the
  // first frame with the new tree drawn.
  const recentres: number[] = [];
  let recentreFetches = 0;
  let centre = startId;
  const mainBefore = await mainThreadMs(page, context);
  for (let round = 0; round < RECENTRES; round++) {
    const settled = round === 0 ? { count: await familyFetches() } : await prefetchSettled();
    const targetId = await farthestInView(page, centre);
    const [ms, fetches] = await timedRecentre(page, targetId);
    recentres.push(ms);
    recentreFetches += fetches - settled.count;
    centre = targetId;
  }
  const recentreMainMs = ((await mainThreadMs(page, context)) - mainBefore) / RECENTRES;
  const sorted = [...recentres].sort((x, y) => x - y);

  await page.evaluate(OBSERVE_LONG_TASKS);
  const box = (await page.getByTestId('tree-canvas').boundingBox())!;
  const panBefore = await mainThreadMs(page, context);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 0; step < 120; step++) {
    const angle = (step / 120) * Math.PI * 4;
    await page.mouse.move(box.x + box.width / 2 + Math.cos(angle) * 300 + step * 4, box.y + box.height / 2 + Math.sin(angle) * 200);
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
  const panMainMs = (await mainThreadMs(page, context)) - panBefore;
  const longTasks = await page.evaluate<number[]>('window.__longTasks');

  // A person who clicks as soon as the tree is drawn, before the prefetch has answered.
  await serverQuiet(page);
  await page.goto('about:blank');
  await page.goto(`${url}/graph?person=${startId}`);
  await page.waitForFunction(DRAWN_AROUND(startId), undefined, { timeout: 120_000, polling: 'raf' });
  const [earlyRecentreMs] = await timedRecentre(page, await farthestInView(page, startId));
  await serverQuiet(page);
  // Two more first drawings, each once the last page's requests are answered: the median of three.
  const openings = [firstDrawnMs];
  for (let again = 0; again < 2; again++) {
    await page.goto('about:blank');
    const start = performance.now();
    await page.goto(`${url}/graph?person=${startId}`);
    await page.waitForFunction(DRAWN_AROUND(startId), undefined, { timeout: 120_000, polling: 'raf' });
    openings.push(performance.now() - start);
    await serverQuiet(page);
  }
  return {
    earlyRecentreMs: round(earlyRecentreMs),
    people,
    firstDrawnMs: round(openings.sort((x, y) => x - y)[1]!),
    firstDrawnSlowestMs: round(openings[2]!),
    prefetchedMs: round(prefetchedMs),
    recentreMainMs: round(recentreMainMs),
    recentreFetches,
    recentreMedianMs: round(sorted[Math.floor(sorted.length / 2)]!),
    recentreMaxMs: round(sorted.at(-1)!),
    longestPanTaskMs: round(Math.max(0, ...longTasks)),
    panLongTasks: longTasks.length,
    panMainMs: round(panMainMs),
  };
}

/**
 * The family tree and the timeline in Chromium: royal92.ged (3,010 people) and a generated tree of
 * 10,000 people, then the timeline over 20,000 dated photos plus royal92's events.
 */
export async function treeBrowser(): Promise<BenchResult> {
  const stack = await startTestStack({ webRoot: resolve('web/dist') });
  const browser = await launchBrowser();
  try {
    const royal = await signUpVerified(stack);
    const generated = await signUpVerified(stack);
    const deps = { store: new DynamoFamilyStore(stack.documentClient, stack.stack.tableName), now: Date.now, newId };
    const seeded = performance.now();
    const royalBytes = readFileSync(ROYAL92);
    await importGedcom(deps, { ownerId: royal.user.user_id, source: () => [royalBytes], fileName: 'royal92.ged' });
    await importGedcom(deps, { ownerId: generated.user.user_id, source: () => syntheticGedcomBytes({ people: GENERATED_PEOPLE }), fileName: 'generated.ged' });
    const { renditions, placeholder } = await storePictures(stack, royal.user.user_id);
    const db = mediaService(stack.documentClient, stack.stack.tableName);
    const photos = Array.from({ length: PHOTOS }, (_, index) => generatedPhoto(royal.user.user_id, index, renditions[index % PICTURES]!, placeholder));
    await batchWrite(stack.documentClient, stack.stack.tableName, photos.map((photo) => db.entities.photo.put(photoToItem(photo)).params().Item as Record<string, unknown>));
    const seedSeconds = (performance.now() - seeded) / 1000;

    const figures: Record<string, number | string> = { 'trees and photos seeded (s)': round(seedSeconds, 1) };
    for (const [label, account, query] of [
      ['royal92', royal, 'Victoria'],
      [`generated ${GENERATED_PEOPLE.toLocaleString('en')}`, generated, 'Smith'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const [name, value] = account.client.sessionCookie!.split('=') as [string, string];
      await context.addCookies([{ name, value, url: stack.url }]);
      const page = await context.newPage();
      const found = (await (await page.request.get(`${stack.url}/api/persons?q=${query}`)).json()) as { persons: Array<{ id: string }> };
      const start = found.persons[Math.floor(found.persons.length / 2)]!.id;
      await treeFigures(page, context, stack.url, start); // warm: code, handlers, worker
      const tree = await treeFigures(page, context, stack.url, start);
      figures[`${label}: people drawn around the centre`] = tree.people;
      figures[`${label}: tree first drawing, median of 3 (ms)`] = tree.firstDrawnMs;
      figures[`${label}: tree first drawing, slowest of 3 (ms)`] = tree.firstDrawnSlowestMs;
      figures[`${label}: next centres prefetched after opening (ms)`] = tree.prefetchedMs;
      figures[`${label}: re-centre main thread, each (ms)`] = tree.recentreMainMs;
      figures[`${label}: re-centre click to drawn, median of ${RECENTRES} (ms)`] = tree.recentreMedianMs;
      figures[`${label}: re-centre click to drawn, slowest (ms)`] = tree.recentreMaxMs;
      figures[`${label}: family requests answered between clicks and drawn`] = tree.recentreFetches;
      figures[`${label}: re-centre clicked at first drawing, before the prefetch (ms)`] = tree.earlyRecentreMs;
      figures[`${label}: longest task while panning (ms)`] = tree.longestPanTaskMs;
      figures[`${label}: tasks over 50 ms while panning`] = tree.panLongTasks;
      await context.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = royal.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: stack.url }]);
    const page = await context.newPage();
    await page.goto(`${stack.url}/timeline`);
    await page.locator('[data-testid="timeline-scroll"] [data-id]').first().waitFor({ timeout: 60_000 });
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let started = performance.now();
    await page.goto(`${stack.url}/timeline`);
    await page.locator('[data-testid="timeline-scroll"] [data-id]').first().waitFor();
    figures['timeline: first page shown (ms)'] = round(performance.now() - started);
    started = performance.now();
    await page.getByRole('textbox', { name: 'Jump to year' }).fill('1850');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.waitForFunction(`document.querySelector('[data-testid="timeline-current-year"]')?.textContent === '1850'`);
    figures['timeline: jump to 1850 shown (ms)'] = round(performance.now() - started);
    figures['timeline: photos + royal92 events'] = `${PHOTOS.toLocaleString('en')} photos`;
    await context.close();

    // A person's Map tab: the first opening matches their events' places (and stores them), later ones read them.
    const victoria = ((await royal.client.get('/persons?q=Victoria')).body as { persons: Array<{ id: string }> }).persons[0]!.id;
    for (const [label, path] of [
      ['person map, first opening (ms)', `/person/${victoria}/map`],
      ['person map, again (ms)', `/person/${victoria}/map`],
      ['person timeline, first page (ms)', `/person/${victoria}/timeline`],
    ] as const) {
      started = performance.now();
      const reply = await royal.client.get(path);
      if (reply.status !== 200) throw new Error(`${path}: ${reply.status}`);
      figures[`royal92: ${label}`] = round(performance.now() - started);
    }
    return { name: `Family tree and timeline in Chromium (royal92, ${GENERATED_PEOPLE.toLocaleString('en')} generated people, ${PHOTOS.toLocaleString('en')} photos; 1280x800, local stack)`, figures };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
