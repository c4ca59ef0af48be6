/**
 * Gender choices for a person (spec 001 section 5: "Gender: Male, Female, Other (free text)").
 * The stored `sex` is 'Male', 'Female' or whatever the person typed after choosing Other.
 */
export const GENDERS = ['Male', 'Female'] as const;
export type KnownGender = (typeof GENDERS)[number];

/** The label of the choice that opens a free-text box; it is never stored as the value itself. */
export const OTHER_GENDER_CHOICE = 'Other';

/** The choices a gender picker shows, in order. */
export const GENDER_CHOICES = [...GENDERS, OTHER_GENDER_CHOICE] as const;

export function isKnownGender(sex: string | null | undefined): sex is KnownGender {
  return sex === 'Male' || sex === 'Female';
}

/**
 * Avatars and tree nodes are pink for Female and blue for everything else (spec 000 section 2,
 * spec 001 section 3), so only the exact value 'Female' counts.
 */
export function isFemale(sex: string | null | undefined): boolean {
  return sex === 'Female';
}

/** How a parent added from a person's page is related to them: a father, a mother, or just a parent. */
export const PARENT_RELATIONS = ['father', 'mother', 'parent'] as const;
export type ParentRelation = (typeof PARENT_RELATIONS)[number];

/**
 * The sex of a parent made from a person's page: a father is male and a mother female, so the
 * tree colours them and a GEDCOM export writes the father as HUSB; a parent added as just a
 * parent is left unknown rather than guessed.
 */
export function sexOfNewParent(relation: ParentRelation): string {
  if (relation === 'father') return 'Male';
  if (relation === 'mother') return 'Female';
  return '';
}

/** How someone is named as the parent of a child added from their page: by their own sex, or just a parent. */
export function parentRelationOf(sex: string | null | undefined): ParentRelation {
  if (sex === 'Male') return 'father';
  if (sex === 'Female') return 'mother';
  return 'parent';
}
