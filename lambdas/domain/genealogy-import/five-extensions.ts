import type { GedcomNode } from '../gedcom';
import { enumeration7, saysNotHappened } from './gedcom-tags';
import { grammarRule, specRules, type StructureRule } from '../gedcom/validate/spec-rules';
import { restoredIn7 } from './seven-extensions';

/**
 * 5.5.x structures a 7.0 file has no place for (`unplacedIn7`) are written in 7.0 as extension
 * structures of the same name with a `_` (`1 _TITL @R1@`, `0 @R1@ _TITL`), declared in HEAD.SCHMA
 * with the URI the 7.0 specification itself uses for a 5.5.1 structure (its `subsumes` lists
 * `https://gedcom.io/terms/v5.5.1/ABBR`). A 7.0 file read back says by that URI which extension
 * stands for which 5.5.1 tag, so its 5.5.1 export writes the tag as the first file had it (seven-to-five.ts).
 * The validator does not check an extension whose URI is not a 7.0 structure's: it is the 5.5.1 one.
 */
const FIVE_URI = 'https://gedcom.io/terms/v5.5.1/';

const VOID = '@VOID@';
/** The tags 7.0 gives a pointer (its payloads.tsv); a NOTE's pointer is written as SNOTE. */
const POINTER_TAGS_7 = new Set(['ALIA', 'ANCI', 'ASSO', 'CHIL', 'DESI', 'FAMC', 'FAMS', 'HUSB', 'WIFE', 'NOTE', 'OBJE', 'REPO', 'SNOTE', 'SOUR', 'SUBM']);
/** 7.0's record types (a 5.5.1 NOTE record is written as SNOTE). */
const RECORD_TAGS_7 = new Set(['FAM', 'INDI', 'NOTE', 'OBJE', 'REPO', 'SNOTE', 'SOUR', 'SUBM']);

/** Tags 7.0 gives a pointer only: 5.5's `ANCI HIGH` (a submitter's interest), `ALIA Brunty` (a text alias) have no place there. */
const POINTERS_ONLY = new Set(['ALIA', 'ANCI', 'DESI']);
/** What 7.0's NO (an event that did not happen) may hold, but for its DATE (`holdsNo`). */
const NO_HOLDS = new Set(['NOTE', 'SNOTE', 'SOUR']);

/**
 * Whether 7.0's NO can hold what a 5.5.x `DIV N` holds: notes, citations, and one DATE that is a
 * period (`FROM 1700 TO 1800`: NO-DATE's payload), with its words (a PHRASE, `_PHRASE` in 5.5.1).
 */
function holdsNo(event: GedcomNode): boolean {
  const dates = event.children.filter((c) => c.tag === 'DATE');
  const periodDate = (date: GedcomNode) => grammarRule('DatePeriod').test(date.value ?? '') && date.children.every((c) => c.tag === 'PHRASE' || c.tag === '_PHRASE');
  return dates.length <= 1 && dates.every(periodDate) && event.children.every((c) => c.tag === 'DATE' || NO_HOLDS.has(c.tag));
}
const ORDINANCES = new Set(['BAPL', 'CONL', 'ENDL', 'INIL', 'SLGC', 'SLGS']);
/** Events only a family has: an AGE directly under one is nobody's (7.0 has HUSB.AGE and WIFE.AGE). */
const FAMILY_EVENTS = new Set(['ANUL', 'DIV', 'DIVF', 'ENGA', 'MARB', 'MARC', 'MARL', 'MARR', 'MARS']);

/**
 * A 5.5.x structure 7.0 has no place for, given the tags above it (the record's first; none for a
 * record): a record type 7.0 does not have (`0 @R1@ TITL`, `SUBN`); a pointer where 7.0 takes text
 * (`1 TITL @R1@`); a text where 7.0 takes a pointer (`ANCI HIGH`, `ALIA Brunty`); `DIV N` holding
 * more than 7.0's `NO DIV` may (a DATE, a PLAC); a SUBM's COMM; a SOUR under a
 * PLAC; an AGE directly under a family event; an ordinance's STAT without
 * the DATE 7.0 requires or outside 7.0's set; a child's sealing (SLGC) under FAM.CHIL or without its FAMC;
 * a 5.5 OBJE record holding its picture in a BLOB, with no FILE (7.0 has no BLOB, and requires a
 * FILE), and every pointer to it (`blobObjects`: their xrefs), as 7.0 requires an OBJE pointer to
 * point to an OBJE record.
 */
export function unplacedIn7(tree: GedcomNode, above: readonly string[], blobObjects: ReadonlySet<string> = new Set()): boolean {
  const { tag } = tree;
  if (tag.startsWith('_')) return false;
  const parent = above.at(-1);
  if (parent === undefined) return !RECORD_TAGS_7.has(tag) || isBlobObject(tree);
  if (tag === 'OBJE' && tree.pointer !== undefined && blobObjects.has(tree.pointer)) return true;
  // Not a SOUR under a pointer to a shared note (7.0 has none there either): the tree holds it as
  // the note's citation, written as SHARED_NOTE_CITATION (below) and read back as a citation.
  if (tag === 'SOUR' && parent === 'PLAC') return true;
  if (tree.pointer !== undefined) return tree.pointer !== VOID && !POINTER_TAGS_7.has(tag);
  if (POINTERS_ONLY.has(tag)) return tree.value !== undefined && tree.value.trim() !== '';
  if (saysNotHappened(tree)) return !holdsNo(tree);
  if (tag === 'COMM') return parent === 'SUBM';
  if (tag === 'AGE') return FAMILY_EVENTS.has(parent) || (above[0] === 'FAM' && above.length === 2);
  if (tag === 'STAT' && ORDINANCES.has(parent)) {
    const spelt = enumeration7('STAT', parent, tree.value);
    return !tree.children.some((c) => c.tag === 'DATE') || spelt?.value !== tree.value?.trim() || spelt?.phrase !== undefined;
  }
  if (tag === 'SLGC') return parent === 'CHIL' || !tree.children.some((c) => c.tag === 'FAMC');
  return false;
}

