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
  { tag: 'REFN', label: 'Reference number' },
  { tag: 'AFN', label: 'Ancestral File number' },
  // The Latter-day Saints' ordinances (INDI level; a couple's sealing, SLGS, is a family's and stays kept whole).
  { tag: 'BAPL', label: 'LDS baptism' },
  { tag: 'CONL', label: 'LDS confirmation' },
  { tag: 'INIL', label: 'LDS initiatory' },
  { tag: 'ENDL', label: 'LDS endowment' },
  { tag: 'SLGC', label: 'LDS sealing to parents' },
] as const;

export type PersonAttributeTag = (typeof PERSON_ATTRIBUTES)[number]['tag'];

export const PERSON_ATTRIBUTE_TAGS = PERSON_ATTRIBUTES.map((attribute) => attribute.tag) as unknown as readonly [PersonAttributeTag, ...PersonAttributeTag[]];

export function attributeLabel(tag: string): string {
  return PERSON_ATTRIBUTES.find((attribute) => attribute.tag === tag)?.label ?? tag;
}

/** Attributes whose TYPE says what kind of fact or number it is (GEDCOM requires it for FACT and IDNO). */
export const TYPED_ATTRIBUTES: ReadonlySet<string> = new Set(['FACT', 'IDNO', 'REFN']);

/**
 * The LDS ordinances: a date, a temple and a status rather than a value (GEDCOM's LDS_INDIVIDUAL_ORDINANCE).
 * The form edits their date and place; the temple and status are shown as the file gave them and kept.
 */
export const ORDINANCES: ReadonlySet<string> = new Set(['BAPL', 'CONL', 'INIL', 'ENDL', 'SLGC']);

/** An ordinance's STAT as people read it: GEDCOM 5.5.1's and 7.0's codes (7.0 spells DNS/CAN and PRE-1970 with '_'). */
const ORDINANCE_STATUS: Readonly<Record<string, string>> = {
  BIC: 'Born in the covenant',
  CANCELED: 'Cancelled',
  CHILD: 'Died before eight years old',
  CLEARED: 'Cleared',
  COMPLETED: 'Completed',
  DNS: 'Do not seal',
  'DNS/CAN': 'Do not seal, cancelled',
  DNS_CAN: 'Do not seal, cancelled',
  EXCLUDED: 'Excluded',
  INFANT: 'Died before one year old',
  'PRE-1970': 'Completed before 1970',
  PRE_1970: 'Completed before 1970',
  QUALIFIED: 'Qualified',
  STILLBORN: 'Stillborn',
  SUBMITTED: 'Submitted',
  UNCLEARED: 'Uncleared',
};

/** 'Temple SLAKE · Completed': what an ordinance says beyond its date and place (empty when nothing). */
export function ordinanceDetails(temple: string, status: string): string {
  const readableStatus = ORDINANCE_STATUS[status.toUpperCase()] ?? status;
  return [temple && `Temple ${temple}`, readableStatus].filter(Boolean).join(' · ');
}
