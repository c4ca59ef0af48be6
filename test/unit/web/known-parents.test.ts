import type { EventView, PersonSummary } from '@heirloom/shared/contracts/family';
import { describe, expect, it } from 'vitest';
import { knownParents, parentsToOffer } from '../../../web/src/features/people/utils/known-parents';

const person = (id: string, sex = ''): PersonSummary => ({ id, name: id, sex, person_thumbnail_url: null });
const event = (event_type: string, participants: Array<[string, PersonSummary]>): EventView => ({
  id: `${event_type}-${participants.map(([, p]) => p.id).join('-')}`,
  event_type,
  name: '',
  auto_name: true,
  start_date: '',
  end_date: '',
  sort_date: null,
  location: '',
  participants: participants.map(([event_role, p]) => ({ event_role, person: p, deleted: false })),
});

describe('a person’s known parents', () => {
  const ann = person('ann', 'Female');
  const tom = person('tom', 'Male');
  const mary = person('mary', 'Female');

  it('are the parents of the births where the person is the child, each once', () => {
    const events = [event('birth', [['child', ann], ['parent', tom], ['parent', mary]]), event('birth', [['child', ann], ['parent', tom]]), event('birth', [['child', person('joe')], ['parent', ann]])];
    expect(knownParents('ann', events).map((p) => p.id)).toEqual(['tom', 'mary']);
    expect(knownParents('ann', [event('marriage', [['spouse', ann], ['spouse', tom]])])).toEqual([]);
  });

  it('offer a father and a mother until each is known, and nothing once two parents are', () => {
    expect(parentsToOffer([])).toEqual(['father', 'mother']);
    expect(parentsToOffer([tom])).toEqual(['mother']);
    expect(parentsToOffer([mary])).toEqual(['father']);
    expect(parentsToOffer([person('sam')])).toEqual(['father', 'mother']);
    expect(parentsToOffer([tom, person('sam')])).toEqual([]);
  });
});
