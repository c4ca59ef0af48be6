import { CorruptVideoError, VideoProcessingError, VideoTimeoutError } from './errors';
import { fitWithin } from './frame-size';
import { probeVideo, type VideoProbe } from './probe-video';
import { fileArg, lastLines, runTool } from './run-tool';
import { ffmpegPath } from './tool-paths';

export interface PosterFrameOptions {
  /** Pass the probe you already have to skip a second ffprobe run. */
  probe?: VideoProbe;
  /** Longest side of the JPEG; frames are never enlarged. The thumbnail code makes the smaller sizes. */
  maxSize?: number;
  timeoutMs?: number;
}

const DEFAULT_MAX_SIZE = 1920;
const POSTER_TIMEOUT_MS = 60_000;

/**
 * A JPEG of one representative frame, turned the way the video plays (ffmpeg applies the rotation while
 * decoding) and with non-square pixels made square, so it can go through the same thumbnail code as a photo.
 */
export async function posterFrame(file: string, options: PosterFrameOptions = {}): Promise<Buffer> {
  const probe = options.probe ?? (await probeVideo(file));
  const size = fitWithin(probe.width, probe.height, options.maxSize ?? DEFAULT_MAX_SIZE, Number.POSITIVE_INFINITY);
  const timeoutMs = options.timeoutMs ?? POSTER_TIMEOUT_MS;
  const jpeg = await frameAt(file, posterTime(probe.durationSeconds), size, timeoutMs);
  if (jpeg.length > 0) return jpeg;
  // A wrong duration in the header can put the seek past the last frame: fall back to the first one.
  const first = await frameAt(file, 0, size, timeoutMs);
  if (first.length > 0) return first;
  throw new CorruptVideoError('ffmpeg decoded no frame');
}

/**
 * Clips often open on black or a blurred first frame; 10% in is usually the subject. Short clips use 1 s
 * (or their middle, when shorter than 2 s).
 */
export function posterTime(durationSeconds: number | null): number {
  if (durationSeconds === null) return 1;
  return Math.max(durationSeconds * 0.1, Math.min(1, durationSeconds / 2));
}

async function frameAt(file: string, seconds: number, size: { width: number; height: number }, timeoutMs: number): Promise<Buffer> {
  const args = [
    '-nostdin', '-v', 'error',
    // -ss before -i seeks by keyframe index instead of decoding everything before it.
    '-ss', seconds.toFixed(3),
    '-i', fileArg(file),
    '-an', '-sn', '-dn',
    '-frames:v', '1',
    // The target size is the display size, so this also squares up anamorphic (DV, HDV) pixels.
    '-vf', `scale=${size.width}:${size.height},setsar=1,format=yuvj420p`,
    '-c:v', 'mjpeg', '-q:v', '3',
    '-f', 'image2pipe', 'pipe:1',
  ];
  const result = await runTool(ffmpegPath(), args, { timeoutMs, maxStdoutBytes: 32 * 1024 * 1024 });
  if (result.timedOut) throw new VideoTimeoutError('take a poster frame', timeoutMs);
  if (result.exitCode !== 0) throw new VideoProcessingError('take a poster frame', result.exitCode, lastLines(result.stderrTail));
  return result.stdout;
}
