import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedZip, ZipEntryRef } from '../../../lambdas/domain/archives/zip-reader';
import { importGedzipMedia } from '../../../lambdas/domain/gedzip/import-gedzip-media';
import type { CatalogItem, PhotoRecord } from '../../../lambdas/ports/media';
import type { UploadRecord } from '../../../lambdas/ports/uploads';
import type { ProcessingDeps } from '../../../lambdas/domain/uploads/processing/deps';

/**
 * A slice whose message is delivered again (the first run stopped before saving its checkpoint)
 * starts from the stored bytes of the last checkpoint: each item the first run made must count
 * again, or the import commits less space than its items take.
 */
describe('a redelivered GEDZIP slice', () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'gedzip-redelivered-'));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('finds the photo its first delivery made, links it again, and counts its bytes as a single delivery did', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a83' } }).jpeg().toBuffer();
    const ref = { index: 1, path: 'media/Brontë.jpg', size: bytes.length } as ZipEntryRef;
    const zip: OpenedZip = { entries: [ref], openEntry: async () => Readable.from([bytes]), close: () => undefined };
    const photos = new Map<string, PhotoRecord>();
    const originals = new Set<string>();
    const linked: string[] = [];
    const deps = {
      now: () => 1_000,
      faces: null,
      storage: {
        putDerived: async () => undefined,
        deleteDerived: async () => undefined,
        putUploadFile: async (key: string) => void originals.add(key),
        deleteUpload: async (key: string) => void originals.delete(key),
      },
      catalog: {
        findByContentHash: async (_owner: string, sha256: string): Promise<CatalogItem | null> => {
          const photo = [...photos.values()].find((candidate) => candidate.contentHash === sha256);
          return photo ? { itemType: photo.imageType, itemId: photo.photoId } : null;
        },
        addPhoto: async (photo: PhotoRecord) => (photos.set(photo.photoId, photo), true),
        getPhoto: async (photoId: string) => photos.get(photoId) ?? null,
        getLocation: async () => null,
      },
      signer: { derived: async (key: string) => key, original: async (key: string) => key },
      realtime: { toUser: async () => 1 },
      matchMissingFile: async ({ photoId }: { photoId: string }) => (linked.push(photoId), true),
    } as unknown as ProcessingDeps;
    const upload = { uploadId: 'U1', ownerId: 'ann', objectKey: 'users/ann/uploads/U1/tree.gdz', name: 'tree.gdz', size: 10_000 } as unknown as UploadRecord;

    // Both deliveries start from the same checkpoint (nothing stored yet).
    const firstSpace = { limit: 1_000_000, stored: 0 };
    const first = await importGedzipMedia(deps, upload, zip, ref, firstSpace, workDir);
    const againSpace = { limit: 1_000_000, stored: 0 };
    const again = await importGedzipMedia(deps, upload, zip, ref, againSpace, workDir);

    expect(first).toEqual({ imported: expect.any(String) });
    expect(again).toEqual(first);
    expect(photos.size).toBe(1);
    expect(originals.size).toBe(1);
    expect(firstSpace.stored).toBe(bytes.length);
    expect(againSpace.stored).toBe(firstSpace.stored);
    expect(linked).toEqual([(first as { imported: string }).imported, (first as { imported: string }).imported]);
  });
});
