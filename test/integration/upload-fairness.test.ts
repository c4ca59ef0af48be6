import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts-client';
import { makeJpeg, makeZip } from '../support/generate-archive';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { uploadFile } from '../support/uploads';

// Small slices, so this archive is many turns on the archives queue as a 20,000-entry one would be.
process.env.ARCHIVE_SLICE_ENTRIES = '50';

let stack: TestStack;
beforeAll(async () => {
  // Faces are another queue's concern: off, so the two cores go to uploads. A visibility timeout
  // above a slice's time, as in AWS (where it is above the function's timeout): no slice runs twice at once.
  stack = await startTestStack({ queueRetrySeconds: 60, queueHandlerOverrides: { faces: async () => ({ batchItemFailures: [] }) } });
});
afterAll(async () => {
  await stack?.stop();
});

type Tab = Awaited<ReturnType<typeof openRealtimeTab>>;

async function trialUserWithTab() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

const done = (tab: Tab, uploadId: string) => tab.messages.some((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId);
const finished = (tab: Tab, uploadId: string, timeout = 120_000) =>
  tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId, timeout);

/**
 * A big export of one family: thousands of entries, most of them what a real export is full of
 * (files that are not photos, and the same photo under many names), a few dozen real photos.
 */
async function bigArchive() {
  const copy = await makeJpeg(500);
  const files: Array<{ path: string; bytes: Buffer | string }> = [];
  for (let i = 0; i < 3_000; i++) files.push({ path: `Takeout/Drive/notes/note-${i}.txt`, bytes: `note ${i}` });
  for (let i = 0; i < 600; i++) files.push({ path: `Takeout/Google Photos/Copies/IMG_${String(i).padStart(5, '0')}.jpg`, bytes: copy });
  for (let i = 0; i < 20; i++) files.push({ path: `Takeout/Google Photos/Photos from 2020/PHOTO_${i}.jpg`, bytes: await makeJpeg(600 + i) });
  return makeZip(files);
}

describe('fair upload queues: one family\'s big archive does not hold up another family\'s photos', () => {
  it('family B\'s five photos complete while family A\'s archive, tree and photos are still being processed, and A\'s archive completes', async () => {
    const a = await trialUserWithTab();
    const b = await trialUserWithTab();

    const archive = await uploadFile(a.client, { name: 'takeout-20240101T000000Z-001.zip', bytes: await bigArchive(), contentType: 'application/zip' });
    const royal = readFileSync(resolve('../shared/testdata/gedcom/real/royal92.ged'));
    const tree = await uploadFile(a.client, { name: 'royal92.ged', bytes: royal, contentType: 'application/octet-stream' });
    const aPhotos = await Promise.all(Array.from({ length: 5 }, async (_, i) => uploadFile(a.client, { name: `a-${i}.jpg`, bytes: await makeJpeg(700 + i), contentType: 'image/jpeg' })));
    // The archive is under way (its first slice has begun importing) before B uploads anything.
    await a.tab.next((m) => m.type === 'archive_progress' && m.upload_id === archive.upload_id && m.phase === 'importing', 60_000);

    const bPhotos = await Promise.all(Array.from({ length: 5 }, async (_, i) => uploadFile(b.client, { name: `b-${i}.jpg`, bytes: await makeJpeg(800 + i), contentType: 'image/jpeg' })));
    for (const photo of bPhotos) expect((await finished(b.tab, photo.upload_id, 60_000)).type).toBe('processing_complete');
    // Order, not time: every one of B's photos is done while A's archive is still going.
    expect(done(a.tab, archive.upload_id)).toBe(false);
    expect((await b.client.get('/photos')).body.photos).toHaveLength(5);

    for (const photo of aPhotos) expect((await finished(a.tab, photo.upload_id)).type).toBe('processing_complete');
    expect((await finished(a.tab, tree.upload_id)).type).toBe('processing_complete');
    const result = await finished(a.tab, archive.upload_id, 240_000);
    expect(result.type).toBe('processing_complete');
    // Twenty photos and one copy of the repeated one imported; the other 599 copies are duplicates; the notes were never read.
    expect(result.item).toMatchObject({ item_type: 'archive', imported: 21, duplicates: 599, failed: 0 });
    // The archive went in many slices: each began by listing the zip again.
    expect(a.tab.messages.filter((m) => m.type === 'archive_progress' && m.upload_id === archive.upload_id && m.phase === 'reading').length).toBeGreaterThanOrEqual(10);
    a.tab.close();
    b.tab.close();
  }, 300_000);
});
