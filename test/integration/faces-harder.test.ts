import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, type DetectedFace } from '../../lambdas/adapters/local/face-model';
import type { FaceBox } from '../../lambdas/ports/faces';
import { groupInOrder } from '../support/faces-world';
import { groupPhotoOf, HARDER_COPIES } from '../support/harder-faces';
import { labelFaces, pairFigures, scanLabelledPhotos, type LabelledFace, type LabelledPhoto } from '../support/labelled-faces';

/**
 * Faces a family's albums hold, made from the labelled photos in the test (support/harder-faces.ts):
 * greyscale, shrunk, blurred, tilted both ways, masked and cropped copies, each another photo of the
 * same people. Every photo gets two kinds of copy (taking turns through the kinds, so the run stays
 * short), and all are grouped photo by photo by the real rules over the local model's embeddings,
 * then regrouped family-wide: nobody may be put with anybody else, and at least 90% of one person's
 * pairs must be found (the aim is 95%: this set gives 426 of 448, 95.1%, and joins none of 1,505
 * pairs of different people, since the renditions are resized with Lanczos-2; 414 of 436 before, the one
 * face left out then a 240p photo blurred again; the faces bench prints every kind for every photo).
 */
const kinds = Object.keys(HARDER_COPIES);
let photos: readonly LabelledPhoto[];
let faces: LabelledFace[];
let files: string[];
let originals: readonly Buffer[];
let firstFound: readonly DetectedFace[][];

beforeAll(async () => {
  ({ photos, renditions: originals, found: firstFound } = await scanLabelledPhotos());
  const all: LabelledPhoto[] = [...photos];
  const found: DetectedFace[][] = [...firstFound];
  for (const [i, photo] of photos.entries()) {
    for (const kind of [kinds[i % kinds.length]!, kinds[(i + 3) % kinds.length]!]) {
      all.push({ file: `${kind}/${photo.file}`, people: photo.people });
      found.push(await detectFaces(await HARDER_COPIES[kind]!(originals[i]!, found[i]!.map((face) => face.box))));
    }
  }
  faces = labelFaces(all, found);
  files = all.map((photo) => photo.file);
}, 300_000);

describe('harder copies of the labelled faces', () => {
  it('join nobody to anybody else, and find at least 90% of one person\'s pairs after the family-wide regrouping', async () => {
    const { incremental, regrouped } = await groupInOrder(faces, files);
    const figures = (groups: string[][]) => {
      const personOf = new Map(groups.flatMap((group, n) => group.map((id) => [id, n] as const)));
      return pairFigures(faces, (a, b) => personOf.has(a.faceId) && personOf.get(a.faceId) === personOf.get(b.faceId));
    };
    const [before, after] = [figures(incremental), figures(regrouped)];
    console.info(
      `${faces.length} faces (${faces.filter((face) => face.person).length} labelled) in ${files.length} photos: ` +
        `photo by photo ${before.sameFound}/${before.same} same-person pairs found, ${before.differentJoined}/${before.different} different joined; ` +
        `regrouped ${after.sameFound}/${after.same} found, ${after.differentJoined}/${after.different} joined`,
    );
    expect(before.differentJoined).toBe(0);
    expect(after.differentJoined).toBe(0);
    expect(after.sameFound / after.same).toBeGreaterThanOrEqual(0.9);
  });

  const twelvePortraits = () => {
    const portraits = photos.flatMap((photo, i) => (photo.people.length === 1 && firstFound[i]?.[0] ? [{ image: originals[i]!, face: firstFound[i]![0]!.box }] : [])).slice(0, 12);
    expect(portraits).toHaveLength(12);
    return portraits;
  };
  const centre = (box: FaceBox) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const near = (a: FaceBox, b: FaceBox) => Math.abs(centre(a).x - centre(b).x) < b.width && Math.abs(centre(a).y - centre(b).y) < b.height;

  it('a group photo of twelve people at a distance (faces 36 px wide in the 1600 px rendition): every face is found, each where it was put', async () => {
    const { photo, faces: placed } = await groupPhotoOf(twelvePortraits(), 36);
    const found = await detectFaces(photo);
    console.info(`group photo: ${found.length} faces found of ${placed.length} placed`);
    expect(placed.filter((box) => found.some((face) => near(face.box, box)))).toHaveLength(placed.length);
    expect(found).toHaveLength(placed.length);
  });

  it('a crowd whose faces (24 px) are too small for the whole picture to find any: its tiles find them, each where it was put', async () => {
    const { photo, faces: placed } = await groupPhotoOf(twelvePortraits(), 24);
    const found = await detectFaces(photo);
    const atPlace = placed.filter((box) => found.some((face) => near(face.box, box))).length;
    console.info(`crowd of 24 px faces: ${found.length} found, ${atPlace} of ${placed.length} where they were put`);
    // 11 of 12 on this machine; none before the whole picture's faint finds led to the tiles.
    expect(atPlace).toBeGreaterThanOrEqual(10);
    expect(found.length).toBe(atPlace);
  });
});
