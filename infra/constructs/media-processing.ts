import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Size, Stack, Token } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { PDFJS_DIST_DIR_ENV } from '@heirloom/lambdas/domain/media/pdf/pdfjs';
import { FFMPEG_PATH_ENV, FFPROBE_PATH_ENV } from '@heirloom/lambdas/domain/media/video/tool-paths';
import { addGazetteerToBundle } from '@heirloom/lambdas/domain/places/bundle-gazetteer';
import { installedPackageDir } from './bundle-node-modules';
import { lambdaPlatform, type BundleOptions } from './handler-bundles';
import { LAMBDAS_DIR } from './repo-paths';

/**
 * Runs on x86_64 because the native builds installed here (and in CI) are linux-x64. For arm64
 * (cheaper per GB-second), install the linux-arm64 glibc builds too, without touching package.json:
 *   npm install --no-save --os=linux --cpu=arm64 --libc=glibc sharp @napi-rs/canvas
 * (that adds @img/sharp-linux-arm64, @img/sharp-libvips-linux-arm64, @napi-rs/canvas-linux-arm64-gnu),
 * use an arm64 ffmpeg layer, and pass lambda.Architecture.ARM_64 here.
 */
export const MEDIA_PROCESSING_ARCHITECTURE = lambda.Architecture.X86_64;

/**
 * Native addons esbuild cannot bundle, shipped in the function's node_modules instead: sharp
 * (libvips: resizing, encoding, EXIF) and @napi-rs/canvas (Skia: pdf.js draws pages on it, and
 * pdf.js's legacy build loads it itself for DOMMatrix and Path2D).
 */
export const MEDIA_NATIVE_PACKAGES = ['sharp', '@napi-rs/canvas'] as const;

/** The platform builds the addons load, per CPU: synthesis fails when one is not installed. */
export const MEDIA_PLATFORM_BUILDS: Readonly<Record<'x64' | 'arm64', readonly string[]>> = {
  x64: ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', '@napi-rs/canvas-linux-x64-gnu'],
  arm64: ['@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64', '@napi-rs/canvas-linux-arm64-gnu'],
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

export interface MediaProcessingProps {
  /** An ffmpeg + ffprobe layer for the architecture (from `-c ffmpegLayerArn=...`). */
  readonly ffmpegLayerArn: string | undefined;
  readonly architecture?: lambda.Architecture;
}

/**
 * What a function that turns uploads into photos, videos and documents needs beyond plain code:
 * the native addons and data files in its bundle, the CPU they were built for, memory, /tmp, the
 * environment that points the code at its data and tools, and the ffmpeg layer.
 */
export class MediaProcessing extends Construct {
  readonly architecture: lambda.Architecture;
  readonly bundleOptions: BundleOptions;
  readonly environment: Readonly<Record<string, string>>;
  readonly ephemeralStorageSize = MEDIA_PROCESSING_EPHEMERAL_STORAGE;
  readonly layers: lambda.ILayerVersion[];

  constructor(scope: Construct, id: string, props: MediaProcessingProps) {
    super(scope, id);
    this.architecture = props.architecture ?? MEDIA_PROCESSING_ARCHITECTURE;
    const platform = lambdaPlatform(this.architecture);
    this.bundleOptions = {
      nodeModules: MEDIA_NATIVE_PACKAGES,
      platform,
      requiredNodeModules: MEDIA_PLATFORM_BUILDS[platform.cpu as 'x64' | 'arm64'],
      addFiles: (outputDir) => {
        addGazetteerToBundle(outputDir);
        copyPdfjsData(join(outputDir, PDFJS_BUNDLE_DIR));
      },
    };
    this.environment = {
      [PDFJS_DIST_DIR_ENV]: `${LAMBDA_TASK_ROOT}/${PDFJS_BUNDLE_DIR}`,
      [FFMPEG_PATH_ENV]: `${FFMPEG_LAYER_BIN}/ffmpeg`,
      [FFPROBE_PATH_ENV]: `${FFMPEG_LAYER_BIN}/ffprobe`,
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
