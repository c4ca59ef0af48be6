import { readFileSync } from 'node:fs';
import { formatFinding, validateGedcom7 } from '../lambdas/domain/gedcom/validate';

/** `npm run gedcom:validate FILE`: prints "valid" and exits 0, or prints each finding and exits 1. */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run gedcom:validate FILE.ged');
  process.exit(2);
}
const result = validateGedcom7(readFileSync(file));
if (result.valid) {
  console.log('valid');
} else {
  for (const finding of result.findings) console.log(formatFinding(finding));
  console.log(`${result.findings.length} finding${result.findings.length === 1 ? '' : 's'}: not a valid GEDCOM 7 file`);
  process.exitCode = 1;
}
