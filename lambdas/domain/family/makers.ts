import type { FamilyStore } from './store';
import type { CitationRecord, EventRecord, NoteRecord, PersonRecord, SourceRecord } from './records';

/**
 * Who made an item of the tree, for the rules of who may change what (sharing/roles.ts): the
 * member who added it in the app, or the member who uploaded the GEDCOM file it came from. Null
 * when nobody can be told (items from before makers were kept): then only the admins may.
 */

type Imports = Pick<FamilyStore, 'getImport'>;

/** The member who uploaded the file of an import run; null for runs from before importers were kept. */
export async function importerOf(store: Imports, ownerId: string, importRun: string): Promise<string | null> {
  return (await store.getImport(ownerId, importRun))?.importedBy ?? null;
}

/**
 * A person's maintainer. People from before makers were kept: whoever made their oldest known
 * version (a person's versions are only kept when someone else edits, so one nobody else touched
 * was made by their author).
 */
export async function makerOfPerson(store: Imports, person: PersonRecord): Promise<string | null> {
  if (!person.createdBy && person.importRun) return importerOf(store, person.ownerId, person.importRun);
  return knownMakerOfPerson(person);
}

/** The maker as far as the person record tells (an imported person's importer is on the import: null here). */
export function knownMakerOfPerson(person: PersonRecord): string | null {
  if (person.createdBy) return person.createdBy;
  if (person.importRun) return null;
  return person.versions?.at(-1)?.author ?? person.author ?? null;
}

/** The makers of several items, each import read once however many of its items there are (a person's imported notes). */
export async function makersOf(store: Imports, items: ReadonlyArray<EventRecord | NoteRecord | CitationRecord>): Promise<Array<string | null>> {
  const importers = new Map<string, Promise<string | null>>();
  return Promise.all(
    items.map((item) => {
      if (item.createdBy || !item.importRun) return item.createdBy ?? null;
      const run = item.importRun;
      if (!importers.has(run)) importers.set(run, importerOf(store, item.ownerId, run));
      return importers.get(run)!;
    }),
  );
}

/** The maker of an event, note, citation or source. */
export async function makerOf(store: Imports, item: EventRecord | NoteRecord | CitationRecord | SourceRecord): Promise<string | null> {
  if (item.createdBy) return item.createdBy;
  if (item.importRun) return importerOf(store, item.ownerId, item.importRun);
  return null;
}
