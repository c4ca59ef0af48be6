import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { createEvent } from '../../../lambdas/domain/family/events';
import { newId } from '../../../lambdas/domain/family/ids';
import { createPerson, savePerson } from '../../../lambdas/domain/family/people';
import { duplicatesOfPerson, offerDuplicatesOf } from '../../../lambdas/domain/sharing/duplicate-checks';
import type { DuplicatePair } from '../../../lambdas/domain/sharing/duplicates';
import { MemoryFamilyStore } from '../family/memory-family-store';

const FAMILY = 'family';
const deps = (): FamilyDeps & { store: MemoryFamilyStore } => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
const named = (first: string, last: string) => ({ names: [{ name_type: 'Birth Name' as const, prefix: '', first_name: first, middle_name: '', last_name: last, suffix: '' }] });
const born = (d: FamilyDeps, personId: string, date: string) => createEvent(d, FAMILY, { event_type: 'birth', person_id: personId, event_role: 'child', start_date: date, end_date: '', name: '', location: '' });

describe('duplicates of a person just added or edited', () => {
  it('pairs them with a namesake another member made, unless their births differ', async () => {
    const d = deps();
    const annas = await createPerson(d, FAMILY, 'anna', named('Olga', 'Berg'));
    await createPerson(d, FAMILY, 'anna', named('Olga', 'Stone'));
    const bens = await createPerson(d, FAMILY, 'ben', named('olga', 'BERG'));
    expect((await duplicatesOfPerson(d.store, FAMILY, bens.id)).map((p) => [p.firstId, p.secondId].sort())).toEqual([[annas.id, bens.id].sort()]);

    await born(d, annas.id, '1901');
    await born(d, bens.id, '1950');
    expect(await duplicatesOfPerson(d.store, FAMILY, bens.id)).toEqual([]);
  });

  it("a relative who edited a person and then adds their namesake is offered the pair (the person is still the other's)", async () => {
    const d = deps();
    const annas = await createPerson(d, FAMILY, 'anna', named('Rose', 'Archer'));
    await savePerson(d, FAMILY, 'ben', annas.id, { sex: 'Female' });
    const bens = await createPerson(d, FAMILY, 'ben', named('Rose', 'Archer'));
    expect(await duplicatesOfPerson(d.store, FAMILY, bens.id)).toHaveLength(1);
  });

  it('the same member making two namesakes is no suggestion; a family of one is not searched at all', async () => {
    const d = deps();
    await createPerson(d, FAMILY, 'anna', named('John', 'Smith'));
    const son = await createPerson(d, FAMILY, 'anna', named('John', 'Smith'));
    expect(await duplicatesOfPerson(d.store, FAMILY, son.id)).toEqual([]);

    const offered: DuplicatePair[] = [];
    const sharing = { putDuplicates: async (_: string, pairs: readonly DuplicatePair[]) => void offered.push(...pairs) };
    const other = await createPerson(d, 'ben', 'ben', named('John', 'Smith'));
    await offerDuplicatesOf({ store: d.store, sharing }, 'ben', 'ben', other.id);
    expect(offered).toEqual([]);
  });
});
