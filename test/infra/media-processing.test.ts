import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { ENV } from '@heirloom/lambdas/runtime/env';
import {
  LAMBDA_TASK_ROOT,
  MEDIA_NATIVE_PACKAGES,
  MEDIA_PLATFORM_BUILDS,
  MEDIA_PROCESSING_MIN_MEMORY_MB,
  PDFJS_DATA_FOLDERS,
  SHARP_PLATFORM_BUILDS,
} from '../../infra/constructs/media-processing';
import { installedPackageDir } from '../../infra/constructs/bundle-node-modules';
import { LAMBDAS_DIR } from '../../infra/constructs/repo-paths';
import { PROCESSING_CONSUMERS, PROCESSING_HTTP_HANDLERS } from '../../infra/stacks/stateless-stack';
import { bundleDir, bundledSources, folderSize, runProbeInBundle, shippedPackageNames } from './support/bundles';
import type { MediaProbeResult } from './support/media-probe';
import { sharedStage, TEST_FFMPEG_LAYER_ARN, type SynthesizedStage } from './support/synth-stage';
import { referencedId, resource, resourcesOfType, type CfnResource } from './support/template-queries';

/**
 * The upload processor as deployed: native addons and data files in its bundle, the CPU they were
 * built for, memory, /tmp, environment and the ffmpeg layer. The bundle is then run the way Lambda
 * runs it, with nothing to fall back on but the AWS SDK.
 */
const FFMPEG_LAYER_ARN = TEST_FFMPEG_LAYER_ARN;
const PHOTOS = fileURLToPath(new URL('../../../shared/testdata/photos/', import.meta.url));

/** Lambda's limit for a function's code and all its layers, unzipped. */
const LAMBDA_UNZIPPED_LIMIT = 250 * 1024 * 1024;
/** A static ffmpeg + ffprobe layer (lambdas/domain/media/video/README.md: ~150 MB unzipped). */
const FFMPEG_LAYER_ALLOWANCE = 150 * 1024 * 1024;

/** How pdf.js's modules appear among a bundle's sources (its own source maps point into webpack://pdf.js/). */
const PDFJS_SOURCE = /^webpack:\/\/pdf\.js\/|node_modules\/pdfjs-dist\//;

const processor = queueConsumers.find((consumer) => consumer.handler === 'process-upload')!;
/** The upload lanes beside the processor that also run media code (upload-lanes.ts). */
const mediaLanes = queueConsumers.filter((consumer) => PROCESSING_CONSUMERS[consumer.handler] === 'media' && consumer.handler !== processor.handler);
/** Consumers that work on photos only (image corrections), when the manifest has any. */
const imageConsumers = queueConsumers.filter((consumer) => PROCESSING_CONSUMERS[consumer.handler] === 'images');
/** HTTP handlers that work on photos (a face drawn by hand has its crop cut). */
const imageHttpHandlers = Object.keys(PROCESSING_HTTP_HANDLERS).filter((handler) => PROCESSING_HTTP_HANDLERS[handler] === 'images');

let dev: SynthesizedStage;
let template: Template;
let processorId: string;
let processorDir: string;

/** Function logical id -> its bundle folder, for every function built from lambdas/. */
const bundles = new Map<string, string>();

/** The function whose bundle holds this handler module, and the bundle's folder. */
function builtFrom(module: string): [string, string] {
  const built = [...bundles].filter(([, dir]) => bundledSources(dir).includes(module));
  expect(built, module).toHaveLength(1);
  return built[0]!;
}

beforeAll(() => {
  dev = sharedStage('devBundled');
  template = dev.templates.stateless;
  for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
    if (!fn.Properties.Code?.S3Key) continue;
    const dir = bundleDir(dev.outdir, fn);
    if (bundledSources(dir).some((source) => source.startsWith('lambdas/'))) bundles.set(id, dir);
  }
  [processorId, processorDir] = builtFrom(`lambdas/queue/${processor.handler}.ts`);
});

afterAll(() => dev?.dispose());

const fn = (id: string): CfnResource => resource(template, id);
const variablesOf = (id: string) => fn(id).Properties.Environment.Variables as Record<string, unknown>;

