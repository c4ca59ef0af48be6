import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startApp } from '../e2e/support/app';
import { launchBrowser } from '../e2e/support/browser';
import { percentile, round, type BenchResult } from './stats';

const RUNS = Number(process.env.BENCH_PUBLIC_PAGE_RUNS ?? 5);
const PAGES = ['/features', '/blog/name-a-face-once'];

interface PageLoad {
  lcpMs: number;
  fcpMs: number;
  jsBytes: number;
  jsGzipBytes: number;
  htmlGzipBytes: number;
}

/** One cold visit (fresh context, empty cache) as Lighthouse does it, on a desktop-sized window. */
async function visit(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts: Buffer[] = [];
  let html: Buffer | undefined;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(await response.body().catch(() => Buffer.alloc(0)));
    if (type === 'document') html = await response.body().catch(() => undefined);
  });
  // As a string: this file is compiled without the DOM types the page's script uses.
  await page.addInitScript(`
    window.paints = {};
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.paints.lcp = entry.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.paints.fcp = entry.startTime; })
      .observe({ type: 'paint', buffered: true });
  `);
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1500);
  const paints = (await page.evaluate('window.paints')) as { lcp?: number; fcp?: number };
  await context.close();
  return {
    lcpMs: paints.lcp ?? Number.NaN,
    fcpMs: paints.fcp ?? Number.NaN,
    jsBytes: scripts.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    htmlGzipBytes: html ? gzipSync(html).length : 0,
  };
}

/**
 * Lighthouse-style figures for the prerendered public pages, on this machine's Chromium: the
 * JavaScript a first visit downloads (raw and gzip, as CloudFront compresses it), first and
 * largest contentful paint (median of RUNS cold visits), and the HTML document's gzip size.
 */
export async function publicPages(): Promise<BenchResult> {
  const [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  const figures: Record<string, number | string> = { runs: RUNS };
  try {
    for (const path of PAGES) {
      const loads: PageLoad[] = [];
      await visit(browser, `${app.url}${path}`); // warm the server, not the browser
      for (let run = 0; run < RUNS; run++) loads.push(await visit(browser, `${app.url}${path}`));
      figures[`${path} first-route JS KB`] = round(loads[0]!.jsBytes / 1024, 1);
      figures[`${path} first-route JS gzip KB`] = round(loads[0]!.jsGzipBytes / 1024, 1);
      figures[`${path} HTML gzip KB`] = round(loads[0]!.htmlGzipBytes / 1024, 1);
      figures[`${path} FCP median ms`] = round(percentile(loads.map((load) => load.fcpMs), 50), 0);
      figures[`${path} LCP median ms`] = round(percentile(loads.map((load) => load.lcpMs), 50), 0);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  return { name: 'Public pages (prerendered): first-route JS and paint times in Chromium', figures };
}
