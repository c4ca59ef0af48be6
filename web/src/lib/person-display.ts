import type { PersonSummary, PersonView } from '@heirloom/shared/contracts/family';
import { isFemale } from '@heirloom/shared/rules/gender';

/**
 * Avatars are pink for Female and blue otherwise (spec 000 section 2, spec 001 section 3); a person
 * whose sex is not known yet is blue too.
 */
export const avatarPalette = (sex: string | null | undefined): 'pink' | 'blue' => (isFemale(sex) ? 'pink' : 'blue');

/** What to call a person who has no name yet (a face found in a photo, a blank GEDCOM record). */
export const UNNAMED_PERSON = 'Unnamed person';

export const displayNameOf = (person: Pick<PersonView | PersonSummary, 'name'>): string => person.name.trim() || UNNAMED_PERSON;

