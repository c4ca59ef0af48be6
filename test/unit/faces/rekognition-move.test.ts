import { CreateCollectionCommand, DeleteFacesCommand, IndexFacesCommand, type RekognitionClient } from '@aws-sdk/client-rekognition';
import { describe, expect, it } from 'vitest';
import { RekognitionFaceRecognition } from '../../../lambdas/adapters/aws/rekognition-face-recognition';
import type { FaceBox } from '../../../lambdas/ports/faces';

/**
 * Moving faces between Rekognition collections, against an in-memory stand-in for the three calls
 * it makes (collections of face ids; IndexFaces finds the faces the image is said to hold and gives
 * them new ids, as Rekognition does).
 */
function rekognition(detected: readonly FaceBox[], collections: Record<string, string[]>) {
  let issued = 0;
  const client = {
    send: async (command: unknown) => {
      if (command instanceof CreateCollectionCommand) collections[command.input.CollectionId!] ??= [];
      if (command instanceof IndexFacesCommand) {
        const ids = detected.map(() => `new-${++issued}`);
        collections[command.input.CollectionId!]!.push(...ids);
        return { FaceRecords: detected.map((box, i) => ({ Face: { FaceId: ids[i], Confidence: 99, BoundingBox: { Left: box.left, Top: box.top, Width: box.width, Height: box.height } } })) };
      }
      if (command instanceof DeleteFacesCommand) {
        const gone = new Set(command.input.FaceIds);
        collections[command.input.CollectionId!] = (collections[command.input.CollectionId!] ?? []).filter((id) => !gone.has(id));
      }
      return {};
    },
  };
  return new RekognitionFaceRecognition(client as unknown as RekognitionClient);
}

const left: FaceBox = { left: 0.1, top: 0.2, width: 0.2, height: 0.3 };
const right: FaceBox = { left: 0.6, top: 0.2, width: 0.2, height: 0.3 };
const background: FaceBox = { left: 0.45, top: 0.7, width: 0.05, height: 0.05 };

describe('moving faces to another Rekognition collection', () => {
  it('pairs each stored face with the face found again in the same place, and leaves nothing behind or extra', async () => {
    const collections: Record<string, string[]> = { old: ['a', 'b', 'someone-else'] };
    // Found again slightly shifted, plus a background face the family never had.
    const shifted = { ...right, left: right.left + 0.01 };
    const recognition = rekognition([background, shifted, left], collections);
    const ids = await recognition.moveFaces('old', 'family', [{ faceId: 'a', box: left }, { faceId: 'b', box: right }], async () => Buffer.from('jpeg'), 'photo-1');
    expect(Object.fromEntries(ids)).toEqual({ a: 'new-3', b: 'new-2' });
    expect(collections).toEqual({ old: ['someone-else'], family: ['new-2', 'new-3'] });
  });

  it('answers null for a face not found again', async () => {
    const collections: Record<string, string[]> = { old: ['a'] };
    const ids = await rekognition([right], collections).moveFaces('old', 'family', [{ faceId: 'a', box: left }], async () => Buffer.from('jpeg'), 'photo-1');
    expect(Object.fromEntries(ids)).toEqual({ a: null });
    expect(collections).toEqual({ old: [], family: [] });
  });
});
