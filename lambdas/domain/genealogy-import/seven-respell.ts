import { parseGedcomDate, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';
import type { GedcomNode } from '../gedcom';

/**
 * What the importer kept of a 5.5.x file as it came (a CHAN's date, an LDS ordinance's date, an AGE)
 * respelt for a 7.0 file: dates in 7.0's grammar (`21 Jul 2008` -> `21 JUL 2008`, ` 5 AUG 1901` ->
 * `5 AUG 1901`, `@#DJULIAN@` -> `JULIAN`), with a PHRASE holding what 7.0 cannot (`22 AUG 1877 SG`);
 * ages with 7.0's units (`76` -> `76y`, `CHILD` -> `< 8y` with its PHRASE, as FamilySearch's converter
 * writes them). Extensions are their authors' and stay as written.
 */
export function respellKeptFor7(tree: GedcomNode, parentTag?: string): GedcomNode {
  if (tree.tag.startsWith('_')) return tree;
  const respelt: GedcomNode = { ...tree, children: tree.children.map((c) => respellKeptFor7(c, tree.tag)) };
  if (tree.pointer || tree.value === undefined) return respelt;
  const spelt = tree.tag === 'DATE' ? date7(tree.value, !EXACT_DATE_PARENTS.has(parentTag ?? '')) : tree.tag === 'AGE' ? age7(tree.value) : undefined;
  if (!spelt) return respelt;
  respelt.value = spelt.value;
  if (spelt.phrase && !respelt.children.some((c) => c.tag === 'PHRASE')) {
    respelt.children.unshift({ level: tree.level + 1, tag: 'PHRASE', line: 0, children: [], value: spelt.phrase });
  }
  return respelt;
}

/** A CHAN's or CREA's DATE is an exact date in 7.0, which has no PHRASE. */
const EXACT_DATE_PARENTS = new Set(['CHAN', 'CREA']);

function date7(text: string, phraseAllowed: boolean): { value: string; phrase?: string } {
  const converted = toGedcomDate(parseGedcomDate(text), '7.0');
  return converted.phrase && phraseAllowed ? { value: converted.date, phrase: converted.phrase } : { value: converted.date || text.trim() };
}

/** 5.5.1's age words and 7.0's reading of them (the 7.0 specification's conversion notes). */
const AGE_WORDS: Record<string, string> = { CHILD: '< 8y', INFANT: '< 1y', STILLBORN: '0y' };

function age7(text: string): { value: string; phrase?: string } {
  const trimmed = text.trim();
  const word = AGE_WORDS[trimmed.toUpperCase()];
  if (word) return { value: word, phrase: trimmed };
  const bare = /^([<>])?\s*(\d+)$/.exec(trimmed);
  if (bare) return { value: `${bare[1] ? `${bare[1]} ` : ''}${Number(bare[2])}y` };
  const parts = /^([<>])?\s*(?:(\d+)\s*y)?\s*(?:(\d+)\s*m)?\s*(?:(\d+)\s*w)?\s*(?:(\d+)\s*d)?$/i.exec(trimmed);
  if (parts && parts.slice(2).some(Boolean)) {
    const units = ['y', 'm', 'w', 'd'].flatMap((unit, i) => (parts[i + 2] ? [`${Number(parts[i + 2])}${unit}`] : []));
    return { value: `${parts[1] ? `${parts[1]} ` : ''}${units.join(' ')}` };
  }
  return { value: '', phrase: trimmed };
}
