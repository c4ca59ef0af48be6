import { dirname, join } from 'node:path';
import { sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { processImage } from '../../media/images';
import { needsTranscode, posterFrame, probeVideo, transcodeToMp4 } from '../../media/video';
import type { PhotoRecord } from '../../../ports/media';
import type { UploadRecord } from '../../../ports/uploads';
import { derivedKey } from './derived-keys';
import type { ProcessingDeps } from './deps';
import { locationFor } from './location-for';
import { storeRenditions } from './store-renditions';

/**
 * A video: a poster frame for the library's thumbnails, its length and size, and a copy every
 * browser can play (H.264/AAC MP4) when the original is not one already. The copy is made beside
 * the original, in the caller's scratch folder for this item, and goes when that folder does: a
 * warm Lambda's /tmp keeps whatever a run leaves behind.
 */
export async function makeVideo(deps: ProcessingDeps, upload: UploadRecord, file: string, photoId: string, contentHash: string, mime: string, written: string[]): Promise<PhotoRecord> {
  const probe = await probeVideo(file);
  const poster = await processImage(await posterFrame(file, { probe }));
  const renditions = await storeRenditions(deps.storage, upload.ownerId, photoId, poster.thumbnails, written);
  if (needsTranscode(probe)) {
    const playable = join(dirname(file), `${photoId}.mp4`);
    await transcodeToMp4(file, playable, { probe });
    const key = derivedKey(upload.ownerId, photoId, 'playback.mp4');
    written.push(key);
    await deps.storage.putDerivedFile(key, playable, 'video/mp4');
    renditions.playback = key;
  }
  const location = probe.gps ? await locationFor(deps, upload.ownerId, probe.gps.latitude, probe.gps.longitude) : null;
  const dateTaken = probe.creationTime?.text ?? upload.source?.dateTaken ?? null;
  return {
    photoId,
    ownerId: upload.ownerId,
    imageType: 'video',
    system: upload.source?.system ?? 'own',
    uploadId: upload.uploadId,
    name: upload.name,
    objectKey: upload.objectKey,
    contentHash,
    mime,
    size: upload.size,
    width: probe.width,
    height: probe.height,
    orientation: 1,
    renditions,
    placeholder: poster.placeholder,
    dateTaken,
    dateSort: (dateTaken && sortKey(dateTaken)) || '',
    latitude: probe.gps?.latitude ?? null,
    longitude: probe.gps?.longitude ?? null,
    altitude: probe.gps?.altitude ?? null,
    locationId: location?.locationId ?? null,
    eventId: null,
    description: upload.source?.caption ?? null,
    camera: null,
    durationSeconds: probe.durationSeconds,
    createdAt: deps.now(),
  };
}
