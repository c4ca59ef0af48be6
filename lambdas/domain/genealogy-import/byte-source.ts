import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ByteSource } from '../gedcom';

/**
 * The importer reads a file twice (see README.md) without ever holding it whole:
 *  - a function is called once per pass (an S3 GetObject body each time: the pipeline's case);
 *  - bytes or an array of chunks are simply read again;
 *  - any other stream is copied to a temporary file while the first pass reads it, and the
 *    second pass reads that copy.
 * The first pass also hashes the bytes, so a re-import can tell an unchanged file.
 */
export type ImportSource = ByteSource | Uint8Array | (() => ByteSource | Promise<ByteSource>);

export interface TwoPassSource {
  /** The first pass; hashing (and spooling) as it goes. */
  first(): AsyncIterable<Uint8Array>;
  /** The second pass; call after the first has been read to the end. */
  second(): Promise<ByteSource>;
  /** SHA-256 of the bytes, once the first pass is done. */
  hash(): string;
  dispose(): Promise<void>;
}

export function twoPassSource(source: ImportSource): TwoPassSource {
  const digest = createHash('sha256');
  let hex: string | undefined;
  let spoolDir: string | undefined;
  let spoolFile: string | undefined;
  const reusable = typeof source !== 'function' && (source instanceof Uint8Array || Array.isArray(source));

  async function* hashing(bytes: ByteSource, spool?: WriteStream): AsyncGenerator<Uint8Array> {
    for await (const chunk of bytes) {
      digest.update(chunk);
      if (spool && !spool.write(chunk)) await new Promise<void>((resolve) => spool.once('drain', () => resolve()));
      yield chunk;
    }
    if (spool) await new Promise<void>((resolve, reject) => spool.end((error?: Error | null) => (error ? reject(error) : resolve())));
    hex = digest.digest('hex');
  }

  return {
    first() {
      return (async function* () {
        if (typeof source === 'function') {
          yield* hashing(await source());
        } else if (reusable) {
          yield* hashing(source instanceof Uint8Array ? [source] : (source as Iterable<Uint8Array>));
        } else {
          spoolDir = await mkdtemp(join(tmpdir(), 'gedcom-import-'));
          spoolFile = join(spoolDir, 'source.ged');
          yield* hashing(source as ByteSource, createWriteStream(spoolFile));
        }
      })();
    },
    async second() {
      if (typeof source === 'function') return source();
      if (reusable) return source instanceof Uint8Array ? [source] : (source as Iterable<Uint8Array>);
      if (!spoolFile) throw new Error('The first pass has not been read');
      return createReadStream(spoolFile, { highWaterMark: 256 * 1024 });
    },
    hash() {
      if (hex === undefined) throw new Error('The first pass has not been read to the end');
      return hex;
    },
    async dispose() {
      if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
    },
  };
}
