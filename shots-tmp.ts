import { chromium, type Page } from 'playwright-core';
const URL = 'http://localhost:5105';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  const outbox = (await (await fetch(`${URL}/_dev/outbox.json`)).json()) as Array<{ to: string }>;
  const email = outbox.map((m) => m.to).filter((to) => to.startsWith('maps.')).at(-1)!;
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await desktop.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const login = await page.request.post(`${URL}/api/login`, { data: { login_id: email, password: 'Heirloom2026' }, headers: { 'x-requested-with': 'heirloom', Origin: URL } });
  console.log('login', login.status());
  const get = async (path: string) => (await page.request.get(`${URL}/api${path}`)).json();
  const who = process.argv[2] ?? 'Charlotte';
  const found = await get(`/persons?q=${encodeURIComponent(who)}`);
  const person = (found.people ?? found.persons ?? found.results)[0];
  console.log(person.name, person.id);
  const map = await get(`/person/${person.id}/map`);
  console.log(JSON.stringify(map).slice(0, 1500));
  await page.goto(`${URL}/person/${person.id}/map`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `test-results/screenshots/person-map-${who}-desktop.png` });
  const firstEvent = map.places[0]?.events[0]?.id ?? map.unplaced[0]?.id;
  if (firstEvent) {
    await page.goto(`${URL}/event/${firstEvent}/map`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `test-results/screenshots/event-map-${who}-desktop.png` });
  }
  const unplaced = map.unplaced[0]?.id;
  if (unplaced) {
    await page.goto(`${URL}/event/${unplaced}/map`);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `test-results/screenshots/event-map-unplaced-${who}-desktop.png` });
  }
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.addCookies(await desktop.cookies());
  const p2 = await phone.newPage();
  p2.on('pageerror', (e) => errors.push(e.message));
  await p2.goto(`${URL}/person/${person.id}/map`);
  await p2.waitForTimeout(4000);
  await p2.screenshot({ path: `test-results/screenshots/person-map-${who}-phone.png`, fullPage: true });
  if (firstEvent) {
    await p2.goto(`${URL}/event/${firstEvent}/map`);
    await p2.waitForTimeout(3000);
    await p2.screenshot({ path: `test-results/screenshots/event-map-${who}-phone.png`, fullPage: true });
  }
  console.log('errors', errors);
} finally {
  await browser.close();
}
