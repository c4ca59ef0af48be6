import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { buildSync, type OutputFile } from 'esbuild';
import { REPO_ROOT } from './repo-paths';

/**
 * Bundled handlers are ES modules, but some dependencies still call `require` (Node built-ins,
 * CommonJS packages); esbuild cannot rewrite those calls in ESM output, so give the module one.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __heirloomCreateRequire } from 'node:module'; const require = __heirloomCreateRequire(import.meta.url);";

/** Where source maps point from: bundles are laid out as if written to <repo>/.bundles/<name>/. */
const VIRTUAL_OUTDIR = join(REPO_ROOT, '.bundles');

export interface HandlerBundlesProps {
  /** Bundle name (e.g. 'http/system/get-health') to the absolute path of its handler module. */
  readonly entries: ReadonlyMap<string, string>;
}

/**
 * Every handler of the app as a minified ESM bundle (Node 20, source maps, AWS SDK v3 left to the
 * runtime), built by ONE esbuild run the first time a bundle is staged.
 *
 * NodejsFunction's own bundling starts `npx esbuild` once per function: about a second each before
 * esbuild even begins, which with a function per route makes synthesis take minutes. One in-process
 * build shares the parsing of common modules and takes seconds for all of them. Assets stay ordinary
 * CDK assets: hashed by their output, skipped when a stack is excluded from bundling.
 */
export class HandlerBundles extends Construct {
  private readonly entries: ReadonlyMap<string, string>;
  private outputs: Map<string, OutputFile[]> | undefined;

  constructor(scope: Construct, id: string, props: HandlerBundlesProps) {
    super(scope, id);
    const missing = [...props.entries.values()].filter((entry) => !existsSync(entry)).map((entry) => relative(REPO_ROOT, entry));
    if (missing.length > 0) throw new Error(`Handler modules named in the manifests do not exist: ${missing.join(', ')}`);
    this.entries = props.entries;
  }

  /** The deployment package of one bundle: index.mjs (exporting `handler`) and its source map. */
  code(name: string): lambda.Code {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No handler bundle named ${name}`);
    return lambda.Code.fromAsset(REPO_ROOT, {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never pulled: the local bundler below always bundles (or throws with esbuild's errors).
        image: DockerImage.fromRegistry('dummy'),
        // Part of the asset's cache key, which must differ per bundle.
        command: ['esbuild', name],
        local: {
          tryBundle: (outputDir: string) => {
            for (const file of this.take(name)) writeFileSync(join(outputDir, relative(join(VIRTUAL_OUTDIR, name), file.path)), file.contents);
            return true;
          },
        },
      },
    });
  }

  /** The built files of one bundle, building all bundles on first use. */
  private take(name: string): OutputFile[] {
    this.outputs ??= this.buildAll();
    const files = this.outputs.get(name);
    if (!files) throw new Error(`esbuild produced nothing for ${name}`);
    return files;
  }

  private buildAll(): Map<string, OutputFile[]> {
    const result = buildSync({
      entryPoints: Object.fromEntries([...this.entries].map(([name, entry]) => [`${name}/index`, entry])),
      outdir: VIRTUAL_OUTDIR,
      write: false,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      outExtension: { '.js': '.mjs' },
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      external: ['@aws-sdk/*'],
      minify: true,
      sourcemap: true,
      // Stack traces need the mappings, not a second copy of every source file.
      sourcesContent: false,
      logLevel: 'warning',
    });
    const byBundle = new Map<string, OutputFile[]>();
    for (const file of result.outputFiles) {
      const name = relative(VIRTUAL_OUTDIR, dirname(file.path)).split('\\').join('/');
      byBundle.set(name, [...(byBundle.get(name) ?? []), file]);
    }
    return byBundle;
  }
}
