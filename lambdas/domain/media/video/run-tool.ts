import { spawn } from 'node:child_process';
import { VideoToolMissingError } from './errors';

/**
 * Runs ffmpeg or ffprobe with an argument array (never a shell: file names come from uploads) and
 * always comes back: a run past its time limit is SIGKILLed, so a stuck decoder can never hold a
 * Lambda until its own 15-minute limit.
 */
export interface RunToolOptions {
  timeoutMs: number;
  /** Collected stdout beyond this many bytes kills the run: a bound on memory if a tool misbehaves. */
  maxStdoutBytes?: number;
  /** Receives stdout as it arrives instead of collecting it (ffmpeg's -progress reports). */
  onStdout?: (chunk: Buffer) => void;
}

export interface ToolResult {
  exitCode: number | null;
  timedOut: boolean;
  stdoutOverflow: boolean;
  stdout: Buffer;
  /** The end of stderr, where ffmpeg puts the reason it failed. */
  stderrTail: string;
}

const STDERR_KEEP_CHARS = 8_000;
const DEFAULT_MAX_STDOUT = 64 * 1024 * 1024;

export function runTool(command: string, args: readonly string[], options: RunToolOptions): Promise<ToolResult> {
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  return new Promise((resolve, reject) => {
    // stdin ignored: ffmpeg otherwise reads the terminal for commands and can stall in the background.
    const child = spawn(command, [...args], { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrTail = '';
    let timedOut = false;
    let stdoutOverflow = false;
    let settled = false;

    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) {
        options.onStdout(chunk);
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        stdoutOverflow = true;
        child.kill('SIGKILL');
        return;
      }
      stdoutChunks.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderrTail = (stderrTail + text).slice(-STDERR_KEEP_CHARS);
    });

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new VideoToolMissingError(command) : error);
    });
    child.on('close', (exitCode) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ exitCode, timedOut, stdoutOverflow, stdout: Buffer.concat(stdoutChunks), stderrTail });
    });
  });
}

/** The last few lines of a tool's stderr, enough to say why it failed without flooding a log line. */
export function lastLines(text: string, count = 4): string {
  return text.trim().split(/\r?\n/).slice(-count).join('\n');
}

/**
 * ffmpeg treats 'name:' prefixes as protocols (http:, concat:, pipe:) and a leading '-' as an option;
 * the file: protocol makes sure an upload's path is only ever read or written as a local file.
 */
export function fileArg(file: string): string {
  return `file:${file}`;
}
