import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { FaceBox, FaceQuality, GenderHint } from '../../ports/faces';

/**
 * The face detector and embedder that ships inside npm: @vladmandic/human on the tfjs WASM
 * backend, its models read from the package folder (nothing is downloaded). Loaded once per
 * process; detections run one at a time because the model keeps per-call state.
 *
 * Three things make it work under Node here: the node-wasm build is required by absolute path
 * (the package's exports do not map it), `wasmPath` points at the installed tfjs-backend-wasm
 * dist folder, and model files are read with a file:// aware fetch (Node's fetch has none).
 */
export interface DetectedFace {
  box: FaceBox;
  confidence: number;
  genderHint: GenderHint | null;
  quality: FaceQuality;
  /** Unit-length 1024-d embedding. */
  embedding: Float32Array;
}

/**
 * Longest side detection runs at: the models work on small inputs (blazeface 256 px, the
 * descriptor 224 px per face), so more pixels only cost time.
 */
const DETECT_SIDE = Number(process.env.FACE_DETECT_SIDE ?? 1024);

/** Faces smaller than this share of the image's shorter side are too small to recognise. */
const MIN_FACE_SHARE = 0.03;

interface HumanFace {
  box: [number, number, number, number];
  boxScore: number;
  score: number;
  faceScore: number;
  gender: string;
  embedding?: number[];
  rotation?: { angle: { roll: number; yaw: number; pitch: number } } | null;
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[]; error: string | null }>;
  tf: { tensor3d(data: Uint8Array, shape: [number, number, number], dtype: 'int32'): unknown; dispose(tensor: unknown): void };
}

const require = createRequire(import.meta.url);

let loading: Promise<HumanInstance> | undefined;
let queue: Promise<unknown> = Promise.resolve();

export function loadFaceModel(): Promise<HumanInstance> {
  return (loading ??= createHuman());
}

async function createHuman(): Promise<HumanInstance> {
  installFileFetch();
  const humanDir = dirname(dirname(require.resolve('@vladmandic/human')));
  const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + '/';
  const { Human } = require(join(humanDir, 'dist', 'human.node-wasm.js')) as { Human: new (config: object) => HumanInstance };
  const human = new Human({
    backend: 'wasm',
    wasmPath: wasmDir,
    modelBasePath: `${pathToFileURL(join(humanDir, 'models')).href}/`,
    debug: false,
    cacheSensitivity: 0,
    face: {
      enabled: true,
      // Rotation finds tilted faces but reports some faces twice; family photos are mostly upright.
      detector: { rotation: false, maxDetected: 50, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: true },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  await human.load();
  return human;
}

/** Finds faces in an image (any format sharp reads; EXIF orientation applied). */
export async function detectFaces(image: Buffer): Promise<DetectedFace[]> {
  const human = await loadFaceModel();
  const { data, info } = await sharp(image).rotate().resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const run = queue.then(async () => {
    const tensor = human.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
    try {
      return await human.detect(tensor);
    } finally {
      human.tf.dispose(tensor);
    }
  });
  queue = run.catch(() => undefined);
  const result = await run;
  if (result.error) throw new Error(`Face detection failed: ${result.error}`);
  const shorter = Math.min(info.width, info.height);
  const kept = result.face
    .filter((face) => face.embedding?.length)
    // The descriptor model names no gender for what is not a face (a patterned tie, a shadow):
    // on the labelled set that removes every false detection and no real face.
    .filter((face) => face.gender === 'male' || face.gender === 'female')
    .filter((face) => Math.min(face.box[2], face.box[3]) >= shorter * MIN_FACE_SHARE);
  const detected: DetectedFace[] = [];
  for (const face of kept) {
    detected.push({
      box: clampBox({ left: face.box[0] / info.width, top: face.box[1] / info.height, width: face.box[2] / info.width, height: face.box[3] / info.height }),
      confidence: face.boxScore,
      genderHint: face.gender === 'female' ? 'Female' : 'Male',
      quality: {
        pixels: Math.round(Math.min(face.box[2], face.box[3])),
        sharpness: await sharpnessOf(data, info, face.box),
        yaw: face.rotation ? degrees(face.rotation.angle.yaw) : null,
        pitch: face.rotation ? degrees(face.rotation.angle.pitch) : null,
      },
      embedding: unit(face.embedding!),
    });
  }
  return detected;
}

const degrees = (radians: number): number => Math.round((radians * 180) / Math.PI);

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

function unit(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

export { cosine } from './face-vectors';

let fetchInstalled = false;
function installFileFetch(): void {
  if (fetchInstalled) return;
  fetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file://')) return networkFetch(input, init);
    const body = await readFile(fileURLToPath(url));
    return new Response(body, { status: 200, headers: { 'content-type': url.endsWith('.json') ? 'application/json' : 'application/octet-stream' } });
  }) as typeof fetch;
}
