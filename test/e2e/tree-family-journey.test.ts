import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, sharedBrowser } from './support/browser';
import { pageApi, uploadAs } from './support/page-api';

let app: RunningApp;
let browser: Browser;
let folder: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
  folder = mkdtempSync(join(tmpdir(), 'tree-family-'));
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const DESKTOP_WIDE = { width: 1440, height: 900 } as const;
const CENTRE = 'Victoria Adelaide Mary Louisa Saxe-Coburg-Gotha';
const FATHER = 'Albert Francis Augustus Charles Emmanuel Saxe-Coburg-Gotha';
const CHILDREN = ['Wilhelm II Hohenzollern', 'Charlotte Hohenzollern', 'Henry Hohenzollern', 'Sigismund Hohenzollern', 'Viktoria Hohenzollern', 'Waldemar Hohenzollern', 'Sophie Hohenzollern', 'Margarethe Hohenzollern'];

/**
 * Four generations above Victoria, her brother and sister, her husband and their eight children, and
 * an uncle's wife's family (in-laws, which are not hers to draw). Long names on purpose.
 */
const GEDCOM = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Ernest I /Saxe-Coburg-Gotha/
1 SEX M
0 @I2@ INDI
1 NAME Louise /Saxe-Gotha-Altenburg/
1 SEX F
0 @I3@ INDI
1 NAME Edward Augustus /Hanover/
1 SEX M
0 @I4@ INDI
1 NAME Victoria Mary Louisa /Saxe-Coburg-Saalfeld/
1 SEX F
0 @I5@ INDI
1 NAME Albert Francis Augustus Charles Emmanuel /Saxe-Coburg-Gotha/
1 SEX M
0 @I6@ INDI
1 NAME Victoria Alexandrina /Hanover/
1 SEX F
0 @I7@ INDI
1 NAME Victoria Adelaide Mary Louisa /Saxe-Coburg-Gotha/
1 SEX F
0 @I8@ INDI
1 NAME Albert Edward /Saxe-Coburg-Gotha/
1 SEX M
0 @I9@ INDI
1 NAME Alice Maud Mary /Saxe-Coburg-Gotha/
1 SEX F
0 @I10@ INDI
1 NAME Frederick III /Hohenzollern/
1 SEX M
0 @I11@ INDI
1 NAME Ernest II /Saxe-Coburg-Gotha/
1 SEX M
0 @I12@ INDI
1 NAME Wilhelm II /Hohenzollern/
1 SEX M
0 @I13@ INDI
1 NAME Charlotte /Hohenzollern/
1 SEX F
0 @I14@ INDI
1 NAME Alexandrine /Baden/
1 SEX F
0 @I15@ INDI
1 NAME Francis /Saxe-Coburg-Saalfeld/
1 SEX M
0 @I16@ INDI
1 NAME Augusta /Reuss-Ebersdorf/
1 SEX F
0 @I17@ INDI
1 NAME Henry /Hohenzollern/
1 SEX M
0 @I18@ INDI
1 NAME Sigismund /Hohenzollern/
1 SEX M
0 @I19@ INDI
1 NAME Viktoria /Hohenzollern/
1 SEX F
0 @I20@ INDI
1 NAME Waldemar /Hohenzollern/
1 SEX M
0 @I21@ INDI
1 NAME Sophie /Hohenzollern/
1 SEX F
0 @I22@ INDI
1 NAME Margarethe /Hohenzollern/
1 SEX F
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 1817
1 CHIL @I5@
1 CHIL @I11@
0 @F2@ FAM
1 HUSB @I3@
1 WIFE @I4@
1 MARR
2 DATE 1818
1 CHIL @I6@
0 @F3@ FAM
1 HUSB @I5@
1 WIFE @I6@
1 MARR
2 DATE 1840
1 CHIL @I7@
1 CHIL @I8@
1 CHIL @I9@
0 @F4@ FAM
1 HUSB @I10@
1 WIFE @I7@
1 MARR
2 DATE 1858
1 CHIL @I12@
1 CHIL @I13@
1 CHIL @I17@
1 CHIL @I18@
1 CHIL @I19@
1 CHIL @I20@
1 CHIL @I21@
1 CHIL @I22@
0 @F5@ FAM
1 HUSB @I11@
1 WIFE @I14@
1 MARR
2 DATE 1842
0 @F6@ FAM
1 HUSB @I15@
1 WIFE @I16@
1 MARR
2 DATE 1777
1 CHIL @I1@
0 TRLR
`;

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

const card = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^(Centre the tree on )?${name}( \\(centre of the tree\\))?$`) });
const canvas = (page: Page) => page.getByTestId('tree-canvas');

