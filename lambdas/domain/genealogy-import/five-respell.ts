import { parseGedcomDate, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';
import type { GedcomNode } from '../gedcom';
import { enumeration551, languageFor } from './gedcom-tags';
import { formFor551 } from './media-form';
import { asFiveExtension, SEVEN_ONLY_TAGS } from './seven-extensions';
import { EXID_TYPES } from './seven-respell';

/**
 * A record of a 7.0 file as a 5.5.1 export writes it, in 5.5.1's words where 7.0 spells a value
 * differently (the reverse of seven-respell.ts), so a 5.5.1 reader gets what the 7.0 file said:
 * - enumerations in 5.5.1's spelling (`PEDI BIRTH` -> `birth`, `NAME TYPE OTHER` + PHRASE -> the
 *   phrase's words, `ROLE OTHER` + PHRASE -> `(godfather)`, an ASSO's ROLE as its RELA);
 * - an AGE's PHRASE as 5.5.1's word for it (`< 8y` + `child` -> `child`), a LANG as 5.5.1 names the language;
 * - an EXID typed as 5.5.1's RIN, AFN or RFN as that structure again;
 * - a FILE's FORM as 5.5.1's format name (`image/jpeg` -> `jpg`), and its MEDI as the FORM's TYPE;
 * - a DATE in 5.5.1's grammar, its PHRASE in the value (5.5.1 has no PHRASE): the phrase alone
 *   when it is a date itself (`28 JAN 1456/57`, a dual year 7.0 cannot hold), `INT date (phrase)` beside
 *   a single date, `(phrase)` for an empty DATE; beside a range or an approximation, which 5.5.1
 *   cannot interpret, the range, and the words as `_PHRASE` (below);
 * - a 7.0 structure 5.5.1 has no tag for (UID, EXID, TRAN, CROP, MIME, CREA, INIL, SDATE), and a
 *   PHRASE no 5.5.1 spelling took up, as the extension of its name (seven-extensions.ts), which a 7.0
 *   export of the 5.5.1 file writes as the 7.0 structure again.
 * Extensions are their authors' and stay as written. Run after seven-to-five.ts, which names the
 * extensions a 7.0 export of a 5.5.1 file made back.
 */
export function respellFor551<T extends GedcomNode>(tree: T, parent?: GedcomNode): T {
  if (tree.tag.startsWith('_')) return tree;
  const respelt = respelt551(tree, parent);
  if (respelt.tag !== 'PHRASE' && SEVEN_ONLY_TAGS.has(respelt.tag)) return asFiveExtension(tree);
  return respelt.children.some((c) => c.tag === 'PHRASE') ? { ...respelt, children: respelt.children.map((c) => (c.tag === 'PHRASE' ? asFiveExtension(c) : c)) } : respelt;
}

function respelt551<T extends GedcomNode>(tree: T, parent: GedcomNode | undefined): T {
  let children = tree.children.map((c) => respellFor551(c, tree));
  const phrase = children.find((c) => c.tag === 'PHRASE' && c.children.length === 0);
  const respelt: T = { ...tree, children };
  const identifier = tree.tag === 'EXID' ? identifierTag(children) : undefined;
  if (identifier) return { ...respelt, tag: identifier.tag, children: children.filter((c) => c !== identifier.type) };
  // 7.0's empty DATE with a PHRASE has no payload at all.
  if (tree.tag === 'DATE' && !tree.pointer) return withoutUsedPhrase(respelt, date551(tree.value ?? '', phrase?.value), phrase);
  if (tree.pointer || tree.value === undefined) return respelt;
  if (tree.tag === 'AGE') return withoutUsedPhrase(respelt, age551(tree.value, phrase?.value), phrase);
  // A tag with a region or script (`en-GB`) says more than 5.5.1's language name: kept as it is.
  if (tree.tag === 'LANG' && !tree.value.includes('-')) return { ...respelt, value: languageFor(tree.value, '5.5.1') };
  if (tree.tag === 'FORM' && parent?.tag === 'FILE') {
    children = children.map((c) => (c.tag === 'MEDI' ? { ...c, tag: 'TYPE' } : c));
    return { ...respelt, value: formFor551(tree.value, parent.value), children };
  }
  const tag = tree.tag === 'MEDI' && parent?.tag === 'FORM' ? 'TYPE' : tree.tag;
  const spelt = enumeration551(tree.tag, parent?.tag, tree.value, phrase?.value);
  if (!spelt) return respelt;
  const kept = spelt.usesPhrase ? children.filter((c) => c !== phrase) : children;
  if (tree.tag === 'ROLE' && parent?.tag === 'ASSO') {
    // 5.5.1's ASSO names the relation (RELA) in words: the role's words without 5.5.1's parentheses.
    return { ...respelt, tag: 'RELA', value: spelt.value.replace(/^\((.*)\)$/, '$1'), children: kept };
  }
  return { ...respelt, tag, value: spelt.value, children: kept };
}

/** The structure with its 5.5.1 value, and without its PHRASE when the value holds the words. */
function withoutUsedPhrase<T extends GedcomNode>(respelt: T, spelt: { value: string; usesPhrase: boolean }, phrase: GedcomNode | undefined): T {
  return { ...respelt, value: spelt.value, children: spelt.usesPhrase ? respelt.children.filter((c) => c !== phrase) : respelt.children };
}

const MADE_FOR_7 = /\b(BCE|JULIAN|HEBREW|FRENCH_R|GREGORIAN)\b|^_/;

/** The 5.5.1 value of a DATE, and whether it holds the words of the DATE's PHRASE. */
function date551(value: string, phrase: string | undefined): { value: string; usesPhrase: boolean } {
  const words = phrase?.trim();
  const reading = parseGedcomDate(value);
  const date = reading.kind === 'parsed' && MADE_FOR_7.test(value.trim()) ? toGedcomDate(reading, '5.5.1').date : value;
  if (!words) return { value: date, usesPhrase: false };
  // A phrase that is a 5.5.1 date (a dual year 7.0 cannot hold: `28 JAN 1456/57`) is the date.
  const own = parseGedcomDate(words);
  if (own.kind === 'parsed' && own.date.qualifier !== 'phrase') return { value: words, usesPhrase: true };
  const bracketed = `(${words.replace(/\(/g, '[').replace(/\)/g, ']')})`;
  if (reading.kind !== 'parsed') return { value: bracketed, usesPhrase: true };
  // 5.5.1 interprets a single date only: beside a range the reading is kept, and the words stay the PHRASE (_PHRASE).
  return reading.date.qualifier === 'exact' ? { value: `INT ${date.trim()} ${bracketed}`, usesPhrase: true } : { value: date, usesPhrase: false };
}

/** 5.5.1's age words, which a 7.0 export of a 5.5.1 file keeps as the PHRASE of their reading (`< 8y`). */
const AGE_WORDS_551 = new Set(['CHILD', 'INFANT', 'STILLBORN']);

/** An AGE with a PHRASE: 5.5.1's word when the phrase is one or there is no age, else the age (the words stay the PHRASE). */
function age551(value: string, phrase: string | undefined): { value: string; usesPhrase: boolean } {
  const words = phrase?.trim() ?? '';
  const usesPhrase = words !== '' && (AGE_WORDS_551.has(words.toUpperCase()) || value.trim() === '');
  return { value: usesPhrase ? words : value, usesPhrase };
}

const IDENTIFIER_TAGS = new Map(Object.entries(EXID_TYPES).map(([tag, uri]) => [uri, tag]));

/** The 5.5.1 identifier (RIN, AFN, RFN) an EXID's TYPE names, with that TYPE. */
function identifierTag(children: readonly GedcomNode[]): { tag: string; type: GedcomNode } | undefined {
  const type = children.find((c) => c.tag === 'TYPE' && c.children.length === 0);
  const tag = type?.value ? IDENTIFIER_TAGS.get(type.value.trim()) : undefined;
  return tag && type ? { tag, type } : undefined;
}

/**
 * 7.0 holds a citation's TEXT under its DATA, also in a citation of no source record (`SOUR @VOID@`),
 * which a 5.5.1 export writes as an inline citation (`SOUR <description>`). 5.5.1's inline citation
 * has no DATA: its TEXT stands under the SOUR itself, where the DATA was. A DATA holding more than
 * TEXT (a DATE) is left as it is.
 */
export function inlineCitationFor551(citation: GedcomNode): void {
  if (citation.pointer) return;
  citation.children = citation.children.flatMap((c) =>
    c.tag === 'DATA' && c.children.length > 0 && c.children.every((t) => t.tag === 'TEXT') ? c.children.map((t) => ({ ...t, level: c.level })) : [c],
  );
}
