import { resolve } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUp } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, screenshot, sharedBrowser } from './support/browser';
import { accessibilityProblems } from './support/accessibility';
import { pageApi, uploadAs } from './support/page-api';

/**
 * Every route fits a phone (issue 31, item 2): at 360, 390 and 414 px nothing makes the page wider
 * than the window, and every control of the phone's bottom bar and top bar can be tapped (the
 * element at its centre is the control). And every route passes axe-core's accessibility audit
 * with no serious or critical violation, on a phone and on a desktop (issue 31, item 5). Walked signed out, and signed in as a paying family with
 * photos, a PDF and an imported GEDCOM whose tree names files still to upload. One browser, one
 * app, one page per side, resized in place.
 */

const WIDTHS = [360, 390, 414] as const;
const HEIGHT = 844;
const DESKTOP_SIZE = { width: 1280, height: 900 };

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const photo = (name: string) => resolve('../shared/testdata/photos/immich-test-assets', name);
const PHOTOS = ['metadata_gps-position_thompson-springs.jpg', 'metadata_faces_portrait.jpg', 'albums_nature_tanners_ridge.jpg'];
const KENNEDY = resolve('../shared/testdata/gedcom/real/kennedy.ged');

interface Problem {
  route: string;
  width: number;
  problem: string;
}

/** Two frames drawn (or half a second, should the page stop drawing). */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(done));
    setTimeout(done, 500);
  }));

/**
 * Requests the page is waiting on (its data, code and styles; not pictures, nor the realtime
 * socket, nor the beacons some pages keep sending), counted per page.
 */
