import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import type { GedcomDialect } from '../gedcom';
import { NotFoundError } from '../errors';
import { exportRecords } from '../genealogy-import/export-gedcom';
import { writeGedcom, type GedcomRecord } from '../gedcom';
import { GedzipMediaPlan } from '../gedzip/family-media';
import type { ZippedMedia } from '../gedzip/write-gedzip';
import { zipRun } from '../gedzip/zip-run';
import { ZipWriter } from '../gedzip/zip-writer';
import { exportFolder } from './export-files';
import type { ExportFormat, ExportJob, ExportJobPatch, FileJob, ExportLinks, ResumableUpload, RunExportDeps, StartExportDeps } from './ports';

/**
 * GEDCOM export as a job. POST starts one (or answers with the family's export still running),
 * the exports queue's consumer streams the file into S3 in parts while it records and pushes how
 * many people it has written, and GET answers with the job and, when done, a short-lived link.
 * Files live under exports/<family>/, and a job is only ever read under the caller's family, so
 * one family's export is never found, nor linked, by another.
 */

/** A queued or running job with no progress for this long has stopped (its consumer died): a new export may start. */
export const EXPORT_STALE_MS = 20 * 60 * 1000;
/** Progress is saved and pushed every this many people (at least), about 50 times in a big tree. */
export const MIN_PROGRESS_STEP = 500;
export const PROGRESS_UPDATES = 50;

export const EXPORT_CONTENT_TYPE: Record<ExportFormat, string> = {
  '5.5.1': 'application/x-gedcom; charset=utf-8',
  '7.0': 'text/vnd.familysearch.gedcom; charset=utf-8',
  gedzip: 'application/zip',
};
export const exportFileName = (version: ExportFormat) => (version === 'gedzip' ? 'family-tree-with-photos.gdz' : `family-tree-gedcom-${version}.ged`);
export const exportKey = (ownerId: string, id: string, version: ExportFormat) => `${exportFolder(ownerId)}${id}/${exportFileName(version)}`;
/** The GEDCOM version a format's tree is written in: a GEDZIP holds GEDCOM 7 (the FamilySearch GEDZIP rules). */
export const dialectOf = (version: ExportFormat): GedcomDialect => (version === 'gedzip' ? '7.0' : version);

export const isLive = (job: ExportJob, now: number) => (job.status === 'queued' || job.status === 'running') && job.updatedAt > now - EXPORT_STALE_MS;

/** Starts an export of the family's tree, or answers with the one already queued or running. */
export async function startExport(deps: StartExportDeps, input: { ownerId: string; requestedBy: string; version: ExportFormat }): Promise<{ job: ExportJob; started: boolean }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await deps.jobs.current(input.ownerId);
    const now = deps.now();
    if (current && isLive(current, now)) return { job: current, started: false };
    const id = deps.newId();
    const job: ExportJob = {
      ownerId: input.ownerId,
      id,
      version: input.version,
      status: 'queued',
      requestedBy: input.requestedBy,
      peopleWritten: 0,
      peopleTotal: null,
      fileName: exportFileName(input.version),
      key: exportKey(input.ownerId, id, input.version),
      size: null,
      message: null,
      createdAt: now,
      updatedAt: now,
    };
    // Another request may take the slot between the read and the claim: then answer with its job.
    if (!(await deps.jobs.claim(job, current?.id ?? null))) continue;
    if (current) await deps.jobs.update(input.ownerId, current.id, { status: 'failed', message: STOPPED, updatedAt: now });
    try {
      await deps.queue.send({ owner_id: input.ownerId, export_id: id });
    } catch (error) {
      await deps.jobs.update(input.ownerId, id, { status: 'failed', message: COULD_NOT_START, updatedAt: deps.now() });
      await deps.jobs.release(input.ownerId, id);
      throw error;
    }
    return { job, started: true };
  }
  const current = await deps.jobs.current(input.ownerId);
  if (current) return { job: current, started: false };
  throw new Error('Could not start an export: the family export slot kept changing');
}

const STOPPED = 'The export stopped before it finished. Please export again.';
const COULD_NOT_START = 'The export could not be started. Please try again.';
const FAILED = 'The export could not be written. Please try again.';

