import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { createPerson, forgetPeople } from '../../../lambdas/domain/family/people';
import { MemoryFamilyStore } from './memory-family-store';

/** A store whose batch reads answer in another order than asked, as DynamoDB's BatchGetItem may. */
class ShuffledReads extends MemoryFamilyStore {
  override async getPeople(ownerId: string, ids: readonly string[]) {
    return (await super.getPeople(ownerId, ids)).reverse();
  }
}

describe('removing people tells the admins', () => {
  it('names them in the order they were chosen, whatever order the store answers in', async () => {
    const sent: unknown[] = [];
    const deps: FamilyDeps = { store: new ShuffledReads(), now: () => 0, newId, messageEvents: { send: async (event) => void sent.push(event) } };
    const ids = [];
    for (const first of ['Bea', 'Cis']) ids.push((await createPerson(deps, 'owner', 'owner', { names: [{ name_type: 'Birth Name', prefix: '', first_name: first, middle_name: '', last_name: 'Hoare', suffix: '' }], sex: '' })).id);
    expect(await forgetPeople(deps, 'owner', ids, 'ben')).toBe(2);
    expect(sent).toEqual([expect.objectContaining({ kind: 'people_removed', names: ['Bea Hoare', 'Cis Hoare'], person_ids: ids })]);
  });
});
