import { execFile, execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { esbuildOptions } from '../../../infra/constructs/handler-bundles';
import { REPO_ROOT } from '../../../infra/constructs/repo-paths';
import type { CfnResource } from './template-queries';

const execFileAsync = promisify(execFile);

/** The directory of the bundled code of a function in a synthesized cloud assembly. */
export function bundleDir(outdir: string, fn: CfnResource): string {
  const key = fn.Properties.Code?.S3Key as unknown;
  if (typeof key !== 'string' || !key.endsWith('.zip')) throw new Error(`Function code is not a file asset: ${JSON.stringify(fn.Properties.Code)}`);
  return join(outdir, `asset.${key.slice(0, -'.zip'.length)}`);
}

/** Repository-relative source files of a bundle, from its source map (e.g. lambdas/ws/login.ts). */
export function bundledSources(dir: string): string[] {
  const mapFile = join(dir, 'index.mjs.map');
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources
    .map((source) => source.replace(/\\/g, '/'))
    .map((source) => {
      const at = source.lastIndexOf('/lambdas/');
      return at === -1 ? source : source.slice(at + 1);
    });
}

/**
 * Imports every bundle in fresh Node processes, the way the Lambda runtime loads an .mjs handler,
 * and returns the bundles that failed to load or export no `handler` function. Like the Lambda
 * runtime, the bundles find the AWS SDK v3 (which they leave out) and nothing else: the assembly
 * gets a node_modules holding only a link to our @aws-sdk scope. The bundles are shared out over
 * one process per core (loading ~190 bundles is CPU-bound parsing), each one's answers in order.
 */
export async function bundlesThatFailToLoad(outdir: string, dirs: Readonly<Record<string, string>>, environment: Record<string, string>): Promise<string> {
  provideAwsSdk(outdir);
  const entries = Object.entries(dirs);
  const processes = Math.max(1, Math.min(availableParallelism(), entries.length));
  const shares = Array.from({ length: processes }, (_, index) => Object.fromEntries(entries.filter((_entry, at) => at % processes === index)));
  const answers = await Promise.all(shares.map((share) => loadInFreshProcess(share, environment)));
  return answers.filter((answer) => answer !== '').join('\n');
}

async function loadInFreshProcess(dirs: Readonly<Record<string, string>>, environment: Record<string, string>): Promise<string> {
  const script = `
    import { pathToFileURL } from 'node:url';
    const failures = [];
    for (const [label, dir] of Object.entries(JSON.parse(process.argv[1]))) {
      try {
        const module = await import(pathToFileURL(dir + '/index.mjs').href);
        if (typeof module.handler !== 'function') failures.push(label + ': exports no handler function');
      } catch (error) {
        failures.push(label + ': ' + (error && error.message));
      }
    }
    process.stdout.write(failures.join('\\n'));
    process.exit(0);
  `;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '--eval', script, JSON.stringify(dirs)], {
    env: lambdaLikeEnvironment(environment),
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
    // A ceiling, not a wait: ~190 bundles load in well under a minute on an idle machine, but on a
    // loaded two-core one each 1 MB bundle took 0.5-0.8 s to load (measured), past 60 s in all.
    timeout: 240_000,
  });
  return stdout;
}

/** What the Lambda runtime offers every function besides its code: the AWS SDK v3, beside the assembly's bundles. */
function provideAwsSdk(outdir: string): void {
  const sdkLink = join(outdir, 'node_modules', '@aws-sdk');
  if (!existsSync(sdkLink)) {
    mkdirSync(join(outdir, 'node_modules'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'node_modules', '@aws-sdk'), sdkLink, 'dir');
  }
}

function lambdaLikeEnvironment(environment: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1', ...environment };
}

/** Package names at the top of a bundle's node_modules ('sharp', '@napi-rs/canvas', ...). */
export function shippedPackageNames(dir: string): string[] {
  const root = join(dir, 'node_modules');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(root, entry)).map((inner) => `${entry}/${inner}`) : [entry],
  );
}

/** Bytes of every file under a folder. */
export function folderSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/**
 * Bundles `entry` exactly as the function's code is bundled (same esbuild settings, its shipped
 * packages left external), writes it into the bundle's folder beside index.mjs, calls its `probe`
 * export with `input` in a fresh Node process that, like Lambda, finds only the AWS SDK besides the
 * bundle's own files, and returns what it returned (JSON). The probe file is removed afterwards.
 */
export function runProbeInBundle<T>(outdir: string, dir: string, entry: string, input: unknown, environment: Record<string, string>): T {
  provideAwsSdk(outdir);
  const probeFile = join(dir, 'probe.mjs');
  buildSync({ ...esbuildOptions(shippedPackageNames(dir)), entryPoints: [entry], outfile: probeFile, sourcemap: false, write: true, logLevel: 'error' });
  try {
    const script = `
      const { probe } = await import(${JSON.stringify(pathToFileURL(probeFile).href)});
      process.stdout.write(JSON.stringify(await probe(JSON.parse(process.argv[1]))));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script, JSON.stringify(input)], {
      cwd: dir,
      env: lambdaLikeEnvironment(environment),
      encoding: 'utf8',
      timeout: 60_000,
    });
    return JSON.parse(output) as T;
  } finally {
    rmSync(probeFile, { force: true });
  }
}
