import { readFile } from 'node:fs/promises';
import { sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { processImage } from '../../media/images';
import type { PhotoRecord } from '../../../ports/media';
import type { UploadRecord } from '../../../ports/uploads';
import type { ProcessingDeps } from './deps';
import { locationFor } from './location-for';
import { storeRenditions } from './store-renditions';

/** A still image: upright thumbnails, its size, date and place from its metadata. */
export async function makePhoto(deps: ProcessingDeps, upload: UploadRecord, file: string, photoId: string, contentHash: string, mime: string, written: string[]): Promise<PhotoRecord> {
  const image = await processImage(await readFile(file));
  const renditions = await storeRenditions(deps.storage, upload.ownerId, photoId, image.thumbnails, written);
  const location = image.gps ? await locationFor(deps, upload.ownerId, image.gps.lat, image.gps.lon) : null;
  return {
    photoId,
    ownerId: upload.ownerId,
    imageType: 'photo',
    system: 'own',
    uploadId: upload.uploadId,
    name: upload.name,
    objectKey: upload.objectKey,
    contentHash,
    mime: image.mime || mime,
    size: upload.size,
    width: image.width,
    height: image.height,
    orientation: image.orientation,
    renditions,
    placeholder: image.placeholder,
    dateTaken: image.dateTaken,
    dateSort: (image.dateTaken && sortKey(image.dateTaken)) || '',
    latitude: image.gps?.lat ?? null,
    longitude: image.gps?.lon ?? null,
    altitude: image.gps?.altitude ?? null,
    locationId: location?.locationId ?? null,
    eventId: null,
    description: null,
    camera: image.camera ? [image.camera.make, image.camera.model].filter(Boolean).join(' ') || null : null,
    durationSeconds: null,
    createdAt: deps.now(),
  };
}
