import type { GedcomNode } from '../gedcom';
import { specRules } from '../gedcom/validate/spec-rules';

/**
 * 7.0 structures 5.5.1 has no tag for. A 5.5.1 export writes each as the extension of its name
 * (`1 UID ...` -> `1 _UID ...`, whole, its substructures as 7.0 has them), the way 5.5.1 programs
 * already wrote some of them (`_UID`, which the 7.0 specification's UID describes); a PHRASE that
 * no 5.5.1 spelling took up (five-respell.ts) is `_PHRASE`. A 7.0 export of a 5.5.1 file writes
 * such an extension as the 7.0 structure again where 7.0 has that structure (`restoredIn7`), so
 * a 7.0 file through 5.5.1 and back is the same file, and a 5.5.1 file's `_UID` is 7.0's UID.
 * Not here: SNOTE and NO, which a 5.5.1 export writes as NOTE and as the event with `N`.
 */
export const SEVEN_ONLY_TAGS: ReadonlySet<string> = new Set(['CREA', 'CROP', 'EXID', 'INIL', 'MIME', 'PHRASE', 'SDATE', 'TRAN', 'UID']);

/** A 7.0-only structure as a 5.5.1 extension of the same name. */
export const asFiveExtension = <T extends GedcomNode>(tree: T): T => ({ ...tree, tag: `_${tree.tag}` });

/**
 * The 7.0 tag a 5.5.1 file's extension stands for, when it is one of SEVEN_ONLY_TAGS and 7.0 allows
 * that structure where the extension stands (`above`: the tags from the record down, as 7.0 names
 * them, by the specification's substructure tables); else undefined (it stays an extension).
 */
export function restoredIn7(tag: string, above: readonly string[]): string | undefined {
  const seven = tag.slice(1);
  if (!tag.startsWith('_') || !SEVEN_ONLY_TAGS.has(seven) || above.length === 0) return undefined;
  let uri: string | undefined = specRules.records[above[0]!];
  for (const step of above.slice(1)) uri = uri === undefined ? undefined : specRules.structures[uri]?.substructures[step];
  return uri !== undefined && specRules.structures[uri]?.substructures[seven] !== undefined ? seven : undefined;
}
