import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { specRules } from '../../../lambdas/domain/gedcom/validate/spec-rules';
import { buildSpecRules, specRulesJson } from '../../scripts/gedcom-spec-rules/build-spec-rules';
import { RULES_FILE, SPEC_DIR } from '../../scripts/gedcom-spec-rules/generate';

/** The committed rules are exactly what the generator makes of the specification's tables, so they cannot drift. */
describe('the GEDCOM 7 validator rules', () => {
  it('equal what test/scripts/gedcom-spec-rules/generate.ts builds from ../shared/testdata/gedcom/gedcom7-spec', () => {
    expect(readFileSync(RULES_FILE, 'utf8')).toBe(specRulesJson(buildSpecRules(SPEC_DIR)));
  });

  it('hold every row of the tables', () => {
    const rows = (name: string) => readFileSync(`${SPEC_DIR}/${name}`, 'utf8').trim().split('\n').length - 1;
    const structures = Object.values(specRules.structures);
    expect(Object.keys(specRules.structures)).toHaveLength(rows('payloads.tsv'));
    expect(structures.reduce((n, s) => n + Object.keys(s.substructures).length, Object.keys(specRules.records).length)).toBe(rows('substructures.tsv'));
    expect(structures.reduce((n, s) => n + Object.keys(s.cardinalities).length, 0)).toBe(rows('cardinalities.tsv'));
    expect(structures.filter((s) => s.enumerationSet)).toHaveLength(rows('enumerations.tsv'));
    expect(Object.values(specRules.enumerationSets).flat()).toHaveLength(rows('enumerationsets.tsv'));
  });

  it('compile the specification ABNF into matchers that follow it', () => {
    const matches = (rule: string, text: string) => new RegExp(`^(?:${specRules.grammar[rule]})$`, 'u').test(text);
    expect(matches('DateValue', 'BET JULIAN 2 FEB 1700 AND 1710')).toBe(true);
    expect(matches('DateValue', 'bet 1700 and 1710')).toBe(false); // %s"BET": case-sensitive
    expect(matches('Age', '> 35y 2m 1d')).toBe(true);
    expect(matches('Age', '2m 35y')).toBe(false);
    expect(matches('Language-Tag', 'sr-Latn-RS')).toBe(true);
    expect(matches('MediaType', 'text/html; charset=utf-8')).toBe(true);
    expect(matches('Latitude', 'N91')).toBe(false);
  });
});
