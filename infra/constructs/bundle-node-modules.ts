import { cpSync, existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/** What `os`, `cpu` and `libc` in a package.json are matched against: where the code will run. */
export interface TargetPlatform {
  readonly os: string;
  readonly cpu: string;
  readonly libc: string;
}

export interface ShippedPackage {
  readonly name: string;
  /** Where it is installed. */
  readonly dir: string;
  /** Its place in the bundle, e.g. 'node_modules/sharp/node_modules/semver'. */
  readonly bundlePath: string;
}

interface PackageJson {
  readonly name?: string;
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly os?: readonly string[];
  readonly cpu?: readonly string[];
  readonly libc?: readonly string[];
}

/**
 * The installed packages a bundle needs in its node_modules to import `packages` at run time: each
 * of them with its dependencies and those optional dependencies that are installed and built for
 * `platform` (native addons publish one optional package per platform, e.g. @img/sharp-linux-x64),
 * found the way Node resolves them, starting from `fromDir`.
 *
 * Packages for other platforms are left out even when installed (a Mac's darwin builds stay home).
 * Every name in `required` must be in the result: that is how a caller says which platform builds
 * it cannot run without, so a missing one fails synthesis instead of the first invocation.
 */
export function packagesToShip(packages: readonly string[], fromDir: string, platform: TargetPlatform, required: readonly string[] = []): ShippedPackage[] {
  const shipped = new Map<string, ShippedPackage>();
  const visit = (name: string, from: string, optional: boolean): void => {
    const dir = installedPackageDir(name, from);
    if (!dir) {
      if (optional) return;
      throw new Error(`Cannot ship ${name} in a Lambda bundle: it is not installed (looked from ${from})`);
    }
    const manifest = readPackageJson(dir);
    if (!runsOn(manifest, platform)) return;
    if ([...shipped.values()].some((pkg) => pkg.dir === dir)) return;
    const bundlePath = bundlePathOf(dir);
    const clash = shipped.get(bundlePath);
    if (clash) throw new Error(`Two installed packages would both land in ${bundlePath}: ${clash.dir} and ${dir}`);
    shipped.set(bundlePath, { name, dir, bundlePath });
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  for (const name of packages) visit(name, fromDir, false);

  const names = new Set([...shipped.values()].map((pkg) => pkg.name));
  const missing = required.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new Error(
      `A Lambda bundle needs ${missing.join(', ')} (the ${platform.os}-${platform.cpu} ${platform.libc} builds of ${packages.join(', ')}), ` +
        `which ${missing.length === 1 ? 'is' : 'are'} not installed. Install them without changing package.json, e.g. ` +
        `npm install --no-save --os=${platform.os} --cpu=${platform.cpu} --libc=${platform.libc} ${packages.join(' ')}`,
    );
  }
  return [...shipped.values()].sort((a, b) => a.bundlePath.localeCompare(b.bundlePath));
}

/** Copies the packages into `outputDir`, each at its bundlePath, without what only builds need. */
export function copyPackages(packages: readonly ShippedPackage[], outputDir: string): void {
  for (const pkg of packages) {
    cpSync(pkg.dir, join(outputDir, pkg.bundlePath), {
      recursive: true,
      dereference: true,
      filter: (source) => source === pkg.dir || isRuntimeFile(relative(pkg.dir, source)),
    });
  }
}

/** A package's nested node_modules is shipped package by package (only what is needed); the rest is not code. */
function isRuntimeFile(pathInPackage: string): boolean {
  if (pathInPackage.split(sep)[0] === 'node_modules') return false;
  const name = basename(pathInPackage);
  if (/^licen[cs]e/i.test(name)) return true;
  return !/\.(d\.[cm]?ts|map|md|markdown|cc|cpp|c|h|hpp|gyp)$/i.test(name);
}

/** The folder Node would load `name` from when required from a file in `fromDir`. */
export function installedPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** 'node_modules/sharp/node_modules/semver' for '<repo>/lambdas/node_modules/sharp/node_modules/semver'. */
function bundlePathOf(dir: string): string {
  const parts = dir.split(sep);
  const first = parts.indexOf('node_modules');
  if (first === -1) throw new Error(`${dir} is not inside a node_modules folder`);
  return parts.slice(first).join('/');
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** npm's rule for `os`, `cpu` and `libc`: a list of allowed values, or of '!'-prefixed excluded ones. */
function runsOn(manifest: PackageJson, platform: TargetPlatform): boolean {
  return allows(manifest.os, platform.os) && allows(manifest.cpu, platform.cpu) && allows(manifest.libc, platform.libc);
}

function allows(list: readonly string[] | undefined, value: string): boolean {
  if (!list || list.length === 0) return true;
  if (list.includes(`!${value}`)) return false;
  return list.includes(value) || list.every((entry) => entry.startsWith('!'));
}
