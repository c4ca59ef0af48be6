import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makeZip } from '../support/generate-archive';
import { startTestStack, type TestStack } from '../support/local-stack';
import { uploadFile } from '../support/uploads';
import { outcomeOf, trialUserWithTab, type RealtimeTab } from '../support/upload-outcomes';

// Slices of four photos: a cancel lands between two of them.
process.env.ARCHIVE_SLICE_ENTRIES = '4';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 60, queueHandlerOverrides: { faces: async () => ({ batchItemFailures: [] }) } });
});
afterAll(async () => {
  await stack?.stop();
});

async function photoArchive(seed: number) {
  const files = [];
  for (let i = 0; i < 60; i++) files.push({ path: `Takeout/Google Photos/Trip/IMG_${i}.jpg`, bytes: await makeJpeg(seed + i) });
  return makeZip(files);
}

/** Waits until the archive has imported at least `count` photos (its progress says so). */
const importedAtLeast = (tab: RealtimeTab, uploadId: string, count: number) =>
  tab.next((m) => m.type === 'archive_progress' && m.upload_id === uploadId && (m.imported as number) >= count, 60_000);

describe('cancelling a running archive or family-tree import', () => {
  it('an archive stopped keeping what it added ends complete with those photos, and nothing more is imported', async () => {
    const { client, tab } = await trialUserWithTab(stack);
    const archive = await uploadFile(client, { name: 'takeout-keep.zip', bytes: await photoArchive(1000), contentType: 'application/zip' });
    await importedAtLeast(tab, archive.upload_id, 4);
    const cancel = await client.call('DELETE', `/upload/${archive.upload_id}?added=keep`);
    expect(cancel.status).toBe(200);
    const done = await outcomeOf(tab, archive.upload_id);
    expect(done.type).toBe('processing_complete');
    const item = done.item as { cancelled: string; imported: number };
    expect(item.cancelled).toBe('kept');
    expect(item.imported).toBeGreaterThanOrEqual(4);
    expect(item.imported).toBeLessThan(60);
    expect((await client.get('/photos')).body.photos).toHaveLength(item.imported);
    // Finished: there is nothing left to cancel.
    const late = await client.call('DELETE', `/upload/${archive.upload_id}`);
    expect(late.status).toBe(409);
    tab.close();
  }, 120_000);

  it('an archive stopped removing what it added leaves the library as it was', async () => {
    const { client, tab } = await trialUserWithTab(stack);
    const archive = await uploadFile(client, { name: 'takeout-remove.zip', bytes: await photoArchive(2000), contentType: 'application/zip' });
    await importedAtLeast(tab, archive.upload_id, 4);
    expect((await client.call('DELETE', `/upload/${archive.upload_id}?added=remove`)).status).toBe(200);
    const done = await outcomeOf(tab, archive.upload_id);
    expect(done.item).toMatchObject({ item_type: 'archive', cancelled: 'removed', imported: 0 });
    expect((await client.get('/photos')).body.photos).toEqual([]);
    tab.close();
  }, 120_000);

  it('refuses a choice it does not know, in words', async () => {
    const { client } = await trialUserWithTab(stack);
    const answer = await client.call('DELETE', '/upload/01ARZ3NDEKTSV4RRFFQ69G5FAV?added=maybe');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Choose whether to keep or remove what was already added ('keep' or 'remove')");
  });

  it('a GEDCOM import stopped while it runs fails with "You cancelled this import."', async () => {
    const { client, tab } = await trialUserWithTab(stack);
    const royal = readFileSync(resolve('../shared/testdata/gedcom/real/royal92.ged'));
    const tree = await uploadFile(client, { name: 'royal92.ged', bytes: royal, contentType: 'application/octet-stream' });
    await tab.next((m) => m.type === 'import_progress' && m.upload_id === tree.upload_id, 60_000);
    expect((await client.call('DELETE', `/upload/${tree.upload_id}?added=keep`)).status).toBe(200);
    const done = await outcomeOf(tab, tree.upload_id);
    expect(done).toMatchObject({ type: 'processing_failed', message: 'You cancelled this import.', retryable: true });
    tab.close();
  }, 120_000);
});