/** A 5.5 multimedia record that holds its picture (BLOB) rather than naming a file. */
export const isBlobObject = (record: GedcomNode): boolean =>
  record.tag === 'OBJE' && record.children.some((c) => c.tag === 'BLOB') && !record.children.some((c) => c.tag === 'FILE');

/**
 * A record of a 5.5.x file as 7.0 can hold it: each structure 7.0 has no place for becomes the
 * extension of its name, whole and as written; its tag is added to `declared`, for HEAD.SCHMA.
 * `DIV N` ("no divorce", kept as written: gedcom-tags.ts) is 7.0's `NO DIV` (seven-to-five.ts
 * writes it back). An extension that stands for a 7.0 structure 5.5.1 lacks (`_UID`) is that
 * structure where 7.0 has it (seven-extensions.ts). Run on the finished record, after its substructures were put in their file's
 * order (by their 5.5.1 names).
 */
export function fiveExtensionsFor7<T extends GedcomNode>(tree: T, declared: Set<string>, blobObjects: ReadonlySet<string>, above: readonly string[] = []): T {
  if (above.length > 0 && saysNotHappened(tree) && holdsNo(tree)) {
    return { ...tree, tag: 'NO', value: tree.tag, children: tree.children.map((c) => fiveExtensionsFor7(c, declared, blobObjects, [...above, 'NO'])) };
  }
  const seven = restoredIn7(tree.tag, above);
  if (seven) return { ...tree, tag: seven };
  if (unplacedIn7(tree, above, blobObjects)) {
    const tag = `_${tree.tag}`;
    declared.add(tag);
    return { ...tree, tag };
  }
  if (tree.tag.startsWith('_')) return tree;
  const children = tree.children.map((c) => fiveExtensionsFor7(c, declared, blobObjects, [...above, tree.tag]));
  return { ...tree, children: repeatsAsExtensions(children, [...above, tree.tag], declared) };
}

/**
 * A substructure 7.0 allows once, repeated (a source with two TITL lines, as a file may have them
 * though 5.5.1 allows one too): the first stays, each other one becomes the extension of its name,
 * as written, so nothing is lost and the file stays valid. Where the structure is, and how often
 * each substructure may stand in it, comes from the specification's tables (validate/spec-rules).
 */
function repeatsAsExtensions<T extends GedcomNode>(children: T[], path: readonly string[], declared: Set<string>): T[] {
  const rule = structureAt(path);
  if (!rule) return children;
  const seen = new Set<string>();
  return children.map((child) => {
    const uri = rule.substructures[child.tag];
    const once = uri !== undefined && rule.cardinalities[uri]?.endsWith(':1}');
    if (!once || !seen.has(child.tag)) {
      seen.add(child.tag);
      return child;
    }
    const tag = `_${child.tag}`;
    declared.add(tag);
    return { ...child, tag };
  });
}

/** The 7.0 structure a path of tags leads to (`['SOUR']`: the source record), if the tables have it. */
function structureAt(path: readonly string[]): StructureRule | undefined {
  let uri: string | undefined = specRules.records[path[0] ?? ''];
  for (const tag of path.slice(1)) uri = uri === undefined ? undefined : specRules.structures[uri]?.substructures[tag];
  return uri === undefined ? undefined : specRules.structures[uri];
}

/** HEAD.SCHMA entries for the extension tags an export used, in the order given. */
export function fiveSchema(extensionTags: Iterable<string>): { tag: string; uri: string }[] {
  return [...extensionTags].map((tag) => ({ tag, uri: `${FIVE_URI}${tag.slice(1)}` }));
}

/** Of a 7.0 file's SCHMA: each extension tag that stands for a 5.5.1 tag, and that tag. */
export function fiveTagsOf(schema: readonly { tag: string; uri: string }[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const { tag, uri } of schema) {
    const five = uri.startsWith(FIVE_URI) ? uri.slice(FIVE_URI.length) : '';
    if (tag.startsWith('_') && /^[A-Z0-9]+$/.test(five)) tags.set(tag, five);
  }
  return tags;
}

/** The SCHMA of a 7.0 header: each extension tag and its URI. */
export function schemaOf(head: GedcomNode | undefined): { tag: string; uri: string }[] {
  const definitions = head?.children.find((c) => c.tag === 'SCHMA')?.children.filter((c) => c.tag === 'TAG') ?? [];
  return definitions.flatMap((definition) => {
    const [tag, uri] = (definition.value ?? '').trim().split(/\s+/, 2);
    return tag && uri ? [{ tag, uri }] : [];
  });
}

/**
 * A 5.5.1 citation of a shared note (`1 NOTE @N1@` + `2 SOUR @S1@`): 7.0's SNOTE pointer may hold
 * nothing, so a 7.0 export writes it as this extension (declared as 5.5.1's SOUR), which a 7.0
 * import reads as the note's citation and a 5.5.1 export writes as SOUR again.
 */
export const SHARED_NOTE_CITATION = '_SOUR';
