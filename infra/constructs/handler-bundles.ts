import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { buildSync, type BuildOptions, type OutputFile } from 'esbuild';
import { copyPackages, packagesToShip, type ShippedPackage, type TargetPlatform } from './bundle-node-modules';
import { LAMBDAS_DIR, REPO_ROOT } from './repo-paths';
import { LAMBDA_NODE_MAJOR } from './app-function';

/**
 * Bundled handlers are ES modules, but some dependencies are CommonJS: they call `require` (Node
 * built-ins, other packages) and read `__dirname`/`__filename` (libheif-js, inside heic-decode, does
 * at load). esbuild cannot rewrite those in ESM output, so give the module all three.
 */
export const ESM_REQUIRE_BANNER = [
  "import { createRequire as __heirloomCreateRequire } from 'node:module';",
  "import { dirname as __heirloomDirname } from 'node:path';",
  "import { fileURLToPath as __heirloomFileURLToPath } from 'node:url';",
  'const require = __heirloomCreateRequire(import.meta.url);',
  'const __filename = __heirloomFileURLToPath(import.meta.url);',
  'const __dirname = __heirloomDirname(__filename);',
].join(' ');

/** Where source maps point from: bundles are laid out as if written to <repo>/.bundles/<name>/. */
const VIRTUAL_OUTDIR = join(REPO_ROOT, '.bundles');

/**
 * How some bundles differ from the rest (native addons, data files). Bundles given the same object
 * share one esbuild run; every other bundle is pure JavaScript plus the AWS SDK of the runtime.
 */
export interface BundleOptions {
  /**
   * Packages esbuild leaves out (native addons it cannot bundle) that are shipped instead in the
   * bundle's node_modules, with their dependencies and their builds for `platform`.
   */
  readonly nodeModules?: readonly string[];
  /** Where the function runs: picks which platform builds of `nodeModules` are shipped. */
  readonly platform?: TargetPlatform;
  /** Packages that must be among those shipped (the platform builds the addons load). */
  readonly requiredNodeModules?: readonly string[];
  /** Adds files the code reads at run time (data, fonts) to the bundle's folder, beside index.mjs. */
  readonly addFiles?: (outputDir: string) => void;
}

/** Lambda's operating system and C library (Amazon Linux 2023, glibc), on the function's CPU. */
export function lambdaPlatform(architecture: lambda.Architecture): TargetPlatform {
  if (architecture === lambda.Architecture.X86_64) return { os: 'linux', cpu: 'x64', libc: 'glibc' };
  if (architecture === lambda.Architecture.ARM_64) return { os: 'linux', cpu: 'arm64', libc: 'glibc' };
  throw new Error(`No Lambda platform for architecture ${architecture.name}`);
}

/** Files a module reads at run time from beside the running code, added to every bundle that includes it. */
export interface ModuleDataFiles {
  /** Absolute path of the source module, e.g. <repo>/lambdas/domain/places/load-gazetteer.ts. */
  readonly module: string;
  readonly addFiles: (outputDir: string) => void;
}

export interface HandlerBundlesProps {
  /** Bundle name (e.g. 'http/system/get-health') to the absolute path of its handler module. */
  readonly entries: ReadonlyMap<string, string>;
  /** Bundle name to its options, for the bundles that are not plain (see BundleOptions). */
  readonly options?: ReadonlyMap<string, BundleOptions>;
  /** Data files that go wherever their module goes, whatever the function (e.g. the gazetteer). */
  readonly moduleDataFiles?: readonly ModuleDataFiles[];
}

const PLAIN: BundleOptions = {};

interface BuiltBundle {
  readonly files: OutputFile[];
  /** Absolute paths of the modules esbuild put into it. */
  readonly modules: ReadonlySet<string>;
}

/**
 * Every handler of the app as a minified ESM bundle (Node 20, source maps, AWS SDK v3 left to the
 * runtime), built by ONE esbuild run for all plain bundles (and one per BundleOptions object) the
 * first time a bundle is staged.
 *
 * NodejsFunction's own bundling starts `npx esbuild` once per function: about a second each before
 * esbuild even begins, which with a function per route makes synthesis take minutes. One in-process
 * build shares the parsing of common modules and takes seconds for all of them. Assets stay ordinary
 * CDK assets: hashed by their output, skipped when a stack is excluded from bundling.
 */
export class HandlerBundles extends Construct {
  private readonly entries: ReadonlyMap<string, string>;
  private readonly options: ReadonlyMap<string, BundleOptions>;
  private readonly moduleDataFiles: readonly ModuleDataFiles[];
  /** Built bundles, filled one esbuild run (all bundles of one options object) at a time. */
  private readonly outputs = new Map<string, BuiltBundle>();
  private readonly shippedPackages = new Map<BundleOptions, ShippedPackage[]>();

  constructor(scope: Construct, id: string, props: HandlerBundlesProps) {
    super(scope, id);
    const missing = [...props.entries.values()].filter((entry) => !existsSync(entry)).map((entry) => relative(REPO_ROOT, entry));
    if (missing.length > 0) throw new Error(`Handler modules named in the manifests do not exist: ${missing.join(', ')}`);
    const movedModules = (props.moduleDataFiles ?? []).filter((data) => !existsSync(data.module)).map((data) => relative(REPO_ROOT, data.module));
    if (movedModules.length > 0) throw new Error(`Modules that bundles add data files for do not exist: ${movedModules.join(', ')}`);
    const unknown = [...(props.options?.keys() ?? [])].filter((name) => !props.entries.has(name));
    if (unknown.length > 0) throw new Error(`Bundle options for bundles that do not exist: ${unknown.join(', ')}`);
    this.entries = props.entries;
    this.options = props.options ?? new Map();
    this.moduleDataFiles = props.moduleDataFiles ?? [];
  }

