import { beforeAll, describe, expect, it } from 'vitest';
import { groupInOrder } from '../support/faces-world';
import { labelFaces, pairFigures, scanLabelledPhotos, type LabelledFace, type LabelledPhoto } from '../support/labelled-faces';
import { random, shuffled } from '../unit/faces/synthetic-faces';

/**
 * The same photos in any order give the same people: the labelled photos' faces (found once by the
 * local model, as the faces stage finds them) are grouped photo by photo in three orders with the
 * real grouping, then regrouped family-wide; the groups must be identical, and no two people joined.
 */
let photos: readonly LabelledPhoto[];
let faces: LabelledFace[];

beforeAll(async () => {
  const scan = await scanLabelledPhotos();
  photos = scan.photos;
  faces = labelFaces(photos, scan.found);
}, 120_000);

describe('faces grouped in any order', () => {
  it('give identical groups after the family-wide regrouping, with no two people in one group', async () => {
    const files = photos.map((photo) => photo.file);
    const orders = [files, [...files].reverse(), shuffled(files, random(30))];
    const runs = [];
    for (const order of orders) runs.push(await groupInOrder(faces, order));

    const personOf = (groups: string[][]) => new Map(groups.flatMap((group, n) => group.map((id) => [id, n] as const)));
    for (const [n, run] of runs.entries()) {
      const regrouped = personOf(run.regrouped);
      const figures = pairFigures(faces, (a, b) => regrouped.has(a.faceId) && regrouped.get(a.faceId) === regrouped.get(b.faceId));
      const incremental = personOf(run.incremental);
      const before = pairFigures(faces, (a, b) => incremental.has(a.faceId) && incremental.get(a.faceId) === incremental.get(b.faceId));
      console.info(
        `order ${n + 1}: incremental ${before.sameFound}/${before.same} same-person pairs found, ${before.differentJoined}/${before.different} different joined;` +
          ` regrouped ${figures.sameFound}/${figures.same} found, ${figures.differentJoined}/${figures.different} joined; groups ${JSON.stringify(run.regrouped)}`,
      );
      expect(figures.differentJoined).toBe(0);
    }
    expect(runs[1]!.regrouped).toEqual(runs[0]!.regrouped);
    expect(runs[2]!.regrouped).toEqual(runs[0]!.regrouped);
  });
});
