import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { REKOGNITION_PACE_ENV } from '@heirloom/lambdas/runtime/rekognition-pace';
import { FACE_MODEL_LOAD_SECONDS, FACE_MODEL_SECONDS_PER_PHOTO } from '../../infra/cost/assumptions';
import { packagesToShip } from '../../infra/constructs/bundle-node-modules';
import { GAZETTEER_DATA_FILES } from '../../infra/constructs/bundle-data-files';
import { FACE_MODEL_ARCHITECTURE, FACE_MODEL_MEMORY_MB, FACE_MODEL_PACKAGES, faceModelProcessing } from '../../infra/constructs/face-model-processing';
import { HandlerBundles, lambdaPlatform, type BundleOptions } from '../../infra/constructs/handler-bundles';
import { SHARP_PLATFORM_BUILDS } from '../../infra/constructs/media-processing';
import { LAMBDAS_DIR, REPO_ROOT } from '../../infra/constructs/repo-paths';
import { ENV } from '@heirloom/lambdas/runtime/env';
import { DEFAULT_FACE_ENGINE } from '../../infra/stacks/stage-config';
import { LABELLED_FACES_FOLDER } from '../support/labelled-faces';
import { EMBEDDING_LENGTH } from '@heirloom/lambdas/adapters/local/face-model';
import { bundlesThatFailToLoad, folderSize, runProbeInBundle } from './support/bundles';
import type { FaceModelProbeResult } from './support/face-model-probe';
import { SHARED_STAGES, sharedStage, synthStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/**
 * The face engine each stage chooses (-c faceEngine=model|rekognition), over the prod stage: the
 * in-repo model (the default) or Rekognition, and what each brings: the faces consumer's
 * CPU, memory, bundle and pace, and who may call Rekognition.
 */
let model: SynthesizedStage;
let rekognition: SynthesizedStage;
beforeAll(() => {
  model = sharedStage('prod');
  rekognition = synthStage({ bundle: false, context: { ...SHARED_STAGES.prod.context, faceEngine: 'rekognition', rekognitionCallsPerSecond: '50' } });
});
afterAll(() => rekognition?.dispose());

const FACE = queueConsumers.find((consumer) => consumer.queue === 'faces')!;
const functionsOf = (stage: SynthesizedStage) => resourcesOfType(stage.templates.stateless, 'AWS::Lambda::Function');
function consumer(stage: SynthesizedStage, queue: string): [string, CfnResource] {
  const found = functionsOf(stage).filter(([, fn]) => fn.Properties.Description === `Consumer of the ${queue} queue`);
  expect(found, queue).toHaveLength(1);
  return found[0]!;
}
const roleOf = (fn: CfnResource) => referencedId(fn.Properties.Role, 'Arn');

describe('the model engine (the default)', () => {
  it('is the default, and every function of the stage is told so', () => {
    expect(DEFAULT_FACE_ENGINE).toBe('model');
    expect(model.config.faceEngine).toBe('model');
    const told = functionsOf(model).map(([, fn]) => fn.Properties.Environment?.Variables).filter((variables) => variables?.TABLE_NAME);
    expect(told.length).toBeGreaterThan(100);
    for (const variables of told) expect(variables.FACE_RECOGNITION).toBe('model');
  });

  it('runs the faces consumer on the native-code CPU with the memory and time the model needs for a batch', () => {
    const [, fn] = consumer(model, 'faces');
    expect(fn.Properties.Architectures).toEqual(['x86_64']);
    expect(fn.Properties.MemorySize).toBe(FACE_MODEL_MEMORY_MB);
    // A cold container loads the model, then a whole batch goes through it within the timeout.
    expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(FACE_MODEL_LOAD_SECONDS + FACE.batchSize * FACE_MODEL_SECONDS_PER_PHOTO);
  });

  // And no role of the stage may call Rekognition: least-privilege.test.ts.

  it('paces nothing: no function is given a Rekognition pace', () => {
    for (const [id, fn] of functionsOf(model)) expect(fn.Properties.Environment?.Variables ?? {}, id).not.toHaveProperty(REKOGNITION_PACE_ENV);
  });

  it('ships the model\'s packages in the faces consumer\'s bundle, with sharp\'s linux-x64 builds', () => {
    const { bundleOptions } = faceModelProcessing();
    expect(FACE_MODEL_ARCHITECTURE).toBe(lambda.Architecture.X86_64);
    expect(bundleOptions).toMatchObject({ nodeModules: FACE_MODEL_PACKAGES, platform: lambdaPlatform(lambda.Architecture.X86_64), requiredNodeModules: SHARP_PLATFORM_BUILDS.x64 });
    const shipped = packagesToShip(FACE_MODEL_PACKAGES, LAMBDAS_DIR, lambdaPlatform(lambda.Architecture.X86_64), SHARP_PLATFORM_BUILDS.x64).map((pkg) => pkg.name);
    expect(shipped).toEqual(expect.arrayContaining([...FACE_MODEL_PACKAGES, ...SHARP_PLATFORM_BUILDS.x64]));
    expect(shipped.filter((name) => name.includes('linux-arm64'))).toEqual([]);
  });
});

describe('the Rekognition engine (-c faceEngine=rekognition)', () => {
  it('tells every function to use Rekognition, and runs the faces consumer as an image consumer (x86_64, the manifest\'s memory)', () => {
    for (const [, fn] of functionsOf(rekognition)) {
      const variables = fn.Properties.Environment?.Variables;
      if (variables?.TABLE_NAME) expect(variables.FACE_RECOGNITION).toBe('rekognition');
    }
    const [, fn] = consumer(rekognition, 'faces');
    expect(fn.Properties).toMatchObject({ Architectures: ['x86_64'], MemorySize: FACE.memoryMb });
  });

  it('lets the faces consumer index and search on heirloom-prod-* collections only', () => {
    const grants = allowedActions(rekognition.templates.stateless, roleOf(consumer(rekognition, 'faces')[1])).filter((grant) => grant.action.startsWith('rekognition:'));
    expect(grants.map((grant) => grant.action).sort()).toEqual(['rekognition:CreateCollection', 'rekognition:DeleteFaces', 'rekognition:IndexFaces', 'rekognition:SearchFaces']);
    for (const grant of grants) expect(JSON.stringify(grant.resource)).toContain(':collection/heirloom-prod-*');
  });

  it('splits -c rekognitionCallsPerSecond=50 over the faces and family consumers\' concurrency', () => {
    const pace = (queue: string) => consumer(rekognition, queue)[1].Properties.Environment.Variables[REKOGNITION_PACE_ENV];
    expect(pace('faces')).toBe('8');
    expect(pace('family')).toBe('2');
  });
});

it('refuses an engine it does not know', () => {
  expect(() => synthStage({ bundle: false, context: { faceEngine: 'opencv' } })).toThrow('faceEngine "opencv" must be one of model, rekognition');
});

describe('the faces consumer\'s bundle with the model', () => {
  /**
   * Built as the stack builds it, with the model profile's packages and sharp's linux-x64 build, and
   * run here.
   */
  const scratch = mkdtempSync(join(tmpdir(), 'heirloom-face-model-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  let dir: string;
  beforeAll(() => {
    const options: BundleOptions = faceModelProcessing().bundleOptions;
    const stack = new Stack(new App({ outdir: scratch }), 'Stack');
    const name = 'queue/detect-faces';
    const bundles = new HandlerBundles(stack, 'Bundles', { entries: new Map([[name, join(LAMBDAS_DIR, 'queue', 'detect-faces.ts')]]), options: new Map([[name, options]]), moduleDataFiles: [GAZETTEER_DATA_FILES] });
    new lambda.Function(stack, 'Faces', { code: bundles.code(name), handler: 'index.handler', runtime: lambda.Runtime.NODEJS_22_X });
    const assets = readdirSync(scratch).filter((entry) => entry.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    dir = join(scratch, assets[0]!);
  });

  it('carries the model files and the WASM backend, and fits Lambda\'s 250 MB unzipped', () => {
    for (const model of ['ssd_mobilenetv1', 'face_landmark_68', 'face_recognition', 'age_gender']) {
      for (const file of [`${model}_model-weights_manifest.json`, `${model}_model.bin`]) expect(existsSync(join(dir, 'node_modules/@vladmandic/face-api/model', file)), file).toBe(true);
    }
    expect(readdirSync(join(dir, 'node_modules/@tensorflow/tfjs-backend-wasm/dist')).filter((file) => file.endsWith('.wasm'))).toContain('tfjs-backend-wasm-simd.wasm');
    expect(folderSize(dir)).toBeLessThan(250 * 2 ** 20);
  });

  it('loads as Lambda loads it, and runs the model from its own files without downloading anything', async () => {
    const environment = Object.fromEntries(Object.values(ENV).map((name) => [name, `test-${name.toLowerCase()}`]));
    expect(await bundlesThatFailToLoad(scratch, { 'queue/detect-faces': dir }, environment)).toBe('');
    const result = runProbeInBundle<FaceModelProbeResult>(scratch, dir, join(REPO_ROOT, 'test/infra/support/face-model-probe.ts'), { photo: join(LABELLED_FACES_FOLDER, 'test/alex_lacamoire1.jpg') }, environment);
    expect(result.downloads).toEqual([]);
    expect(result.faces).toBe(1);
    expect(result.embeddingLength).toBe(EMBEDDING_LENGTH);
    for (const path of Object.values(result.resolved)) expect(path.startsWith(join(dir, 'node_modules'))).toBe(true);
  });
});
