import { access } from 'node:fs/promises';
import { CorruptVideoError, VideoTimeoutError } from './errors';
import { videoProbeFrom, type FfprobeOutput, type VideoProbe } from './probe-result';
import { fileArg, lastLines, runTool } from './run-tool';
import { ffprobePath } from './tool-paths';

export type { VideoProbe } from './probe-result';

/** Reading headers takes well under a second; a minute means something is wrong with the file. */
const PROBE_TIMEOUT_MS = 60_000;

/**
 * Reads a video's duration, size, rotation, codecs, container, recording date and location with ffprobe.
 * Throws CorruptVideoError when the file is not a readable video.
 */
export async function probeVideo(file: string, options: { timeoutMs?: number } = {}): Promise<VideoProbe> {
  // A missing file is a bug in the caller, not a damaged upload: let its ENOENT through.
  await access(file);
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const result = await runTool(
    ffprobePath(),
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', fileArg(file)],
    { timeoutMs, maxStdoutBytes: 8 * 1024 * 1024 },
  );
  if (result.timedOut) throw new VideoTimeoutError('read the video', timeoutMs);
  if (result.stdoutOverflow) throw new CorruptVideoError('ffprobe described more than 8 MB of streams');
  if (result.exitCode !== 0) throw new CorruptVideoError(lastLines(result.stderrTail) || `ffprobe exit ${result.exitCode}`);
  let output: FfprobeOutput;
  try {
    output = JSON.parse(result.stdout.toString('utf8')) as FfprobeOutput;
  } catch {
    throw new CorruptVideoError('ffprobe printed no readable description');
  }
  return videoProbeFrom(output);
}

