import { PassThrough, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Byte ranges of one stored object (`end` exclusive), each its own ranged GET. */
export type RangeSource = (start: number, end: number) => Promise<Readable>;

/** Small reads (the central directory, local headers) are served from blocks of this size. */
const BLOCK_BYTES = 64 * 1024;
const CACHED_BLOCKS = 8;

/**
 * A zip read in place from object storage, through yauzl (chosen over streaming unzippers such as
 * unzipper: it reads the central directory first, so every entry's name and size are known before
 * any data is read, it handles zip64 (Takeout parts pass 4 GB) and data descriptors, checks sizes
 * and CRCs, and depends on one tiny package). Each entry's bytes are one ranged GET, streamed; the
 * archive is never held in memory or written to disk. yauzl asks for the central directory a few
 * bytes at a time, so small reads come from a handful of cached 64 KB blocks, not a GET each.
 */
class RangedReader extends yauzl.RandomAccessReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly source: RangeSource,
    private readonly totalSize: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    // A small entry (a sidecar, a thumbnail, junk) comes from the cached blocks: thousands of tiny
    // entries side by side cost a GET per 64 KB of zip, not one each.
    if (end - start <= BLOCK_BYTES) {
      const buffer = Buffer.alloc(end - start);
      this.copyFromBlocks(buffer, 0, buffer.length, start).then(
        () => out.end(buffer),
        (error: Error) => out.destroy(error),
      );
      return out;
    }
    this.source(start, end).then(
      (stream) => {
        stream.on('error', (error) => out.destroy(error));
        stream.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    if (length > BLOCK_BYTES) {
      super.read(buffer, offset, length, position, callback);
      return;
    }
    this.copyFromBlocks(buffer, offset, length, position).then(() => callback(null), callback);
  }

  private async copyFromBlocks(buffer: Buffer, offset: number, length: number, position: number) {
    let done = 0;
    while (done < length) {
      const at = position + done;
      const blockStart = at - (at % BLOCK_BYTES);
      const block = await this.block(blockStart);
      const from = at - blockStart;
      const take = Math.min(length - done, block.length - from);
      if (take <= 0) throw new Error('The zip file ended early');
      block.copy(buffer, offset + done, from, from + take);
      done += take;
    }
  }

  private block(start: number): Promise<Buffer> {
    let block = this.blocks.get(start);
    if (!block) {
      block = this.source(start, Math.min(start + BLOCK_BYTES, this.totalSize)).then(readAll);
      block.catch(() => this.blocks.delete(start));
      this.blocks.set(start, block);
      if (this.blocks.size > CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    }
    return block;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ZipEntryRef {
  index: number;
  path: string;
  size: number;
  /** yauzl's record, kept only for the entries that will be read. */
  entry: Entry;
}

/** An opened zip: its entries (files only), and a way to stream any of them. */
export interface OpenedZip {
  entries: ZipEntryRef[];
  openEntry(ref: ZipEntryRef): Promise<Readable>;
  close(): void;
}

/** Opens a zip stored as an object and lists its central directory (names and sizes only). */
export async function openZip(source: RangeSource, totalSize: number, keep: (path: string) => boolean, checkEntryCount?: (count: number) => void): Promise<OpenedZip> {
  const reader = new RangedReader(source, totalSize);
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromRandomAccessReader(reader, totalSize, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(error) : resolve(opened!))),
  );
  // The end-of-directory record gives the count before a single entry is listed: a zip of a
  // million tiny files is refused at once, not after minutes of listing.
  try {
    checkEntryCount?.(zip.entryCount);
  } catch (error) {
    zip.close();
    throw error;
  }
  const entries: ZipEntryRef[] = [];
  await new Promise<void>((resolve, reject) => {
    let index = 0;
    zip.on('entry', (entry: Entry) => {
      const path = entry.fileName;
      if (!path.endsWith('/') && keep(path)) entries.push({ index, path, size: entry.uncompressedSize, entry });
      index += 1;
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return {
    entries,
    openEntry: (ref) => new Promise<Readable>((resolve, reject) => zip.openReadStream(ref.entry, (error, stream) => (error ? reject(error) : resolve(stream!)))),
    close: () => zip.close(),
  };
}
