import { NOT_YOUR_IMPORT, ONLY_ADMINS_CHOOSE_VERSIONS, requireMayChange, type Actor } from '../sharing/roles';
import type { FamilyDeps } from './deps';
import { makerOfPerson } from './makers';
import type { PersonRecord } from './records';

/**
 * The tree's destructive changes, checked against the one rule (sharing/roles.ts): forgetting and
 * merging people, removing an import, choosing between a person's versions. Ids that are not in the
 * caller's tree are left to the use case, which answers 404 as before: nobody learns of another
 * family's items from a 403.
 */

/** Every one of the people (those of the caller's tree) may be changed by the actor, or 403 with `message`. */
export async function requireMayChangePeople(deps: Pick<FamilyDeps, 'store'>, actor: Actor, ownerId: string, personIds: readonly string[], message: string): Promise<void> {
  if (actor.role === 'admin') return;
  const people = await deps.store.getPeople(ownerId, [...new Set(personIds)]);
  for (const person of people) requireMayChange(actor, await makerOfPerson(deps.store, person), message);
}

/** 'Remove this import': for admins and the member who imported the file. */
export async function requireMayRemoveImport(deps: Pick<FamilyDeps, 'store'>, actor: Actor, ownerId: string, importId: string): Promise<void> {
  if (actor.role === 'admin') return;
  const run = await deps.store.getImport(ownerId, importId);
  if (run) requireMayChange(actor, run.importedBy, NOT_YOUR_IMPORT);
}

/** 'Use This Version' / 'Keep Current Version': for admins and the person's maintainer. */
export async function requireMayChooseVersion(deps: Pick<FamilyDeps, 'store'>, actor: Actor, person: PersonRecord): Promise<void> {
  requireMayChange(actor, await makerOfPerson(deps.store, person), ONLY_ADMINS_CHOOSE_VERSIONS);
}
