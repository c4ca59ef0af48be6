import type { NameEntryInput, NameView, PersonView } from '@heirloom/shared/contracts/family';
import { NAME_PART_KEYS } from '@heirloom/shared/rules/names';
import type { NameType } from '@heirloom/shared/rules/names';
import { readableName, storedUnlessEdited } from '../../../lib/gedcom-display';

/** A name as the person page edits it; `id` is absent on a name added on this page. */
export interface NameRow {
  key: string;
  id?: string;
  name_type: NameType;
  prefix: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string;
  /** The parts as stored, when they read differently ('Edward_VII' shows as 'Edward VII'): saved as they were unless edited. */
  stored?: Partial<Record<(typeof NAME_PART_KEYS)[number], string>>;
}

export type NamePartKey = (typeof NAME_PART_KEYS)[number];

let nextKey = 0;
const newKey = () => `new:name:${(nextKey += 1)}`;

export function blankNameRow(nameType: NameType = 'Birth Name'): NameRow {
  return { key: newKey(), name_type: nameType, prefix: '', first_name: '', middle_name: '', last_name: '', suffix: '' };
}

function rowOf(name: NameView): NameRow {
  const row: NameRow = { key: name.id, id: name.id, name_type: name.name_type, prefix: '', first_name: '', middle_name: '', last_name: '', suffix: '' };
  for (const key of NAME_PART_KEYS) {
    row[key] = readableName(name[key]);
    if (row[key] !== name[key]) row.stored = { ...row.stored, [key]: name[key] };
  }
  return row;
}

/** A part to save: the stored text while the reading shown was left as it was. */
const partForSave = (row: NameRow, key: (typeof NAME_PART_KEYS)[number]) => {
  const stored = row.stored?.[key];
  return stored === undefined ? row[key] : storedUnlessEdited(row[key], stored, readableName);
};

/** The rows the editor starts with: the person's names in order, or one blank name (spec 001 section 4). */
export function nameRowsOf(person: Pick<PersonView, 'names'>): NameRow[] {
  const names = [...person.names].sort((a, b) => a.name_order - b.name_order);
  return names.length > 0 ? names.map(rowOf) : [blankNameRow()];
}

/** A name counts as a name of its own only with a first, middle or last name. */
export const hasNameParts = (row: Pick<NameRow, 'first_name' | 'middle_name' | 'last_name'>): boolean =>
  [row.first_name, row.middle_name, row.last_name].some((part) => part.trim() !== '');

const trimmed = (row: NameRow): NameRow => ({
  ...row,
  prefix: row.prefix.trim(),
  first_name: row.first_name.trim(),
  middle_name: row.middle_name.trim(),
  last_name: row.last_name.trim(),
  suffix: row.suffix.trim(),
});

/** Fills the target's parts from the edit wherever the edit says something. */
function mergeInto(target: NameRow, edit: NameRow): NameRow {
  const merged = { ...target };
  for (const key of NAME_PART_KEYS) if (edit[key] !== '') merged[key] = edit[key];
  return merged;
}

/**
 * The names a save sends (spec 001 section 4): "A name edit with no first, middle or last becomes a
 * merge/replace rather than a name addition". A row with a first, middle or last name is a name of
 * its own. A row without one (say only the suffix 'Jr.') is never added beside them: what it says is
 * merged into the main name, and if no row has a real name the person keeps one name, the rows merged
 * into the first (a person with no names has one blank name).
 */
export function namesForSave(rows: readonly NameRow[]): NameEntryInput[] {
  const clean = rows.map(trimmed);
  const named = clean.filter(hasNameParts);
  const partial = clean.filter((row) => !hasNameParts(row));
  let result: NameRow[];
  if (named.length === 0) {
    result = [partial.reduce(mergeInto, clean[0] ?? blankNameRow())];
  } else {
    const [main, ...others] = named;
    result = [partial.reduce(mergeInto, main!), ...others];
  }
  return result.map((row, order) => ({
    ...(row.id ? { id: row.id } : {}),
    name_type: row.name_type,
    name_order: order,
    prefix: partForSave(row, 'prefix'),
    first_name: partForSave(row, 'first_name'),
    middle_name: partForSave(row, 'middle_name'),
    last_name: partForSave(row, 'last_name'),
    suffix: partForSave(row, 'suffix'),
  }));
}

/** Whether the rows on screen say something different from the names the person has. */
export function namesChanged(person: Pick<PersonView, 'names'>, rows: readonly NameRow[]): boolean {
  const before = nameRowsOf(person).map(trimmed);
  const after = rows.map(trimmed);
  if (before.length !== after.length) return true;
  return after.some((row, index) => {
    const original = before[index]!;
    return row.id !== original.id || row.name_type !== original.name_type || NAME_PART_KEYS.some((key) => row[key] !== original[key]);
  });
}
