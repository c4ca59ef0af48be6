import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { installedPackageDir, packagesToShip } from '../../infra/constructs/bundle-node-modules';
import { HandlerBundles, lambdaPlatform, type BundleOptions } from '../../infra/constructs/handler-bundles';
import { MEDIA_NATIVE_PACKAGES, MEDIA_PLATFORM_BUILDS, MediaProcessing } from '../../infra/constructs/media-processing';
import { LAMBDAS_DIR } from '../../infra/constructs/repo-paths';

/** Choosing what a bundle's node_modules holds, and checking the ffmpeg layer, without synthesizing an app. */
describe('packages shipped beside a bundle', () => {
  it('are the addons, their dependencies where Node finds them, and their builds for Lambda on x86_64', () => {
    const shipped = packagesToShip(MEDIA_NATIVE_PACKAGES, LAMBDAS_DIR, lambdaPlatform(lambda.Architecture.X86_64), MEDIA_PLATFORM_BUILDS.x64);
    expect(shipped.map((pkg) => pkg.bundlePath)).toEqual([
      'node_modules/@img/colour',
      'node_modules/@img/sharp-libvips-linux-x64',
      'node_modules/@img/sharp-linux-x64',
      'node_modules/@napi-rs/canvas',
      'node_modules/@napi-rs/canvas-linux-x64-gnu',
      'node_modules/detect-libc',
      'node_modules/sharp',
      'node_modules/sharp/node_modules/semver',
    ]);
  });

  it('leave out builds for another libc even when they are the only ones installed, and then fail synthesis', () => {
    const muslX64 = { os: 'linux', cpu: 'x64', libc: 'musl' };
    const names = packagesToShip(MEDIA_NATIVE_PACKAGES, LAMBDAS_DIR, muslX64).map((pkg) => pkg.name);
    expect(names.filter((name) => /linux-x64/.test(name))).toEqual([]);
    expect(() => packagesToShip(MEDIA_NATIVE_PACKAGES, LAMBDAS_DIR, muslX64, MEDIA_PLATFORM_BUILDS.x64)).toThrow(/not installed/);
  });

  it('for arm64 need the linux-arm64 builds, and say how to install them', () => {
    const ship = () => packagesToShip(MEDIA_NATIVE_PACKAGES, LAMBDAS_DIR, lambdaPlatform(lambda.Architecture.ARM_64), MEDIA_PLATFORM_BUILDS.arm64);
    // sharp's arm64 builds may be installed (the face model's consumer runs on arm64) and canvas's not.
    const missing = MEDIA_PLATFORM_BUILDS.arm64.filter((name) => !installedPackageDir(name, LAMBDAS_DIR));
    if (missing.length === 0) {
      expect(ship().map((pkg) => pkg.name)).toEqual(expect.arrayContaining([...MEDIA_PLATFORM_BUILDS.arm64]));
    } else {
      expect(ship).toThrow(`needs ${missing.join(', ')} (the linux-arm64 glibc builds`);
      expect(ship).toThrow('npm install --no-save --os=linux --cpu=arm64 --libc=glibc sharp @napi-rs/canvas');
    }
  });

  it('must be installed', () => {
    expect(() => packagesToShip(['no-such-package-heirloom'], LAMBDAS_DIR, lambdaPlatform(lambda.Architecture.X86_64))).toThrow(/not installed/);
  });
});

describe('the ffmpeg layer of media processing', () => {
  const stackIn = (region?: string) => new Stack(new App(), 'Stack', region ? { env: { account: '111111111111', region } } : {});

  it('is the layer version the ARN names', () => {
    const arn = 'arn:aws:lambda:eu-west-1:111111111111:layer:ffmpeg:7';
    const media = new MediaProcessing(stackIn('eu-west-1'), 'Media', { ffmpegLayerArn: arn });
    expect(media.layers.map((layer) => layer.layerVersionArn)).toEqual([arn]);
    expect(media.environment).toEqual({ PDFJS_DIST_DIR: '/var/task/pdfjs-dist', FFMPEG_PATH: '/opt/bin/ffmpeg', FFPROBE_PATH: '/opt/bin/ffprobe', MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--expose-gc' });
  });

  it('must be a layer version ARN', () => {
    expect(() => new MediaProcessing(stackIn(), 'Media', { ffmpegLayerArn: 'arn:aws:lambda:eu-west-1:111111111111:layer:ffmpeg' })).toThrow(/not a layer version ARN/);
    expect(() => new MediaProcessing(stackIn(), 'Media', { ffmpegLayerArn: 'ffmpeg' })).toThrow(/not a layer version ARN/);
  });

  it("must be in the stack's region when the region is known", () => {
    const arn = 'arn:aws:lambda:us-east-1:111111111111:layer:ffmpeg:7';
    expect(() => new MediaProcessing(stackIn('eu-west-1'), 'Media', { ffmpegLayerArn: arn })).toThrow(/us-east-1 but the stack deploys to eu-west-1/);
    expect(new MediaProcessing(stackIn(), 'Media', { ffmpegLayerArn: arn }).layers).toHaveLength(1);
  });
});

describe('handler bundles', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'heirloom-bundles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (name: string, code: string) => {
    writeFileSync(join(scratch, name), code);
    return join(scratch, name);
  };
  const sharpOptions: BundleOptions = { nodeModules: ['sharp'], platform: lambdaPlatform(lambda.Architecture.X86_64) };

  /** Synthesizes one function per entry into its own assembly and returns the assembly folder. */
  function synthesize(entries: Record<string, string>, props: Partial<ConstructorParameters<typeof HandlerBundles>[2]> = {}): string {
    const outdir = mkdtempSync(join(scratch, 'out-'));
    const stack = new Stack(new App({ outdir }), 'Stack');
    const bundles = new HandlerBundles(stack, 'Bundles', { entries: new Map(Object.entries(entries)), ...props });
    for (const name of Object.keys(entries)) {
      new lambda.Function(stack, name.replace(/\W/g, ''), { code: bundles.code(name), handler: 'index.handler', runtime: lambda.Runtime.NODEJS_22_X });
    }
    return outdir;
  }

  it('refuse a plain bundle that imports an addon another bundle ships, naming the bundle and the importing module', () => {
    const light = write('light.ts', "import { resize } from './resize';\nexport const handler = async () => resize();\n");
    write('resize.ts', "import sharp from 'sharp';\nexport const resize = () => sharp({ create: { width: 1, height: 1, channels: 3, background: 'red' } });\n");
    const heavy = write('heavy.ts', "import sharp from 'sharp';\nexport const handler = async () => sharp;\n");
    expect(() => synthesize({ 'http/light': light, 'queue/heavy': heavy }, { options: new Map([['queue/heavy', sharpOptions]]) })).toThrow(
      /http\/light imports sharp \(in .*resize\.ts\)/,
    );
  });

  it('add a module\'s data files to the bundles that include the module, and only to those', () => {
    const data = write('data-user.ts', 'export const readData = () => 42;\n');
    const uses = write('uses.ts', "import { readData } from './data-user';\nexport const handler = async () => readData();\n");
    const other = write('other.ts', 'export const handler = async () => 1;\n');
    const outdir = synthesize(
      { 'http/uses': uses, 'http/other': other },
      { moduleDataFiles: [{ module: data, addFiles: (dir) => writeFileSync(join(dir, 'data.bin'), 'data') }] },
    );
    const assets = readdirSync(outdir).filter((entry) => entry.startsWith('asset.'));
    expect(assets).toHaveLength(2);
    expect(assets.filter((asset) => existsSync(join(outdir, asset, 'data.bin')))).toHaveLength(1);
  });
});
