import { readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { Entity } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSchema } from '../../lambdas/adapters/aws/entities/upload-entity';
import type { PersonRecord } from '../../lambdas/domain/family/records';
import { exportKey } from '../../lambdas/domain/gedcom-export/export-jobs';
import { LEFT_OUT_MEDIA, NO_TREE_IN_GEDZIP, UNREADABLE_GEDZIP } from '../../lambdas/domain/gedzip/gedzip-layout';
import { documentClient } from '../../lambdas/runtime/clients';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { corpusPath } from '../unit/gedcom/corpus';
import { signUpVerified } from '../support/accounts-client';
import { until } from '../support/family-join';
import { makeZip } from '../support/generate-archive';
import { makePdf } from '../support/generate-media';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

/**
 * GEDZIP through the local stack: a family with a tree, a photo whose face is named and which is on
 * the couple's wedding, and a PDF exports a .gdz (the exports queue writes it to S3); a second
 * account uploads that file and gets the same people, the photo on the same wedding and as the
 * named man's icon, and the document. The FamilySearch test files import, and broken .gdz files
 * fail with a message before anything is imported.
 */

// Every export run's time is up at once: each run writes one original and hands the rest to a
// fresh run through the exports queue (as a family's many GB would over several Lambda runs).
process.env.EXPORT_RUN_BUDGET_MS = '0';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 30 });
});
afterAll(async () => {
  await stack?.stop();
});

type Tab = Awaited<ReturnType<typeof openRealtimeTab>>;
type GedzipResult = { item_type: 'archive'; imported: number; duplicates: number; failed: number; failures: Array<{ name: string; message: string }> };

async function member() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab, familyId: account.user.user_id as string };
}

async function processed(tab: Tab, uploadId: string) {
  return tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId, 180_000);
}

