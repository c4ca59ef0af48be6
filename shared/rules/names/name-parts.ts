/** The five parts of a person's name, named as the API and the spec name them (spec 000/001 section 3). */
export interface NameParts {
  prefix: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string;
}

/** The order the parts are written in, and the order they are joined in a full name. */
export const NAME_PART_KEYS = ['prefix', 'first_name', 'middle_name', 'last_name', 'suffix'] as const satisfies readonly (keyof NameParts)[];

export function emptyNameParts(): NameParts {
  return { prefix: '', first_name: '', middle_name: '', last_name: '', suffix: '' };
}
