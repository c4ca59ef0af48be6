import type { DuplicatesResponse } from '@heirloom/shared/contracts/sharing';
import { nameKey } from '../../domain/family/duplicates';
import { knownMakerOfPerson } from '../../domain/family/makers';
import { treeOwnerFor } from '../../domain/family/tree-access';
import type { PersonRecord } from '../../domain/family/records';
import { toPersonSummary } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** One of a pair as the list shows them, with their maintainer (who, with the admins, may merge them). */
const pairPerson = (person: PersonRecord) => ({ ...toPersonSummary(person), created_by: knownMakerOfPerson(person) });

/** At most this many suggestions at once: they are worked through, not browsed. */
const DUPLICATES_PAGE = 50;

/**
 * GET /people/duplicates: the people list's likely duplicates, however they were found (trees
 * met, same names and birth year, one person's faces split in two): one Query for the pairs and
 * one batched read of their people. A pair whose person was merged or deleted since, or offered for
 * a name one of them no longer has, is left out.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<DuplicatesResponse> => {
      const treeOwnerId = treeOwnerFor(session);
      const pairs = await sharingDeps().sharing.duplicates(treeOwnerId, DUPLICATES_PAGE);
      const people = new Map((await familyDeps().store.getPeople(treeOwnerId, [...new Set(pairs.flatMap((p) => [p.firstId, p.secondId]))])).filter((person) => !person.itemsDeleted).map((person) => [person.id, person]));
      return {
        duplicates: pairs.flatMap((p) => {
          const [first, second] = [people.get(p.firstId), people.get(p.secondId)];
          if (!first || !second) return [];
          // Offered for their names, and renamed since: the reason no longer holds (faces still may).
          if (p.reason !== 'faces' && nameKey(first) !== nameKey(second)) return [];
          return [{ id: p.pairId, person_id1: p.firstId, person_id2: p.secondId, name: p.name, birth: p.birth, reason: p.reason ?? 'trees_met', person1: pairPerson(first), person2: pairPerson(second) }];
        }),
      };
    },
  },
  httpDeps,
);