function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  const counted = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr', 'font']);
  page.on('request', (request) => {
    if (counted.has(request.resourceType()) && !request.url().includes('/api/page_views')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Settles a freshly opened route: its requests answered and nothing loading for 400 ms (at most 8 s), fonts and two frames drawn. */
async function settle(page: Page, pending: () => number) {
  const deadline = Date.now() + 8_000;
  let quietSince = Date.now();
  const loading = () => page.evaluate(() => document.querySelector('.chakra-spinner, .chakra-skeleton, [aria-busy="true"], [role="status"][aria-label^="Loading"]') !== null);
  while (Date.now() < deadline) {
    if (pending() > 0 || (await loading())) quietSince = Date.now();
    else if (Date.now() - quietSince > 400) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  await page.evaluate(() => Promise.race([document.fonts.ready, new Promise((done) => setTimeout(done, 1000))]));
  await twoFrames(page);
}

/**
 * What is wrong with the page at this width: how much wider than the window it is (and the
 * outermost elements sticking out), and which nav controls cannot be tapped.
 */
async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  await twoFrames(page);
  return page.evaluate((windowWidth) => {
    const found: string[] = [];
    const describe = (element: Element) => {
      const html = element as HTMLElement;
      const label = html.getAttribute('aria-label') ?? html.dataset.testid ?? html.id ?? '';
      const text = (html.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text ? `"${text}"` : ''}`.trim();
    };
    const limit = Math.min(window.innerWidth, windowWidth);
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > limit) {
      const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        const right = element.getBoundingClientRect().right + window.scrollX;
        const parent = element.parentElement;
        return right > limit + 0.5 && (!parent || parent === document.body || parent.getBoundingClientRect().right + window.scrollX <= limit + 0.5);
      });
      found.push(`page is ${scrollWidth} px wide in a ${limit} px window; sticking out: ${sticking.slice(0, 4).map(describe).join(', ')}`);
    }
    const controls = document.querySelectorAll('nav[aria-label="Quick links"] :is(a, button), header :is(a, button)');
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || y < 0 || y > window.innerHeight) {
        found.push(`${describe(control)} is off screen at ${Math.round(x)},${Math.round(y)}`);
        continue;
      }
      if (x > window.innerWidth) {
        found.push(`${describe(control)} is off screen at ${Math.round(x)},${Math.round(y)}`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      // A modal (the photo viewer, a dialog) covers the shell on purpose.
      const modal = hit?.closest('[aria-modal="true"]');
      if (modal && !modal.contains(control)) continue;
      if (!hit || !control.contains(hit)) found.push(`${describe(control)} is covered by ${hit ? describe(hit) : 'nothing'}`);
    }
    return found;
  }, width);
}

/** Opens each route once and checks it at every width; returns everything that does not fit. */
async function walk(page: Page, routes: string[], side: string, pending: () => number): Promise<Problem[]> {
  const problems: Problem[] = [];
  page.setDefaultTimeout(20_000);
  let current = '';
  page.on('pageerror', (error) => problems.push({ route: current, width: 0, problem: `script error: ${error.message}` }));
  const trace = (what: string) => process.env.PHONE_WIDTHS_TRACE && console.log(`${new Date().toISOString()} ${side} ${what}`);
  page.on('dialog', (dialog) => {
    trace(`dialog ${dialog.type()} ${dialog.message()}`);
    void dialog.accept();
  });
  // PHONE_WIDTHS_ONLY=/,/people walks just those routes (to look into one); 'prefix*' takes every route starting so.
  const only = process.env.PHONE_WIDTHS_ONLY?.split(',');
  const chosen = (route: string) => !only || only.some((wanted) => (wanted.endsWith('*') ? route.startsWith(wanted.slice(0, -1)) : route === wanted));
  for (const route of routes.filter(chosen)) {
    trace(route);
    current = route;
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto(`${app.url}${route}`, { waitUntil: 'domcontentloaded' });
    trace('opened');
    await settle(page, pending);
    trace('settled');
    for (const width of WIDTHS) {
      const found = await problemsAt(page, width);
      // Accessibility on a phone, once: axe's rules do not change between phone widths.
      if (width === 390) found.push(...(await accessibilityProblems(page)));
      for (const problem of found) problems.push({ route, width, problem });
      if (found.length > 0 && width === 390) await screenshot(page, `phone-widths-${side}${route.replace(/[^\w]+/g, '-')}-${width}`);
    }
    // And on a desktop, where the side navigation and wider layouts show instead.
    await page.setViewportSize(DESKTOP_SIZE);
    await twoFrames(page);
    for (const problem of await accessibilityProblems(page)) problems.push({ route, width: DESKTOP_SIZE.width, problem });
  }
  return problems;
}

const report = (problems: Problem[]) => problems.map((p) => `${p.route}${p.width ? ` @${p.width}` : ''}: ${p.problem}`);

async function samplePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Letter from grandmother, 1952', { x: 60, y: 760, size: 18, font });
  const path = join(tmpdir(), `phone-widths-letter-${Date.now()}.pdf`);
  writeFileSync(path, await pdf.save());
  return path;
}

describe('every route fits 360, 390 and 414 px wide phones, and passes the accessibility audit on a phone and a desktop', () => {
  let invitePath = '';

  it('signed in as a paying family with photos, a document and a tree whose files are still to upload', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: HEIGHT });
    const api = pageApi(app, page);
    await signUp(page, app, 'Penelope Widthwise-Montgomery');
    await api.post('/user/onboarding', { outcome: 'skipped' });

    // A paying member: the test checkout, paid.
    const checkout = await api.get<{ url: string }>('/stripe_session/yearly');
    await page.goto(checkout.url);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/pay_success/);

    for (const name of PHOTOS) await uploadAs(app, page, photo(name), 'image/jpeg');
    await uploadAs(app, page, await samplePdf(), 'application/pdf');
    await uploadAs(app, page, KENNEDY, 'text/plain');
    let importId = '';
    await expect
      .poll(async () => (importId = (await api.get<{ imports: Array<{ id: string; status: string }> }>('/imports')).imports.find((i) => i.status === 'done')?.id ?? ''), { timeout: 120_000, interval: 500 })
      .not.toBe('');
    await expect.poll(async () => (await api.get<{ photos: unknown[] }>('/photos')).photos.length, { timeout: 90_000, interval: 500 }).toBe(PHOTOS.length);
    await expect.poll(async () => (await api.get<{ documents: unknown[] }>('/documents')).documents.length, { timeout: 90_000, interval: 500 }).toBe(1);

    // She is Caroline in the tree; the tree names photos not uploaded yet.
    const people = await api.get<{ persons: Array<{ id: string; name: string }> }>('/persons?q=Caroline');
    const caroline = people.persons.find((person) => /Caroline/.test(person.name))!;
    await page.request.put(`${app.url}/api/user/person`, { data: { person_id: caroline.id }, headers: { 'x-requested-with': 'heirloom', Origin: app.url } });
    const missing = await api.get<{ files: unknown[] }>('/missing_files');
    expect(missing.files.length).toBeGreaterThan(0);

    const relativeEmail = `ronald.relative.${Date.now()}@example.com`;
    await api.post('/invite', { contacts: [{ email: relativeEmail }], subject: 'Join my family on Heirloom', message: 'Come and see our photos' });
    const link = new URL(/https?:\/\/\S+/.exec((await latestMail(app, relativeEmail, /facebook_welcome/)).body)![0]);
    invitePath = `${link.pathname}${link.search}`;

    const user = (await api.get<{ user: { user_id: string } }>('/user')).user;
    const photoId = (await api.get<{ photos: Array<{ id: string }> }>('/photos')).photos[0]!.id;
    const documentId = (await api.get<{ documents: Array<{ id: string }> }>('/documents')).documents[0]!.id;
    const eventId = (await api.get<{ events: Array<{ id: string }> }>(`/events/${caroline.id}`)).events[0]?.id;
    const messageId = (await api.get<{ messages: Array<{ id: string }> }>('/messages')).messages[0]?.id;
    const inviteId = (await api.get<{ sent: Array<{ id: string }> }>('/invitesfrom')).sent[0]!.id;
    const person = `/person/${caroline.id}`;
    // A citation whose source has a long title, unbroken: cut on a phone, never wider than the card.
    if (eventId) {
      const source = await api.post<{ source: { id: string } }>('/source', { title: 'Massachusetts Vital Records, Births, Brookline, Norfolk County, p. 221, MVR 212 [Amended Record]:45' });
      await api.post(`/event/${eventId}/citations`, { citations: [{ source_id: source.source.id, certainty: '3' }] });
    }

    const routes = [
      '/',
      '/profile',
      '/update_password',
      '/support',
      '/photos/strip',
      '/photos/map',
      '/locationlist',
      `/photo/${photoId}`,
      `/slideshow/${photoId}`,
      '/people',
      '/person/new',
      ...['', '/social', '/timeline', '/pictures', '/map', '/notes', '/citations', '/charts/all', '/charts/fan'].map((tab) => `${person}${tab}`),
      ...(eventId ? ['', '/timeline', '/pictures', '/map', '/notes', '/citations'].map((tab) => `/event/${eventId}${tab}`) : []),
      `/imports/${importId}`,
      '/person_merge',
      `/people?relatives_of=${caroline.id}&relation=cousins`,
      `/photos/strip?relatives_of=${caroline.id}&relation=branch`,
      `/graph?person=${caroline.id}&relation=ancestors`,
      '/duplicates',
      '/documents',
      '/documents/sources',
      `/document/${documentId}`,
      '/graph',
      '/timeline',
      '/upload',
      '/facebook_photos',
      '/dropbox',
      '/google',
      '/invite/email',
      `/invite/${inviteId}`,
      '/invites',
      '/integrations',
      '/notifications',
      '/billing',
      '/payment_info',
      ...(messageId ? [`/message/${messageId}`] : []),
      '/plans',
      '/features',
      '/about',
      '/blog',
      `/facebook_welcome/${user.user_id}`,
      '/no-such-page',
    ];
    const pending = trackRequests(page);
    const problems = await walk(page, routes, 'in', pending);
    // For a person to look at: the screens issue 31 changed, on a desktop and a phone.
    for (const [route, name] of [['/', 'home'], ['/photos/map', 'photo-map'], ['/notifications', 'notifications'], ['/plans', 'plans']] as const) {
      for (const [size, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: HEIGHT }]] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${app.url}${route}`, { waitUntil: 'domcontentloaded' });
        await settle(page, pending);
        await screenshot(page, `phone-widths-${name}-${size}`);
      }
    }
    // Script errors are among the problems, each with its route.
    expect(report(problems)).toEqual([]);
    expect(errors.length).toBe(problems.filter((p) => p.width === 0).length);
    await page.context().close();
  }, 600_000);

  it('signed out', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: HEIGHT });
    const posts = (await (await page.request.get(`${app.url}/api/blog`)).json()) as { posts: Array<{ slug: string }> };
    const routes = [
      '/',
      '/welcome',
      '/signup',
      '/login',
      '/forgot_password',
      '/features',
      '/plans',
      '/about',
      '/privacy',
      '/terms',
      '/blog',
      `/blog/${posts.posts[0]!.slug}`,
      invitePath || '/facebook_welcome/someone',
      '/unsubscribe',
      '/verify/01J00000000000000000000000',
      '/delete_user/01J00000000000000000000000',
      '/undo_change/01J00000000000000000000000',
      '/no-such-page',
    ];
    const problems = await walk(page, routes, 'out', trackRequests(page));
    expect(report(problems)).toEqual([]);
    expect(errors.length).toBe(problems.filter((p) => p.width === 0).length);
    await page.context().close();
  }, 300_000);
});
