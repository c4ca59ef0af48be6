import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Size, Stack, Token } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { PDFJS_DIST_DIR_ENV } from '@heirloom/lambdas/domain/media/pdf/pdfjs';
import { FFMPEG_PATH_ENV, FFPROBE_PATH_ENV } from '@heirloom/lambdas/domain/media/video/tool-paths';
import { installedPackageDir } from './bundle-node-modules';
import { lambdaPlatform, type BundleOptions } from './handler-bundles';
import { MEDIA_RUNTIME_ENV } from './media-runtime-env';
import { LAMBDAS_DIR } from './repo-paths';

/**
 * Runs on x86_64 because the native builds installed here (and in CI) are linux-x64. For arm64
 * (cheaper per GB-second), install the linux-arm64 glibc builds too, without touching package.json:
 *   npm install --no-save --os=linux --cpu=arm64 --libc=glibc sharp @napi-rs/canvas
 * (that adds @img/sharp-linux-arm64, @img/sharp-libvips-linux-arm64, @napi-rs/canvas-linux-arm64-gnu),
 * use an arm64 ffmpeg layer, and pass lambda.Architecture.ARM_64 to the profiles.
 */
export const NATIVE_CODE_ARCHITECTURE = lambda.Architecture.X86_64;

type Cpu = 'x64' | 'arm64';

/** sharp (libvips): decoding, resizing, encoding, EXIF. Its platform builds, per CPU (glibc Linux). */
export const SHARP_PLATFORM_BUILDS: Readonly<Record<Cpu, readonly string[]>> = {
  x64: ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'],
  arm64: ['@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64'],
};
/** @napi-rs/canvas (Skia): pdf.js draws pages on it, and its legacy build loads it for DOMMatrix and Path2D. */
export const CANVAS_PLATFORM_BUILDS: Readonly<Record<Cpu, readonly string[]>> = {
  x64: ['@napi-rs/canvas-linux-x64-gnu'],
  arm64: ['@napi-rs/canvas-linux-arm64-gnu'],
};

/** Native addons esbuild cannot bundle, shipped in the function's node_modules instead. */
export const MEDIA_NATIVE_PACKAGES = ['sharp', '@napi-rs/canvas'] as const;
export const MEDIA_PLATFORM_BUILDS: Readonly<Record<Cpu, readonly string[]>> = {
  x64: [...SHARP_PLATFORM_BUILDS.x64, ...CANVAS_PLATFORM_BUILDS.x64],
  arm64: [...SHARP_PLATFORM_BUILDS.arm64, ...CANVAS_PLATFORM_BUILDS.arm64],
};

/** pdf.js's data folders (fonts for the 14 standard fonts, CJK character maps, colour profiles, decoders). */
export const PDFJS_DATA_FOLDERS = ['standard_fonts', 'cmaps', 'iccs', 'wasm'] as const;
/** Where they go in the bundle, and where a zip function's code is unpacked in Lambda. */
export const PDFJS_BUNDLE_DIR = 'pdfjs-dist';
export const LAMBDA_TASK_ROOT = '/var/task';

/**
 * 3008 MB: CPU comes with memory (x264 and libvips use every core they get), and it is the most a
 * new account may configure before asking AWS to raise its quota. A 4K clip converts in ~550 MB.
 */
export const MEDIA_PROCESSING_MIN_MEMORY_MB = 3008;
/** /tmp holds an original video and its MP4 at once: the most Lambda offers. */
export const MEDIA_PROCESSING_EPHEMERAL_STORAGE = Size.mebibytes(10_240);

/** An ffmpeg layer's bin/ folder is unpacked to /opt/bin. */
export const FFMPEG_LAYER_BIN = '/opt/bin';

const LAYER_VERSION_ARN = /^arn:aws[a-z-]*:lambda:([a-z0-9-]+):(\d{12}):layer:[A-Za-z0-9_-]+:\d+$/;

/**
 * What a function running native code needs beyond plain JavaScript: how its bundle is made (addons
 * and data files), the CPU those were built for, memory, /tmp, environment and layers.
 */
export interface ProcessingProfile {
  readonly architecture: lambda.Architecture;
  /** One object per profile: the bundles of a profile share one esbuild run. */
  readonly bundleOptions: BundleOptions;
  readonly environment: Readonly<Record<string, string>>;
  readonly ephemeralStorageSize?: Size;
  readonly layers: lambda.ILayerVersion[];
  /** The memory given a function that asks for `requestedMb`. */
  memorySize(requestedMb: number): number;
}

