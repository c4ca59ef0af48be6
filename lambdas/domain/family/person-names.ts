import { NO_LAST_NAME, type NameEntryInput } from '@heirloom/shared/contracts/family';
import { formatFullName, readableName } from '@heirloom/shared/rules/names';
import { nameIdFor } from './ids';
import type { NameRecord, PersonRecord } from './records';
import { clip, fold, nameWords } from './text-keys';

/** Names in their order; the first is the one lists and automatic event names show. */
export const orderedNames = (names: readonly NameRecord[]): NameRecord[] => [...names].sort((a, b) => a.order - b.order);

export const primaryName = (person: Pick<PersonRecord, 'names'>): NameRecord | undefined => orderedNames(person.names)[0];

/** The name people read: the primary name's parts joined, PAF's underscores read as spaces (readableName). */
export function displayName(person: Pick<PersonRecord, 'names'>): string {
  const name = primaryName(person);
  if (!name) return '';
  return readableName(formatFullName({ prefix: name.prefix, first_name: name.first, middle_name: name.middle, last_name: name.last, suffix: name.suffix }));
}

export const hasNameParts = (name: Pick<NameRecord, 'first' | 'middle' | 'last'>): boolean =>
  name.first.trim() !== '' || name.middle.trim() !== '' || name.last.trim() !== '';

/** Separates the parts of the A-Z sort text; sorts before every letter, so 'Smith' < 'Smithson'. */
const SEP = '\u0001';
/** Sort texts of people with no first, middle or last name start with this (missing_names=true). */
export const UNNAMED_PREFIX = `${SEP}${SEP}${SEP}`;

/** The A-Z list key: last name, then first, then middle, then the id so equal names stay apart. */
export function sortNameOf(person: Pick<PersonRecord, 'id' | 'names'>): string {
  const name = primaryName(person);
  const parts = name ? [name.last, name.first, name.middle] : ['', '', ''];
  return `${parts.map((part) => clip(fold(part), 60)).join(SEP)}${SEP}${person.id}`;
}

/** The key prefix a letter of the A-Z side index jumps to; NO_LAST_NAME, the keys whose last name is empty. */
export const letterPrefix = (letter: string): string => (letter === NO_LAST_NAME ? SEP : fold(letter));

/** Every word of every name, for the person search. */
export function searchWordsOf(person: Pick<PersonRecord, 'names'>): string[] {
  const words = new Set<string>();
  for (const name of person.names) {
    for (const part of [name.prefix, name.first, name.middle, name.last, name.suffix]) for (const word of nameWords(part)) words.add(word);
  }
  return [...words].slice(0, 40);
}

const toRecord = (id: string, input: NameEntryInput, order: number, previous?: NameRecord): NameRecord => ({
  id,
  nameType: input.name_type,
  order,
  prefix: input.prefix,
  first: input.first_name,
  middle: input.middle_name,
  last: input.last_name,
  suffix: input.suffix,
  ...(previous?.gedcom ? { gedcom: previous.gedcom } : {}),
});

/**
 * The names a save leaves a person with (spec 001 section 4):
 *  - entries keep their id when it is one of the person's names, otherwise get a new one;
 *  - an entry with no first, middle or last name is never added beside real names: it merges into
 *    (replaces) the person's blank name instead, and a person with no names gets one blank name;
 *  - order follows name_order when given, otherwise the order sent.
 */
export function normalizeNames(personId: string, inputs: readonly NameEntryInput[], existing: readonly NameRecord[], newId: () => string): NameRecord[] {
  const byId = new Map(existing.map((name) => [name.id, name]));
  const sorted = inputs
    .map((input, index) => ({ input, index }))
    .sort((a, b) => (a.input.name_order ?? a.index) - (b.input.name_order ?? b.index) || a.index - b.index)
    .map(({ input }) => input);
  const used = new Set<string>();
  const idFor = (input: NameEntryInput) => {
    const id = input.id && byId.has(input.id) && !used.has(input.id) ? input.id : nameIdFor(personId, newId());
    used.add(id);
    return id;
  };
  const named = sorted.filter((input) => hasNameParts({ first: input.first_name, middle: input.middle_name, last: input.last_name }));
  if (named.length > 0) return named.map((input, order) => toRecord(idFor(input), input, order, byId.get(input.id ?? '')));

  // No real name: keep one blank name, reusing the blank name the person already had.
  const blankInput = sorted[0] ?? { name_type: 'Birth Name' as const, prefix: '', first_name: '', middle_name: '', last_name: '', suffix: '' };
  const previousBlank = existing.find((name) => name.id === blankInput.id) ?? existing.find((name) => !hasNameParts(name));
  const id = previousBlank?.id ?? nameIdFor(personId, newId());
  return [toRecord(id, blankInput, 0, previousBlank)];
}
