import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import type { GedcomDialect } from '../gedcom';
import { NotFoundError } from '../errors';
import { exportRecords } from '../genealogy-import/export-gedcom';
import { writeGedcom, type GedcomRecord } from '../gedcom';
import { GedzipMediaPlan } from '../gedzip/family-media';
import { writeGedzip } from '../gedzip/write-gedzip';
import { exportFolder } from './export-files';
import type { ExportFormat, ExportJob, ExportJobPatch, ExportLinks, RunExportDeps, StartExportDeps } from './ports';

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
  const stalled = (job.status === 'queued' || job.status === 'running') && !isLive(job, now);
  return {
    id: job.id,
    version: job.version,
    status: stalled ? 'failed' : job.status,
    people_written: job.peopleWritten,
    people_total: job.peopleTotal,
    media_written: job.mediaWritten ?? 0,
    media_total: job.mediaTotal ?? (job.version === 'gedzip' ? null : 0),
    file_name: job.fileName,
    size: job.size,
    download_url: downloadUrl,
    message: stalled ? STOPPED : job.message,
    created_at: new Date(job.createdAt).toISOString(),
    updated_at: new Date(job.updatedAt).toISOString(),
  };
}

/**
 * The exports queue's work: writes the job's file into S3 as the tree is walked, saving and
 * pushing progress (people written of the tree's people) as it goes. A job already running or
 * finished is left alone (a redelivered message); a failure marks the job failed, frees the family's slot and
 * is thrown for the caller to log (a person exports again; the queue does not retry a half-written file).
 */
export async function runExport(deps: RunExportDeps, message: { ownerId: string; exportId: string }): Promise<ExportJob | null> {
  const job = await deps.jobs.get(message.ownerId, message.exportId);
  if (!job || job.status === 'done' || job.status === 'failed') return job;
  // Delivered again while another worker writes it (SQS is at-least-once): leave it to that one.
  // One that stopped without finishing shows as failed once stale, and a new export may start.
  if (job.status === 'running' || !(await deps.jobs.begin(job.ownerId, job.id, deps.now()))) return job;
  let written = 0;
  let total: number | null = null;
  let step = MIN_PROGRESS_STEP;
  const progress = async (patch: Omit<ExportJobPatch, 'updatedAt' | 'peopleWritten' | 'peopleTotal'> = {}) => {
    const at = deps.now();
    Object.assign(job, patch, { peopleWritten: written, peopleTotal: total, updatedAt: at });
    await deps.jobs.update(job.ownerId, job.id, { ...patch, peopleWritten: written, peopleTotal: total, updatedAt: at });
    await deps.realtime
      .toUser(job.requestedBy, { type: 'export_progress', export_id: job.id, status: job.status, people_written: written, people_total: total })
      .catch(() => 0);
  };
  await progress({ status: 'running', message: null });

  async function* counted(records: AsyncIterable<GedcomRecord>): AsyncGenerator<GedcomRecord> {
    for await (const record of records) {
      yield record;
      if (record.tag !== 'INDI') continue;
      written += 1;
      if (written % step === 0 && written !== total) await progress();
    }
  }

  try {
    const version = dialectOf(job.version);
    const media = job.version === 'gedzip' ? await mediaPlan(deps, job.ownerId) : null;
    if (media) await progress({ mediaWritten: 0, mediaTotal: media.items.length });
    const records = exportRecords(deps.family, {
      ownerId: job.ownerId,
      version,
      date: new Date(deps.now()),
      onPeopleCounted: async (people) => {
        total = people;
        step = Math.max(MIN_PROGRESS_STEP, Math.ceil(people / PROGRESS_UPDATES));
        await progress();
      },
      ...(media ? { media } : {}),
    });
    const tree = writeGedcom(counted(records), { version, lineEnding: '\n' });
    const mediaStep = Math.max(1, Math.ceil((media?.items.length ?? 0) / PROGRESS_UPDATES));
    const { size } = await deps.files.write({
      key: job.key,
      fileName: job.fileName,
      contentType: EXPORT_CONTENT_TYPE[job.version],
      chunks: media
        ? writeGedzip({
            tree,
            media: media.items,
            openOriginal: (item) => deps.media!.openOriginal(item),
            // Told as each original is reached: the tree is written by then, and the count says how far the photos are.
            onMedia: async (_item, index) => {
              if (index % mediaStep === 0) await progress({ mediaWritten: index });
            },
            date: new Date(deps.now()),
          })
        : tree,
    });
    await progress({ status: 'done', size, ...(media ? { mediaWritten: media.items.length } : {}) });
  } catch (error) {
    await progress({ status: 'failed', message: FAILED }).catch(() => undefined);
    throw error;
  } finally {
    await deps.jobs.release(job.ownerId, job.id);
  }
  return job;
}

/** A GEDZIP's photos and documents and who points to them, read before the tree is written (its INDI records link them). */
async function mediaPlan(deps: RunExportDeps, ownerId: string): Promise<GedzipMediaPlan> {
  if (!deps.media) throw new Error('GEDZIP exports need the family media source');
  return GedzipMediaPlan.collect(deps.media, ownerId);
}
