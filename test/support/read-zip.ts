import { Readable } from 'node:stream';
import { openZip } from '../../lambdas/domain/archives/zip-reader';

/** Every file of a zip held in memory, in the zip's order, read with the app's own zip reader (yauzl: CRCs and sizes checked). */
export async function zipEntries(zip: Buffer): Promise<Array<{ path: string; bytes: Buffer }>> {
  const opened = await openZip((start, end) => Promise.resolve(Readable.from([zip.subarray(start, end)])), zip.length, () => true);
  try {
    const entries = [];
    for (const entry of opened.entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of await opened.openEntry(entry)) chunks.push(chunk as Buffer);
      entries.push({ path: entry.path, bytes: Buffer.concat(chunks) });
    }
    return entries;
  } finally {
    opened.close();
  }
}
