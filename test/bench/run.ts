/**
 * `npm run bench`: runs each benchmark in turn, prints its figures and writes them all to
 * .bench/results.json. Figures are measured, never asserted: goals live in the issues.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiRoundTrip } from './api-round-trip';
import { archiveImport } from './archive-import';
import { coldStart } from './cold-start';
import { firstRouteJs } from './first-load';
import { faces } from './faces';
import { gedcomExport } from './gedcom-export';
import { gedcomImport } from './gedcom-import';
import { imageThroughput } from './image-throughput';
import { placesGazetteer } from './places';
import { familyJoin } from './family-join';
import { familyStrip } from './family-strip';
import { memories } from './memories';
import { nearDuplicates } from './near-duplicates';
import { photoStrip } from './photo-strip';
import { photoSourceImport } from './photo-source-import';
import { publicPages } from './public-pages';
import { relationship } from './relationship';
import { relativesStrip } from './relatives-strip';
import type { BenchResult } from './stats';
import { stripBrowser } from './strip-browser';
import { timelineAndPhotoPage } from './timeline-and-photo-page';
import { treeBrowser } from './tree-browser';
import { uploadFairness } from './upload-fairness';
import { uploadLatency } from './upload-latency';

const benchmarks: Array<() => Promise<BenchResult>> = [apiRoundTrip, coldStart, placesGazetteer, imageThroughput, uploadLatency, gedcomImport, gedcomExport, photoStrip, stripBrowser, familyStrip, familyJoin, publicPages, firstRouteJs, faces, treeBrowser, photoSourceImport, archiveImport, uploadFairness, memories, nearDuplicates, relationship, relativesStrip, timelineAndPhotoPage];

const only = process.argv[2];
const results: BenchResult[] = [];
for (const bench of benchmarks) {
  if (only && !bench.name.toLowerCase().includes(only.toLowerCase())) continue;
  const result = await bench();
  results.push(result);
  console.log(`\n${result.name}`);
  for (const [key, value] of Object.entries(result.figures)) console.log(`  ${key.padEnd(34)} ${value}`);
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
console.log('\nWritten to .bench/results.json');
process.exit(0);
