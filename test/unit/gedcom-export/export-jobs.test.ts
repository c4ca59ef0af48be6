import { describe, expect, it } from 'vitest';
import type { ExportGedcomMessage } from '@heirloom/shared/contracts/gedcom-export';
import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { syntheticGedcomBytes } from '../../../lambdas/domain/gedcom';
import { EXPORT_STALE_MS, getExport, runExport, startExport, toExportView } from '../../../lambdas/domain/gedcom-export/export-jobs';
import type { RunExportDeps, StartExportDeps } from '../../../lambdas/domain/gedcom-export/ports';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../family/memory-family-store';
import { MemoryExportFiles } from './memory-export-files';
import { MemoryExportJobs } from './memory-export-jobs';

/** The export job: one per family at a time, progress of people written, a file of every person, 404 across families. */

const FAMILY = 'family-a';
const OTHER = 'family-b';
const PEOPLE = 1_200;

function setUp() {
  let clock = Date.UTC(2026, 0, 1);
  const jobs = new MemoryExportJobs();
  const sent: ExportGedcomMessage[] = [];
  const pushes: Array<{ userId: string; message: RealtimeServerMessage }> = [];
  const files = new MemoryExportFiles();
  const family: FamilyDeps = { store: new MemoryFamilyStore(), now: () => clock, newId };
  const now = () => clock;
  const start: StartExportDeps = { jobs, queue: { send: async (message) => void sent.push(message) }, now, newId };
  const run: RunExportDeps = { jobs, family, files, now, newId, outOfTime: () => false, continueLater: async () => undefined, realtime: { toUser: async (userId, message) => (pushes.push({ userId, message }), 1) } };
  const links = { download: async (key: string) => `https://signed.example/${key}` };
  return { jobs, sent, pushes, files, family, start, run, links, advance: (ms: number) => (clock += ms) };
}

async function seeded(people = PEOPLE) {
  const world = setUp();
  await importGedcom(world.family, { ownerId: FAMILY, source: [...syntheticGedcomBytes({ people })], fileName: 'synthetic.ged' });
  return world;
}

const indiCount = (text: string) => text.split('\n').filter((line) => /^0 @[^@]+@ INDI\b/.test(line)).length;

