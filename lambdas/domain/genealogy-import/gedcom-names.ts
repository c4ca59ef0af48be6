import { formatFullName, readableName } from '@heirloom/shared/rules/names';
import type { GedcomNode } from '../gedcom';

/**
 * The NAME substructures read into name parts; the rest (NICK, FONE, ROMN...) is kept as written. SPFX is
 * kept too, and also read into the last name (surnamePrefix).
 */
export const NAME_PART_TAGS = ['GIVN', 'SURN', 'NPFX', 'NSFX'] as const;

export interface GedcomNameParts {
  prefix: string;
  first: string;
  middle: string;
  last: string;
  suffix: string;
}

const childValue = (node: GedcomNode, tag: string): string | undefined => node.children.find((c) => c.tag === tag)?.value?.trim();

/**
 * The surname prefix of a NAME as words: SPFX 'de, la' (5.5.1 parts articles with commas) is 'de la'; '' without one.
 */
export function surnamePrefix(spfx: string | undefined): string {
  return (spfx ?? '').split(/[\s,]+/).filter(Boolean).join(' ');
}

/**
 * A GEDCOM NAME as name parts: 'John Quincy /Adams/ Jr.' gives first John, middle Quincy, last Adams,
 * suffix Jr. GIVN, SURN, NPFX and NSFX, when present, win over the line; a SURN follows its SPFX, so
 * '/de Allen/' written as SPFX de and SURN Allen (as Gramps writes it) stays 'de Allen'.
 */
export function gedcomNameParts(node: GedcomNode): GedcomNameParts {
  const value = (node.value ?? '').replace(/\s+/g, ' ').trim();
  let given = value;
  let surname = '';
  let after = '';
  const open = value.indexOf('/');
  if (open >= 0) {
    const close = value.indexOf('/', open + 1);
    given = value.slice(0, open).trim();
    surname = (close >= 0 ? value.slice(open + 1, close) : value.slice(open + 1)).trim();
    after = close >= 0 ? value.slice(close + 1).trim() : '';
  }
  const givn = childValue(node, 'GIVN');
  const surn = childValue(node, 'SURN');
  const npfx = childValue(node, 'NPFX');
  const nsfx = childValue(node, 'NSFX');
  const prefixWords = surnamePrefix(childValue(node, 'SPFX'));
  const givenWords = (givn ?? given).replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  return {
    prefix: npfx ?? '',
    first: givenWords[0] ?? '',
    middle: givenWords.slice(1).join(' '),
    last: surn && prefixWords ? `${prefixWords} ${surn}` : (surn ?? surname),
    suffix: nsfx ?? after,
  };
}

/** The name as the tree shows it (person-names.ts displayName), for the automatic names of imported events. */
export function displayNameOf(parts: GedcomNameParts): string {
  return readableName(formatFullName({ prefix: parts.prefix, first_name: parts.first, middle_name: parts.middle, last_name: parts.last, suffix: parts.suffix }));
}

/** The NAME line for name parts: 'Dr John Quincy /Adams/ Jr'. */
export function nameLine(parts: GedcomNameParts): string {
  const given = [parts.prefix, parts.first, parts.middle].filter(Boolean).join(' ');
  return [given, `/${parts.last}/`, parts.suffix].filter(Boolean).join(' ');
}

/** The parts and type of a name in one string, to compare a name with how it was imported. */
export function nameSnapshot(name: GedcomNameParts & { nameType: string }): string {
  return JSON.stringify([name.prefix, name.first, name.middle, name.last, name.suffix, name.nameType]);
}