const TREE = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Barack /Obama/
1 SEX M
1 BIRT
2 DATE 4 AUG 1961
2 PLAC Honolulu, Hawaii
1 FAMS @F1@
0 @I2@ INDI
1 NAME Michelle /Robinson/
1 SEX F
1 FAMS @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 3 OCT 1992
2 PLAC Chicago, Illinois
0 @S1@ SOUR
1 TITL Family letters
0 TRLR
`;

async function peopleOf(familyId: string): Promise<PersonRecord[]> {
  const people: PersonRecord[] = [];
  for await (const page of familyDeps().store.walkPeople(familyId)) people.push(...page.filter((person) => !person.itemsDeleted));
  return people;
}

async function eventsOf(familyId: string) {
  const events = [];
  for await (const page of familyDeps().store.walkEvents(familyId)) events.push(...page.map((entry) => entry.event));
  return events;
}

const nameOf = (person: PersonRecord) => `${person.names[0]?.first ?? ''} ${person.names[0]?.last ?? ''}`.trim();

describe('GEDZIP: the tree with the family photos and documents', () => {
  it('exports a family with a named face, a wedding photo and a PDF; a second account imports the same people, links and media, once', async () => {
    // Prepare: Alice's tree, a photo of Barack on the wedding, his face named, and a PDF.
    const alice = await member();
    const tree = await uploadFile(alice.client, { name: 'obama.ged', bytes: Buffer.from(TREE), contentType: 'application/octet-stream' });
    expect((await processed(alice.tab, tree.upload_id)).type).toBe('processing_complete');
    const alicePeople = await peopleOf(alice.familyId);
    const barack = alicePeople.find((person) => nameOf(person) === 'Barack Obama')!;
    const wedding = (await eventsOf(alice.familyId)).find((event) => event.eventType === 'marriage')!;
    expect(wedding).toBeTruthy();

    const photoUpload = await uploadFile(alice.client, fileFromDisk(testPhoto('faces/train/obama/obama.jpg'), 'image/jpeg'));
    const photo = ((await processed(alice.tab, photoUpload.upload_id)).item as { photo: PhotoView }).photo;
    await alice.tab.next((m) => m.type === 'faces_found' && m.photo_id === photo.id, 120_000);
    const [face] = (await alice.client.get(`/photo/${photo.id}/people`)).body.faces as Array<{ id: string }>;
    expect((await alice.client.post(`/person/${barack.id}/face/${face!.id}`)).status).toBe(200);
    expect((await alice.client.post(`/photo/${photo.id}`, { event_id: wedding.id })).status).toBe(200);
    const pdf = await makePdf({ pages: 1, title: 'Marriage certificate' });
    const pdfUpload = await uploadFile(alice.client, { name: 'certificate.pdf', bytes: pdf, contentType: 'application/pdf' });
    expect((await processed(alice.tab, pdfUpload.upload_id)).type).toBe('processing_complete');

    // Act: export GEDZIP through the job, and download it.
    const started = await alice.client.post('/export/gedcom', { version: 'gedzip' });
    expect(started.status).toBe(202);
    let job: ExportJobView = started.body.export;
    // Bounded: a stuck job fails here, saying so, rather than at the test's own timeout.
    await until(async () => {
      if (job.status !== 'queued' && job.status !== 'running') return true;
      job = (await alice.client.get(`/export/gedcom/${job.id}`)).body.export;
      return false;
    }, 'the GEDZIP export job to finish (still queued or running after 3 minutes)', 1_800);
    expect(job).toMatchObject({ status: 'done', version: 'gedzip', file_name: 'family-tree-with-photos.gdz', people_total: 2, media_written: 2, media_total: 2 });
    const download = await fetch(job.download_url!);
    expect(download.status).toBe(200);
    const gdz = Buffer.from(await download.arrayBuffer());
    expect(gdz.length).toBe(job.size);
    // It took two runs: the first paused after the tree and one original, keeping its checkpoint and
    // the bytes short of a part beside the file, and the second went on from them.
    const file = exportKey(alice.familyId, job.id, 'gedzip');
    const checkpoint = JSON.parse(await (await stack.s3.send(new GetObjectCommand({ Bucket: stack.stack.buckets.media, Key: `${file}.checkpoint.json` }))).Body!.transformToString());
    expect(checkpoint).toMatchObject({ next: 1, upload: { tailKey: `${file}.tail` } });

    // Bob imports it.
    const bob = await member();
    const upload = await uploadFile(bob.client, { name: 'family-tree-with-photos.gdz', bytes: gdz, contentType: 'application/zip' });
    const done = await processed(bob.tab, upload.upload_id);
    expect(done.type).toBe('processing_complete');
    expect(done.item).toMatchObject({ item_type: 'archive', imported: 2, duplicates: 0, failed: 0, failures: [] });
    // The upload's row followed it as it follows a Takeout zip.
    expect(bob.tab.messages.some((m) => m.type === 'archive_progress' && m.upload_id === upload.upload_id && m.phase === 'done' && m.imported === 2)).toBe(true);

    // Assess: the same people and events, the photo on the same wedding and Barack's icon, the document.
    const bobPeople = await peopleOf(bob.familyId);
    expect(bobPeople.map(nameOf).sort()).toEqual(alicePeople.map(nameOf).sort());
    const bobEvents = await eventsOf(bob.familyId);
    expect(bobEvents.map((event) => `${event.eventType} ${event.startDate}`).sort()).toEqual((await eventsOf(alice.familyId)).map((event) => `${event.eventType} ${event.startDate}`).sort());
    const bobPhotos = (await bob.client.get('/photos')).body.photos as PhotoView[];
    expect(bobPhotos).toHaveLength(1);
    const bobWedding = bobEvents.find((event) => event.eventType === 'marriage')!;
    expect(bobPhotos[0]!.event_id).toBe(bobWedding.id);
    const bobDocuments = (await bob.client.get('/documents')).body.documents as Array<{ title: string }>;
    expect(bobDocuments).toHaveLength(1);
    expect(((await alice.client.get('/documents')).body.documents as Array<{ title: string }>).map((d) => d.title)).toEqual(bobDocuments.map((d) => d.title));
    // Bob's copy of the photo has its face found again, and named Barack: the export's CROP under his link said where he is.
    const found = await bob.tab.next((m) => m.type === 'faces_found' && m.photo_id === bobPhotos[0]!.id, 120_000);
    expect(found).toMatchObject({ faces: 1, new_unnamed: 0 });
    const bobBarack = bobPeople.find((person) => nameOf(person) === 'Barack Obama')!;
    const bobFaces = (await bob.client.get(`/photo/${bobPhotos[0]!.id}/people`)).body.faces as Array<{ id: string; person_id: string | null; bounding_box: unknown }>;
    expect(bobFaces.map((f) => f.person_id)).toEqual([bobBarack.id]);
    expect(bobFaces[0]!.bounding_box).toEqual(((await alice.client.get(`/photo/${photo.id}/people`)).body.faces as Array<{ bounding_box: unknown }>)[0]!.bounding_box);
    // His icon is that face, not the wedding photo as a whole.
    expect((await peopleOf(bob.familyId)).find((person) => person.id === bobBarack.id)!.thumbnail).toBe(`face.${bobFaces[0]!.id}`);

    // A message delivered again after a crash (the zip back, the upload processing) makes nothing twice.
    bob.tab.messages.length = 0;
    await new Entity(uploadSchema, { client: documentClient(), table: stack.stack.tableName }).patch({ uploadId: upload.upload_id }).set({ status: 'processing' }).go();
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: upload.key, Body: gdz, ContentType: 'application/zip' }));
    const again = await processed(bob.tab, upload.upload_id);
    expect(again.item).toMatchObject({ imported: 2, duplicates: 0, failed: 0 });
    expect((await bob.client.get('/photos')).body.photos).toHaveLength(1);
    expect((await bob.client.get('/documents')).body.documents).toHaveLength(1);
    expect(await peopleOf(bob.familyId)).toHaveLength(bobPeople.length);
    alice.tab.close();
    bob.tab.close();
  }, 600_000);

  it('imports the FamilySearch maximal70.gdz (its photo, the rest named as left out) and minimal70.gdz', async () => {
    const carol = await member();
    const maximal = await uploadFile(carol.client, { name: 'maximal70.gdz', bytes: readFileSync(corpusPath('gedcom7-official/gedcom70/maximal70.gdz')), contentType: 'application/zip' });
    const result = (await processed(carol.tab, maximal.upload_id)).item as GedzipResult;
    expect(result).toMatchObject({ item_type: 'archive', imported: 1, duplicates: 0, failed: 4 });
    expect(result.failures.map((failure) => failure.name).sort()).toEqual(['media/derived.oga', 'media/original.mp3', 'media/transcript.vtt', 'path/to/file1']);
    expect(new Set(result.failures.map((failure) => failure.message))).toEqual(new Set([LEFT_OUT_MEDIA]));
    const photos = (await carol.client.get('/photos')).body.photos as PhotoView[];
    expect(photos.map((photo) => photo.name)).toEqual(['CharlotteBrontë.jpg']);
    // Its OBJE (FILE media/CharlotteBront%C3%AB.jpg) was matched: the photo is on the family's event that links it.
    expect(photos[0]!.event_id).toEqual(expect.any(String));
    // The tree's import report names the files left out too, where its OBJEs name them (it said "No warnings").
    const [report] = (await carol.client.get('/imports')).body.imports as Array<{ id: string }>;
    const warnings = ((await carol.client.get(`/imports/${report!.id}`)).body.import.warnings as Array<{ message: string }>).map((warning) => warning.message).join('\n');
    for (const leftOut of ['media/derived.oga', 'media/original.mp3', 'media/transcript.vtt', 'path/to/file1']) expect(warnings).toContain(leftOut);
    expect(warnings).toMatch(/names media\/original\.mp3, which is in the GEDZIP but is not a photo, video or PDF, so it was not imported/);

    const dave = await member();
    const minimal = await uploadFile(dave.client, { name: 'minimal70.gdz', bytes: readFileSync(corpusPath('gedcom7-official/gedcom70/minimal70.gdz')), contentType: 'application/zip' });
    expect((await processed(dave.tab, minimal.upload_id)).item).toMatchObject({ imported: 0, failed: 0 });
    carol.tab.close();
    dave.tab.close();
  }, 300_000);

  it('fails a .gdz that is not a zip, or has no gedcom.ged at its root, saying so, with nothing imported', async () => {
    const erin = await member();
    const notZip = await uploadFile(erin.client, { name: 'broken.gdz', bytes: Buffer.from('this is not a zip file at all'), contentType: 'application/zip' });
    expect(await processed(erin.tab, notZip.upload_id)).toMatchObject({ type: 'processing_failed', message: UNREADABLE_GEDZIP, retryable: false });
    const noTree = await uploadFile(erin.client, {
      name: 'photos-only.gdz',
      bytes: await makeZip([{ path: 'tree/gedcom.ged', bytes: TREE }, { path: 'media/a.jpg', bytes: readFileSync(testPhoto('faces/train/obama/obama.jpg')) }]),
      contentType: 'application/zip',
    });
    expect(await processed(erin.tab, noTree.upload_id)).toMatchObject({ type: 'processing_failed', message: NO_TREE_IN_GEDZIP });
    expect((await erin.client.get('/photos')).body.photos).toHaveLength(0);
    expect(await peopleOf(erin.familyId)).toHaveLength(0);
    erin.tab.close();
  }, 120_000);
});
