/**
 * Facts about a person that GEDCOM keeps as attributes of the INDI record (GEDCOM 5.5.1 and 7.0
 * INDIVIDUAL_ATTRIBUTE_STRUCTURE): the tag, and the label a family reads. RESI is read as a
 * Residence event (it has a place and dates), so it is not listed here.
 */
export const PERSON_ATTRIBUTES = [
  { tag: 'TITL', label: 'Title' },
  { tag: 'OCCU', label: 'Occupation' },
  { tag: 'EDUC', label: 'Education' },
  { tag: 'RELI', label: 'Religion' },
  { tag: 'NATI', label: 'Nationality' },
  { tag: 'CAST', label: 'Caste' },
  { tag: 'DSCR', label: 'Physical description' },
  { tag: 'PROP', label: 'Property' },
  { tag: 'NCHI', label: 'Number of children' },
  { tag: 'NMR', label: 'Number of marriages' },
  { tag: 'IDNO', label: 'Identity number' },
  { tag: 'SSN', label: 'Social security number' },
  { tag: 'FACT', label: 'Other fact' },
] as const;

export type PersonAttributeTag = (typeof PERSON_ATTRIBUTES)[number]['tag'];

export const PERSON_ATTRIBUTE_TAGS = PERSON_ATTRIBUTES.map((attribute) => attribute.tag) as unknown as readonly [PersonAttributeTag, ...PersonAttributeTag[]];

export function attributeLabel(tag: string): string {
  return PERSON_ATTRIBUTES.find((attribute) => attribute.tag === tag)?.label ?? tag;
}

/** Attributes whose TYPE says what kind of fact or number it is (GEDCOM requires it for FACT and IDNO). */
export const TYPED_ATTRIBUTES: ReadonlySet<string> = new Set(['FACT', 'IDNO']);
