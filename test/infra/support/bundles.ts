import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../infra/constructs/repo-paths';
import type { CfnResource } from './template-queries';

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
 * Imports every bundle in a fresh Node process, the way the Lambda runtime loads an .mjs handler,
 * and returns the bundles that failed to load or export no `handler` function. Like the Lambda
 * runtime, the bundles find the AWS SDK v3 (which they leave out) and nothing else: the assembly
 * gets a node_modules holding only a link to our @aws-sdk scope.
 */
export function bundlesThatFailToLoad(outdir: string, dirs: Readonly<Record<string, string>>, environment: Record<string, string>): string {
  const sdkLink = join(outdir, 'node_modules', '@aws-sdk');
  if (!existsSync(sdkLink)) {
    mkdirSync(join(outdir, 'node_modules'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'node_modules', '@aws-sdk'), sdkLink, 'dir');
  }
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
  return execFileSync(process.execPath, ['--input-type=module', '--eval', script, JSON.stringify(dirs)], {
    env: { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1', ...environment },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
