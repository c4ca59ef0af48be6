import type { Readable } from 'node:stream';
import { sniffMedia, SNIFF_BYTES } from '../../media/sniff';
import type { UploadRecord } from '../../../ports/uploads';
import { isArchiveUpload } from '../../archives/process-archive-upload';
import { isGedzipUpload } from '../../gedzip/gedzip-layout';

/**
 * The kinds of upload work, each with its own queue and consumer sized for it
 * (lambdas/queue/consumers.ts; the why is in ../README.md):
 * - photos: photos and PDFs (and anything unreadable, which fails at once), seconds each;
 * - videos: one transcode a batch, minutes, large /tmp;
 * - archives: a Takeout or Facebook zip, or a GEDZIP (.gdz) family tree with its media, imported a slice at a time;
 * - gedcom: a family tree file's import.
 */
export const UPLOAD_LANES = ['photos', 'videos', 'archives', 'gedcom'] as const;
export type UploadLane = (typeof UPLOAD_LANES)[number];

/**
 * Which lane an upload belongs to. An archive is known by its name (its processing is chosen the
 * same way); anything else by its first bytes, because names lie (a '.mov' renamed '.jpg' is still
 * a video and must not take a slot of the photos consumer's batches): one ranged GET of 4 KB.
 */
export async function laneOf(upload: Pick<UploadRecord, 'name' | 'size' | 'objectKey'>, readRange: (key: string, start: number, end: number) => Promise<Readable>): Promise<UploadLane> {
  if (isArchiveUpload(upload) || isGedzipUpload(upload)) return 'archives';
  let head: Buffer;
  try {
    head = await readAll(await readRange(upload.objectKey, 0, Math.min(SNIFF_BYTES, upload.size)));
  } catch {
    // Unreadable here is unreadable there too: the photos consumer reports it to the person.
    return 'photos';
  }
  return laneOfKind(sniffMedia(head).kind);
}

export function laneOfKind(kind: ReturnType<typeof sniffMedia>['kind']): UploadLane {
  if (kind === 'video') return 'videos';
  if (kind === 'gedcom') return 'gedcom';
  return 'photos';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
