import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CorruptVideoError, posterFrame, probeVideo } from '../../../../lambdas/domain/media/video';
import { posterTime } from '../../../../lambdas/domain/media/video/poster-frame';
import { makeVideo, scratchDir } from '../../../support/generate-media';

/** Mean absolute difference of two same-sized images, 0-255. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  expect(pa!.length).toBe(pb!.length);
  let sum = 0;
  for (let i = 0; i < pa!.length; i += 1) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}

describe('posterFrame', () => {
  it('gives a decodable JPEG of the clip at its own size and aspect', async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true });
    const jpeg = await posterFrame(clip);
    const image = sharp(jpeg);
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    // The test pattern is colourful; a black or grey frame would have almost no spread.
    const { channels } = await image.stats();
    expect(channels[0]!.stdev).toBeGreaterThan(40);
  });

  it('turns a rotated clip upright: the same picture as the unrotated clip turned 90 degrees clockwise', async () => {
    const spec = { seconds: 1, width: 320, height: 240, codec: 'h264', container: 'mp4', withAudio: false } as const;
    const [upright, rotated] = await Promise.all([makeVideo(spec), makeVideo({ ...spec, rotation: 90 })]);
    const [plainPoster, rotatedPoster] = await Promise.all([posterFrame(upright), posterFrame(rotated)]);
    expect(await sharp(rotatedPoster).metadata()).toMatchObject({ width: 240, height: 320 });
    const expected = await sharp(plainPoster).rotate(90).jpeg().toBuffer();
    expect(await meanDifference(rotatedPoster, expected)).toBeLessThan(8);
    // And the check can fail: turned the other way the pictures differ a lot.
    const wrongWay = await sharp(plainPoster).rotate(270).jpeg().toBuffer();
    expect(await meanDifference(rotatedPoster, wrongWay)).toBeGreaterThan(40);
  });

  it('shrinks to maxSize without changing the aspect', async () => {
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true });
    const probe = await probeVideo(clip);
    expect(await sharp(await posterFrame(clip, { probe, maxSize: 160 })).metadata()).toMatchObject({ width: 160, height: 120 });
  });

  it('picks a moment past the opening: 1 s into short clips, 10% into long ones', () => {
    expect(posterTime(3)).toBe(1);
    expect(posterTime(0.5)).toBe(0.25);
    expect(posterTime(600)).toBe(60);
    expect(posterTime(null)).toBe(1);
  });

  it('throws CorruptVideoError for a file that is not a video', async () => {
    const junk = join(scratchDir(), 'junk.avi');
    await writeFile(junk, Buffer.alloc(2048, 0x5a));
    await expect(posterFrame(junk)).rejects.toBeInstanceOf(CorruptVideoError);
  });
});