/** The family's export job, for GET /export/gedcom/{id}: 404 for another family's id. */
export async function getExport(deps: { jobs: StartExportDeps['jobs']; links: ExportLinks; now(): number }, ownerId: string, id: string): Promise<ExportJobView> {
  const job = await deps.jobs.get(ownerId, id);
  if (!job || job.ownerId !== ownerId) throw new NotFoundError('This export was not found');
  const url = job.status === 'done' ? await deps.links.download(job.key, job.fileName, EXPORT_CONTENT_TYPE[job.version]) : null;
  return toExportView(job, deps.now(), url);
}

export function toExportView(job: ExportJob, now: number, downloadUrl: string | null): ExportJobView {
  return {
    id: job.id,
    version: job.version,
    people_written: job.peopleWritten,
    people_total: job.peopleTotal,
    media_written: job.mediaWritten ?? 0,
    media_total: job.mediaTotal ?? (job.version === 'gedzip' ? null : 0),
    ...fileJobView(job, now, downloadUrl, STOPPED),
  };
}

/**
 * The status and file fields of a job that ends in a file (a GEDCOM export, a zip of photos). One
 * queued or running with no progress for a while has stopped (its consumer died): it shows as
 * failed, with `stopped` as its message.
 */
export function fileJobView(
  job: FileJob,
  now: number,
  downloadUrl: string | null,
  stopped: string,
) {
  const stalled = (job.status === 'queued' || job.status === 'running') && job.updatedAt <= now - EXPORT_STALE_MS;
  return {
    status: stalled ? ('failed' as const) : job.status,
    file_name: job.fileName,
    size: job.size,
    download_url: downloadUrl,
    message: stalled ? stopped : job.message,
    created_at: new Date(job.createdAt).toISOString(),
    updated_at: new Date(job.updatedAt).toISOString(),
  };
}

/**
 * The exports queue's work: writes the job's file into S3 as the tree is walked, saving and
 * pushing progress (people written of the tree's people) as it goes. A job already running or
 * finished is left alone (a redelivered message); a failure marks the job failed, frees the family's slot and
 * is thrown for the caller to log (a person exports again; the queue does not retry a half-written file).
 *
 * A GEDZIP whose originals take longer than one run pauses between two of them: its upload and
 * zip so far are kept in a checkpoint beside the file, and a message carrying the job's run token
 * starts the next run, which takes the token (once: a copy of the message finds it gone) and goes
 * on. The family's slot stays taken until the last run finishes.
 */
export async function runExport(deps: RunExportDeps, message: { ownerId: string; exportId: string; run?: string }): Promise<ExportJob | null> {
  const job = await deps.jobs.get(message.ownerId, message.exportId);
  if (!job || job.status === 'done' || job.status === 'failed') return job;
  if (message.run) {
    if (!(await deps.jobs.resume(job.ownerId, job.id, message.run, deps.now()))) return job;
  } else if (job.status === 'running' || !(await deps.jobs.begin(job.ownerId, job.id, deps.now()))) {
    // Delivered again while another worker writes it (SQS is at-least-once): leave it to that one.
    // One that stopped without finishing shows as failed once stale, and a new export may start.
    return job;
  }
  const progress = async (patch: Omit<ExportJobPatch, 'updatedAt'> = {}) => {
    const at = deps.now();
    Object.assign(job, patch, { updatedAt: at });
    await deps.jobs.update(job.ownerId, job.id, { ...patch, updatedAt: at });
    await deps.realtime
      .toUser(job.requestedBy, { type: 'export_progress', export_id: job.id, status: job.status, people_written: job.peopleWritten, people_total: job.peopleTotal })
      .catch(() => 0);
  };

  let finished = true;
  try {
    if (message.run) finished = await goOnWithGedzip(deps, job, progress);
    else {
      await progress({ status: 'running', message: null });
      if (job.version === 'gedzip') finished = await startGedzip(deps, job, progress);
      else await progress({ status: 'done', ...(await deps.files.write({ ...fileOf(job), chunks: treeText(deps, job, progress, null) })) });
    }
  } catch (error) {
    await progress({ status: 'failed', message: FAILED }).catch(() => undefined);
    throw error;
  } finally {
    if (finished) await deps.jobs.release(job.ownerId, job.id);
  }
  return job;
}

type Progress = (patch?: Omit<ExportJobPatch, 'updatedAt'>) => Promise<void>;

const fileOf = (job: ExportJob) => ({ key: job.key, fileName: job.fileName, contentType: EXPORT_CONTENT_TYPE[job.version] });

