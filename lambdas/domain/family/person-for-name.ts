import { nameEntryInput } from '@heirloom/shared/contracts/family';
import { readableName, splitTypedName } from '@heirloom/shared/rules/names';
import type { FamilyDeps } from './deps';
import { deterministicId } from './ids';
import { createPerson, searchPersons } from './people';
import type { NameRecord, PersonRecord } from './records';
import { fold } from './text-keys';

/** How many namesakes a search reads; a name shared by more people than this is too common to pick from. */
const NAMESAKES_READ = 20;

const key = (text: string) => fold(readableName(text)).replace(/\s+/g, ' ');

/** What a name may be written as in a photo's tags: all its parts, or the first and last name alone. */
function namesOf(name: NameRecord): string[] {
  const whole = [name.prefix, name.first, name.middle, name.last, name.suffix].filter(Boolean).join(' ');
  return [whole, [name.first, name.last].filter(Boolean).join(' ')].map(key);
}

const isCalled = (person: PersonRecord, wanted: string) => person.names.some((name) => namesOf(name).includes(wanted));

/**
 * The tree person a name written in a photo's file ('Marie Curie') stands for: the one person of the
 * tree called that by any of their names (whole, or first and last), or else a new person with the
 * name, made by `authorId`. The new person's id comes from the name, so a file read again, or a
 * second photo tagged the same before the search index shows the first, finds the same person.
 * Null when two or more people of the tree are called that (the family says which by hand), or when
 * the family removed the person the name once made.
 */
export async function personForName(deps: FamilyDeps, ownerId: string, authorId: string, name: string): Promise<string | null> {
  const wanted = key(name);
  if (!wanted) return null;
  const { people } = await searchPersons(deps, ownerId, name, NAMESAKES_READ);
  const namesakes = people.filter((person) => isCalled(person, wanted));
  if (namesakes.length > 1) return null;
  if (namesakes.length === 1) return namesakes[0]!.id;
  const id = deterministicId(ownerId, 'named-in-photo', wanted);
  let made = await deps.store.getPerson(ownerId, id);
  for (let hops = 0; made?.mergedInto && hops < 10; hops++) made = await deps.store.getPerson(ownerId, made.mergedInto);
  if (made) return made.itemsDeleted ? null : made.id;
  const names = [nameEntryInput.parse(splitTypedName(name))];
  return (await createPerson(deps, ownerId, authorId, { names }, id)).id;
}