  /**
   * The deployment package of one bundle: index.mjs (exporting `handler`), its source map and, for
   * bundles with options, the node_modules and files those add.
   */
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
            const built = this.take(name);
            for (const file of built.files) writeFileSync(join(outputDir, relative(join(VIRTUAL_OUTDIR, name), file.path)), file.contents);
            const options = this.optionsOf(name);
            copyPackages(this.packagesFor(options), outputDir);
            options.addFiles?.(outputDir);
            for (const data of this.moduleDataFiles) if (built.modules.has(data.module)) data.addFiles(outputDir);
            return true;
          },
        },
      },
    });
  }

  private optionsOf(name: string): BundleOptions {
    return this.options.get(name) ?? PLAIN;
  }

  /** The node_modules of bundles with these options, worked out once. */
  private packagesFor(options: BundleOptions): ShippedPackage[] {
    let shipped = this.shippedPackages.get(options);
    if (!shipped) {
      const { nodeModules = [], platform, requiredNodeModules } = options;
      if (nodeModules.length > 0 && !platform) throw new Error('Bundle options with nodeModules need the platform to pick their builds for');
      shipped = platform ? packagesToShip(nodeModules, LAMBDAS_DIR, platform, requiredNodeModules) : [];
      this.shippedPackages.set(options, shipped);
    }
    return shipped;
  }

  /** One bundle, building every bundle with the same options on first use. */
  private take(name: string): BuiltBundle {
    if (!this.outputs.has(name)) {
      const options = this.optionsOf(name);
      const names = [...this.entries.keys()].filter((other) => this.optionsOf(other) === options);
      for (const [built, bundle] of this.build(names, options)) this.outputs.set(built, bundle);
    }
    const bundle = this.outputs.get(name);
    if (!bundle) throw new Error(`esbuild produced nothing for ${name}`);
    return bundle;
  }

  private build(names: readonly string[], options: BundleOptions): Map<string, BuiltBundle> {
    const shipped = externalPackages(this.packagesFor(options));
    // Packages other bundles ship as native addons stay external here too, so that a bundle importing
    // one without shipping it fails below with its name instead of deep inside esbuild.
    const shippedElsewhere = [...new Set([...this.options.values()].flatMap((other) => other.nodeModules ?? []))].filter(
      (pkg) => !shipped.includes(pkg),
    );
    const result = buildSync({
      ...esbuildOptions([...shipped, ...shippedElsewhere]),
      entryPoints: Object.fromEntries(names.map((name) => [`${name}/index`, this.entries.get(name)!])),
      outdir: VIRTUAL_OUTDIR,
      write: false,
      // The metafile names inputs and outputs relative to this.
      absWorkingDir: REPO_ROOT,
      metafile: true,
    });
    const byBundle = new Map<string, BuiltBundle>();
    const nameOf = (path: string) => relative(VIRTUAL_OUTDIR, dirname(resolve(REPO_ROOT, path))).split('\\').join('/');
    for (const file of result.outputFiles) {
      const name = nameOf(file.path);
      byBundle.set(name, { files: [...(byBundle.get(name)?.files ?? []), file], modules: new Set() });
    }
    const misplaced: string[] = [];
    for (const [outputPath, output] of Object.entries(result.metafile.outputs)) {
      if (!outputPath.endsWith('.mjs')) continue;
      const bundle = byBundle.get(nameOf(outputPath));
      if (!bundle) continue;
      byBundle.set(nameOf(outputPath), { ...bundle, modules: new Set(Object.keys(output.inputs).map((input) => resolve(REPO_ROOT, input))) });
      const isAddon = (path: string) => shippedElsewhere.some((pkg) => path === pkg || path.startsWith(`${pkg}/`));
      const addons = new Set(output.imports.filter((imported) => imported.external && isAddon(imported.path)).map((imported) => imported.path));
      if (addons.size === 0) continue;
      const importers = Object.keys(output.inputs).filter((input) =>
        result.metafile.inputs[input]?.imports.some((imported) => imported.external && isAddon(imported.path)),
      );
      misplaced.push(`${nameOf(outputPath)} imports ${[...addons].join(', ')} (in ${importers.join(', ')})`);
    }
    if (misplaced.length > 0) {
      throw new Error(
        `Native addons in bundles that do not ship them: ${misplaced.join('; ')}. Give those functions the bundle options ` +
          '(and CPU) of a processing profile (infra/constructs/media-processing.ts), or keep the addon out of their code (import it only where it is used).',
      );
    }
    return byBundle;
  }
}

/**
 * What esbuild leaves to the bundle's node_modules: every shipped package that index.mjs can import
 * by name, i.e. those at the top of node_modules. A nested one (sharp's own semver) is only for its
 * parent; the bundle's code importing that name gets its own copy bundled.
 */
export function externalPackages(shipped: readonly ShippedPackage[]): string[] {
  return shipped.filter((pkg) => pkg.bundlePath === `node_modules/${pkg.name}`).map((pkg) => pkg.name);
}

/**
 * esbuild's settings for a handler bundle: a minified ESM module for the Lambda's Node version with a source map, the
 * AWS SDK v3 left to the Lambda runtime and `shippedPackages` left to the bundle's node_modules.
 * Exported so tests can bundle other entry points exactly as a function's code is bundled.
 */
export function esbuildOptions(shippedPackages: readonly string[] = []): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: `node${LAMBDA_NODE_MAJOR}`,
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    // A package name also covers its subpaths ('sharp' covers 'sharp/lib/...').
    external: ['@aws-sdk/*', ...shippedPackages],
    minify: true,
    sourcemap: true,
    // Stack traces need the mappings, not a second copy of every source file.
    sourcesContent: false,
    logLevel: 'warning',
  };
}
