import { readFileSync } from 'node:fs';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PersonRecord } from '../../lambdas/domain/family/records';
import { fileFrom7 } from '../../lambdas/domain/genealogy-import/file-reference';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { signUpVerified } from '../support/accounts-client';
import { until } from '../support/family-join';
import { makeZip } from '../support/generate-archive';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';
import { zipEntries } from '../support/read-zip';

/**
 * A hand-made GEDCOM 7 GEDZIP (QA: hartley.gdz) through the local stack: John's portrait is linked
 * to him alone (no CROP), Tom's letter is a copy of a photo the family had, and a file the tree
 * names is not in the zip. The portrait is among John's photos once his face is found, the
 * import report names the missing file, the OBJE TITL is the photo's description, and the GEDZIP
 * the family exports afterwards names only files it holds.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 30 });
});
afterAll(async () => {
  await stack?.stop();
});

const TREE = `0 HEAD
1 GEDC
2 VERS 7.0
0 @I1@ INDI
1 NAME John /Hartley/
1 SEX M
1 OBJE @O1@
0 @I6@ INDI
1 NAME Thomas /Hartley/
1 SEX M
1 OBJE @O3@
0 @O1@ OBJE
1 FILE media/john_hartley.jpg
2 FORM image/jpeg
2 TITL John Hartley about 1915
0 @O3@ OBJE
1 FILE media/letter.jpg
2 FORM image/jpeg
2 TITL Tom's letter home
1 FILE media/missing_scan.jpg
2 FORM image/jpeg
0 TRLR
`;

/** The zip's files by path. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Map((await zipEntries(bytes)).map((entry) => [entry.path, entry.bytes]));
}

async function peopleOf(familyId: string): Promise<PersonRecord[]> {
  const people: PersonRecord[] = [];
  for await (const page of familyDeps().store.walkPeople(familyId)) people.push(...page.filter((person) => !person.itemsDeleted));
  return people;
}

describe('a GEDZIP imported, then exported again', () => {
  it("shows a person's linked portrait among their photos, reports the file it lacks, and exports only files it holds", async () => {
    const account = await signUpVerified(stack);
    await account.client.post('/user/free_trial');
    const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
    const familyId = account.user.user_id as string;
    const processed = (uploadId: string) => tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId, 180_000);

    // The letter is in the library before the GEDZIP brings a copy of it.
    const letterPath = testPhoto('immich-test-assets/albums_text_handwritten-notes.jpg');
    const earlier = await uploadFile(account.client, fileFromDisk(letterPath, 'image/jpeg'));
    expect((await processed(earlier.upload_id)).type).toBe('processing_complete');

    const gdz = await makeZip([
      { path: 'gedcom.ged', bytes: TREE },
      { path: 'media/john_hartley.jpg', bytes: readFileSync(testPhoto('faces/train/obama/obama.jpg')) },
      { path: 'media/letter.jpg', bytes: readFileSync(letterPath) },
    ]);
    const upload = await uploadFile(account.client, { name: 'hartley.gdz', bytes: gdz, contentType: 'application/zip' });
    expect((await processed(upload.upload_id)).item).toMatchObject({ item_type: 'archive', imported: 1, duplicates: 1, failed: 0 });

    const people = await peopleOf(familyId);
    const john = people.find((person) => person.names[0]?.first === 'John')!;
    const photos = (await account.client.get('/photos')).body.photos as PhotoView[];
    const portrait = photos.find((photo) => photo.name === 'john_hartley.jpg')!;
    // An OBJE's TITL is the description of a photo that has none (the letter); a caption the photo has stays.
    expect(photos.find((photo) => photo.name === 'albums_text_handwritten-notes.jpg')!.description).toBe("Tom's letter home");
    expect(portrait.description).toMatch(/^President Barack Obama/);
    // Linked to John alone, with no CROP: the whole picture is his, so its face is his once found,
    // and the portrait is on his Pictures tab (which lists a person's photos by their faces).
    await vi.waitFor(async () => expect(((await account.client.get(`/photos?person_id=${john.id}`)).body.photos as PhotoView[]).map((photo) => photo.id)).toEqual([portrait.id]), { timeout: 120_000, interval: 500 });
    // People's icons are their faces: John's is his face in the portrait. The letter Thomas links is
    // not his icon (it used to be: any file a person linked became their icon when they had none).
    const [johnsFace] = (await account.client.get(`/photo/${portrait.id}/people`)).body.faces as Array<{ id: string }>;
    const iconsNow = new Map((await peopleOf(familyId)).map((person) => [person.names[0]?.first, person.thumbnail]));
    expect(iconsNow.get('John')).toBe(`face.${johnsFace!.id}`);
    expect(iconsNow.get('Thomas')).toBeNull();

    // The import report names the file the GEDZIP lacks.
    const [imported] = (await account.client.get('/imports')).body.imports as Array<{ id: string }>;
    const report = (await account.client.get(`/imports/${imported!.id}`)).body.import as { warnings: Array<{ line: number | null; message: string }> };
    expect(report.warnings.map((warning) => warning.message)).toEqual(['@O3@ names media/missing_scan.jpg, which is not in the GEDZIP']);

    // Export as a GEDZIP: every OBJE a person points to names files the zip holds, each photo once.
    const started = await account.client.post('/export/gedcom', { version: 'gedzip' });
    expect(started.status).toBe(202);
    let job: ExportJobView = started.body.export;
    await until(async () => {
      if (job.status !== 'queued' && job.status !== 'running') return true;
      job = (await account.client.get(`/export/gedcom/${job.id}`)).body.export;
      return false;
    }, 'the GEDZIP export job to finish', 1_800);
    expect(job.status).toBe('done');
    const zip = await unzip(Buffer.from(await (await fetch(job.download_url!)).arrayBuffer()));
    const tree = zip.get('gedcom.ged')!.toString('utf8');
    const records = new Map(tree.split(/\r?\n(?=0 )/).map((record) => [/^0 (@[^@]+@) /.exec(record)?.[1], record] as const));
    const linked = [...tree.matchAll(/^\d OBJE (@[^@]+@)\r?$/gm)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const xref of linked) {
      const files = [...(records.get(xref) ?? '').matchAll(/^1 FILE (.+?)\r?$/gm)].map((m) => fileFrom7(m[1]!));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(zip.has(file)).toBe(true);
    }
    expect(tree).not.toMatch(/john_hartley\.jpg[\s\S]*john_hartley\.jpg/);
    expect(records.get('@O1@')).toMatch(/1 FILE media\/.+-john_hartley\.jpg\r?\n2 FORM image\/jpeg\r?\n2 TITL John Hartley about 1915/);
    expect(records.get('@O3@')).toMatch(/1 FILE media\/.+-albums_text_handwritten-notes\.jpg/);
    expect(records.get('@O3@')).not.toMatch(/missing_scan/);
    tab.close();
  }, 600_000);
});
