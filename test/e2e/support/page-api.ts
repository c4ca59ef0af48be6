import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningApp } from './app';

/** The API as the page calls it (its cookie, the CSRF header), for setting up what a journey needs. */
export function pageApi(app: RunningApp, page: Page) {
  return {
    get: async <T>(path: string): Promise<T> => (await page.request.get(`${app.url}/api${path}`)).json() as Promise<T>,
    /** The answer's status and body, whatever the status. */
    call: async (method: 'POST' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: unknown }> => {
      const response = await page.request.fetch(`${app.url}/api${path}`, { method, data, headers: { 'x-requested-with': 'heirloom', Origin: app.url } });
      return { status: response.status(), body: await response.json().catch(() => null) };
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await page.request.post(`${app.url}/api${path}`, { data, headers: { 'x-requested-with': 'heirloom', Origin: app.url } });
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
      return response.json() as Promise<T>;
    },
  };
}

/** Uploads a file the way the web client does: POST /api/upload_url, then PUT to the signed address. */
export async function uploadAs(app: RunningApp, page: Page, path: string, contenttype = 'image/jpeg'): Promise<void> {
  const bytes = readFileSync(path);
  const grant = await pageApi(app, page).post<{ url: string; headers: Record<string, string> }>('/upload_url', { name: basename(path), contenttype, size: bytes.length });
  const put = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT ${basename(path)}: ${put.status}`);
}
