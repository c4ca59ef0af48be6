import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyFixes, orderedFixes } from '../../../lambdas/domain/library/fix-image';

const SIZE = 64;

/** A faded print: every value squeezed into 100-150, in a left-to-right gradient. */
async function fadedGradient(): Promise<Buffer> {
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) pixels.fill(100 + Math.round((x / (SIZE - 1)) * 50), (y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3);
  return pixels;
}

/** A flat grey picture with one pixel in twenty blown white or black (salt and pepper). */
function speckled(): Buffer {
  const pixels = Buffer.alloc(SIZE * SIZE * 3, 128);
  for (let i = 0; i < SIZE * SIZE; i += 20) pixels.fill(i % 40 === 0 ? 255 : 0, i * 3, i * 3 + 3);
  return pixels;
}

const raw = (pixels: Buffer) => sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } });
const stats = async (pixels: Buffer) => (await raw(pixels).stats()).channels[0]!;
const fixed = async (pixels: Buffer, fixes: Parameters<typeof applyFixes>[1]) => (await applyFixes(raw(pixels), fixes).raw().toBuffer({ resolveWithObject: true })).data;

describe('image corrections', () => {
  it('Correct Image stretches a faded picture to the full range of levels', async () => {
    const before = await stats(await fadedGradient());
    const after = await stats(await fixed(await fadedGradient(), ['color_correct']));
    expect(before.max - before.min).toBe(50);
    expect(after.max - after.min).toBeGreaterThan(200);
  });

  it('Remove Noise takes out speckles and keeps the picture', async () => {
    const before = await stats(speckled());
    const after = await stats(await fixed(speckled(), ['denoise']));
    expect(before.stdev).toBeGreaterThan(25);
    expect(after.stdev).toBeLessThan(2);
    expect(after.mean).toBeCloseTo(128, 0);
  });

  it('applies noise removal before colour correction, each once, whatever order they were asked for', () => {
    expect(orderedFixes(['color_correct', 'denoise', 'color_correct'])).toEqual(['denoise', 'color_correct']);
    expect(orderedFixes([])).toEqual([]);
  });
});
