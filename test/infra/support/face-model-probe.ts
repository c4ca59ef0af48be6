/**
 * Bundled into the faces consumer's bundle folder and run there in a process that resolves nothing
 * but @aws-sdk and that folder (support/bundles.ts runProbeInBundle): it runs the model the handler
 * runs, so the model files, the tfjs WASM binaries and sharp are found (or not) as in Lambda. Any
 * fetch of something other than a file is refused and reported: the model must download nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { detectFaces } from '@heirloom/lambdas/adapters/local/face-model';

export interface FaceModelProbeInput {
  /** A photo with one face in it. */
  readonly photo: string;
}

export async function probe(input: FaceModelProbeInput) {
  const downloads: string[] = [];
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (request: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    if (url.startsWith('file://')) return networkFetch(request, init);
    downloads.push(url);
    throw new Error(`offline: ${url}`);
  }) as typeof fetch;
  const faces = await detectFaces(readFileSync(input.photo));
  const require = createRequire(import.meta.url);
  return {
    faces: faces.length,
    embeddingLength: faces[0]?.embedding.length ?? 0,
    downloads,
    resolved: { faceApi: require.resolve('@vladmandic/face-api'), wasm: require.resolve('@tensorflow/tfjs-backend-wasm'), sharp: require.resolve('sharp') },
  };
}

export type FaceModelProbeResult = Awaited<ReturnType<typeof probe>>;
