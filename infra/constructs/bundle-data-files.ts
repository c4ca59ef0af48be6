import { join } from 'node:path';
import { addGazetteerToBundle } from '@heirloom/lambdas/domain/places/bundle-gazetteer';
import type { ModuleDataFiles } from './handler-bundles';
import { LAMBDAS_DIR } from './repo-paths';

/**
 * The offline gazetteer (2.6 MB): every bundle that holds the code loading it (the upload processor
 * naming photos' places, place search for the location picker) gets gazetteer.bin.gz beside its
 * index.mjs, where that code looks first. Without it the code would try to build the file from npm
 * packages that no bundle contains.
 */
export const GAZETTEER_DATA_FILES: ModuleDataFiles = {
  module: join(LAMBDAS_DIR, 'domain', 'places', 'load-gazetteer.ts'),
  addFiles: (outputDir) => {
    addGazetteerToBundle(outputDir);
  },
};
