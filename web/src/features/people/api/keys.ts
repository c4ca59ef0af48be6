/**
 * Every family-history query key starts with 'family', the root the people, events and family
 * features share by convention (features never import one another): a change in one, such as an
 * event renamed after a person's name changed, refreshes the others with one invalidation.
 */
export const FAMILY_ROOT = 'family' as const;

export const peopleKeys = {
  all: [FAMILY_ROOT] as const,
  lists: [FAMILY_ROOT, 'people'] as const,
  list: (letter: string | null) => [FAMILY_ROOT, 'people', { letter }] as const,
  search: (q: string) => [FAMILY_ROOT, 'persons', q] as const,
  person: (id: string) => [FAMILY_ROOT, 'person', id] as const,
  contacts: (id: string) => [FAMILY_ROOT, 'person', id, 'contacts'] as const,
  events: (id: string) => [FAMILY_ROOT, 'events', id] as const,
  closeFamily: (id: string) => [FAMILY_ROOT, 'close-family', id] as const,
};
