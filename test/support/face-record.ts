import type { FaceRecord } from '../../lambdas/domain/faces/records';

/**
 * A face as the faces queue stores it, for tests that write faces straight to the store: found on
 * `photoId` in `ownerId`'s library and put with `personId` (or with no one), a plain box and no hints.
 */
export function faceRecordOf(fields: Pick<FaceRecord, 'ownerId' | 'faceId' | 'photoId' | 'personId' | 'thumbKey'>): FaceRecord {
  return {
    box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
    genderHint: null,
    confidence: 0.99,
    photoDateSort: '',
    rejectedPersonIds: [],
    keptApartFrom: [],
    createdAt: 1,
    updatedAt: 1,
    ...fields,
  };
}
