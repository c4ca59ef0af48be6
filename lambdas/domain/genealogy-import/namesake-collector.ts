import { nameKey } from '../family/duplicates';
import type { NamesakeCandidate } from '../family/import-namesakes';
import { primaryName } from '../family/person-names';
import type { FamilyItem, ParticipantRecord, PersonRecord } from '../family/records';

/** One person with a name key and a dated birth: their id and the parents of their births. */
type Entry = [id: string, parentIds: readonly string[]];

const NO_PARENTS: readonly string[] = [];

/**
 * Gathers, from the items the import writes, the people the namesakes rule could pair (a name key
 * and a dated birth), so the pass reads nothing back from the table. Reading back took about 1.5 s
 * for royal92.ged before the upload could complete, and held every person of the file at once.
 *
 * Each add() is one record's items: a person comes with their births' participants (the child and
 * the parents the file gives), so a person is kept or dropped there and then, and only what the
 * rule needs is kept: ids, grouped by name and birth year.
 */
export class NamesakeCollector {
  /** 'first|last@year' -> the people with that name and birth year. */
  private readonly groups = new Map<string, Entry[]>();
  /** A group's name as its first person writes it. */
  private readonly names = new Map<string, string>();

  add(items: readonly FamilyItem[]): void {
    const person = items.find((item) => item.kind === 'person')?.record as PersonRecord | undefined;
    if (!person || person.itemsDeleted) return;
    const key = nameKey(person);
    if (!key) return;
    const births = items.flatMap((item) => (item.kind === 'participant' && item.record.eventType === 'birth' ? [item.record] : []));
    const year = births.find((p) => p.personId === person.id && p.role === 'child' && p.sortDate)?.sortDate?.slice(0, 5);
    if (!year) return; // Namesakes without a birth year are never paired (import-namesakes.ts).
    const group = `${key}@${year}`;
    const entry: Entry = [person.id, parentsIn(births, person.id)];
    const entries = this.groups.get(group);
    if (entries) entries.push(entry);
    else {
      this.groups.set(group, [entry]);
      const name = primaryName(person)!;
      this.names.set(group, `${name.first} ${name.last}`);
    }
  }

  /** The people who share their name and birth year with someone else in the file. */
  candidates(): NamesakeCandidate[] {
    const candidates: NamesakeCandidate[] = [];
    for (const [group, entries] of this.groups) {
      if (entries.length < 2) continue;
      const at = group.lastIndexOf('@');
      const [key, birthYear, name] = [group.slice(0, at), group.slice(at + 1), this.names.get(group)!];
      for (const [id, parentIds] of entries) candidates.push({ id, key, name, birthYear, parentIds });
    }
    return candidates;
  }
}

/** The parents on the person's births (as a child), each once. */
function parentsIn(births: readonly ParticipantRecord[], childId: string): readonly string[] {
  const ownBirths = new Set(births.filter((p) => p.personId === childId && p.role === 'child').map((p) => p.eventId));
  const parents = births.filter((p) => p.role === 'parent' && ownBirths.has(p.eventId)).map((p) => p.personId);
  return parents.length ? [...new Set(parents)] : NO_PARENTS;
}
