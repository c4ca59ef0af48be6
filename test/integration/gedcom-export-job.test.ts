import { performance } from 'node:perf_hooks';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import { S3ExportFiles, EXPORT_PART_BYTES } from '../../lambdas/adapters/aws/s3-export-files';
import { syntheticGedcomBytes } from '../../lambdas/domain/gedcom';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { s3Client } from '../../lambdas/runtime/clients';
import { readEnv } from '../../lambdas/runtime/env';
import { EXPORT_TOO_LARGE } from '../../lambdas/http/family/get-export-gedcom';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { openRealtimeTab } from '../support/realtime-tab';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * GEDCOM export through the job, against the local stack: POST starts it (a second POST gets the
 * same job), the exports queue's consumer writes the file into S3 while its progress is pushed
 * over the realtime channel, GET gives the signed link, and the downloaded file holds every
 * person. The tree here is 1,200 people, enough for progress between 0 and the total (a push every 500); the
 * 100,000-person export through the same job is `npm run bench gedcomExport`.
 */
const PEOPLE = Number(process.env.EXPORT_TEST_PEOPLE || 1_200);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const unique = (label: string) => `export-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await stack.fetch(`/api${path}`, {
    method,
    headers: { cookie, 'x-requested-with': 'heirloom', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as { export: ExportJobView; message?: string }) : null };
}

/** Follows the job until it is finished (no clock in the assertion: it waits for the state). */
async function finished(cookie: string, id: string): Promise<{ job: ExportJobView; seen: ExportJobView[] }> {
  const seen: ExportJobView[] = [];
  for (;;) {
    const { status, json } = await call(cookie, 'GET', `/export/gedcom/${id}`);
    expect(status).toBe(200);
    seen.push(json!.export);
    if (json!.export.status === 'done' || json!.export.status === 'failed') return { job: json!.export, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const indiCount = (text: string) => (text.match(/^0 @[^@\n]+@ INDI\b/gm) ?? []).length;

describe('GEDCOM export as a job', () => {
  it(`exports a ${PEOPLE.toLocaleString('en')}-person tree through the queue and S3, with progress, to a signed attachment link`, async () => {
    const userId = unique('a');
    const seeding = performance.now();
    await importGedcom(familyDeps(), { ownerId: userId, source: [...syntheticGedcomBytes({ people: PEOPLE })], fileName: 'synthetic.ged' });
    const seededAt = performance.now();
    console.info(`seeding ${PEOPLE} people took ${Math.round(seededAt - seeding)} ms`);
    const cookie = await signedInCookie(userId);
    const tab = await openRealtimeTab(stack.wsUrl, cookie);
    tab.socket.send(JSON.stringify({ action: 'login', processing_ids: [] }));
    await tab.next((m) => m.type === 'login_ok');

    const started = await call(cookie, 'POST', '/export/gedcom', { version: '5.5.1' });
    expect(started.status).toBe(202);
    expect(started.json!.export).toMatchObject({ status: 'queued', version: '5.5.1', download_url: null, file_name: 'family-tree-gedcom-5.5.1.ged' });
    const id = started.json!.export.id;
    // One export per family at a time: a second click gets the same job.
    const again = await call(cookie, 'POST', '/export/gedcom', { version: '7.0' });
    expect(again.status).toBe(200);
    expect(again.json!.export.id).toBe(id);

    const { job, seen } = await finished(cookie, id);
    console.info(`seeded ${PEOPLE} people, exported in ${Math.round(performance.now() - seededAt)} ms`);
    expect(job).toMatchObject({ status: 'done', people_written: PEOPLE, people_total: PEOPLE, message: null });
    expect(seen.every((view, i) => i === 0 || view.people_written >= seen[i - 1]!.people_written)).toBe(true);

    // Progress was observable: pushed while running, with the total and a count between 0 and it.
    const done = await tab.next((m) => m.type === 'export_progress' && m.export_id === id && m.status === 'done');
    expect(done).toMatchObject({ people_written: PEOPLE, people_total: PEOPLE });
    const pushes = tab.messages.filter((m) => m.type === 'export_progress' && m.export_id === id) as unknown as Array<{ status: string; people_written: number; people_total: number | null }>;
    expect(pushes.some((m) => m.status === 'running' && m.people_total === PEOPLE && m.people_written > 0 && m.people_written < PEOPLE)).toBe(true);
    expect(pushes.map((m) => m.people_written)).toEqual([...pushes.map((m) => m.people_written)].sort((a, b) => a - b));
    tab.close();

    // The link downloads the whole file as an attachment with the family file's name.
    const download = await fetch(job.download_url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="family-tree-gedcom-5\.5\.1\.ged"/);
    const text = await download.text();
    expect(Buffer.byteLength(text)).toBe(job.size);
    expect(indiCount(text)).toBe(PEOPLE);
    expect(text.startsWith('0 HEAD')).toBe(true);
    expect(text.trimEnd().endsWith('0 TRLR')).toBe(true);

    // Finished, so the next click starts a new export.
    const next = await call(cookie, 'POST', '/export/gedcom', { version: '7.0' });
    expect(next.status).toBe(202);
    expect(next.json!.export.id).not.toBe(id);
    expect((await finished(cookie, next.json!.export.id)).job.status).toBe('done');
  }, 180_000);

  it("never gives one family's export to another family", async () => {
    const [ann, bob] = [unique('ann'), unique('bob')];
    await importGedcom(familyDeps(), { ownerId: ann, source: [...syntheticGedcomBytes({ people: 20 })], fileName: 'ann.ged' });
    const [annCookie, bobCookie] = await Promise.all([signedInCookie(ann), signedInCookie(bob)]);
    const annJob = (await finished(annCookie, (await call(annCookie, 'POST', '/export/gedcom', {})).json!.export.id)).job;
    const bobJob = (await finished(bobCookie, (await call(bobCookie, 'POST', '/export/gedcom', {})).json!.export.id)).job;
    expect(bobJob).toMatchObject({ status: 'done', people_total: 0 });

    // Bob cannot find Ann's job...
    const stranger = await call(bobCookie, 'GET', `/export/gedcom/${annJob.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.json!.message).toBe('This export was not found');
    // ...and his own signed link does not open Ann's file when its path is changed to hers.
    const annUrl = new URL(annJob.download_url!);
    const forged = new URL(bobJob.download_url!);
    forged.pathname = annUrl.pathname;
    expect((await fetch(forged)).status).toBe(403);
    expect((await fetch(annUrl)).status).toBe(200);
  }, 60_000);

  it('answers the one-response download (GET /export/gedcom) with the file while it fits, and 413 in words past 5 MB', async () => {
    const small = unique('inline');
    await importGedcom(familyDeps(), { ownerId: small, source: [...syntheticGedcomBytes({ people: 20 })], fileName: 'small.ged' });
    const inline = await stack.fetch('/api/export/gedcom?version=5.5.1', { headers: { cookie: await signedInCookie(small), 'x-requested-with': 'heirloom' } });
    expect(inline.status).toBe(200);
    expect(indiCount(await inline.text())).toBe(20);

    // Sixty people with 100 KB life stories: a 6 MB file, past what one Lambda response may carry.
    const story = `1 NOTE Story\n${Array.from({ length: 500 }, () => `2 CONC ${'a long family story '.repeat(10)}`).join('\n')}\n`;
    const people = Array.from({ length: 60 }, (_, i) => `0 @I${i}@ INDI\n1 NAME Person ${i} /Storyteller/\n${story}`).join('');
    const large = unique('large');
    await importGedcom(familyDeps(), { ownerId: large, source: [new TextEncoder().encode(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n${people}0 TRLR\n`)], fileName: 'stories.ged' });
    const refused = await stack.fetch('/api/export/gedcom?version=5.5.1', { headers: { cookie: await signedInCookie(large), 'x-requested-with': 'heirloom' } });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(EXPORT_TOO_LARGE);
  }, 120_000);

  it('refuses an unknown version and a malformed id with readable messages', async () => {
    const cookie = await signedInCookie(unique('v'));
    const version = await call(cookie, 'POST', '/export/gedcom', { version: '4.0' });
    expect(version.status).toBe(400);
    expect(JSON.stringify(version.json)).toContain('Choose GEDCOM version 5.5.1 or 7.0');
    const id = await call(cookie, 'GET', '/export/gedcom/not-an-id');
    expect(id.status).toBe(400);
    expect(JSON.stringify(id.json)).toContain('This is not an export id');
  });

  it('writes a file bigger than one part as a multipart upload to S3', async () => {
    const sent: string[] = [];
    const counting = { send: (command: { constructor: { name: string } }) => (sent.push(command.constructor.name), s3Client().send(command as never)) };
    const files = new S3ExportFiles(counting as unknown as ReturnType<typeof s3Client>, readEnv('mediaBucket'));
    const links = new S3ExportFiles(s3Client(), readEnv('mediaBucket'));
    const line = `0 @I1@ INDI\n1 NAME ${'x'.repeat(100)}\n`;
    const lines = Math.ceil((2.5 * EXPORT_PART_BYTES) / Buffer.byteLength(line));
    async function* chunks() {
      for (let i = 0; i < lines; i += 1000) yield line.repeat(Math.min(1000, lines - i));
    }
    const key = `exports/${unique('parts')}/file.ged`;
    const { size } = await files.write({ key, fileName: 'Family tree.ged', contentType: 'application/x-gedcom; charset=utf-8', chunks: chunks() });
    expect(size).toBe(lines * Buffer.byteLength(line));
    const object = await stack.s3.send(new GetObjectCommand({ Bucket: readEnv('mediaBucket'), Key: key }));
    expect(object.ContentLength).toBe(size);
    expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
    await object.Body!.transformToByteArray();
    const download = await fetch(await links.download(key, 'Family tree.ged', 'application/x-gedcom; charset=utf-8'));
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Family%20tree.ged");
    expect((await download.arrayBuffer()).byteLength).toBe(size);
  }, 60_000);

  it('pauses and goes on over three runs to one file, every part but the last at least 5 MiB (what S3 takes)', async () => {
    const partSizes: number[] = [];
    const watching = {
      send: (command: { constructor: { name: string }; input: { ContentLength?: number } }) => {
        if (command.constructor.name === 'UploadPartCommand') partSizes.push(command.input.ContentLength!);
        return s3Client().send(command as never);
      },
    };
    const files = new S3ExportFiles(watching as unknown as ReturnType<typeof s3Client>, readEnv('mediaBucket'));
    const file = { key: `exports/${unique('runs')}/family.gdz`, fileName: 'family.gdz', contentType: 'application/zip' };
    const MiB = 1024 * 1024;
    const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
    // Run 1 pauses with 6 MiB: a part. Run 2 pauses with 3 MiB more: too small for a part, kept aside.
    // Run 3 gets the 3 MiB back, writes 1 KiB and completes: the last part, small as S3 allows.
    const first = await files.resumable({ ...file, from: null, expectedBytes: 9 * MiB });
    await first.write(bytes(6 * MiB, 1));
    const paused = await first.pause();
    expect(paused).toMatchObject({ size: 6 * MiB, tailKey: null });
    const second = await files.resumable({ ...file, from: JSON.parse(JSON.stringify(paused)), expectedBytes: 9 * MiB });
    await second.write(bytes(3 * MiB, 2));
    const pausedAgain = await second.pause();
    expect(pausedAgain).toMatchObject({ size: 9 * MiB, tailKey: `${file.key}.tail` });
    const third = await files.resumable({ ...file, from: pausedAgain, expectedBytes: 9 * MiB });
    await third.write(bytes(1024, 3));
    expect(await third.complete()).toEqual({ size: 9 * MiB + 1024 });

    expect(partSizes).toEqual([6 * MiB, 3 * MiB + 1024]);
    const stored = Buffer.from(await (await stack.s3.send(new GetObjectCommand({ Bucket: readEnv('mediaBucket'), Key: file.key }))).Body!.transformToByteArray());
    expect(stored.equals(Buffer.concat([bytes(6 * MiB, 1), bytes(3 * MiB, 2), bytes(1024, 3)]))).toBe(true);
  }, 60_000);
});
