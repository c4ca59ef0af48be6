import { Readable } from 'node:stream';
import yazl from 'yazl';
import { GEDZIP_TREE_ENTRY } from './gedzip-layout';
import type { PlannedMedia } from './family-media';

/**
 * A GEDZIP as a stream of bytes: `gedcom.ged` first (deflated, written as the tree is walked),
 * then each original, stored as it is (photos and PDFs are compressed already), each opened only
 * when the zip reaches it. yazl (already used to build test archives) writes zip64 past 4 GB and
 * checks each entry's size against the one given, so a short or long read of an original fails
 * the export instead of making a broken zip. Nothing is held but the chunk in flight.
 */
export function writeGedzip(input: {
  tree: AsyncIterable<string>;
  media: readonly PlannedMedia[];
  openOriginal(item: PlannedMedia): Promise<NodeJS.ReadableStream>;
  /** Told as each original is opened (progress). */
  onMedia?: (item: PlannedMedia, index: number) => void | Promise<void>;
  date: Date;
}): AsyncIterable<Uint8Array> {
  const zip = new yazl.ZipFile();
  // yazl reports a failed entry on the zip object: end the byte stream with it, so the writer aborts its upload.
  zip.on('error', (error: Error) => (zip.outputStream as unknown as Readable).destroy(error));
  zip.addReadStream(Readable.from(utf8(input.tree)), GEDZIP_TREE_ENTRY, { compress: true, mtime: input.date });
  input.media.forEach((item, index) => {
    zip.addReadStreamLazy(item.zipPath, { compress: false, size: item.size, mtime: input.date }, (done) => {
      Promise.resolve(input.onMedia?.(item, index))
        .then(() => input.openOriginal(item))
        .then((stream) => done(null, stream), (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream));
    });
  });
  zip.end();
  return zip.outputStream as AsyncIterable<Uint8Array>;
}

async function* utf8(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
}
