import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { createEvent, deleteEvent } from '../../../lambdas/domain/family/events';
import { newId } from '../../../lambdas/domain/family/ids';
import { keepRemovedEvent, listRemovedEvents, REMOVED_EVENT_DAYS } from '../../../lambdas/domain/family/removed-events';
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

describe('a deleted event too big for one item', () => {
  it('is not kept (DynamoDB items hold 400 KB): the deletion says it cannot be undone', async () => {
    const store = new MemoryFamilyStore();
    const deps: FamilyDeps = { store, now: () => 0, newId };
    const person = (await createPerson(deps, 'owner', 'owner', { names: [{ name_type: 'Birth Name', prefix: '', first_name: 'Ann', middle_name: '', last_name: 'Lee', suffix: '' }], sex: '' })).id;
    const { event } = await createEvent(deps, 'owner', { event_type: 'birth', person_id: person, event_role: 'child', start_date: '1900', end_date: '', name: '', location: '' });
    const removed = await deleteEvent(deps, 'owner', event.id);
    expect(await keepRemovedEvent(deps, { ...removed, photoIds: Array.from({ length: 20_000 }, (_, i) => `photo-${String(i).padStart(20, '0')}`) })).toBe(false);
    expect(await store.getRemovedEvent('owner', event.id)).toBeNull();
    expect(await keepRemovedEvent(deps, removed)).toBe(true);
    expect((await store.getRemovedEvent('owner', event.id))?.event.id).toBe(event.id);
  });
});

describe("the family's deleted events", () => {
  it('lists those that can still be put back, most recently deleted first, each with who may put it back', async () => {
    const store = new MemoryFamilyStore();
    let now = 0;
    const deps: FamilyDeps = { store, now: () => now, newId };
    const person = (await createPerson(deps, 'owner', 'owner', { names: [{ name_type: 'Birth Name', prefix: '', first_name: 'Ann', middle_name: '', last_name: 'Lee', suffix: '' }], sex: '' })).id;
    const deleted: string[] = [];
    for (const [year, maker] of [['1900', 'ann'], ['1920', 'ben']] as const) {
      const { event } = await createEvent(deps, 'owner', { event_type: 'birth', person_id: person, event_role: 'child', start_date: year, end_date: '', name: '', location: '' }, maker);
      now += 86_400_000;
      expect(await keepRemovedEvent(deps, await deleteEvent(deps, 'owner', event.id))).toBe(true);
      deleted.push(event.id);
    }
    expect((await listRemovedEvents(deps, 'owner', null)).items.map(({ event, maker }) => [event.id, maker])).toEqual([
      [deleted[1], 'ben'],
      [deleted[0], 'ann'],
    ]);
    // Past its days the first is gone from the list, though the table's TTL has not deleted it yet.
    now = 86_400_000 + REMOVED_EVENT_DAYS * 86_400_000 + 1;
    expect((await listRemovedEvents(deps, 'owner', null)).items.map(({ event }) => event.id)).toEqual([deleted[1]]);
    expect((await listRemovedEvents(deps, 'someone-else', null)).items).toEqual([]);
  });
});
