import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { pageApi } from './support/page-api';

/** QA: on a 390 px phone the timeline cut its dates off ('27 Mar 2022…'). Every date reads in full, with no sideways scrolling. */

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const DATES: Array<[string, string]> = [
  ['27 MAR 2022', '30 MAR 2022'],
  ['BET 1850 AND 1860', ''],
  ['ABT 12 SEP 1901', ''],
  ['1 DEC 1999', '31 DEC 2000'],
];

/** Each date cell's text and whether it is cut (taller than it shows), and whether the page scrolls sideways. */
const readDates = (page: Page) =>
  page.evaluate(() => ({
    dates: Array.from(document.querySelectorAll<HTMLElement>('[data-timeline-date]')).map((cell) => ({ text: cell.textContent, cut: cell.scrollHeight > cell.clientHeight + 1 || cell.scrollWidth > cell.clientWidth + 1 })),
    sideways: document.documentElement.scrollWidth > window.innerWidth,
  }));

describe('the timeline on a phone', () => {
  it('shows every date in full at 390 px, and on a desktop', async () => {
    const desktop = await newPage(browser, { width: 1366, height: 850 });
    await signUp(desktop.page, app, 'Tim Line');
    const api = pageApi(app, desktop.page);
    const person = (await api.post<{ person: { id: string } }>('/person', { names: [{ first_name: 'Tim', last_name: 'Line' }] })).person.id;
    for (const [start, end] of DATES) {
      const created = await api.post<{ event: { id: string } }>('/event', { event_type: 'military', person_id: person, event_role: 'member', start_date: start, end_date: end });
      await api.post(`/event/${created.event.id}`, { event_type: 'military', name: 'Served with the regiment at the river fort', auto_name: false, start_date: start, end_date: end, participants: [{ event_role: 'member', person }] });
    }
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await desktop.page.context().cookies());
    for (const [size, { page, errors }] of [['phone', phone], ['desktop', desktop]] as const) {
      await page.goto(`${app.url}/timeline`);
      await expect.poll(() => page.locator('[data-timeline-date]').count(), { timeout: 20_000 }).toBe(DATES.length);
      await screenshot(page, `timeline-dates-${size}`);
      const { dates, sideways } = await readDates(page);
      expect(dates.map((date) => date.text)).toEqual(expect.arrayContaining(['27 Mar 2022 to 30 Mar 2022']));
      expect(dates.filter((date) => date.cut)).toEqual([]);
      expect(sideways).toBe(false);
      expect(errors).toEqual([]);
    }
  });
});
