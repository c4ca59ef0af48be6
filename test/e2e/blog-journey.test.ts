import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';

const run = promisify(execFile);

/** One of the starting posts (web/content/blog), published by `npm start` and prerendered by the build. */
const POST = { slug: 'name-a-face-once', title: 'Name a face once, find them everywhere', heading: 'How grouping works' };

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

/** The <head> tags a search engine or a link preview reads. */
function headTag(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('public pages as plain HTML, without JavaScript', () => {
  it.each([
    [`/blog/${POST.slug}`, `${POST.title} · Heirloom`, 'article', POST.heading],
    ['/features', 'Features · Heirloom', 'website', 'Every family photo and every family story, in one place'],
    ['/blog', 'Blog · Heirloom', 'website', POST.title],
    // The app decides what / shows (home or a visitor's redirect); without JavaScript it reads as the features.
    ['/', 'Heirloom · Family photos and family history in one place', 'website', 'Every family photo and every family story, in one place'],
  ])('%s carries its title, description, canonical link, Open Graph and Twitter tags and its text', async (path, title, type, text) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(headTag(html, 'name', 'description')?.length).toBeGreaterThan(40);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path.replace(/\//g, '\\/')}" />`));
    expect(headTag(html, 'property', 'og:title')).toBe(title);
    expect(headTag(html, 'property', 'og:description')).toBe(headTag(html, 'name', 'description'));
    expect(headTag(html, 'property', 'og:type')).toBe(type);
    expect(headTag(html, 'property', 'og:url')).toMatch(new RegExp(`${path}$`));
    expect(headTag(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
    expect(headTag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(headTag(html, 'name', 'robots')).toBeUndefined();
    // The page's words are in the HTML itself, not drawn later by a script.
    expect(html).toContain(text);
  });

  it('lists every post in sitemap.xml, points robots.txt at it, and keeps the signed-in pages out of the index', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    for (const path of ['/features', '/plans', '/about', '/privacy', '/terms', '/blog', `/blog/${POST.slug}`, '/blog/welcome-to-heirloom']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
    expect(sitemap).not.toContain('/photos');
    expect(await (await fetch(`${app.url}/robots.txt`)).text()).toMatch(/Disallow: \/api\/\n[\s\S]*Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const photos = await (await fetch(`${app.url}/photos/strip`)).text();
    expect(headTag(photos, 'name', 'robots')).toBe('noindex');
    expect(photos).toContain('<div id="root"></div>');
  });

  it('shows the post to a browser with JavaScript turned off', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/blog/${POST.slug}`);
    await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: POST.heading }).waitFor();
    await page.waitForLoadState('load');
    expect(await page.locator('img').first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
    expect(await page.getByText('needs JavaScript').count()).toBe(0);
    await screenshot(page, 'blog-post-no-javascript-phone');
    await context.close();
  });
});

/** Remembers the prerendered h1 before any script runs, to tell hydration from a re-render. */
async function rememberPrerenderedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('h1');
    });
  });
}

describe('the blog journey in Chromium', () => {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`goes from the blog list to a post and on to sign-up (${size})`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      const consoleProblems: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match/i.test(message.text())) consoleProblems.push(message.text());
      });
      await rememberPrerenderedHeading(page);
      await page.goto(`${app.url}/blog`);
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(4);
      // Newest first: title, summary, author, date, image and Read More on each.
      const first = cards.first();
      await first.getByRole('heading', { name: 'Dating old photos when nobody wrote on the back' }).waitFor();
      await first.getByText('21 November 2026 · Ruth Lindqvist').waitFor();
      expect(await first.locator('img').getAttribute('src')).toBe('/blog-media/dating-old-photos/cover.jpg');
      // The first two pictures load at once; the rest wait until scrolled near (loading=lazy).
      await page.waitForFunction(() => Array.from(document.images).filter((image) => image.loading !== 'lazy').every((image) => image.complete && image.naturalWidth > 0));
      // React adopted the prerendered page instead of drawing it again.
      expect(await page.evaluate(() => (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 === document.querySelector('h1'))).toBe(true);
      await screenshot(page, `blog-list-${size}`);

      await page.getByRole('link', { name: `Read More: ${POST.title}` }).click();
      await page.waitForURL(`**/blog/${POST.slug}`);
      await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: POST.heading }).waitFor();
      expect(await page.title()).toBe(`${POST.title} · Heirloom`);
      const share = page.getByRole('navigation', { name: 'Share this post' });
      for (const network of ['Facebook', 'X', 'LinkedIn']) {
        const href = await share.getByRole('link', { name: `Share on ${network} (opens in a new tab)` }).getAttribute('href');
        expect(href).toContain(encodeURIComponent(`/blog/${POST.slug}`));
      }
      expect(await page.getByRole('link', { name: 'Join the community (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
      await screenshot(page, `blog-post-${size}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('link', { name: 'Sign up free' }).click();
      await page.waitForURL('**/signup');
      await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Create account' }).waitFor();
      await screenshot(page, `blog-signup-${size}`);
      expect(errors).toEqual([]);
      expect(consoleProblems).toEqual([]);
      await page.context().close();
    });
  }

  it('leaves a phone reader where they scrolled the list while the app was starting, and their tap opens the post', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    // Hold the app's code, as a slow phone takes seconds to run it, until the reader has scrolled.
    const entryScript = /<script type="module"[^>]* src="([^"]+)"/.exec(await (await fetch(`${app.url}/blog`)).text())?.[1];
    expect(entryScript).toBeDefined();
    let startTheApp!: () => void;
    const appMayStart = new Promise<void>((resolve) => (startTheApp = resolve));
    await page.route(`${app.url}${entryScript}`, async (route) => {
      await appMayStart;
      await route.continue();
    });
    await page.goto(`${app.url}/blog`, { waitUntil: 'commit' });
    const readMore = page.getByRole('link', { name: `Read More: ${POST.title}` });
    await readMore.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    startTheApp();
    // The public shell has drawn and run its effects once it sizes the scroll padding to its top bar.
    await page.waitForFunction(() => document.documentElement.style.scrollPaddingTop !== '');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await readMore.click();
    await page.waitForURL(`**/blog/${POST.slug}`);
    await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown slug', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${app.url}/blog/no-such-post`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await screenshot(page, 'blog-unknown-slug-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counted the pages shown, which the operator reads with npm run stats', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bin/stats.ts', '-c', 'stage=local', '--days', '2'], { env: { ...process.env, DATA_DIR: app.dataDir } });
    expect(stdout).toMatch(/\/blog\/:slug\s+\d+/);
    expect(stdout).toMatch(/\/blog\s+\d+/);
  });
});
