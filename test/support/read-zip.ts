import { Readable } from 'node:stream';
import { openZip } from '../../lambdas/domain/archives/zip-reader';

/** A zip entry's DOS date and time as written ('2019-05-04 12:00'): zips keep no time zone. */
const dosTime = (date: number, time: number) =>
  `${1980 + (date >> 9)}-${String((date >> 5) & 15).padStart(2, '0')}-${String(date & 31).padStart(2, '0')} ${String(time >> 11).padStart(2, '0')}:${String((time >> 5) & 63).padStart(2, '0')}`;

/** Every file of a zip held in memory, in the zip's order, read with the app's own zip reader (yauzl: CRCs and sizes checked). */
export async function zipEntries(zip: Buffer): Promise<Array<{ path: string; bytes: Buffer; modified: string }>> {
  const opened = await openZip((start, end) => Promise.resolve(Readable.from([zip.subarray(start, end)])), zip.length, () => true);
  try {
    const entries = [];
    for (const entry of opened.entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of await opened.openEntry(entry)) chunks.push(chunk as Buffer);
      entries.push({ path: entry.path, bytes: Buffer.concat(chunks), modified: dosTime(entry.entry.lastModFileDate, entry.entry.lastModFileTime) });
    }
    return entries;
  } finally {
    opened.close();
  }
}
