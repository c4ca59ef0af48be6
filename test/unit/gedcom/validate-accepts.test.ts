import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatFinding, validateGedcom7 } from '../../../lambdas/domain/gedcom/validate';
import { corpusFiles, corpusPath } from './corpus';

/**
 * FamilySearch's GEDCOM 7 test files (gedcom7-official: 7.0 and 7.1) and the 7.0 conversions of the
 * gedcom7code corpus are valid GEDCOM 7: the validator must find nothing in any of them.
 */
const SEVEN_FILES = corpusFiles().filter((name) => name.startsWith('gedcom7-official/') || name.startsWith('gedcom7code/7/'));

describe('the GEDCOM 7 validator accepts', () => {
  it('finds the files it must accept', () => {
    expect(SEVEN_FILES.filter((name) => name.startsWith('gedcom7-official/gedcom70/'))).toHaveLength(22);
    expect(SEVEN_FILES.filter((name) => name.startsWith('gedcom7-official/gedcom71/'))).toHaveLength(2);
  });

  it.each(SEVEN_FILES)('%s', (name) => {
    expect(validateGedcom7(readFileSync(corpusPath(name))).findings.map(formatFinding)).toEqual([]);
  });
});
