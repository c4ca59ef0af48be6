import { readFile } from 'node:fs/promises';
import { sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { cameraName, processImage } from '../../media/images';
import type { PhotoRecord } from '../../../ports/media';
import type { UploadRecord } from '../../../ports/uploads';
import type { ProcessingDeps } from './deps';
import { locationFor } from './location-for';
import { storeRenditions } from './store-renditions';

/** A still image: upright thumbnails, its size, date and place from its metadata. */
export async function makePhoto(deps: ProcessingDeps, upload: UploadRecord, file: string, photoId: string, contentHash: string, mime: string, written: string[]): Promise<PhotoRecord> {
  const image = await processImage(await readFile(file), { file });
  const renditions = await storeRenditions(deps.storage, upload.ownerId, photoId, image.thumbnails, written);
  // What the file itself says wins; an imported file falls back on what its provider said.
  const source = upload.source ?? null;
  const gps = image.gps ?? (source?.latitude != null && source.longitude != null ? { lat: source.latitude, lon: source.longitude, altitude: undefined } : null);
  const taken = image.dateTaken ?? source?.dateTaken ?? null;
  const location = gps ? await locationFor(deps, upload.ownerId, gps.lat, gps.lon) : null;
  return {
    photoId,
    ownerId: upload.ownerId,
    imageType: 'photo',
    system: source?.system ?? 'own',
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
    dateTaken: taken,
    dateSort: (taken && sortKey(taken)) || '',
    // A provider's date is its own record of the file (often when it was uploaded or scanned), not the camera's.
    dateQuality: image.dateTaken ? image.dateQuality : taken ? 'scan_or_file' : null,
    latitude: gps?.lat ?? null,
    longitude: gps?.lon ?? null,
    altitude: gps?.altitude ?? null,
    locationId: location?.locationId ?? null,
    eventId: null,
    // A caption typed at the provider (Google Photos) is newer than one written into the file.
    description: source?.caption ?? image.caption,
    camera: cameraName(image.camera),
    durationSeconds: null,
    createdAt: deps.now(),
    perceptualHash: image.perceptualHash,
    sharpness: image.sharpness,
    ...(image.namedFaces.length ? { namedFaces: image.namedFaces } : {}),
  };
}
