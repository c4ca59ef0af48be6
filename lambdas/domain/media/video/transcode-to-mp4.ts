import { rm } from 'node:fs/promises';
import { VideoProcessingError, VideoTimeoutError } from './errors';
import { fitWithin } from './frame-size';
import { probeVideo, type VideoProbe } from './probe-video';
import { fileArg, lastLines, runTool } from './run-tool';
import { ffmpegPath } from './tool-paths';

export interface TranscodeOptions {
  /** Pass the probe you already have to skip a second ffprobe run. */
  probe?: VideoProbe;
  /**
   * Kill ffmpeg after this long. Default 10 minutes, inside Lambda's 15; a consumer should pass what is
   * left of its invocation (context.getRemainingTimeInMillis() minus time to upload the result).
   */
  timeoutMs?: number;
  /** Called with 0..1 as ffmpeg works through the clip (only when the duration is known). */
  onProgress?: (fraction: number) => void;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
/** 1080p, in either orientation: portrait phone clips are 1080 wide and 1920 tall. */
const MAX_LONG_SIDE = 1920;
const MAX_SHORT_SIDE = 1080;
/** x264's default quality: visually clean for family footage at about a third of a phone's bitrate. */
const CRF = '23';

/**
 * Converts any readable video into the MP4 every browser plays: H.264 (8-bit 4:2:0) and AAC, at most 1080p,
 * the index at the front (+faststart) so playback starts before the download ends. Returns the output's probe.
 *
 * Rotation is preserved as what the viewer sees: ffmpeg turns the frames upright while decoding and the
 * output carries no rotation flag, so players that ignore the flag also show it right.
 * On failure or timeout the partial output is deleted.
 */
export async function transcodeToMp4(input: string, output: string, options: TranscodeOptions = {}): Promise<VideoProbe> {
  const probe = options.probe ?? (await probeVideo(input));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const size = fitWithin(probe.width, probe.height, MAX_LONG_SIDE, MAX_SHORT_SIDE);
  const filters = [
    ...(probe.interlaced ? ['yadif=deint=interlaced'] : []),
    `scale=${size.width}:${size.height}`,
    'setsar=1',
  ];
  const args = [
    '-nostdin', '-v', 'error', '-y',
    '-i', fileArg(input),
    // First picture and first sound track only; the '?' lets silent clips through.
    '-map', '0:v:0', '-map', '0:a:0?',
    '-vf', filters.join(','),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', CRF, '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    // Keeps the recording date (creation_time). Apple's location keys are not carried over: the pipeline
    // reads them from the original, and the copy people stream need not broadcast where it was shot.
    '-map_metadata', '0',
    '-movflags', '+faststart',
    // Sparse audio in old AVIs otherwise fails with "Too many packets buffered for output stream".
    '-max_muxing_queue_size', '1024',
    '-progress', 'pipe:1', '-nostats',
    '-f', 'mp4', fileArg(output),
  ];
  const result = await runTool(ffmpegPath(), args, {
    timeoutMs,
    onStdout: progressReader(probe.durationSeconds, options.onProgress),
  });
  if (result.timedOut || result.exitCode !== 0) {
    await rm(output, { force: true });
    if (result.timedOut) throw new VideoTimeoutError('convert the video to MP4', timeoutMs);
    throw new VideoProcessingError('convert the video to MP4', result.exitCode, lastLines(result.stderrTail));
  }
  return probeVideo(output);
}

/** Turns ffmpeg's `-progress` key=value lines into fractions, reporting each whole percent once. */
function progressReader(durationSeconds: number | null, onProgress?: (fraction: number) => void): (chunk: Buffer) => void {
  let pending = '';
  let lastPercent = -1;
  return (chunk) => {
    if (!onProgress || !durationSeconds) return;
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=');
      let fraction: number | null = null;
      if (key === 'out_time_us') fraction = Number(value) / 1e6 / durationSeconds;
      if (key === 'progress' && value === 'end') fraction = 1;
      if (fraction === null || !Number.isFinite(fraction)) continue;
      const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
      if (percent > lastPercent) {
        lastPercent = percent;
        onProgress(percent / 100);
      }
    }
  };
}
