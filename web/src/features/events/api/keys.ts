/**
 * Family-history query keys all start with 'family' (shared by convention with the people and
 * family features, which this feature never imports): saving an event refreshes the people's event
 * lists and names with one invalidation of the root.
 */
export const FAMILY_ROOT = 'family' as const;

export const eventKeys = {
  all: [FAMILY_ROOT] as const,
  event: (id: string) => [FAMILY_ROOT, 'event', id] as const,
};
