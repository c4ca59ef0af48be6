import { resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { areNearDuplicates, bucketsOf, hammingDistance, keepReason, NEAR_DUPLICATE_BITS, rankForKeeping, type KeepCandidate } from '../../../lambdas/domain/duplicates/rules';
import { hashOfGrey } from '../../../lambdas/domain/media/images/perceptual-hash';
import { processImage } from '../../../lambdas/domain/media/images';
import { upright, VARIANTS, type VariantName } from '../../support/photo-variants';

const PHOTOS = resolve('../shared/testdata/photos');
const SAMPLES = ['immich-test-assets/albums_nature_prairie_falcon.jpg', 'immich-test-assets/albums_nature_el_torcal_rocks.jpg', 'immich-test-assets/metadata_faces_portrait.jpg', 'faces/test/obama1.jpg'].map((name) =>
  resolve(PHOTOS, name),
);

/** The fingerprint as the pipeline stores it (processImage, from the smallest rendition's pixels). */
async function fingerprint(bytes: Buffer) {
  const image = await processImage(bytes, { sizes: [300, 64] });
  return { hash: image.perceptualHash, width: image.width, height: image.height, sharpness: image.sharpness };
}

describe('perceptual hash', () => {
  const originals = new Map<string, Awaited<ReturnType<typeof fingerprint>>>();
  const variants = new Map<string, Awaited<ReturnType<typeof fingerprint>>>();

  beforeAll(async () => {
    for (const file of SAMPLES) {
      const base = await upright(file);
      originals.set(file, await fingerprint(base));
      for (const [name, make] of Object.entries(VARIANTS)) variants.set(`${file}|${name}`, await fingerprint(await make(base)));
    }
  }, 60_000);

  it('is 16 hex digits, the same for the same picture', async () => {
    const again = await fingerprint(await sharp(SAMPLES[0]!).toBuffer());
    expect(originals.get(SAMPLES[0]!)!.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(again.hash).toBe((await fingerprint(await sharp(SAMPLES[0]!).toBuffer())).hash);
  });

  it.each(['resized', 'jpeg quality 60', 'colour-shifted'] satisfies VariantName[])('finds a %s copy a near-duplicate of its original', (variant) => {
    for (const file of SAMPLES) {
      const original = originals.get(file)!;
      const copy = variants.get(`${file}|${variant}`)!;
      expect(hammingDistance(original.hash, copy.hash), `${file} ${variant}`).toBeLessThanOrEqual(4);
      expect(areNearDuplicates(original, copy)).toBe(true);
    }
  });

  it('finds most 5% crops (a crop moves every edge of the picture, so some fall outside)', () => {
    const found = SAMPLES.filter((file) => areNearDuplicates(originals.get(file)!, variants.get(`${file}|cropped 5%`)!));
    expect(found.length).toBeGreaterThanOrEqual(SAMPLES.length - 1);
  });

  it('keeps different photos apart, and copies of different photos apart', () => {
    for (const a of SAMPLES) {
      for (const b of SAMPLES) {
        if (a === b) continue;
        expect(hammingDistance(originals.get(a)!.hash, originals.get(b)!.hash), `${a} vs ${b}`).toBeGreaterThan(NEAR_DUPLICATE_BITS);
        for (const variant of Object.keys(VARIANTS)) expect(areNearDuplicates(originals.get(a)!, variants.get(`${b}|${variant}`)!)).toBe(false);
      }
    }
  });

  it('rates a soft copy less sharp than its original (blur that shows at the 300 px size it is measured at)', async () => {
    const base = await upright(SAMPLES[0]!);
    const { width = 0 } = await sharp(base).metadata();
    const blurred = await fingerprint(await sharp(base).blur((width / 300) * 1.5).jpeg().toBuffer());
    expect(blurred.sharpness).toBeLessThan(originals.get(SAMPLES[0]!)!.sharpness / 1.1);
  });

  it('hashes a flat grey picture without failing (every coefficient on the median)', () => {
    expect(hashOfGrey(new Uint8Array(32 * 32).fill(128))).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('near-duplicate rules', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(() => hammingDistance('00', '00')).toThrow(RangeError);
  });

  it('refuses a portrait and a landscape however close their hashes', () => {
    expect(areNearDuplicates({ hash: '0123456789abcdef', width: 4000, height: 3000 }, { hash: '0123456789abcdef', width: 3000, height: 4000 })).toBe(false);
    expect(areNearDuplicates({ hash: '0123456789abcdef', width: 4000, height: 3000 }, { hash: '0123456789abcdef', width: 3800, height: 3000 })).toBe(true);
  });

  it('files every hash under 16 buckets, and hashes within 7 bits always share one', () => {
    const hash = 'a5f00c3e9b7d1244';
    expect(bucketsOf(hash)).toHaveLength(16);
    expect(new Set(bucketsOf(hash)).size).toBe(16);
    for (let trial = 0; trial < 500; trial++) {
      let bits = BigInt(`0x${hash}`);
      const flipped = new Set<number>();
      while (flipped.size < 7) flipped.add(Math.floor(Math.random() * 64));
      for (const bit of flipped) bits ^= 1n << BigInt(bit);
      const other = bits.toString(16).padStart(16, '0');
      expect(bucketsOf(other).some((bucket) => bucketsOf(hash).includes(bucket))).toBe(true);
    }
  });

  it('shares no bucket between unrelated hashes most of the time (the index stays small)', () => {
    let shared = 0;
    for (let trial = 0; trial < 1000; trial++) {
      const random = () => Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
      const a = bucketsOf(random());
      if (bucketsOf(random()).some((bucket) => a.includes(bucket))) shared++;
    }
    // 16 buckets of 1/256 each: about 6% of unrelated pairs are compared, none enumerated.
    expect(shared).toBeLessThan(120);
  });

  const candidate = (over: Partial<KeepCandidate>): KeepCandidate => ({
    photoId: 'p',
    width: 2000,
    height: 1500,
    size: 1_000_000,
    sharpness: 20,
    hasDate: false,
    hasPlace: false,
    namedFaces: 0,
    hasDescription: false,
    hasEvent: false,
    createdAt: 1,
    ...over,
  });

  it('suggests the highest resolution first', () => {
    const ranked = rankForKeeping([candidate({ photoId: 'small', width: 800, height: 600, hasDate: true, namedFaces: 3 }), candidate({ photoId: 'big' })]);
    expect(ranked.map((c) => c.photoId)).toEqual(['big', 'small']);
    expect(keepReason(ranked)).toBe('Highest resolution');
  });

  it('between equal sizes, the sharper, then the one with more details', () => {
    expect(rankForKeeping([candidate({ photoId: 'soft', sharpness: 10 }), candidate({ photoId: 'crisp', sharpness: 20 })])[0]!.photoId).toBe('crisp');
    const ranked = rankForKeeping([candidate({ photoId: 'bare' }), candidate({ photoId: 'dated', hasDate: true, hasPlace: true, namedFaces: 2 })]);
    expect(ranked[0]!.photoId).toBe('dated');
    expect(keepReason(ranked)).toBe('Most details (date, place, names)');
  });

  it('with nothing else between them, the first uploaded', () => {
    const ranked = rankForKeeping([candidate({ photoId: 'second', createdAt: 2 }), candidate({ photoId: 'first', createdAt: 1 })]);
    expect(ranked[0]!.photoId).toBe('first');
    expect(keepReason(ranked)).toBe('Uploaded first');
  });
});
