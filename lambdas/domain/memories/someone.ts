import { YOU, type Someone } from '@heirloom/shared/rules/memories';
import { displayName } from '../family/person-names';
import type { PersonRecord } from '../family/records';
import type { PeopleMemoryRecord } from './types';

/**
 * How a memory names a person (memories.ts and first-photos.ts both say it): by name, or as "you"
 * when they are the reader's own person ("This person is me").
 */
export const someoneFor =
  (viewerPersonId: string | null) =>
  (person: PersonRecord): Someone =>
    viewerPersonId !== null && person.id === viewerPersonId ? YOU : displayName(person);

/** The reader's own memories first (a stable sort keeps the rest in their order), before any are left out at a limit. */
export function viewersFirst(memories: readonly PeopleMemoryRecord[], viewerPersonId: string | null): PeopleMemoryRecord[] {
  const isViewers = (memory: PeopleMemoryRecord) => viewerPersonId !== null && memory.people.some((person) => person.id === viewerPersonId);
  return [...memories].sort((a, b) => Number(isViewers(b)) - Number(isViewers(a)));
}
