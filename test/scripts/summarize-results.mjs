// Prints one line per test layer (with its time) and the closing total, from vitest's JSON reports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const layerSkipped = report.numPendingTests + report.numTodoTests;
  const ended = Math.max(report.startTime, ...report.testResults.map((result) => result.endTime ?? report.startTime));
  const seconds = Math.round((ended - report.startTime) / 1000);
  console.log(`${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${layerSkipped} skipped, in ${seconds} s`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += layerSkipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
