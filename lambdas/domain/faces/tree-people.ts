import type { FamilyDeps } from '../family/deps';
import { lifeSpansOf } from '../family/living';
import { createPerson } from '../family/people';
import { personForName } from '../family/person-for-name';
import { hasNameParts } from '../family/person-names';
import { toPersonSummary } from '../family/views';
import type { FacePeople, FacePerson } from './deps';
import type { LifeSpan } from './life-span';

/** Faces' view of the family tree, through the family store and use cases. */
export class TreePeople implements FacePeople {
  constructor(private readonly family: FamilyDeps) {}

  async getPeople(treeOwnerId: string, personIds: readonly string[]): Promise<Map<string, FacePerson>> {
    if (!personIds.length) return new Map();
    const people = await this.family.store.getPeople(treeOwnerId, [...new Set(personIds)]);
    return new Map(
      people
        .filter((person) => !person.itemsDeleted)
        .map((person) => [person.id, { ...toPersonSummary(person), named: person.names.some(hasNameParts), thumbnail: person.thumbnail }]),
    );
  }

  lifeSpans(treeOwnerId: string, personIds: readonly string[]): Promise<Map<string, LifeSpan>> {
    return lifeSpansOf(this.family.store, treeOwnerId, personIds);
  }

  async createUnnamed(treeOwnerId: string, authorId: string | null): Promise<string> {
    return (await createPerson(this.family, treeOwnerId, authorId ?? treeOwnerId, { names: [] })).id;
  }

  personNamed(treeOwnerId: string, authorId: string, name: string): Promise<string | null> {
    return personForName(this.family, treeOwnerId, authorId, name);
  }

  async useThumbnailIfNone(treeOwnerId: string, personId: string, thumbnail: string): Promise<void> {
    const person = await this.family.store.getPerson(treeOwnerId, personId);
    if (!person || person.thumbnail) return;
    await this.family.store.putPerson({ ...person, thumbnail, updatedAt: this.family.now() }, person);
  }

  async setThumbnail(treeOwnerId: string, personId: string, thumbnail: string): Promise<void> {
    const person = await this.family.store.getPerson(treeOwnerId, personId);
    if (!person) return;
    await this.family.store.putPerson({ ...person, thumbnail, updatedAt: this.family.now() }, person);
  }

  async forget(treeOwnerId: string, personId: string): Promise<void> {
    const person = await this.family.store.getPerson(treeOwnerId, personId);
    if (!person || person.itemsDeleted) return;
    await this.family.store.putPerson({ ...person, itemsDeleted: true, updatedAt: this.family.now() }, person);
  }
}
