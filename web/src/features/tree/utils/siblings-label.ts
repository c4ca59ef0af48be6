import type { PersonInput } from './layout-input';

const isMale = (sex: string) => /^m/i.test(sex.trim());
const isFemale = (sex: string) => /^f/i.test(sex.trim());

/** '1 brother', '3 sisters', '4 brothers and sisters' (and '1 brother or sister' when the sex is not known). */
export function siblingsLabel(people: readonly Pick<PersonInput, 'sex'>[]): string {
  const count = people.length;
  if (people.every((person) => isMale(person.sex))) return count === 1 ? '1 brother' : `${count} brothers`;
  if (people.every((person) => isFemale(person.sex))) return count === 1 ? '1 sister' : `${count} sisters`;
  return count === 1 ? '1 brother or sister' : `${count} brothers and sisters`;
}
