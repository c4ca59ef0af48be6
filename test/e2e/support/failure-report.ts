import type { Page } from 'playwright-core';
import type { RunningApp } from './app';
import { screenshot } from './browser';

/**
 * A step that fails under a loaded machine once in many runs needs to say why when it does: the
 * page's API calls (answered with what, or still waiting), what the page showed and the app's own
 * warnings and errors. Watch the page from the start of the step; `explained` rethrows a failure
 * with all of that, and a screenshot.
 */
export function watchApiCalls(page: Page, app: RunningApp) {
  const started = Date.now();
  const calls: Array<{ at: number; what: string; answer?: string }> = [];
  const pending = new Map<unknown, (typeof calls)[number]>();
  page.on('request', (request) => {
    if (!request.url().startsWith(`${app.url}/api/`)) return;
    const call = { at: Date.now() - started, what: `${request.method()} ${request.url().slice(app.url.length)}` };
    calls.push(call);
    pending.set(request, call);
  });
  page.on('requestfinished', (request) => {
    const call = pending.get(request);
    pending.delete(request);
    if (call) void request.response().then((response) => (call.answer = `${response?.status() ?? '?'} after ${Date.now() - started - call.at} ms`));
  });
  page.on('requestfailed', (request) => {
    const call = pending.get(request);
    pending.delete(request);
    if (call) call.answer = `failed: ${request.failure()?.errorText ?? 'unknown'}`;
  });
  const describe = () => calls.map((call) => `  +${call.at} ms ${call.what} → ${call.answer ?? 'no answer yet'}`).join('\n');

  return {
    async explained<T>(step: Promise<T>, name: string): Promise<T> {
      try {
        return await step;
      } catch (error) {
        await screenshot(page, name).catch(() => undefined);
        const shown = (await page.locator('main').innerText().catch(() => '')).slice(0, 500);
        throw new Error(`${String(error)}\nThe page at ${page.url()} said: ${shown}\nIts API calls:\n${describe()}\nThe app's last output:\n${app.logTail(30)}`, { cause: error });
      }
    },
  };
}
