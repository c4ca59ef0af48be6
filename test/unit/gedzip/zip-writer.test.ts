import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipWriter } from '../../../lambdas/domain/gedzip/zip-writer';

/** The zip writer behind GEDZIP exports: read back by yauzl (the reader the archive imports use), run by run. */

const AT = new Date(Date.UTC(2026, 5, 15, 10, 30, 20));

async function bytesOf(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

const source = (...chunks: Buffer[]) => Readable.from(chunks) as AsyncIterable<Uint8Array>;

/** A zip of `prefix` bytes nobody reads (zeros) followed by `tail`, as a reader sees a file. */
function virtualZip(prefix: number, tail: Buffer): Promise<yauzl.ZipFile> {
  class Reader extends yauzl.RandomAccessReader {
    override _readStreamForRange(start: number, end: number) {
      const zeros = Math.max(0, Math.min(end, prefix) - start);
      const from = Math.max(0, start - prefix);
      return Readable.from([Buffer.alloc(zeros), tail.subarray(from, Math.max(from, end - prefix))]);
    }
  }
  return new Promise((resolve, reject) =>
    yauzl.fromRandomAccessReader(new Reader(), prefix + tail.length, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip!))),
  );
}

async function entriesOf(zip: yauzl.ZipFile): Promise<Array<{ entry: yauzl.Entry; data: Buffer }>> {
  const found: Array<{ entry: yauzl.Entry; data: Buffer }> = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        void bytesOf(stream as unknown as AsyncIterable<Buffer>).then((data) => {
          found.push({ entry, data });
          zip.readEntry();
        }, reject);
      }),
    );
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return found;
}

describe('ZipWriter', () => {
  it('writes deflated and stored entries that read back with their names, bytes, CRCs and dates', async () => {
    const zip = new ZipWriter();
    const text = Buffer.from('0 HEAD\n1 GEDC\n2 VERS 7.0\n'.repeat(2000));
    const photo = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    const bytes = Buffer.concat([
      await bytesOf(zip.entry('gedcom.ged', source(text.subarray(0, 100), text.subarray(100)), { deflate: true, modified: AT })),
      await bytesOf(zip.entry('media/Brontë family.jpg', source(photo), { deflate: false, modified: AT, size: photo.length })),
      zip.end(),
    ]);
    expect(zip.progress().offset).toBe(bytes.length);
    const read = await entriesOf(await virtualZip(0, bytes));
    expect(read.map(({ entry }) => entry.fileName)).toEqual(['gedcom.ged', 'media/Brontë family.jpg']);
    expect(read[0]!.data.equals(text)).toBe(true);
    expect(read[0]!.entry.compressedSize).toBeLessThan(text.length / 10);
    expect(read[1]!.data.equals(photo)).toBe(true);
    expect(read[1]!.entry.compressionMethod).toBe(0);
    expect(read.map(({ entry }) => entry.crc32)).toEqual([crc32(text), crc32(photo)]);
    expect(read[1]!.entry.getLastModDate({ timezone: 'UTC' }).toISOString()).toBe('2026-06-15T10:30:20.000Z');
  });

  it('goes on from saved progress (as JSON) to the same bytes as one writer', async () => {
    const files = [Buffer.from('first'), Buffer.from('second file'), Buffer.from('third')];
    const oneWriter = new ZipWriter();
    const whole: Buffer[] = [];
    for (const [i, file] of files.entries()) whole.push(await bytesOf(oneWriter.entry(`f${i}`, source(file), { deflate: false, modified: AT })));
    whole.push(oneWriter.end());

    const parts: Buffer[] = [];
    let progress = new ZipWriter().progress();
    for (const [i, file] of files.entries()) {
      const run = new ZipWriter(JSON.parse(JSON.stringify(progress)));
      parts.push(await bytesOf(run.entry(`f${i}`, source(file), { deflate: false, modified: AT })));
      progress = run.progress();
    }
    parts.push(new ZipWriter(progress).end());
    expect(Buffer.concat(parts).equals(Buffer.concat(whole))).toBe(true);
  });

  it('uses zip64 records once an entry starts past 4 GB, and readers find it there', async () => {
    // Goes on as if 5 GB of originals were written by earlier runs (zeros here: never read).
    const prefix = 5 * 1024 ** 3;
    const zip = new ZipWriter({ offset: prefix, entries: [] });
    const data = Buffer.from('past the four gigabytes');
    const tail = Buffer.concat([await bytesOf(zip.entry('media/late.jpg', source(data), { deflate: false, modified: AT, size: data.length })), zip.end()]);
    const [late] = await entriesOf(await virtualZip(prefix, tail));
    expect(late!.entry.fileName).toBe('media/late.jpg');
    expect(late!.entry.relativeOffsetOfLocalHeader).toBe(prefix);
    expect(late!.data.equals(data)).toBe(true);
  });

  it('fails an entry whose source gives more or fewer bytes than its size', async () => {
    const zip = new ZipWriter();
    await expect(bytesOf(zip.entry('short.jpg', source(Buffer.from('abc')), { deflate: false, modified: AT, size: 10 }))).rejects.toThrow('short.jpg gave an unexpected number of bytes: 3 where 10 were expected');
    // A failed entry is not in the directory.
    expect(zip.progress().entries).toEqual([]);
  });
});
