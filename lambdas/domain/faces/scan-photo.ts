import type { FaceDeps, FacePhoto } from './deps';
import { cropFace, cropKeyFor } from './face-crops';
import { groupInTurn, groupNewFaces } from './grouping';
import { nameFacesFromMetadata } from './metadata-names';
import { recognitionIdOf, type FaceRecord, type FaceScanRecord } from './records';
import { regroupIsDue } from './regroup-family';
import { applyWaitingNames } from './waiting-names';

export type ScanOutcome = 'scanned' | 'already-scanned' | 'photo-gone';

/**
 * The face stage of processing, for one photo or video poster: find its faces, cut their crops,
 * store them, and group them with people. A photo is scanned once: its scan record is written
 * last, and a scan that stopped half way (a crash, a timeout) is cleaned up and run again, so a
 * message delivered twice never duplicates a face.
 */
export async function scanPhotoFaces(deps: FaceDeps, photoId: string, treeOwnerId: (ownerId: string) => string = (ownerId) => ownerId): Promise<ScanResult> {
  const photo = await deps.photos.getPhoto(photoId);
  if (!photo) return { outcome: 'photo-gone', faces: 0, newUnnamed: [], regroupDue: false };
  // In the family's turn (grouping.ts groupInTurn): a message delivered again while its first
  // delivery still runs waits, then finds the scan record.
  return groupInTurn(deps, photo.ownerId, () => scanInTurn(deps, photo, treeOwnerId));
}

type ScanResult = {
  outcome: ScanOutcome;
  faces: number;
  newUnnamed: string[];
  /** Enough faces came since the family was last regrouped (regroup-family.ts regroupIsDue). */
  regroupDue: boolean;
  /** The library the photo is in. */
  ownerId?: string;
};

async function scanInTurn(deps: FaceDeps, photo: FacePhoto, treeOwnerId: (ownerId: string) => string): Promise<ScanResult> {
  const { ownerId, photoId } = photo;
  const scan = await deps.faces.getScan(ownerId, photoId);
  if (scan) {
    if (embeddedByAnotherModel(deps, scan)) await embedAgain(deps, photo, scan);
    return { outcome: 'already-scanned', faces: scan.faceIds.length, newUnnamed: [], regroupDue: false, ownerId };
  }

  const collection = deps.collectionFor(ownerId);
  // Faces drawn by hand are the family's, not a half-done scan's: they stay, and the scan lists them.
  const onPhoto = await deps.faces.facesOfPhoto(ownerId, photoId);
  const drawnByHand = onPhoto.filter((face) => face.addedByHand);
  const leftovers = onPhoto.filter((face) => !face.addedByHand);
  if (leftovers.length) {
    await deps.recognition.deleteFaces(collection, leftovers.map(recognitionIdOf).filter((id): id is string => id !== null));
    await deps.faces.deleteFaces(ownerId, leftovers.map((face) => face.faceId));
  }

  const image = await deps.images.read(photo.imageKey);
  const indexed = await deps.recognition.indexFaces(collection, image, photoId);
  const now = deps.now();
  const faces: FaceRecord[] = [];
  for (const face of indexed) {
    const thumbKey = cropKeyFor(photo, face.faceId);
    await deps.images.putCrop(thumbKey, await cropFace(image, face.box));
    faces.push({
      ownerId,
      faceId: face.faceId,
      photoId,
      personId: null,
      box: face.box,
      genderHint: face.genderHint,
      confidence: face.confidence,
      quality: face.quality ?? null,
      thumbKey,
      photoDateSort: photo.dateSort,
      photoDateQuality: photo.dateQuality,
      rejectedPersonIds: [],
      keptApartFrom: [],
      createdAt: now,
      updatedAt: now,
    });
  }
  await deps.faces.putFaces(faces);
  const grouping = await groupNewFaces(deps, ownerId, treeOwnerId(ownerId), faces, null);
  const faceIds = [...faces, ...drawnByHand].map((face) => face.faceId);
  await deps.faces.putScan({ ownerId, photoId, faceIds, scannedAt: deps.now(), ...modelOf(deps) });
  const scope = { ownerId, library: ownerId, treeOwnerId: treeOwnerId(ownerId), userId: photo.uploaderId };
  // After the marker: names a file gives (a GEDZIP's CROP) that came meanwhile see it and are applied by their own side.
  const namedFromGedzip = await applyWaitingNames(deps, scope, photoId);
  // Then the photo file's own tags, for faces the GEDZIP did not name.
  const fromTags = await nameFacesFromMetadata(deps, scope, photo);
  const namedFromFile = namedFromGedzip + fromTags.named;
  // A new group whose face the file named is that person now, not one to name.
  const newUnnamed = namedFromFile ? (await Promise.all(grouping.newUnnamed.map(async (id) => ((await deps.faces.getUnnamed(ownerId, id)) ? [id] : [])))).flat() : grouping.newUnnamed;
  const shown = faces.length + fromTags.drawn;
  if (shown && deps.realtime) {
    await deps.realtime.toUser(photo.uploaderId, { type: 'faces_found', photo_id: photoId, faces: shown, new_unnamed: newUnnamed.length });
  }
  const regroupDue = faces.length > 0 && regroupIsDue(await deps.faces.noteNewFaces(ownerId, faces.length));
  return { outcome: 'scanned', faces: faces.length, newUnnamed, regroupDue, ownerId };
}

const modelOf = (deps: Pick<FaceDeps, 'recognition'>) => (deps.recognition.model ? { model: deps.recognition.model } : {});

/** A photo scanned when the engine's model was another: its faces' embeddings compare with nothing now. */
export const embeddedByAnotherModel = (deps: Pick<FaceDeps, 'recognition'>, scan: FaceScanRecord): boolean =>
  deps.recognition.model !== undefined && scan.model !== deps.recognition.model;

/**
 * A photo scanned under an earlier model: its faces are embedded again by the current one and keep
 * their ids, people and groups (nothing the family did is undone); then the scan names the model.
 */
async function embedAgain(deps: FaceDeps, photo: FacePhoto, scan: FaceScanRecord): Promise<void> {
  const faces = await deps.faces.getFaces(photo.ownerId, scan.faceIds);
  const known = faces.flatMap((face) => ((id) => (id === null ? [] : [{ faceId: id, box: face.box }]))(recognitionIdOf(face)));
  if (known.length && deps.recognition.reembedFaces) await deps.recognition.reembedFaces(deps.collectionFor(photo.ownerId), await deps.images.read(photo.imageKey), photo.photoId, known);
  await deps.faces.putScan({ ...scan, ...modelOf(deps) });
}
