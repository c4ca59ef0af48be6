import { lambdaPlatform } from './handler-bundles';
import { NATIVE_CODE_ARCHITECTURE, SHARP_PLATFORM_BUILDS, type ProcessingProfile } from './media-processing';

/**
 * What the in-repo face model (lambdas/adapters/local/face-model.ts) loads at run time, shipped
 * in the faces consumer's node_modules (with their dependencies): sharp to decode and scale the
 * photo, @vladmandic/face-api with its weights (model/*, read from the package folder: nothing is
 * downloaded) and the tfjs its node-wasm build requires, the WASM backend's .wasm files among them.
 */
export const FACE_MODEL_PACKAGES = ['sharp', '@vladmandic/face-api', '@tensorflow/tfjs', '@tensorflow/tfjs-backend-wasm'] as const;

/**
 * The CPU the other native-code consumers run on (media-processing.ts): the sharp builds `npm ci`
 * installs are linux-x64, so every clone can synthesize and test the bundle. The model itself is
 * WebAssembly and would run on arm64 for 20% less a GB-second, once sharp's linux-arm64 builds are
 * installed where stages are deployed from (media-processing.ts says how); `npm run cost` prices
 * the architecture the template has.
 */
export const FACE_MODEL_ARCHITECTURE = NATIVE_CODE_ARCHITECTURE;

/**
 * 1769 MB, where Lambda gives a function one whole vCPU: detection is CPU-bound and the WASM backend
 * runs on one thread, so more memory buys no speed. The loaded models, the WASM heap and a decoded
 * 1600 px photo peaked at 537 MB (RSS with the TypeScript loader, 10 photos of the labelled set,
 * measured 2026-12-03 with @vladmandic/face-api).
 */
export const FACE_MODEL_MEMORY_MB = 1769;

/** The faces consumer with the model engine: the model's packages, at least FACE_MODEL_MEMORY_MB. */
export function faceModelProcessing(): ProcessingProfile {
  const platform = lambdaPlatform(FACE_MODEL_ARCHITECTURE);
  return {
    architecture: FACE_MODEL_ARCHITECTURE,
    bundleOptions: { nodeModules: FACE_MODEL_PACKAGES, platform, requiredNodeModules: SHARP_PLATFORM_BUILDS.x64 },
    environment: {},
    layers: [],
    memorySize: (requestedMb) => Math.max(requestedMb, FACE_MODEL_MEMORY_MB),
  };
}
