// Prints one line per test layer (with its time) and the closing total, from vitest's JSON reports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
let failedFiles = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const layerSkipped = report.numPendingTests + report.numTodoTests;
  const ended = Math.max(report.startTime, ...report.testResults.map((result) => result.endTime ?? report.startTime));
  const seconds = Math.round((ended - report.startTime) / 1000);
  // A file whose setup (beforeAll) throws fails with its tests counted as skipped, not failed: name it.
  const brokenFiles = report.testResults.filter((result) => result.status === 'failed');
  console.log(`${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${layerSkipped} skipped, in ${seconds} s`);
  for (const result of brokenFiles) console.log(`  failed file: ${result.name}`);
  failedFiles += brokenFiles.length;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += layerSkipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${failedFiles > 0 ? `, ${failedFiles} file${failedFiles === 1 ? '' : 's'} failed` : ''}`);
process.exit(failed > 0 || failedFiles > 0 ? 1 : 0);
