import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { intersectionOverUnion } from '../../domain/faces/box-overlap';
import type { FaceBox, FaceQuality, GenderHint } from '../../ports/faces';

/**
 * The face detector and embedder that ships inside npm: @vladmandic/face-api (the dlib face
 * recognition ResNet, 128-d, behind an SSD MobileNet detector and a 68-point landmark model that
 * aligns each face) on the tfjs WASM backend, its weights read from the package folder (nothing is
 * downloaded). Loaded once per process; detections run one at a time (one WASM thread).
 *
 * Why this model: on the labelled set and its generated harder copies (greyscale, 320 px, blurred,
 * rotated 20°), its descriptors tell people apart far better than @vladmandic/human's faceres, which
 * came before it: the same-person pairs found with no different-person pair reaching the mark went
 * from 65% to 89%, and at 1% of different-person pairs from 86% to 99% (area under the ROC curve
 * 0.971 to 0.9996). It is the model behind the well-known open-source face_recognition library.
 */
export interface DetectedFace {
  box: FaceBox;
  confidence: number;
  genderHint: GenderHint | null;
  quality: FaceQuality;
  /** Unit-length 128-d embedding. */
  embedding: Float32Array;
}

/**
 * Longest side detection runs at. The detector works on 512 px (SSD MobileNet), so a photo much
 * larger only costs decoding; a face of 3% of a 1024 px photo's side (below) is still 16 px there.
 */
const DETECT_SIDE = Number(process.env.FACE_DETECT_SIDE ?? 1024);

/** Faces smaller than this share of the image's shorter side are too small to recognise. */
const MIN_FACE_SHARE = 0.03;
/** The detector's score from which a find is a face. */
const MIN_DETECTION_SCORE = 0.5;
/**
 * A find this sure, though not a face, still says a crowd may be there: on a generated group photo
 * of twelve faces 24 px wide the whole picture finds none, but several at 0.09-0.12, each of a face's
 * size, and its tiles find eleven. Landscapes and documents rarely give a small find this sure.
 */
const FAINT_DETECTION_SCORE = 0.1;
/** The gender model's confidence from which its answer is given as a hint. */
const GENDER_HINT_CONFIDENCE = 0.8;

