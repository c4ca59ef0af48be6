/** A GEDCOM 7 validator driven by the specification's own tables (see README.md beside this file). */
export { validateGedcom7 } from './validate-gedcom';
export { formatFinding, type Finding, type ValidationResult } from './findings';
