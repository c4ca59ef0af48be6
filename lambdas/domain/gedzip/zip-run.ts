import type { ExportFileWriter, ResumableUpload } from '../gedcom-export/ports';
import { writeGedzip, type ZippedMedia } from './write-gedzip';
import type { ZipWriter } from './zip-writer';

/** How one run of a zip of originals ended: the file complete, or paused before `next` with its checkpoint saved. */
export type ZipRunEnd = { finished: true; size: number } | { finished: false; next: number };

/**
 * One run of a zip of originals that may take several (a GEDZIP export, a download of a
 * selection): writes on from `from` (after `tree`, the GEDZIP's first run only) until the run's
 * time is up, then either completes the upload or pauses it and keeps, beside the file, what the
 * next run goes on from. A failure aborts the upload: nothing half-written is left to download.
 */
export async function zipRun(
  deps: { files: Pick<ExportFileWriter, 'saveCheckpoint'>; openOriginal(item: ZippedMedia): Promise<AsyncIterable<Uint8Array>>; outOfTime(): boolean },
  run: {
    key: string;
    upload: ResumableUpload;
    zip: ZipWriter;
    tree: AsyncIterable<string> | null;
    media: ZippedMedia[];
    from: number;
    date: Date;
    onMedia?: (index: number) => Promise<void>;
  },
): Promise<ZipRunEnd> {
  const { upload, zip, media } = run;
  try {
    const ended = await writeGedzip((bytes) => upload.write(bytes), {
      zip,
      tree: run.tree,
      media,
      from: run.from,
      openOriginal: deps.openOriginal,
      ...(run.onMedia ? { onMedia: run.onMedia } : {}),
      timeIsUp: deps.outOfTime,
      date: run.date,
    });
    if (ended.finished) return { finished: true, ...(await upload.complete()) };
    await deps.files.saveCheckpoint(run.key, { upload: await upload.pause(), zip: zip.progress(), media, next: ended.next });
    return ended;
  } catch (error) {
    await upload.abort();
    throw error;
  }
}
