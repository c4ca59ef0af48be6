import type { KeptApartPerson } from '@heirloom/shared/contracts/faces';

/** Why a face was kept apart from someone, in the family's words: 'Kept apart from Karl Vogel: died 1950, photo taken 1972'. */
export function keptApartText(person: KeptApartPerson): string {
  const who = person.name || 'an unnamed person';
  const life = person.reason.kind === 'died-before' ? `died ${person.reason.year}` : `born ${person.reason.year}`;
  return `Kept apart from ${who}: ${life}, photo taken ${person.reason.photo_year}`;
}
