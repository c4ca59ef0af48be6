import { parseGedcomDate, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';
import type { GedcomNode } from '../gedcom';
import { fileFor7 } from './file-reference';
import { unplacedIn7 } from './five-extensions';
import { enumeration7, languageFor, YES_EVENTS } from './gedcom-tags';

/**
 * What the importer kept of a 5.5.x file as it came (a CHAN's date, an LDS ordinance, an AGE, an
 * ASSO, a RIN) rewritten for a 7.0 file, as the 7.0 specification's conversion notes and
 * FamilySearch's converter (gedcom7code) do it:
 * - dates in 7.0's grammar (`21 Jul 2008` -> `21 JUL 2008`, ` 5 AUG 1901` -> `5 AUG 1901`,
 *   `@#DJULIAN@` -> `JULIAN`), with a PHRASE holding what 7.0 cannot (`22 AUG 1877 SG`);
 * - ages with 7.0's units (`76` -> `76y`, `CHILD` -> `< 8y` with its PHRASE);
 * - RIN, AFN and RFN, which 7.0 removed, as an EXID typed with the URI 7.0 defines for each;
 * - an ASSO's RELA as its ROLE (`neighbor` -> `ROLE OTHER` with its PHRASE);
 * - a citation's TEXT under its DATA, where 7.0 has it;
 * - a citation's EVEN that names no event type as `EVEN EVEN` with the text as its PHRASE;
 * - an ordinance's payload (`CONL Y`, which neither version defines) dropped;
 * - a FILE path as a URI reference (`%20` for a space, file-reference.ts);
 * - a LANG by its BCP 47 tag (`English` -> `en`);
 * - an ordinance's temple written after its date (`DATE 22 AUG 1877 SG`) as its TEMP;
 * Extensions are their authors' and stay as written, and so does a structure 7.0 has no place for,
 * which becomes an extension as a whole (five-extensions.ts). `parent` is the structure it stands under.
 */
export function respellKeptFor7(given: GedcomNode, parent?: GedcomNode): GedcomNode {
  if (given.tag.startsWith('_') || unplacedIn7(given, parent ? [parent.tag] : [])) return given;
  const tree = ORDINANCES.has(given.tag) ? templeOutOfDate(given) : given;
  const children = tree.children.map((c) => respellKeptFor7(c, tree));
  const moved = movedFor7(tree, children, parent);
  if (moved) return moved;
  const respelt: GedcomNode = { ...tree, children };
  if (tree.pointer || tree.value === undefined) return respelt;
  if (tree.tag === 'FILE') {
    respelt.value = fileFor7(tree.value);
    return respelt;
  }
  if (tree.tag === 'LANG') {
    respelt.value = languageFor(tree.value, '7.0');
    return respelt;
  }
  const spelt = tree.tag === 'DATE' ? date7(tree.value, !EXACT_DATE_PARENTS.has(parent?.tag ?? '')) : tree.tag === 'AGE' ? age7(tree.value) : undefined;
  if (!spelt) return respelt;
  respelt.value = spelt.value;
  // The words follow a kept TIME, as 7.0's DATE_VALUE lists them (an AGE has no other substructure).
  if (spelt.phrase && !respelt.children.some((c) => c.tag === 'PHRASE')) respelt.children.push(child(tree, 'PHRASE', spelt.phrase));
  return respelt;
}

const child = (parent: GedcomNode, tag: string, value?: string, children: GedcomNode[] = []): GedcomNode => ({
  level: parent.level + 1,
  tag,
  line: 0,
  children,
  ...(value === undefined ? {} : { value }),
});

/** 7.0's EXID TYPE for each identifier 5.5.1 had a structure of its own for. */
export const EXID_TYPES: Readonly<Record<string, string>> = {
  RIN: 'https://gedcom.io/terms/v7/RIN',
  AFN: 'https://gedcom.io/terms/v7/AFN',
  RFN: 'https://gedcom.io/terms/v7/RFN',
};

/** A structure that 7.0 names or places differently, rebuilt; undefined when it stays as it is. */
function movedFor7(tree: GedcomNode, children: GedcomNode[], parent: GedcomNode | undefined): GedcomNode | undefined {
  if (tree.pointer) return undefined;
  const exidType = EXID_TYPES[tree.tag];
  if (exidType && tree.value) return { ...tree, tag: 'EXID', children: [child(tree, 'TYPE', exidType), ...children] };
  if (tree.tag === 'RELA' && parent?.tag === 'ASSO') {
    const role = enumeration7('ROLE', 'ASSO', tree.value);
    const phrase = role?.phrase === undefined ? [] : [child(tree, 'PHRASE', role.phrase)];
    return { ...tree, tag: 'ROLE', value: role?.value ?? tree.value, children: [...phrase, ...children] };
  }
  if (tree.tag === 'EVEN' && parent?.tag === 'SOUR' && parent.pointer && tree.value && !CITED_EVENTS_7.has(tree.value.trim())) {
    return { ...tree, value: 'EVEN', children: [child(tree, 'PHRASE', tree.value.trim()), ...children] };
  }
  if (ORDINANCES.has(tree.tag) && tree.value !== undefined) {
    const { value: _payload, ...ordinance } = tree;
    return { ...ordinance, children };
  }
  if (tree.tag === 'TEXT' && parent?.tag === 'SOUR' && parent.pointer) {
    return { level: tree.level, tag: 'DATA', line: tree.line, children: [{ ...tree, level: tree.level + 1, children }] };
  }
  return undefined;
}

const ORDINANCES = new Set(['BAPL', 'CONL', 'ENDL', 'INIL', 'SLGC', 'SLGS']);
/** Era words a date may end with, which are no temple code. */
const ERAS = new Set(['BC', 'BCE', 'AD', 'CE']);

/**
 * 5.5.1 files wrote an ordinance's temple code after its date (`2 DATE 22 AUG 1877 SG`, washington.ged):
 * 7.0's date grammar has no place for it, its ordinances a TEMP (5.5.1's too). Left as written when
 * the ordinance names its temple already or the rest is no date.
 */
function templeOutOfDate(ordinance: GedcomNode): GedcomNode {
  if (ordinance.children.some((c) => c.tag === 'TEMP')) return ordinance;
  const date = ordinance.children.find((c) => c.tag === 'DATE' && c.value);
  const match = date?.value ? /^(.*\d)\s+([A-Z]{2,5})$/.exec(date.value.trim()) : null;
  if (!date || !match || ERAS.has(match[2]!) || parseGedcomDate(match[1]).kind !== 'parsed') return ordinance;
  const children = [...ordinance.children];
  children.splice(children.indexOf(date), 1, { ...date, value: match[1]! }, child(ordinance, 'TEMP', match[2]));
  return { ...ordinance, children };
}
/** What a citation's EVEN may name in 7.0 (its enumset-EVENATTR): the event and attribute tags. */
const CITED_EVENTS_7 = new Set(
  'ADOP ANUL BAPM BARM BASM BIRT BLES BURI CAST CENS CHR CHRA CONF CREM DEAT DIV DIVF DSCR EDUC EMIG ENGA EVEN FACT FCOM GRAD IDNO IMMI MARB MARC MARL MARR MARS NATI NATU NCHI NMR OCCU ORDN PROB PROP RELI RESI RETI SSN TITL WILL'.split(' '),
);

/**
 * A 5.5.x event whose payload is more than 7.0's `Y` (`CENS Home - England`): the text is the
 * event's TYPE, 7.0's words that further classify an event, and is read back as one (a deliberate
 * mapping: a 5.5.1 export writes that TYPE); its first NOTE where the event has a TYPE already.
 */
export function eventPayloadFor7(event: GedcomNode): GedcomNode {
  const text = event.value?.trim() ?? '';
  if (!YES_EVENTS.has(event.tag) || text === '' || text === 'Y') return event;
  if (text.toUpperCase() === 'Y') return { ...event, value: 'Y' };
  const { value: _payload, ...bare } = event;
  const typed = event.children.some((c) => c.tag === 'TYPE');
  return { ...bare, children: [child(event, typed ? 'NOTE' : 'TYPE', text), ...event.children] };
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

/**
 * A citation whose kept TEXT moved under a DATA (above) may now have two DATA, where 7.0 allows
 * one: the later ones' substructures join the first.
 */
export function joinDataFor7(citation: GedcomNode): void {
  const data = citation.children.filter((c) => c.tag === 'DATA');
  if (data.length < 2) return;
  const [first, ...rest] = data as [GedcomNode, ...GedcomNode[]];
  for (const extra of rest) first.children.push(...extra.children);
  citation.children = citation.children.filter((c) => !rest.includes(c));
}

/**
 * 5.5.1 multimedia written inline (an OBJE with its FILE under a person, an event, a source) as 7.0
 * has it: an OBJE record, which `addRecord` writes and names, and a pointer to it in its place; the
 * TITL stays on the pointer, where 7.0 allows it.
 */
export function inlineMediaFor7(tree: GedcomNode, addRecord: (obje: GedcomNode) => string, isRecord: boolean): GedcomNode {
  if (tree.tag.startsWith('_')) return tree;
  const children = tree.children.map((c) => inlineMediaFor7(c, addRecord, false));
  if (tree.tag !== 'OBJE' || tree.pointer || isRecord || !children.some((c) => c.tag === 'FILE')) return { ...tree, children };
  const titles = children.filter((c) => c.tag === 'TITL');
  const xref = addRecord({ level: 0, tag: 'OBJE', line: tree.line, children: children.filter((c) => c.tag !== 'TITL') });
  return { level: tree.level, tag: 'OBJE', line: tree.line, value: xref, pointer: xref, children: titles };
}
