import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyOrientation, namedFaceRegions, processImage, readPhotoMetadata, uprightBox, type Orientation } from '../../../../lambdas/domain/media/images';
import { MAX_NAMED_REGIONS } from '../../../../lambdas/domain/media/images/face-regions';
import type { FaceBox } from '../../../../lambdas/ports/faces';
import { faceTagsXmp } from '../../../support/generate-media';

/**
 * Faces a photo's own metadata names (XMP regions): both vocabularies, the picture's orientation,
 * and what a region that is not a named face is.
 */
const asset = (name: string) => readFileSync(`../shared/testdata/photos/immich-test-assets/${name}`);

const near = (actual: FaceBox, expected: FaceBox) => {
  for (const side of ['left', 'top', 'width', 'height'] as const) expect(actual[side], side).toBeCloseTo(expected[side], 3);
};

/** Marie and Pierre Curie in the 840 x 700 portrait, upright, as the file's Microsoft regions give them. */
const MARIE: FaceBox = { left: 0.311905, top: 0.208571, width: 0.113095, height: 0.198571 };
const PIERRE: FaceBox = { left: 0.639286, top: 0.118571, width: 0.0964286, height: 0.241429 };

describe('named face regions in a photo file', () => {
  it("reads Picasa's and Lightroom's (MWG) regions, names and boxes of the upright picture", async () => {
    const { namedFaces } = await readPhotoMetadata(asset('metadata_faces_portrait.jpg'));
    expect(namedFaces.map((face) => face.name)).toEqual(['Marie Curie', 'Pierre Curie']);
    near(namedFaces[0]!.box, MARIE);
    near(namedFaces[1]!.box, PIERRE);
  });

  it('turns the regions of a picture stored on its side (EXIF orientation 6) with it', async () => {
    const { namedFaces, orientation } = await readPhotoMetadata(asset('metadata_faces_portrait-orientation-6.jpg'));
    expect(orientation).toBe(6);
    expect(namedFaces.map((face) => face.name)).toEqual(['Marie Curie', 'Pierre Curie']);
    near(namedFaces[0]!.box, MARIE);
    near(namedFaces[1]!.box, PIERRE);
  });

  it('reads a JPEG with MWG regions only, as Picasa writes them (no Microsoft ones)', async () => {
    const tagged = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#777' } })
      .withXmp(faceTagsXmp([{ name: 'Anna Lee', box: { left: 0.3, top: 0.2, width: 0.2, height: 0.3 } }]))
      .jpeg()
      .toBuffer();
    const { namedFaces } = await readPhotoMetadata(tagged);
    expect(namedFaces.map((face) => face.name)).toEqual(['Anna Lee']);
    near(namedFaces[0]!.box, { left: 0.3, top: 0.2, width: 0.2, height: 0.3 });
  });

  it('comes out of the photo pipeline with the photo', async () => {
    const image = await processImage(asset('metadata_faces_portrait-orientation-6.jpg'), { sizes: [64] });
    expect(image).toMatchObject({ width: 840, height: 700 });
    expect(image.namedFaces.map((face) => face.name)).toEqual(['Marie Curie', 'Pierre Curie']);
  });

  it('finds none in photos without regions, and keeps their other metadata as before', async () => {
    const picasa = await readPhotoMetadata(asset('metadata_tags_picasa.jpg'));
    expect(picasa.namedFaces).toEqual([]);
    expect(picasa.takenAt).not.toBeNull();
    expect((await readPhotoMetadata(asset('metadata_gps-position_thompson-springs.jpg'))).namedFaces).toEqual([]);
  });

  it("reads Windows Photo Gallery's regions when a file has no MWG ones", () => {
    const regions = namedFaceRegions({ MP: { RegionInfo: { Regions: { PersonDisplayName: ' Ann  Lee ', Rectangle: '0.1, 0.2, 0.3, 0.4' } } } }, 6);
    // One region comes as the item itself; its rectangle is of the upright picture, so the orientation does not turn it.
    expect(regions.map((region) => region.name)).toEqual(['Ann Lee']);
    near(regions[0]!.box, { left: 0.1, top: 0.2, width: 0.3, height: 0.4 });
  });

  it('leaves out pets, unnamed and repeated names, slivers, and clips boxes to the picture', () => {
    const area = (x: number, y: number, w: number, h: number, unit = 'normalized') => ({ x, y, w, h, unit });
    const regions = namedFaceRegions({
      'mwg-rs': {
        Regions: {
          AppliedToDimensions: { w: 1000, h: 500, unit: 'pixel' },
          RegionList: [
            { Name: 'Rex', Type: 'Pet', Area: area(0.5, 0.5, 0.2, 0.2) },
            { Name: '', Type: 'Face', Area: area(0.5, 0.5, 0.2, 0.2) },
            { Name: 'Ann', Type: 'Face', Area: area(0.05, 0.5, 0.2, 0.2) },
            { Name: 'ann', Type: 'Face', Area: area(0.7, 0.5, 0.2, 0.2) },
            { Name: 'Sliver', Type: 'Face', Area: area(0.5, 0.5, 0.001, 0.2) },
            { Name: 'Bob', Area: area(500, 250, 100, 50, 'pixel') },
          ],
        },
      },
    });
    expect(regions).toHaveLength(2);
    expect(regions[0]!.name).toBe('Ann');
    near(regions[0]!.box, { left: 0, top: 0.4, width: 0.15, height: 0.2 });
    expect(regions[1]!.name).toBe('Bob');
    near(regions[1]!.box, { left: 0.45, top: 0.45, width: 0.1, height: 0.1 });
  });

  it(`reads at most ${MAX_NAMED_REGIONS} regions`, () => {
    const RegionList = Array.from({ length: 80 }, (_, i) => ({ Name: `Person ${i}`, Type: 'Face', Area: { x: 0.5, y: 0.5, w: 0.1, h: 0.1, unit: 'normalized' } }));
    expect(namedFaceRegions({ 'mwg-rs': { Regions: { RegionList } } })).toHaveLength(MAX_NAMED_REGIONS);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8] as Orientation[])('puts a box where orientation %i puts its pixels', async (orientation) => {
    // A white block in a black 80 x 50 picture, turned as the orientation turns it (orientation.ts, checked against sharp).
    const [width, height] = [80, 50];
    const stored: FaceBox = { left: 10 / width, top: 5 / height, width: 20 / width, height: 30 / height };
    const pixels = Buffer.alloc(width * height);
    for (let y = 5; y < 35; y++) pixels.fill(255, y * width + 10, y * width + 30);
    const { data, info } = await applyOrientation(sharp(pixels, { raw: { width, height, channels: 1 } }), orientation).raw().toBuffer({ resolveWithObject: true });
    let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (data[(y * info.width + x) * info.channels]! < 128) continue;
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      }
    }
    near(uprightBox(stored, orientation), { left: minX / info.width, top: minY / info.height, width: (maxX + 1 - minX) / info.width, height: (maxY + 1 - minY) / info.height });
  });
});
