import { GEDZIP_TREE_ENTRY } from './gedzip-layout';
import type { FamilyMediaItem } from './family-media';
import type { ZipWriter } from './zip-writer';

/** What a GEDZIP needs of an original to put it in the zip (and what a later run keeps of it). */
export type ZippedMedia = Pick<FamilyMediaItem, 'id' | 'objectKey' | 'size'> & {
  zipPath: string;
  /** The time the zip gives the file (epoch ms): a photo's own date; absent, the zip's date. */
  modified?: number;
};

/** How a run of the GEDZIP writer ended: every entry and the directory written, or paused before `next`. */
export type GedzipRun = { finished: true } | { finished: false; next: number };

/**
 * A GEDZIP written into `out`: `gedcom.ged` first (deflated, as the tree is walked; only in the
 * first run), then each original from `from` on, stored as it is (photos and PDFs are compressed
 * already), each opened only when the zip reaches it, and at the end the zip's directory. Before
 * each original it asks whether the run's time is up: it then stops between two entries, and a
 * later run (a fresh Lambda, the same `zip` progress) goes on from `next`. Nothing is held but the
 * chunk in flight.
 */
export async function writeGedzip(
  out: (bytes: Uint8Array) => Promise<void>,
  input: {
    zip: ZipWriter;
    /** The tree's text: the first run writes it; null for a run that goes on. */
    tree: AsyncIterable<string> | null;
    media: readonly ZippedMedia[];
    from: number;
    openOriginal(item: ZippedMedia): Promise<AsyncIterable<Uint8Array>>;
    /** Told as each original is reached (progress). */
    onMedia?: (index: number) => Promise<void>;
    /** Asked before each original: true stops the run there. */
    timeIsUp(): boolean;
    date: Date;
  },
): Promise<GedzipRun> {
  const { zip } = input;
  if (input.tree) for await (const bytes of zip.entry(GEDZIP_TREE_ENTRY, utf8(input.tree), { deflate: true, modified: input.date })) await out(bytes);
  for (let index = input.from; index < input.media.length; index++) {
    // The first original of a run always goes in, so every run moves the export on.
    if (index > input.from && input.timeIsUp()) return { finished: false, next: index };
    const item = input.media[index]!;
    await input.onMedia?.(index);
    const original = await input.openOriginal(item);
    for await (const bytes of zip.entry(item.zipPath, original, { deflate: false, modified: item.modified !== undefined ? new Date(item.modified) : input.date, size: item.size })) await out(bytes);
  }
  await out(zip.end());
  return { finished: true };
}

async function* utf8(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
}
