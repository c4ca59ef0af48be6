import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitInside, greyOf, shrinkByArea } from '../../../../lambdas/domain/media/images/small-pixels';

/** Colours spread over the whole cube, the same every run. */
function randomColours(count: number, channels: 3 | 4): Uint8Array {
  const data = new Uint8Array(count * channels);
  let state = 7;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[i] = state >> 23;
  }
  return data;
}

describe('greyOf', () => {
  it("matches sharp's greyscale() within one level of rounding, alpha dropped", async () => {
    const width = 128;
    const height = 128;
    for (const channels of [3, 4] as const) {
      const data = randomColours(width * height, channels);
      const expected = await sharp(data, { raw: { width, height, channels } }).removeAlpha().greyscale().raw().toBuffer();
      const grey = greyOf({ data, width, height, channels });
      let worst = 0;
      for (let i = 0; i < grey.length; i++) worst = Math.max(worst, Math.abs(grey[i]! - expected[i]!));
      expect(worst).toBeLessThanOrEqual(1);
    }
  });

  it('takes a grey picture (with or without alpha) as it is', () => {
    expect([...greyOf({ data: Uint8Array.from([10, 255, 200, 0]), width: 2, height: 1, channels: 2 })]).toEqual([10, 200]);
  });
});

describe('shrinkByArea', () => {
  it('averages whole blocks: a 1-px checkerboard halves to flat grey', () => {
    const width = 8;
    const data = Uint8Array.from({ length: width * width }, (_, i) => ((i % width) + Math.floor(i / width)) % 2 ? 255 : 0);
    const half = shrinkByArea({ data, width, height: width, channels: 1 }, 4, 4);
    expect(new Set(half.data)).toEqual(new Set([128]));
  });

  it('shares pixels between outputs by the area each covers when the step is fractional', () => {
    // Three columns into two: the middle one is split evenly, so (0 + 90 / 2) / 1.5 = 30 and (90 / 2 + 180) / 1.5 = 150.
    const out = shrinkByArea({ data: Uint8Array.from([0, 90, 180]), width: 3, height: 1, channels: 1 }, 2, 1);
    expect([...out.data]).toEqual([30, 150]);
  });

  it('keeps each channel apart', () => {
    const data = Uint8Array.from([255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255]);
    expect([...shrinkByArea({ data, width: 2, height: 2, channels: 3 }, 1, 1).data]).toEqual([128, 0, 128]);
  });
});

describe('fitInside', () => {
  it('fits the long side, keeps the proportions and never enlarges', () => {
    expect(fitInside(64, 48, 16)).toEqual({ width: 16, height: 12 });
    expect(fitInside(28, 64, 16)).toEqual({ width: 7, height: 16 });
    expect(fitInside(10, 8, 16)).toEqual({ width: 10, height: 8 });
    expect(fitInside(640, 1, 16)).toEqual({ width: 16, height: 1 });
  });
});