interface Point {
  x: number;
  y: number;
}
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface FaceApiResult {
  detection: { score: number; box: Rect };
  landmarks: { positions: Point[] };
  /** The box the landmarks give, the one face-api cuts the face from for its descriptor. */
  alignedRect: { box: Rect };
  descriptor: Float32Array;
  gender: 'male' | 'female';
  genderProbability: number;
}
interface FaceApi {
  nets: Record<'ssdMobilenetv1' | 'faceLandmark68Net' | 'faceRecognitionNet' | 'ageGenderNet', { loadFromDisk(folder: string): Promise<void> }>;
  SsdMobilenetv1Options: new (options: { minConfidence: number; maxResults: number }) => unknown;
  detectAllFaces(input: unknown, options: unknown): { withFaceLandmarks(): { withFaceDescriptors(): { withAgeAndGender(): Promise<FaceApiResult[]> } } };
  computeFaceDescriptor(input: unknown): Promise<Float32Array>;
}
interface Tf {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  tensor3d(data: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
}

const require = createRequire(import.meta.url);

let loading: Promise<{ faceapi: FaceApi; tf: Tf }> | undefined;
let queue: Promise<unknown> = Promise.resolve();

export function loadFaceModel(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  return (loading ??= createModel());
}

/**
 * The node-wasm build is required by absolute path (the package's exports do not map it), and the
 * WASM backend is pointed at its installed dist folder: the same tfjs instance face-api requires.
 */
async function createModel(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  wasm.setWasmPaths(join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + '/');
  await tf.setBackend('wasm');
  await tf.ready();
  const packageDir = dirname(require.resolve('@vladmandic/face-api/package.json'));
  const faceapi = require(join(packageDir, 'dist', 'face-api.node-wasm.js')) as FaceApi;
  const weights = join(packageDir, 'model');
  await Promise.all([faceapi.nets.ssdMobilenetv1, faceapi.nets.faceLandmark68Net, faceapi.nets.faceRecognitionNet, faceapi.nets.ageGenderNet].map((net) => net.loadFromDisk(weights)));
  return { faceapi, tf };
}

type Raw = { data: Buffer; info: { width: number; height: number } };

/**
 * Finds faces in an image (any format sharp reads; EXIF orientation applied). The whole picture is
 * looked at DETECT_SIDE px; when it shows people at a distance (a face under SMALL_FACE_SHARE of its
 * shorter side: a group photo; where no face is sure, a faint find that small: a crowd), it is looked at again in
 * TILES x TILES overlapping tiles at full size, where the detector sees faces that the whole
 * picture shrank below what it finds.
 */
export async function detectFaces(image: Buffer): Promise<DetectedFace[]> {
  const model = await loadFaceModel();
  const full = await sharp(image).rotate().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const whole = await sharp(full.data, { raw: { ...full.info, channels: 3 } }).resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const run = queue.then(async () => {
    const shorter = Math.min(whole.info.width, whole.info.height);
    const { faces, faint } = await facesIn(model, whole);
    const found = faces.filter((face) => face.pixels >= shorter * MIN_FACE_SHARE);
    // Boxes as fractions of the picture; sizes in pixels of the whole picture as looked at, as for every face.
    const detected = await Promise.all(found.map((face) => described(face, whole, { left: 0, top: 0 }, whole.info)));
    // People at a distance: a face found small or, where no face is sure (a crowd of faces all too
    // small), a faint find of a face's size. Beside a face found, faint finds are mostly noise.
    const isSmall = (face: Found) => face.pixels < shorter * SMALL_FACE_SHARE;
    const small = found.length ? found.some(isSmall) : faint.some(isSmall);
    if (!small || full.info.width <= whole.info.width) return detected;
    for (const tile of tilesOf(full.info)) {
      const raw = await sharp(full.data, { raw: { ...full.info, channels: 3 } }).extract(tile).raw().toBuffer({ resolveWithObject: true });
      const scale = whole.info.width / full.info.width;
      for (const face of (await facesIn(model, raw)).faces) {
        if (face.pixels < MIN_TILE_FACE_PIXELS) continue;
        const found = await described(face, raw, tile, full.info, scale);
        if (!detected.some((known) => intersectionOverUnion(known.box, found.box) >= SAME_FACE_OVERLAP)) detected.push(found);
      }
    }
    return detected;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Longest side an image is read at (the pipeline's large rendition is 1600 px). */
const MAX_SIDE = 2048;
/** A face under this share of the whole picture's shorter side means people at a distance: the tiles are looked at too. */
const SMALL_FACE_SHARE = 0.08;
/**
 * Tiles a side, and how far they overlap (a share of a tile), so a face on a seam is whole in one.
 * Three: a tile of a 1600 px picture is about 610 px, which the detector's 512 px input keeps at
 * 0.84 of its size (two tiles a side kept 0.56: 9 of twelve 24 px faces found, 11 with three).
 */
const TILES = 3;
const TILE_OVERLAP = 0.15;
/** The smallest face kept from a tile, in pixels of the full-size picture. */
const MIN_TILE_FACE_PIXELS = 20;
/** A face a tile finds that overlaps one the whole picture found this much is that face. */
const SAME_FACE_OVERLAP = 0.3;

function tilesOf({ width, height }: { width: number; height: number }): Array<{ left: number; top: number; width: number; height: number }> {
  const tileWidth = Math.min(width, Math.ceil((width / TILES) * (1 + TILE_OVERLAP)));
  const tileHeight = Math.min(height, Math.ceil((height / TILES) * (1 + TILE_OVERLAP)));
  const tiles = [];
  for (let row = 0; row < TILES; row++) {
    for (let column = 0; column < TILES; column++) {
      const left = Math.round((column * (width - tileWidth)) / Math.max(1, TILES - 1));
      const top = Math.round((row * (height - tileHeight)) / Math.max(1, TILES - 1));
      tiles.push({ left, top, width: tileWidth, height: tileHeight });
    }
  }
  return tiles;
}

type Found = FaceApiResult & { pixels: number };

/**
 * The faces the model finds in raw RGB pixels, each with its descriptor (tilted ones turned upright)
 * and size; and its faint finds (FAINT_DETECTION_SCORE and up, not faces), which only say where
 * faces too small to be sure of may be. One detector pass gives both: its landmarks and
 * descriptors cost little beside it.
 */
async function facesIn({ faceapi, tf }: { faceapi: FaceApi; tf: Tf }, { data, info }: Raw): Promise<{ faces: Found[]; faint: Found[] }> {
  const tensor = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
  let all: FaceApiResult[];
  try {
    all = await faceapi
      .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: FAINT_DETECTION_SCORE, maxResults: 100 }))
      .withFaceLandmarks()
      .withFaceDescriptors()
      .withAgeAndGender();
  } finally {
    tensor.dispose();
  }
  const sized = (face: FaceApiResult): Found => ({ ...face, pixels: Math.min(face.detection.box.width, face.detection.box.height) });
  const found = all.filter((face) => face.detection.score >= MIN_DETECTION_SCORE);
  const faint = all.filter((face) => face.detection.score < MIN_DETECTION_SCORE).map(sized);
  for (const face of found) {
    const roll = rollOf(face.landmarks.positions);
    // face-api cuts the face from an upright box: a tilted head is embedded tilted, and looks like
    // someone else. Turned upright first, it is embedded as the upright faces it is compared with.
    if (roll !== null && Math.abs(roll) >= UPRIGHT_ROLL) face.descriptor = await uprightDescriptor(faceapi, tf, data, info, face.alignedRect.box, roll);
  }
  return { faces: found.map(sized), faint };
}

/**
 * A face found in `raw` (a tile at `offset` of a picture of `size`, or the picture itself) as the
 * port gives it: its box as fractions of the picture, its size in pixels `scale`d to the whole
 * picture as looked at.
 */
async function described(face: FaceApiResult & { pixels: number }, raw: Raw, offset: { left: number; top: number }, size: { width: number; height: number }, scale = 1): Promise<DetectedFace> {
  const { x, y, width, height } = face.detection.box;
  return {
    box: clampBox({ left: (offset.left + x) / size.width, top: (offset.top + y) / size.height, width: width / size.width, height: height / size.height }),
    confidence: face.detection.score,
    genderHint: face.genderProbability >= GENDER_HINT_CONFIDENCE ? (face.gender === 'female' ? 'Female' : 'Male') : null,
    quality: {
      pixels: Math.round(face.pixels * scale),
      sharpness: await sharpnessOf(raw.data, { ...raw.info, channels: 3 }, [x, y, width, height]),
      yaw: yawOf(face.landmarks.positions),
      // The landmarks say little about a nod without a 3-D fit: unknown counts as clear.
      pitch: null,
    },
    embedding: unit(face.descriptor),
  };
}

/** From this roll (degrees) a face is turned upright before it is embedded. */
const UPRIGHT_ROLL = 8;

/** Roll in degrees (clockwise positive, as the image's y axis runs down): the slope of the line through the eyes' centres (36-41, 42-47). */
export function rollOf(points: readonly Point[]): number | null {
  if (points.length < 48) return null;
  const centre = (from: number) => {
    const eye = points.slice(from, from + 6);
    return { x: eye.reduce((sum, p) => sum + p.x, 0) / 6, y: eye.reduce((sum, p) => sum + p.y, 0) / 6 };
  };
  const [left, right] = [centre(36), centre(42)];
  return (Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI;
}

/**
 * The descriptor of a tilted face turned upright: the area around it is rotated back by its roll
 * and the face's aligned box is cut from the middle, as face-api cuts an upright face.
 */
async function uprightDescriptor(faceapi: FaceApi, tf: Tf, data: Buffer, info: { width: number; height: number }, box: Rect, roll: number): Promise<Float32Array> {
  const side = Math.max(box.width, box.height) * 2;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const area = {
    left: Math.max(0, Math.floor(centre.x - side / 2)),
    top: Math.max(0, Math.floor(centre.y - side / 2)),
  };
  const areaWidth = Math.min(info.width, Math.ceil(centre.x + side / 2)) - area.left;
  const areaHeight = Math.min(info.height, Math.ceil(centre.y + side / 2)) - area.top;
  const turned = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .extract({ ...area, width: areaWidth, height: areaHeight })
    .rotate(-roll, { background: { r: 128, g: 128, b: 128 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Where the face's centre went: sharp turns about the area's middle and grows the canvas to fit.
  const radians = (-roll * Math.PI) / 180;
  const [u, v] = [centre.x - area.left - areaWidth / 2, centre.y - area.top - areaHeight / 2];
  const moved = { x: turned.info.width / 2 + u * Math.cos(radians) - v * Math.sin(radians), y: turned.info.height / 2 + u * Math.sin(radians) + v * Math.cos(radians) };
  const left = Math.max(0, Math.round(moved.x - box.width / 2));
  const top = Math.max(0, Math.round(moved.y - box.height / 2));
  const width = Math.min(turned.info.width - left, Math.round(box.width));
  const height = Math.min(turned.info.height - top, Math.round(box.height));
  const chip = await sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 3 } }).extract({ left, top, width, height }).raw().toBuffer();
  const tensor = tf.tensor3d(new Uint8Array(chip.buffer, chip.byteOffset, chip.length), [height, width, 3], 'int32');
  try {
    return await faceapi.computeFaceDescriptor(tensor);
  } finally {
    tensor.dispose();
  }
}

/**
 * Head turn in degrees from the 68 landmarks: where the nose tip (30) sits between the jaw's two
 * ends (0 and 16); in the middle for a frontal face, at one end in profile.
 */
export function yawOf(points: readonly Point[]): number | null {
  const [left, right, nose] = [points[0], points[16], points[30]];
  if (!left || !right || !nose || right.x === left.x) return null;
  const across = Math.max(-1, Math.min(1, (2 * (nose.x - left.x)) / (right.x - left.x) - 1));
  return Math.round((Math.asin(across) * 180) / Math.PI);
}

/** Side the face is brought to before its sharpness is measured, so faces of any size compare. */
const SHARPNESS_SIDE = 64;
/** Laplacian deviation (sharp's stats().sharpness at SHARPNESS_SIDE) from which a face counts as sharp. */
const SHARP_FACE_LAPLACIAN = 6;

/**
 * 0..1: how sharp the face is, from the deviation of a Laplacian over its crop brought to one size
 * (a small face enlarged and a blurred one both read soft). Rekognition's Quality.Sharpness is the
 * same idea on its own scale.
 */
async function sharpnessOf(data: Buffer, info: { width: number; height: number; channels: number }, box: [number, number, number, number]): Promise<number | null> {
  const left = Math.max(0, Math.floor(box[0]));
  const top = Math.max(0, Math.floor(box[1]));
  const width = Math.min(info.width - left, Math.ceil(box[2]));
  const height = Math.min(info.height - top, Math.ceil(box[3]));
  if (width < 2 || height < 2) return null;
  const raw = { width: info.width, height: info.height, channels: info.channels as 3 };
  // stats() reads its input, not the pipeline's output: the crop is made first.
  const crop = await sharp(data, { raw }).extract({ left, top, width, height }).greyscale().resize(SHARPNESS_SIDE, SHARPNESS_SIDE, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const stats = await sharp(crop.data, { raw: { width: crop.info.width, height: crop.info.height, channels: crop.info.channels as 1 } }).stats();
  return Math.round(Math.min(1, stats.sharpness / SHARP_FACE_LAPLACIAN) * 100) / 100;
}

function clampBox(box: FaceBox): FaceBox {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const round = (value: number) => Math.round(value * 10000) / 10000;
  return { left: round(left), top: round(top), width: round(Math.min(1 - left, box.width - (left - box.left))), height: round(Math.min(1 - top, box.height - (top - box.top))) };
}

function unit(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

export { cosine, EMBEDDING_LENGTH } from './face-vectors';