/** The tree is drawn around the person named, and nothing it needs is still loading. */
async function drawnAround(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} (centre of the tree)` }).waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[aria-busy]:has([data-testid="tree-canvas"])').getAttribute('aria-busy')).toBe('false');
}

/** Every card on the drawing that is in the view is wholly in it, and every name fits its card. */
async function cardsWholeAndNamesFit(page: Page) {
  return page.evaluate(() => {
    const view = document.querySelector('[data-testid="tree-canvas"]')!.getBoundingClientRect();
    const problems: string[] = [];
    for (const node of Array.from(document.querySelectorAll<SVGGElement>('[data-testid="tree-canvas"] [data-person]'))) {
      const box = node.querySelector('rect')!.getBoundingClientRect();
      const name = node.querySelector('title')?.textContent ?? '';
      const inView = box.right > view.left && box.left < view.right && box.bottom > view.top && box.top < view.bottom;
      if (inView && (box.left < view.left - 0.5 || box.right > view.right + 0.5 || box.top < view.top - 0.5 || box.bottom > view.bottom + 0.5)) problems.push(`${name}: clipped at the edge`);
      // In the card's own units: where the line starts, plus its drawn length, within the card's width.
      const cardWidth = Number(node.querySelector('rect')!.getAttribute('width'));
      const open = node.querySelector('[data-testid="open-person"] rect');
      const openLeft = open ? Number(open.getAttribute('x')) : cardWidth;
      Array.from(node.querySelectorAll<SVGTSpanElement>('[data-testid="person-name"] tspan')).forEach((line, index) => {
        const end = line.getStartPositionOfChar(0).x + line.getComputedTextLength();
        // The third line runs beside the open control.
        if (end > (index === 2 ? openLeft - 2 : cardWidth - 4)) problems.push(`${name}: "${line.textContent}" overflows its card (${Math.round(end)} of ${cardWidth})`);
      });
    }
    return problems;
  });
}

const middleY = async (page: Page, name: string) => {
  const box = (await card(page, name).locator('rect').first().boundingBox())!;
  return Math.round(box.y + box.height / 2);
};

describe('the family tree as a family reads it (issue 31), in Chromium', () => {
  it('shows parents and grandparents, re-centres on a click, opens a person from the card’s control; fits desktop and phone; the ancestor chart opens with its top generation', async () => {
    const { page, errors } = await newPage(browser, DESKTOP_WIDE);
    await signUpWithTrial(app, page, 'Tree Family');
    const file = join(folder, 'victoria.ged');
    writeFileSync(file, GEDCOM);
    await uploadAs(app, page, file, 'application/octet-stream');
    await expect.poll(async () => (await pageApi(app, page).get<{ imports: Array<{ status: string }> }>('/imports')).imports[0]?.status, { timeout: 120_000 }).toBe('done');

    // Choose yourself; the tree is drawn around you.
    await page.goto(`${app.url}/graph`);
    await page.getByRole('searchbox', { name: 'Search for yourself by name' }).fill('Victoria Adelaide');
    await page.getByRole('list', { name: 'Matching people' }).getByRole('button', { name: new RegExp(CENTRE) }).first().click();
    await drawnAround(page, CENTRE);

    // Parents over her, grandparents over them, her husband beside her, her children below: all on screen.
    const centreY = await middleY(page, CENTRE);
    for (const parent of [FATHER, 'Victoria Alexandrina Hanover']) expect(await middleY(page, parent)).toBeLessThan(centreY);
    for (const grandparent of ['Ernest I Saxe-Coburg-Gotha', 'Louise Saxe-Gotha-Altenburg', 'Edward Augustus Hanover', 'Victoria Mary Louisa Saxe-Coburg-Saalfeld']) {
      expect(await middleY(page, grandparent)).toBeLessThan(await middleY(page, FATHER));
      await expect.poll(() => card(page, grandparent).isVisible()).toBe(true);
    }
    for (const child of CHILDREN) expect(await middleY(page, child)).toBeGreaterThan(centreY);
    expect(await middleY(page, 'Frederick III Hohenzollern')).toBe(centreY);
    expect(await card(page, 'Alexandrine Baden').count()).toBe(0); // an in-law's family is not hers
    expect(await cardsWholeAndNamesFit(page)).toEqual([]);
    // Her long name is cut on the card and whole in its title.
    expect(await page.locator('[data-centre] title').first().textContent()).toBe(CENTRE);
    await shoot(page, 'tree-family-desktop');

    // A click on her father's card re-centres the tree on him; his parents and grandparents come over him.
    await card(page, FATHER).click({ position: { x: 30, y: 30 } });
    await page.waitForURL(/\/graph\?person=/);
    await drawnAround(page, FATHER);
    expect(await middleY(page, 'Ernest I Saxe-Coburg-Gotha')).toBeLessThan(await middleY(page, FATHER));
    expect(await middleY(page, 'Francis Saxe-Coburg-Saalfeld')).toBeLessThan(await middleY(page, 'Ernest I Saxe-Coburg-Gotha'));
    expect(await middleY(page, CENTRE)).toBeGreaterThan(await middleY(page, FATHER));
    expect(await cardsWholeAndNamesFit(page)).toEqual([]);
    await shoot(page, 'tree-family-recentred-desktop');

    // The card's own control opens the person's page.
    await page.getByRole('link', { name: `Open ${CENTRE}` }).click();
    await page.waitForURL(/\/person\/[^/?]+$/);
    await page.getByRole('heading', { name: new RegExp('Victoria Adelaide') }).first().waitFor();

    // The ancestor chart opens with its top generation (her great-grandparents) in view.
    await page.goto(`${page.url()}/charts/ancestor`);
    await page.getByRole('button', { name: /Francis Saxe-Coburg-Saalfeld/ }).waitFor();
    await expect.poll(() => page.locator('[aria-busy]:has([data-testid="tree-canvas"])').getAttribute('aria-busy')).toBe('false');
    const top = await page.getByRole('button', { name: /Francis Saxe-Coburg-Saalfeld/ }).boundingBox();
    const chartBox = (await canvas(page).boundingBox())!;
    expect(top!.y).toBeGreaterThanOrEqual(chartBox.y);
    // ...and the person it is drawn from at the bottom, in the window too.
    const root = (await page.locator('[data-centre] rect').first().boundingBox())!;
    expect(root.y + root.height).toBeLessThanOrEqual(DESKTOP_WIDE.height);
    expect(await cardsWholeAndNamesFit(page)).toEqual([]);
    await shoot(page, 'tree-chart-ancestors-wide');

    // On a phone: the tree fits its screen and the zoom controls sit clear of the bottom bar and of the drawing.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/graph`);
    await drawnAround(phone.page, CENTRE);
    await shoot(phone.page, 'tree-family-phone');
    // Her eight children go on in rows that fit the phone: each one's card is whole across the view.
    // At a phone's legible zoom the rows go on below the view, where cards are drawn once panned to.
    const phoneView = (await canvas(phone.page).boundingBox())!;
    const drawnChildren = [];
    for (const child of CHILDREN) if ((await card(phone.page, child).count()) > 0) drawnChildren.push(child);
    expect(drawnChildren.length).toBeGreaterThan(0);
    for (const child of drawnChildren) {
      const box = (await card(phone.page, child).locator('rect').first().boundingBox())!;
      expect(box.x, child).toBeGreaterThanOrEqual(phoneView.x);
      expect(box.x + box.width, child).toBeLessThanOrEqual(phoneView.x + phoneView.width);
    }
    const zoom = (await phone.page.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
    const bar = (await phone.page.getByRole('navigation', { name: 'Quick links' }).boundingBox())!;
    expect(zoom.y + zoom.height).toBeLessThanOrEqual(bar.y);
    // ...in a bar above the drawing, so they cover no card wherever the tree is moved.
    expect(zoom.y + zoom.height).toBeLessThanOrEqual(phoneView.y + 1);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const phoneCanvas = (await canvas(phone.page).boundingBox())!;
    expect(phoneCanvas.y + phoneCanvas.height).toBeLessThanOrEqual(bar.y + 1);
    // Her brother and sister would make her row three phones wide: they fold into one card beside
    // her, which lists them, and choosing one re-centres there: whole, the fold beside her reached by a pan
    // (at a phone's legible zoom a row holds one card).
    expect(await card(phone.page, 'Albert Edward Saxe-Coburg-Gotha').count()).toBe(0);
    await phone.page.getByRole('button', { name: '2 brothers and sisters Show them' }).click();
    const siblings = phone.page.getByRole('dialog', { name: `Brothers and sisters of ${CENTRE}` });
    await siblings.getByRole('button', { name: 'Centre the tree on Albert Edward Saxe-Coburg-Gotha' }).waitFor();
    await shoot(phone.page, 'tree-family-siblings-phone');
    await siblings.getByRole('button', { name: 'Centre the tree on Alice Maud Mary Saxe-Coburg-Gotha' }).click();
    await drawnAround(phone.page, 'Alice Maud Mary Saxe-Coburg-Gotha');
    const fold = (await phone.page.getByRole('button', { name: '2 brothers and sisters Show them' }).boundingBox())!;
    const alice = (await card(phone.page, 'Alice Maud Mary Saxe-Coburg-Gotha').boundingBox())!;
    expect(alice.x).toBeGreaterThanOrEqual(phoneView.x);
    expect(alice.x + alice.width).toBeLessThanOrEqual(phoneView.x + phoneView.width);
    expect(fold.x + fold.width > phoneView.x && fold.x < phoneView.x + phoneView.width).toBe(true);
    await shoot(phone.page, 'tree-family-folded-phone');
    await card(phone.page, 'Victoria Alexandrina Hanover').click({ position: { x: 30, y: 30 } });
    await drawnAround(phone.page, 'Victoria Alexandrina Hanover');
    await shoot(phone.page, 'tree-family-recentred-phone');

    expect(phone.errors).toEqual([]);
    expect(errors).toEqual([]);
  }, 6 * 60_000);
});