/** The tree as GEDCOM text, counting people as they are written (progress about 50 times). */
function treeText(deps: RunExportDeps, job: ExportJob, progress: Progress, media: GedzipMediaPlan | null): AsyncIterable<string> {
  const version = dialectOf(job.version);
  let written = 0;
  let total: number | null = null;
  let step = MIN_PROGRESS_STEP;
  async function* counted(records: AsyncIterable<GedcomRecord>): AsyncGenerator<GedcomRecord> {
    for await (const record of records) {
      yield record;
      if (record.tag !== 'INDI') continue;
      written += 1;
      if (written % step === 0 && written !== total) await progress({ peopleWritten: written });
    }
    await progress({ peopleWritten: written });
  }
  const records = exportRecords(deps.family, {
    ownerId: job.ownerId,
    version,
    date: new Date(deps.now()),
    onPeopleCounted: async (people) => {
      total = people;
      step = Math.max(MIN_PROGRESS_STEP, Math.ceil(people / PROGRESS_UPDATES));
      await progress({ peopleTotal: people, peopleWritten: written });
    },
    ...(media ? { media } : {}),
  });
  return writeGedcom(counted(records), { version, lineEnding: '\n' });
}

/** A GEDZIP's first run: the plan of its media, the tree, then originals until done or the run's time is up. */
async function startGedzip(deps: RunExportDeps, job: ExportJob, progress: Progress): Promise<boolean> {
  const plan = await mediaPlan(deps, job.ownerId);
  await progress({ mediaWritten: 0, mediaTotal: plan.items.length });
  const media = plan.items.map(({ id, objectKey, size, zipPath }) => ({ id, objectKey, size, zipPath }));
  const upload = await deps.files.resumable({ ...fileOf(job), from: null, expectedBytes: bytesOf(media) });
  return gedzipRun(deps, job, progress, { upload, zip: new ZipWriter(), tree: treeText(deps, job, progress, plan), media, from: 0 });
}

/** A paused GEDZIP's next run, from its checkpoint. */
async function goOnWithGedzip(deps: RunExportDeps, job: ExportJob, progress: Progress): Promise<boolean> {
  const checkpoint = await deps.files.loadCheckpoint(job.key);
  if (!checkpoint) throw new Error(`The checkpoint of export ${job.id} is missing`);
  const upload = await deps.files.resumable({ ...fileOf(job), from: checkpoint.upload, expectedBytes: bytesOf(checkpoint.media) });
  return gedzipRun(deps, job, progress, { upload, zip: new ZipWriter(checkpoint.zip), tree: null, media: checkpoint.media, from: checkpoint.next });
}

/** About a GEDZIP's size: its originals (the tree and the zip's headers are small beside them). */
const bytesOf = (media: readonly ZippedMedia[]) => media.reduce((sum, item) => sum + item.size, 0);

/** Writes on; answers true when the file is complete, false when it paused and its next run is queued. */
async function gedzipRun(
  deps: RunExportDeps,
  job: ExportJob,
  progress: Progress,
  run: { upload: ResumableUpload; zip: ZipWriter; tree: AsyncIterable<string> | null; media: ZippedMedia[]; from: number },
): Promise<boolean> {
  const mediaStep = Math.max(1, Math.ceil(run.media.length / PROGRESS_UPDATES));
  const ended = await zipRun(
    { files: deps.files, openOriginal: (item) => deps.media!.openOriginal(item), outOfTime: () => deps.outOfTime() },
    {
      ...run,
      key: job.key,
      date: new Date(job.createdAt),
      // Told as each original is reached: the tree is written by then, and the count says how far the photos are.
      onMedia: async (index) => {
        if (index % mediaStep === 0) await progress({ mediaWritten: index });
      },
    },
  );
  if (ended.finished) {
    await progress({ status: 'done', mediaWritten: run.media.length, size: ended.size });
    return true;
  }
  const token = deps.newId();
  await progress({ mediaWritten: ended.next, run: token });
  await deps.continueLater({ owner_id: job.ownerId, export_id: job.id, run: token });
  return false;
}

/** A GEDZIP's photos and documents and who points to them, read before the tree is written (its INDI records link them). */
async function mediaPlan(deps: RunExportDeps, ownerId: string): Promise<GedzipMediaPlan> {
  if (!deps.media) throw new Error('GEDZIP exports need the family media source');
  return GedzipMediaPlan.collect(deps.media, ownerId);
}