describe('the upload processor function', () => {
  it('consumes the processing queue; the other media processors are the upload lanes (videos, archives, GEDCOM imports)', () => {
    expect(processor.queue).toBe('processing');
    expect(Object.entries(PROCESSING_CONSUMERS).filter(([, kind]) => kind === 'media').map(([handler]) => handler).sort()).toEqual(
      ['import-gedcom-upload', 'process-archive', 'process-upload', 'process-video'],
    );
  });

  it('runs on x86_64, the CPU of the native builds it ships', () => {
    expect(fn(processorId).Properties.Architectures).toEqual(['x86_64']);
  });

  it(`has ${MEDIA_PROCESSING_MIN_MEMORY_MB} MB of memory (or more, if the manifest asks) and 10 GB of /tmp`, () => {
    expect(fn(processorId).Properties.MemorySize).toBe(Math.max(processor.memoryMb, MEDIA_PROCESSING_MIN_MEMORY_MB));
    expect(fn(processorId).Properties.MemorySize).toBeGreaterThanOrEqual(3008);
    expect(fn(processorId).Properties.EphemeralStorage).toEqual({ Size: 10_240 });
  });

  it('times out as the manifest says, before its queue would hand the message to another invocation', () => {
    expect(fn(processorId).Properties.Timeout).toBe(processor.timeoutSeconds);
    const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').filter(([, mapping]) => mapping.Properties.FunctionName?.Ref === processorId);
    expect(mappings).toHaveLength(1);
    const queue = fn(referencedId(mappings[0]![1].Properties.EventSourceArn, 'Arn'));
    expect(queue.Properties.VisibilityTimeout).toBe(processor.visibilityTimeoutSeconds);
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(processor.timeoutSeconds);
  });

  it('uses the ffmpeg layer given as context, and finds ffmpeg and ffprobe where the layer unpacks them', () => {
    expect(fn(processorId).Properties.Layers).toEqual([FFMPEG_LAYER_ARN]);
    expect(variablesOf(processorId)).toMatchObject({ FFMPEG_PATH: '/opt/bin/ffmpeg', FFPROBE_PATH: '/opt/bin/ffprobe' });
  });

  it('keeps glibc to two malloc arenas, so libvips threads do not hold freed memory through a long archive import', () => {
    expect(variablesOf(processorId).MALLOC_ARENA_MAX).toBe('2');
  });

  it('exposes gc (an archive import collects between items) and keeps source maps', () => {
    expect(variablesOf(processorId).NODE_OPTIONS).toBe('--enable-source-maps --expose-gc');
  });

  it('points PDFJS_DIST_DIR at a copy of the data folders of the pdf.js it bundles', () => {
    const value = variablesOf(processorId).PDFJS_DIST_DIR as string;
    expect(value.startsWith(`${LAMBDA_TASK_ROOT}/`)).toBe(true);
    const inBundle = join(processorDir, value.slice(LAMBDA_TASK_ROOT.length + 1));
    const installed = installedPackageDir('pdfjs-dist', LAMBDAS_DIR)!;
    for (const folder of PDFJS_DATA_FOLDERS) {
      const files = readdirSync(join(installed, folder)).sort();
      expect(files.length, folder).toBeGreaterThan(0);
      expect(readdirSync(join(inBundle, folder)).sort(), folder).toEqual(files);
    }
    // Helvetica, the standard font most generated PDFs use without embedding it.
    expect(existsSync(join(inBundle, 'standard_fonts', 'LiberationSans-Regular.ttf'))).toBe(true);
  });

  it('has the gazetteer file beside index.mjs, where the place code looks first', () => {
    expect(existsSync(join(processorDir, 'index.mjs'))).toBe(true);
    expect(readFileSync(join(processorDir, 'gazetteer.bin.gz')).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});

describe('the upload processor bundle', () => {
  it('leaves the native addons out of index.mjs and imports them from its node_modules', () => {
    const code = readFileSync(join(processorDir, 'index.mjs'), 'utf8');
    const sources = bundledSources(processorDir);
    for (const name of MEDIA_NATIVE_PACKAGES) {
      // A static import, or a dynamic one for what loads on first use (the PDF canvas).
      expect(code, name).toMatch(new RegExp(`(from\\s*|import\\()"${name.replace('/', '\\/')}"`));
      expect(sources.filter((source) => source.includes(`node_modules/${name}/`)), name).toEqual([]);
    }
    // pdf.js ships source maps, which esbuild follows back to pdf.js's own sources.
    expect(sources.some((source) => PDFJS_SOURCE.test(source))).toBe(true);
    expect(sources.some((source) => source.includes('node_modules/heic-decode/'))).toBe(true);
  });

  it('ships sharp and @napi-rs/canvas with their package.json, dependencies and linux-x64 builds, and no other platform', () => {
    const shipped = shippedPackageNames(processorDir).sort();
    expect(shipped).toEqual([...MEDIA_NATIVE_PACKAGES, ...MEDIA_PLATFORM_BUILDS.x64, '@img/colour', 'detect-libc'].sort());
    for (const name of shipped) expect(existsSync(join(processorDir, 'node_modules', name, 'package.json')), name).toBe(true);
    // sharp's own semver (7.x), not the older one hoisted to the top of the repository's node_modules.
    const semver = JSON.parse(readFileSync(join(processorDir, 'node_modules/sharp/node_modules/semver/package.json'), 'utf8')) as { version: string };
    expect(semver.version.startsWith('7.')).toBe(true);
    expect(existsSync(join(processorDir, 'node_modules/@img/sharp-libvips-linux-x64/lib'))).toBe(true);
    expect(readdirSync(join(processorDir, 'node_modules/@napi-rs/canvas-linux-x64-gnu')).some((file) => file.endsWith('.node'))).toBe(true);
  });

  it('ships the packages without what only builds and editors need, but with their licences', () => {
    const files = readdirSync(join(processorDir, 'node_modules'), { recursive: true }).map(String);
    expect(files.filter((file) => /\.(d\.[cm]?ts|map|md|cc|h)$/.test(file) && !/LICEN[CS]E/i.test(file))).toEqual([]);
    expect(files).toContain(join('sharp', 'LICENSE'));
    expect(files).toContain(join('@img', 'sharp-libvips-linux-x64', 'lib', 'libvips-cpp.so.8.18.7'));
  });

  it(`leaves room for a ${FFMPEG_LAYER_ALLOWANCE / 2 ** 20} MB ffmpeg layer within Lambda's 250 MB unzipped`, () => {
    const size = folderSize(processorDir);
    expect(size + FFMPEG_LAYER_ALLOWANCE).toBeLessThan(LAMBDA_UNZIPPED_LIMIT);
    // The JavaScript itself (pdf.js, libheif's wasm, our code) stays a few megabytes.
    expect(readFileSync(join(processorDir, 'index.mjs')).length).toBeLessThan(8 * 2 ** 20);
  });

  it('works where Lambda runs it: sharp resizes, photos and HEIC are read, the gazetteer names places, pdf.js reads and draws a PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.setTitle('Grandma\'s letters');
    const page = pdf.addPage([300, 200]);
    page.drawText('Heirloom', { x: 20, y: 100, size: 48, font: await pdf.embedFont(StandardFonts.Helvetica) });
    const pdfFile = join(dev.outdir, 'probe.pdf');
    writeFileSync(pdfFile, await pdf.save());

    const variables = variablesOf(processorId);
    const environment = {
      ...Object.fromEntries(Object.values(ENV).map((name) => [name, `test-${name.toLowerCase()}`])),
      PDFJS_DIST_DIR: (variables.PDFJS_DIST_DIR as string).replace(LAMBDA_TASK_ROOT, processorDir),
    };
    const result = runProbeInBundle<MediaProbeResult>(
      dev.outdir,
      processorDir,
      fileURLToPath(new URL('./support/media-probe.ts', import.meta.url)),
      {
        gpsPhoto: join(PHOTOS, 'immich-test-assets/metadata_gps-position_thompson-springs.jpg'),
        heicPhoto: join(PHOTOS, 'immich-test-assets/formats_heic_IMG_2682.heic'),
        pdf: pdfFile,
      },
      environment,
    );

    expect(result.resolved.sharp.startsWith(join(processorDir, 'node_modules', 'sharp'))).toBe(true);
    expect(result.resolved.canvas.startsWith(join(processorDir, 'node_modules', '@napi-rs', 'canvas'))).toBe(true);
    expect(result.resized).toEqual({ width: 8, height: 6, format: 'jpeg' });
    expect(result.photo).toMatchObject({ format: 'jpeg', thumbnails: 1 });
    expect(result.photo.gps?.lat).toBeCloseTo(39.115, 3);
    expect(result.photo.gps?.lon).toBeCloseTo(-108.401, 3);
    expect(result.heic).toMatchObject({ format: 'heic', thumbnails: 1 });
    expect(result.heic.width * result.heic.height).toBeGreaterThan(1_000_000);
    expect(result.gazetteerFile).toBe(join(processorDir, 'gazetteer.bin.gz'));
    expect(result.place).toBe('Grand Junction, Colorado, United States');
    expect(result.photoPlace).toBe('Grand Junction, Colorado, United States');
    expect(result.pdf).toMatchObject({ pageCount: 1, title: 'Grandma\'s letters' });
    expect(result.pdf.pages).toHaveLength(1);
    expect(result.pdf.pages[0]).toMatchObject({ width: 300, height: 200 });
    expect(result.pdf.pages[0]!.darkPixels, 'the text was drawn').toBeGreaterThan(500);
  });
});

describe.runIf(imageConsumers.length > 0)('consumers that work on photos only', () => {
  it.each(imageConsumers.map((consumer) => [consumer.handler, consumer] as const))(
    '%s runs on x86_64 with sharp and its linux-x64 build, as much memory as the manifest says, and nothing for PDFs or videos',
    (handler, consumer) => {
      const [id, dir] = builtFrom(`lambdas/queue/${handler}.ts`);
      const props = fn(id).Properties;
      expect(props.Architectures).toEqual(['x86_64']);
      expect(props).toMatchObject({ MemorySize: consumer.memoryMb, Timeout: consumer.timeoutSeconds });
      expect(props.Layers).toBeUndefined();
      expect(props.EphemeralStorage).toBeUndefined();
      expect(shippedPackageNames(dir).sort()).toEqual(['sharp', ...SHARP_PLATFORM_BUILDS.x64, '@img/colour', 'detect-libc'].sort());
      expect(existsSync(join(dir, 'pdfjs-dist'))).toBe(false);
    },
  );
});

describe('HTTP handlers that work on photos', () => {
  it.each(imageHttpHandlers.map((handler) => [handler] as const))('%s runs on x86_64 with sharp and its linux-x64 build, within API Gateway\'s 29 s, and nothing for PDFs or videos', (handler) => {
    const [id, dir] = builtFrom(`lambdas/http/${handler}.ts`);
    const props = fn(id).Properties;
    expect(props.Architectures).toEqual(['x86_64']);
    expect(props.Timeout).toBe(29);
    expect(props.Layers).toBeUndefined();
    expect(shippedPackageNames(dir).sort()).toEqual(['sharp', ...SHARP_PLATFORM_BUILDS.x64, '@img/colour', 'detect-libc'].sort());
    expect(existsSync(join(dir, 'pdfjs-dist'))).toBe(false);
  });
});

describe('the other upload lanes (videos, archives, GEDCOM imports)', () => {
  it.each(mediaLanes.map((consumer) => [consumer.handler, consumer] as const))(
    '%s is built like the processor: x86_64, 3008 MB or more, 10 GB of /tmp, the ffmpeg layer and its tools, its manifest timeout',
    (handler, consumer) => {
      const [id] = builtFrom(`lambdas/queue/${handler}.ts`);
      const props = fn(id).Properties;
      expect(props.Architectures).toEqual(['x86_64']);
      expect(props.MemorySize).toBe(Math.max(consumer.memoryMb, MEDIA_PROCESSING_MIN_MEMORY_MB));
      expect(props.EphemeralStorage).toEqual({ Size: 10_240 });
      expect(props.Timeout).toBe(consumer.timeoutSeconds);
      expect(props.Layers).toEqual([FFMPEG_LAYER_ARN]);
      expect(variablesOf(id)).toMatchObject({ FFMPEG_PATH: '/opt/bin/ffmpeg', FFPROBE_PATH: '/opt/bin/ffprobe', MALLOC_ARENA_MAX: '2' });
    },
  );
});

describe('the functions without native code', () => {
  let others: () => string[];
  beforeAll(() => {
    const native = new Set([
      processorId,
      ...[...mediaLanes, ...imageConsumers].map((consumer) => builtFrom(`lambdas/queue/${consumer.handler}.ts`)[0]),
      ...imageHttpHandlers.map((handler) => builtFrom(`lambdas/http/${handler}.ts`)[0]),
    ]);
    const plain = [...bundles.keys()].filter((id) => !native.has(id));
    others = () => plain;
  });

  it('run on arm64 with default /tmp, no layers and none of the media settings', () => {
    expect(others().length).toBeGreaterThan(50);
    for (const id of others()) {
      const props = fn(id).Properties;
      expect(props.Architectures, id).toEqual(['arm64']);
      expect(props.EphemeralStorage, id).toBeUndefined();
      expect(props.Layers, id).toBeUndefined();
      for (const name of ['PDFJS_DIST_DIR', 'FFMPEG_PATH', 'FFPROBE_PATH']) expect(variablesOf(id)[name], `${id} ${name}`).toBeUndefined();
    }
  });

  it('bundle no image, PDF or video code and ship no node_modules (the WebSocket login included)', () => {
    const media = /node_modules\/(sharp|@img|@napi-rs|pdfjs-dist|heic-decode|libheif-js|exifr)\/|lambdas\/domain\/media\/(images|pdf|video)\//;
    const isMedia = (source: string) => media.test(source) || PDFJS_SOURCE.test(source);
    expect(others()).toContain(builtFrom('lambdas/ws/login.ts')[0]);
    for (const id of others()) {
      const dir = bundles.get(id)!;
      expect(bundledSources(dir).filter(isMedia), id).toEqual([]);
      expect(existsSync(join(dir, 'node_modules')), id).toBe(false);
      expect(readFileSync(join(dir, 'index.mjs'), 'utf8'), id).not.toMatch(/from\s*"(sharp|@napi-rs\/canvas)"/);
    }
  });
});

describe('every bundle', () => {
  it('that names places has the gazetteer file beside index.mjs (the data packages are never bundled)', () => {
    const usingPlaces = [...bundles.values()].filter((dir) => bundledSources(dir).includes('lambdas/domain/places/load-gazetteer.ts'));
    expect(usingPlaces).toContain(processorDir);
    for (const dir of usingPlaces) expect(existsSync(join(dir, 'gazetteer.bin.gz')), dir).toBe(true);
  });
});
