import type { Page } from 'playwright-core';

/** A real drop of files on the page: a DataTransfer holding them, dispatched as dragenter then drop. */
export async function dropFiles(page: Page, files: ReadonlyArray<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, mimeType, base64 } of list) transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: mimeType }));
    return transfer;
  }, files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') })));
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await page.getByTestId('upload-drop-overlay').waitFor();
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await page.getByTestId('upload-drop-overlay').waitFor({ state: 'detached' });
}
