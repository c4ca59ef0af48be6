import { DomainError } from '../../errors';

/**
 * Two kinds of failure, and the split matters to the queue consumer:
 * - DomainError subclasses are the FILE's fault. Retrying cannot help; the upload is marked failed and
 *   the person sees the message, so messages are written for them.
 * - Plain Error subclasses are OUR fault (missing binary, ffmpeg crash, time limit). They are worth a
 *   retry and end in the dead-letter queue; messages are written for whoever reads the logs.
 */

/** ffprobe/ffmpeg cannot read the file as a video at all (truncated, not a video, no picture track). */
export class CorruptVideoError extends DomainError {
  constructor(
    /** What the tool said, for the log; never shown to the person. */
    readonly detail: string,
    message = 'This video could not be read. The file may be damaged or in a format Heirloom does not support.',
  ) {
    super(message);
  }
}

/** The ffmpeg or ffprobe executable is not where we looked. */
export class VideoToolMissingError extends Error {
  constructor(readonly tool: string) {
    super(
      `The video tool "${tool}" could not be started. Install ffmpeg (it includes ffprobe) with ` +
        '`sudo apt-get install -y ffmpeg`, or set FFMPEG_PATH / FFPROBE_PATH to the executables ' +
        '(in AWS Lambda, attach the ffmpeg layer, which provides /opt/bin/ffmpeg and /opt/bin/ffprobe).',
    );
    this.name = new.target.name;
  }
}

/** ffmpeg ran but exited with an error. `stderrTail` holds its last lines. */
export class VideoProcessingError extends Error {
  constructor(
    readonly step: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`ffmpeg failed to ${step} (exit code ${exitCode ?? 'none'}): ${stderrTail.trim() || 'no output'}`);
    this.name = new.target.name;
  }
}

/** ffmpeg or ffprobe ran past its time limit and was killed. */
export class VideoTimeoutError extends Error {
  constructor(
    readonly step: string,
    readonly timeoutMs: number,
  ) {
    super(`ffmpeg took longer than ${Math.round(timeoutMs / 1000)} s to ${step} and was stopped`);
    this.name = new.target.name;
  }
}