describe('startExport', () => {
  it('queues one export per family: a second request answers with the running one', async () => {
    const { start, sent, jobs } = setUp();
    const first = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    const second = await startExport(start, { ownerId: FAMILY, requestedBy: 'bob', version: '7.0' });
    expect(first.started).toBe(true);
    expect(second).toMatchObject({ started: false, job: { id: first.job.id, status: 'queued', version: '5.5.1' } });
    expect(sent).toEqual([{ owner_id: FAMILY, export_id: first.job.id }]);
    // Another family is not held up by this one.
    const other = await startExport(start, { ownerId: OTHER, requestedBy: 'cat', version: '5.5.1' });
    expect(other.started).toBe(true);
    expect(jobs.slots.size).toBe(2);
  });

  it('answers with the job that took the slot between its read and its claim', async () => {
    const { start, jobs, sent } = setUp();
    let racer: string | undefined;
    jobs.beforeClaim = () => {
      racer = 'RACER';
      jobs.slots.set(FAMILY, racer);
      jobs.jobs.set(`${FAMILY}/${racer}`, { ownerId: FAMILY, id: racer, version: '5.5.1', status: 'queued', requestedBy: 'bob', peopleWritten: 0, peopleTotal: null, fileName: 'f.ged', key: 'k', size: null, message: null, createdAt: start.now(), updatedAt: start.now() });
    };
    const result = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    expect(result).toMatchObject({ started: false, job: { id: 'RACER' } });
    expect(sent).toEqual([]);
  });

  it('replaces a job that stopped making progress (its consumer died) and reports that one failed', async () => {
    const { start, jobs, advance, sent } = setUp();
    const stuck = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    advance(EXPORT_STALE_MS - 1);
    expect((await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' })).job.id).toBe(stuck.job.id);
    expect(toExportView((await jobs.get(FAMILY, stuck.job.id))!, start.now(), null).status).toBe('queued');
    advance(2);
    expect(toExportView((await jobs.get(FAMILY, stuck.job.id))!, start.now(), null)).toMatchObject({ status: 'failed', message: expect.stringMatching(/stopped/) });
    const fresh = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    expect(fresh.started).toBe(true);
    expect(fresh.job.id).not.toBe(stuck.job.id);
    expect((await jobs.get(FAMILY, stuck.job.id))!.status).toBe('failed');
    expect(sent.map((m) => m.export_id)).toEqual([stuck.job.id, fresh.job.id]);
  });

  it('frees the slot and marks the job failed when the queue cannot be reached', async () => {
    const { start, jobs } = setUp();
    const broken: StartExportDeps = { ...start, queue: { send: async () => Promise.reject(new Error('SQS down')) } };
    await expect(startExport(broken, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' })).rejects.toThrow('SQS down');
    expect(jobs.slots.has(FAMILY)).toBe(false);
    expect([...jobs.jobs.values()].map((job) => job.status)).toEqual(['failed']);
  });
});

describe('runExport', () => {
  it(`writes every person of a ${PEOPLE.toLocaleString('en')}-person tree, saving and pushing progress on the way`, async () => {
    const { start, run, files, pushes, jobs, links } = await seeded();
    const { job } = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '7.0' });
    const finished = await runExport(run, { ownerId: FAMILY, exportId: job.id });

    expect(finished).toMatchObject({ status: 'done', peopleWritten: PEOPLE, peopleTotal: PEOPLE });
    const text = files.files.get(job.key)!;
    expect(indiCount(text)).toBe(PEOPLE);
    expect(text.startsWith('0 HEAD')).toBe(true);
    expect(text.trimEnd().endsWith('0 TRLR')).toBe(true);
    expect(finished!.size).toBe(Buffer.byteLength(text));
    expect(job.key).toMatch(new RegExp(`^exports/${FAMILY}/${job.id}/`));

    // Pushed to whoever asked: running with the total, counts rising, then done.
    const progress = pushes.map(({ userId, message }) => (expect(userId).toBe('ann'), message)).filter((m) => m.type === 'export_progress');
    expect(progress[0]).toMatchObject({ status: 'running', people_written: 0 });
    const written = progress.map((m) => m.people_written);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(progress.some((m) => m.status === 'running' && m.people_total === PEOPLE && m.people_written > 0 && m.people_written < PEOPLE)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ status: 'done', people_written: PEOPLE, people_total: PEOPLE, export_id: job.id });

    // The slot is free again; the link is given only when done, and only under the family.
    expect(jobs.slots.has(FAMILY)).toBe(false);
    const view = await getExport({ jobs, links, now: run.now }, FAMILY, job.id);
    expect(view).toMatchObject({ status: 'done', people_written: PEOPLE, download_url: `https://signed.example/${job.key}`, file_name: 'family-tree-gedcom-7.0.ged' });
    await expect(getExport({ jobs, links, now: run.now }, OTHER, job.id)).rejects.toThrow('This export was not found');
  }, 60_000);

  it('leaves a finished job alone when its message comes again', async () => {
    const { start, run, files } = await seeded(50);
    const { job } = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    await runExport(run, { ownerId: FAMILY, exportId: job.id });
    files.files.clear();
    expect(await runExport(run, { ownerId: FAMILY, exportId: job.id })).toMatchObject({ status: 'done' });
    expect(files.files.size).toBe(0);
  });

  it('leaves a job alone when its message is delivered again while another worker writes it', async () => {
    const { start, run, files, jobs } = await seeded(50);
    const { job } = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    await jobs.update(FAMILY, job.id, { status: 'running', updatedAt: run.now() });
    expect(await runExport(run, { ownerId: FAMILY, exportId: job.id })).toMatchObject({ status: 'running', peopleWritten: 0 });
    expect(files.files.size).toBe(0);
    expect(jobs.slots.get(FAMILY)).toBe(job.id);
  });

  it('marks a job whose file cannot be written failed, with a message, and frees the slot', async () => {
    const { start, run, files, jobs, links, pushes } = await seeded(200);
    const { job } = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    files.failAfterChunks = 0;
    await expect(runExport(run, { ownerId: FAMILY, exportId: job.id })).rejects.toThrow('S3 went away');
    expect(await getExport({ jobs, links, now: run.now }, FAMILY, job.id)).toMatchObject({ status: 'failed', download_url: null, message: 'The export could not be written. Please try again.' });
    expect(pushes.at(-1)?.message).toMatchObject({ type: 'export_progress', status: 'failed' });
    expect(jobs.slots.has(FAMILY)).toBe(false);
    expect((await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' })).started).toBe(true);
  });

  it('writes an empty tree as a valid file with no people', async () => {
    const { start, run, files } = setUp();
    const { job } = await startExport(start, { ownerId: FAMILY, requestedBy: 'ann', version: '5.5.1' });
    expect(await runExport(run, { ownerId: FAMILY, exportId: job.id })).toMatchObject({ status: 'done', peopleWritten: 0, peopleTotal: 0 });
    expect(indiCount(files.files.get(job.key)!)).toBe(0);
  });
});