/** Photos only (e.g. image corrections): sharp in node_modules; memory, /tmp and timeout as the consumer asks. */
export function imageProcessing(architecture: lambda.Architecture = NATIVE_CODE_ARCHITECTURE): ProcessingProfile {
  const platform = lambdaPlatform(architecture);
  return {
    architecture,
    bundleOptions: { nodeModules: ['sharp'], platform, requiredNodeModules: SHARP_PLATFORM_BUILDS[platform.cpu as Cpu] },
    environment: {},
    layers: [],
    memorySize: (requestedMb) => requestedMb,
  };
}

export interface MediaProcessingProps {
  /** An ffmpeg + ffprobe layer for the architecture (from `-c ffmpegLayerArn=...`). */
  readonly ffmpegLayerArn: string | undefined;
  readonly architecture?: lambda.Architecture;
}

/**
 * Turning uploads into photos, videos and documents: sharp and @napi-rs/canvas in node_modules,
 * pdf.js's data beside the code (PDFJS_DIST_DIR), ffmpeg and ffprobe from a layer (FFMPEG_PATH,
 * FFPROBE_PATH), at least 3008 MB and 10 GB of /tmp. (The gazetteer goes into every bundle that
 * names places: see bundle-data-files.ts.)
 */
export class MediaProcessing extends Construct implements ProcessingProfile {
  readonly architecture: lambda.Architecture;
  readonly bundleOptions: BundleOptions;
  readonly environment: Readonly<Record<string, string>>;
  readonly ephemeralStorageSize = MEDIA_PROCESSING_EPHEMERAL_STORAGE;
  readonly layers: lambda.ILayerVersion[];

  constructor(scope: Construct, id: string, props: MediaProcessingProps) {
    super(scope, id);
    this.architecture = props.architecture ?? NATIVE_CODE_ARCHITECTURE;
    const platform = lambdaPlatform(this.architecture);
    this.bundleOptions = {
      nodeModules: MEDIA_NATIVE_PACKAGES,
      platform,
      requiredNodeModules: MEDIA_PLATFORM_BUILDS[platform.cpu as Cpu],
      addFiles: (outputDir) => copyPdfjsData(join(outputDir, PDFJS_BUNDLE_DIR)),
    };
    this.environment = {
      [PDFJS_DIST_DIR_ENV]: `${LAMBDA_TASK_ROOT}/${PDFJS_BUNDLE_DIR}`,
      [FFMPEG_PATH_ENV]: `${FFMPEG_LAYER_BIN}/ffmpeg`,
      [FFPROBE_PATH_ENV]: `${FFMPEG_LAYER_BIN}/ffprobe`,
      ...MEDIA_RUNTIME_ENV,
    };
    this.layers = props.ffmpegLayerArn ? [this.ffmpegLayer(props.ffmpegLayerArn)] : [];
    if (!props.ffmpegLayerArn) {
      Annotations.of(this).addWarningV2(
        '@heirloom/infra:ffmpegLayerNotConfigured',
        'No ffmpeg layer: videos will fail to process (each is retried, then dead-lettered) until one is given; photos and PDFs are unaffected. ' +
          `Pass -c ffmpegLayerArn=arn:aws:lambda:<region>:<account>:layer:<name>:<version>, an ${this.architecture.name} layer with ffmpeg and ffprobe in bin/ ` +
          `(Lambda unpacks it to ${FFMPEG_LAYER_BIN}).`,
      );
    }
  }

  /** The larger of what the consumer asks for and what media processing needs. */
  memorySize(requestedMb: number): number {
    return Math.max(requestedMb, MEDIA_PROCESSING_MIN_MEMORY_MB);
  }

  private ffmpegLayer(arn: string): lambda.ILayerVersion {
    const match = LAYER_VERSION_ARN.exec(arn);
    if (!match) throw new Error(`ffmpegLayerArn "${arn}" is not a layer version ARN (arn:aws:lambda:<region>:<account>:layer:<name>:<version>)`);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && match[1] !== region) {
      throw new Error(`ffmpegLayerArn is in ${match[1]} but the stack deploys to ${region}: a function can only use layers of its own region`);
    }
    return lambda.LayerVersion.fromLayerVersionArn(this, 'FfmpegLayer', arn);
  }
}

/** The data folders of the pdfjs-dist the bundle was built from (resolved as esbuild resolves it). */
function copyPdfjsData(targetDir: string): void {
  const pdfjsDir = installedPackageDir('pdfjs-dist', join(LAMBDAS_DIR, 'domain', 'media', 'pdf'));
  if (!pdfjsDir) throw new Error('pdfjs-dist is not installed: the media bundle needs its data folders');
  for (const folder of PDFJS_DATA_FOLDERS) cpSync(join(pdfjsDir, folder), join(targetDir, folder), { recursive: true });
}
