import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSpecRules, specRulesJson } from './build-spec-rules';

/**
 * Regenerates lambdas/domain/gedcom/validate/spec-rules.json from the specification's tables beside
 * the repository: `npx tsx test/scripts/gedcom-spec-rules/generate.ts [spec directory]`.
 */
export const SPEC_DIR = fileURLToPath(new URL('../../../../shared/testdata/gedcom/gedcom7-spec/', import.meta.url));
export const RULES_FILE = fileURLToPath(new URL('../../../lambdas/domain/gedcom/validate/spec-rules.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(RULES_FILE, specRulesJson(buildSpecRules(process.argv[2] ?? SPEC_DIR)));
  console.log(`wrote ${RULES_FILE}`);
}
