import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyOrientation, processImage, swapsDimensions, type Orientation } from '../../../../lambdas/domain/media/images';
import { BLUE, GREEN, RED, WHITE, colourAt, quadrantJpeg } from './fixtures';

const ORIENTATIONS: Orientation[] = [1, 2, 3, 4, 5, 6, 7, 8];

describe('applyOrientation', () => {
  it.each(ORIENTATIONS)('turns pixels exactly as sharp does for an EXIF orientation %i', async (orientation) => {
    // The same scan data, once tagged (sharp turns it) and once not (we turn it by the number).
    const [tagged, untagged] = await Promise.all([quadrantJpeg(60, 40, orientation), quadrantJpeg(60, 40)]);
    const bySharp = await sharp(tagged).autoOrient().raw().toBuffer({ resolveWithObject: true });
    const byUs = await applyOrientation(sharp(untagged), orientation).raw().toBuffer({ resolveWithObject: true });
    expect([byUs.info.width, byUs.info.height]).toEqual([bySharp.info.width, bySharp.info.height]);
    expect(byUs.data.equals(bySharp.data)).toBe(true);
    expect(swapsDimensions(orientation)).toBe(bySharp.info.width === 40);
  });
});

describe('processImage turns every orientation upright', () => {
  // Stored picture: top-left red, top-right green, bottom-left blue, bottom-right white.
  // What EXIF says each orientation shows upright, corner by corner (top-left, top-right, bottom-left, bottom-right).
  const upright: Record<Orientation, [string, string, string, string]> = {
    1: [RED, GREEN, BLUE, WHITE],
    2: [GREEN, RED, WHITE, BLUE],
    3: [WHITE, BLUE, GREEN, RED],
    4: [BLUE, WHITE, RED, GREEN],
    5: [RED, BLUE, GREEN, WHITE],
    6: [BLUE, RED, WHITE, GREEN],
    7: [WHITE, GREEN, BLUE, RED],
    8: [GREEN, WHITE, RED, BLUE],
  };

  it.each(ORIENTATIONS)('orientation %i', async (orientation) => {
    const image = await processImage(await quadrantJpeg(120, 80, orientation), { sizes: [64] });
    const turned = swapsDimensions(orientation);
    expect(image).toMatchObject({ orientation, width: turned ? 80 : 120, height: turned ? 120 : 80 });
    const { bytes, width, height } = image.thumbnails[0]!;
    const corners = await Promise.all([
      colourAt(bytes, width * 0.25, height * 0.25),
      colourAt(bytes, width * 0.75, height * 0.25),
      colourAt(bytes, width * 0.25, height * 0.75),
      colourAt(bytes, width * 0.75, height * 0.75),
    ]);
    expect(corners).toEqual(upright[orientation]);
  });
});
