import { YOU, type Someone } from '@heirloom/shared/rules/memories';
import { displayName } from '../family/person-names';
import type { PersonRecord } from '../family/records';

/**
 * How a memory names a person (memories.ts and first-photos.ts both say it): by name, or as "you"
 * when they are the reader's own person ("This person is me").
 */
export const someoneFor =
  (viewerPersonId: string | null) =>
  (person: PersonRecord): Someone =>
    viewerPersonId !== null && person.id === viewerPersonId ? YOU : displayName(person);
