// Prints one line per test layer (with its time), what failed and why, and the closing total, from
// vitest's JSON reports. The reasons are printed here, at the end, because CI may keep only the
// last lines of a run's output: a failure must be explained there, not only in the layer's log above.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];

/** The first lines of a failure (the error and where it was thrown), indented, without colour codes. */
function reason(message) {
  const lines = message.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n').filter((line) => line.trim() !== '');
  return lines.slice(0, 10).map((line) => `      ${line.slice(0, 300)}`).join('\n');
}
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
  for (const result of brokenFiles) {
    console.log(`  failed file: ${result.name}`);
    const failures = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failures) console.log(`    failed: ${test.fullName}\n${reason(test.failureMessages.join('\n'))}`);
    // A hook's failure (beforeAll, afterAll) is the file's own message.
    if (failures.length === 0 && result.message) console.log(reason(result.message));
  }
  failedFiles += brokenFiles.length;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += layerSkipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${failedFiles > 0 ? `, ${failedFiles} file${failedFiles === 1 ? '' : 's'} failed` : ''}`);
process.exit(failed > 0 || failedFiles > 0 ? 1 : 0);
