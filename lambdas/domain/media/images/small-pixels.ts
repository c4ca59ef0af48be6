/**
 * Operations on pictures of a few thousand pixels (the 16 px placeholder, the 32 px hash input, the
 * 300 px sharpness input), done in JS. For pictures this small, sharp spends most of its time setting
 * an operation up (~0.4 ms for a grey conversion, ~0.75 ms for a resize, on top of ~0.25 ms a call)
 * while the loops below take a few microseconds; the photo pipeline made four such calls per photo.
 */

export interface SmallPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** sRGB 8-bit value to linear light, once for all 256 values. */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light back to an sRGB 8-bit value, looked up at 1/65535 steps: a power per pixel cost 3.6 ms on a 300 px picture. */
const LOOKUP_STEPS = 65535;
let srgbOfLinear: Uint8Array | undefined;
const toSrgb8 = (linear: number): number => {
  srgbOfLinear ??= Uint8Array.from({ length: LOOKUP_STEPS + 1 }, (_, step) => {
    const l = step / LOOKUP_STEPS;
    return Math.round((l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055) * 255);
  });
  return srgbOfLinear[Math.round(Math.min(1, Math.max(0, linear)) * LOOKUP_STEPS)]!;
};

/**
 * One grey channel, alpha dropped: Rec. 709 luminance in linear light, as libvips' (and so sharp's)
 * greyscale() computes it (within one level of rounding), so a picture's grey is the same either way.
 */
export function greyOf({ data, width, height, channels }: SmallPixels): Uint8Array {
  const grey = new Uint8Array(width * height);
  if (channels < 3) {
    for (let i = 0; i < grey.length; i++) grey[i] = data[i * channels]!;
    return grey;
  }
  // Luminance is a weighted sum of three bytes: memoising by colour would not pay, but the powers would.
  for (let i = 0, at = 0; i < grey.length; i++, at += channels) {
    grey[i] = toSrgb8(0.2126 * LINEAR[data[at]!]! + 0.7152 * LINEAR[data[at + 1]!]! + 0.0722 * LINEAR[data[at + 2]!]!);
  }
  return grey;
}

/** For each output position along one axis, the input positions it covers and the share of each. */
function areaWeights(from: number, to: number): Array<Array<[index: number, weight: number]>> {
  const step = from / to;
  return Array.from({ length: to }, (_, out) => {
    const start = out * step;
    const end = start + step;
    const taps: Array<[number, number]> = [];
    for (let i = Math.floor(start); i < Math.min(from, Math.ceil(end)); i++) {
      const covered = Math.min(end, i + 1) - Math.max(start, i);
      if (covered > 1e-9) taps.push([i, covered / step]);
    }
    return taps;
  });
}

/**
 * Shrinks to exactly width x height by averaging the area each output pixel covers (a box filter that
 * handles fractional steps): no aliasing when shrinking, which is all it is used for.
 */
export function shrinkByArea(pixels: SmallPixels, width: number, height: number): SmallPixels {
  const { data, channels } = pixels;
  const across = areaWeights(pixels.width, width);
  const down = areaWeights(pixels.height, height);
  const rows = new Float64Array(pixels.height * width * channels);
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < width; x++) {
      for (const [from, weight] of across[x]!) {
        const source = (y * pixels.width + from) * channels;
        const target = (y * width + x) * channels;
        for (let c = 0; c < channels; c++) rows[target + c]! += data[source + c]! * weight;
      }
    }
  }
  const out = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const target = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (const [from, weight] of down[y]!) sum += rows[(from * width + x) * channels + c]! * weight;
        out[target + c] = Math.min(255, Math.round(sum));
      }
    }
  }
  return { data: out, width, height, channels };
}

/** The size that fits inside size x size with the picture's proportions, never enlarged, at least 1 px. */
export function fitInside(width: number, height: number, size: number): { width: number; height: number } {
  const scale = Math.min(1, size / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A [1 2 1] / 4 blur across and down (a Gaussian of sigma ~0.7), edges repeated.
 */
export function blurred({ data, width, height, channels }: SmallPixels): SmallPixels {
  const across = new Uint16Array(data.length);
  const out = new Uint8Array(data.length);
  const at = (x: number, y: number) => (y * width + x) * channels;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const left = at(Math.max(0, x - 1), y);
      const here = at(x, y);
      const right = at(Math.min(width - 1, x + 1), y);
      for (let c = 0; c < channels; c++) across[here + c] = data[left + c]! + 2 * data[here + c]! + data[right + c]!;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const above = at(x, Math.max(0, y - 1));
      const here = at(x, y);
      const below = at(x, Math.min(height - 1, y + 1));
      for (let c = 0; c < channels; c++) out[here + c] = (across[above + c]! + 2 * across[here + c]! + across[below + c]! + 8) >> 4;
    }
  }
  return { data: out, width, height, channels };
}
