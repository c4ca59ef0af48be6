import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { addGazetteerToBundle } from '../../../lambdas/domain/places';

// What a Lambda gets: an esbuild ESM bundle (the options HandlerBundles uses) with the
// gazetteer file beside index.mjs, run where no node_modules can be found.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __heirloomCreateRequire } from 'node:module'; const require = __heirloomCreateRequire(import.meta.url);";
const scratch = mkdtempSync(join(tmpdir(), 'heirloom-places-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the gazetteer in a Lambda bundle', () => {
  it('loads the file beside index.mjs, without the npm data packages', () => {
    const places = resolve(import.meta.dirname, '../../../lambdas/domain/places/index.ts');
    const entry = join(scratch, 'entry.ts');
    writeFileSync(
      entry,
      `import { locateGazetteerFile, reverseGeocode, searchPlaces } from ${JSON.stringify(places)};
       console.log(JSON.stringify({ file: locateGazetteerFile(), place: reverseGeocode(39.115, -108.401)?.formattedAddress, first: searchPlaces('zuri')[0]?.description }));`,
    );
    const outdir = join(scratch, 'task');
    buildSync({
      entryPoints: { index: entry },
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      external: ['@aws-sdk/*'],
      minify: true,
      logLevel: 'silent',
    });
    addGazetteerToBundle(outdir);

    const output = JSON.parse(execFileSync(process.execPath, [join(outdir, 'index.mjs')], { cwd: outdir, encoding: 'utf8' }));
    expect(output).toEqual({
      file: join(outdir, 'gazetteer.bin.gz'),
      place: 'Grand Junction, Colorado, United States',
      first: 'Zürich, Switzerland',
    });
    // The code is small: the 24 MB of package data stays out of the bundle.
    expect(statSync(join(outdir, 'index.mjs')).size).toBeLessThan(200_000);
  }, 30_000);
});
