/**
 * Where the ffmpeg and ffprobe executables are. Nothing is bundled into the function code: the binaries
 * are ~80 MB and change on a different schedule from ours.
 *
 * - Locally and in CI they come from the system package (`sudo apt-get install -y ffmpeg`) and are found
 *   on PATH, so the defaults are the bare names.
 * - In AWS Lambda an ffmpeg layer unpacks them to /opt/bin (a layer's `bin/` folder lands there, and
 *   /opt/bin is on the Lambda PATH); the video function sets FFMPEG_PATH=/opt/bin/ffmpeg and
 *   FFPROBE_PATH=/opt/bin/ffprobe so a missing layer fails with a clear VideoToolMissingError naming the
 *   path instead of an ENOENT for a bare name.
 *
 * Read on every call (not at import) so tests and the local runtime can point at other binaries.
 */
export const FFMPEG_PATH_ENV = 'FFMPEG_PATH';
export const FFPROBE_PATH_ENV = 'FFPROBE_PATH';

export function ffmpegPath(): string {
  return process.env[FFMPEG_PATH_ENV] || 'ffmpeg';
}

export function ffprobePath(): string {
  return process.env[FFPROBE_PATH_ENV] || 'ffprobe';
}
