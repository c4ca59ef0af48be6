import { isLiving, lifeFactsOf, lifeSpanOf, type LifeSpan } from '@heirloom/shared/rules/living';
import type { PersonView } from '@heirloom/shared/contracts/family';
import type { PersonRecord } from './records';
import type { FamilyStore } from './store';
import { toPersonView } from './views';

type RolesReader = Pick<FamilyStore, 'participationsOf'>;

/** Whether a person of a tree counts as living (shared/rules/living.ts), from their event roles (one Query). */
export async function personIsLiving(store: RolesReader, ownerId: string, personId: string, now: Date): Promise<boolean> {
  return isLiving(lifeFactsOf(await store.participationsOf(ownerId, personId)), now);
}

/** A person's life as their page shows it: whether they count as living, and the years of it (one Query). */
export async function personLife(store: RolesReader, ownerId: string, personId: string, now: Date): Promise<{ living: boolean; lifeSpan: LifeSpan }> {
  const roles = await store.participationsOf(ownerId, personId);
  return { living: isLiving(lifeFactsOf(roles), now), lifeSpan: lifeSpanOf(roles) };
}

/** The years of each person's life (a Query each, side by side: a page of search results or a photo's faces). */
export async function lifeSpansOf(store: RolesReader, ownerId: string, personIds: readonly string[]): Promise<Map<string, LifeSpan>> {
  const unique = [...new Set(personIds)];
  const spans = await Promise.all(unique.map(async (id) => lifeSpanOf(await store.participationsOf(ownerId, id))));
  return new Map(unique.map((id, index) => [id, spans[index]!]));
}

/** People as lists show them (the A-Z list, a search): each view with the years of their life, to tell namesakes apart. */
export async function personViewsWithYears(store: RolesReader, ownerId: string, people: readonly PersonRecord[]): Promise<PersonView[]> {
  const spans = await lifeSpansOf(store, ownerId, people.map((person) => person.id));
  return people.map((person) => ({ ...toPersonView(person), life_span: spans.get(person.id) }));
}
