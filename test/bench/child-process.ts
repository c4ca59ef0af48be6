import { spawn } from 'node:child_process';

/**
 * A benchmark's measurement in a Node process of its own: its memory is the measured work's alone, and
 * it runs with the environment a Lambda gets (MEDIA_RUNTIME_ENV's malloc settings cannot be changed
 * once a process has started). The child prints its figures as JSON on its last line (printFigures).
 */
export function childFigures<T>(what: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`${what} exited with ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(last) as T);
    });
  });
}

/** The child's side: runs the measurement, prints its figures as the last line of output and exits (1 on failure). */
export function printFigures(measure: () => Promise<object>): void {
  measure().then(
    (figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
