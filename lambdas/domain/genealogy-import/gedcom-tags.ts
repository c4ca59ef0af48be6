import { EVENT_TYPE_DEFINITIONS, eventTypeDefinition } from '@heirloom/shared/rules/events';
import type { NameType } from '@heirloom/shared/rules/names';

/**
 * GEDCOM tags <-> the product's event types (spec 000 section 3 table) and name types.
 * An event is written under an INDI (the person in the type's leading role) or a FAM (a couple).
 */

export interface TagMapping {
  type: string;
  /** The role the person (INDI) or both partners (FAM) take. */
  role: string;
}

export const INDI_EVENT_TAGS: Readonly<Record<string, TagMapping>> = {
  BIRT: { type: 'birth', role: 'child' },
  DEAT: { type: 'death', role: 'died' },
  BURI: { type: 'Burial', role: 'buried' },
  CREM: { type: 'Cremation', role: 'cremated' },
  CHR: { type: 'Christening', role: 'christened' },
  CHRA: { type: 'Adult Christening', role: 'christened' },
  BAPM: { type: 'Baptism', role: 'baptized' },
  BLES: { type: 'Blessing', role: 'blessed' },
  BARM: { type: 'Bar Mitzvah', role: 'present' },
  BASM: { type: 'Bas Mitzvah', role: 'present' },
  CONF: { type: 'Confirmation', role: 'confirmed' },
  FCOM: { type: 'First Communion', role: 'present' },
  ORDN: { type: 'Ordination', role: 'ordained' },
  NATU: { type: 'Naturalization', role: 'naturalized' },
  EMIG: { type: 'Emigration', role: 'emigrated' },
  IMMI: { type: 'Immigration', role: 'immigrated' },
  CENS: { type: 'Census', role: 'census' },
  PROB: { type: 'Probate', role: 'present' },
  WILL: { type: 'Will Signed', role: 'present' },
  GRAD: { type: 'Graduation', role: 'graduated' },
  RETI: { type: 'Retirement', role: 'retired' },
  RESI: { type: 'Residence', role: 'present' },
  ADOP: { type: 'Adoption', role: 'child' },
  PROP: { type: 'Property', role: 'present' },
  _MILT: { type: 'military', role: 'member' },
  _MILI: { type: 'military', role: 'member' },
  EVEN: { type: 'Custom', role: 'participant' },
};

export const FAM_EVENT_TAGS: Readonly<Record<string, TagMapping>> = {
  MARR: { type: 'marriage', role: 'spouse' },
  DIV: { type: 'Divorce', role: 'spouse' },
  DIVF: { type: 'Divorce Filed', role: 'present' },
  ANUL: { type: 'Annulment', role: 'spouse' },
  ENGA: { type: 'Engagement', role: 'engaged' },
  MARB: { type: 'Marriage Notice', role: 'spouse' },
  MARC: { type: 'Marriage Contract', role: 'spouse' },
  MARL: { type: 'Marriage License', role: 'spouse' },
  MARS: { type: 'Marriage Settlement', role: 'spouse' },
  CENS: { type: 'Census', role: 'census' },
  RESI: { type: 'Residence', role: 'present' },
  EVEN: { type: 'Custom', role: 'participant' },
};

/** Types whose events belong to a couple, so they are written under a FAM record. */
const COUPLE_TYPES = new Set(['marriage', 'wedding reception', 'Honeymoon', 'Divorce', 'Divorce Filed', 'Annulment', 'Engagement', 'Marriage Notice', 'Marriage Contract', 'Marriage License', 'Marriage Settlement']);
export const isCoupleType = (type: string): boolean => COUPLE_TYPES.has(type);

/** The role an event's main person has: the first required role of its type ('child' for a birth). */
export function leadingRole(type: string): string {
  return eventTypeDefinition(type)?.requiredRoles[0] ?? 'participant';
}

/** The role partners take in a couple event of this type. */
export function partnerRole(type: string): string {
  if (type === 'Engagement') return 'engaged';
  if (type === 'Divorce Filed') return 'present';
  return isCoupleType(type) ? 'spouse' : leadingRole(type);
}

const BY_LABEL = new Map(EVENT_TYPE_DEFINITIONS.map((definition) => [definition.label.toLowerCase(), definition.type]));

/**
 * EVEN with a TYPE that names one of our types ('Military', 'Honeymoon', 'Wedding Reception')
 * becomes that type; any other TYPE makes a Custom event named by it.
 */
export function typeForDescriptor(descriptor: string | undefined): string | undefined {
  if (!descriptor) return undefined;
  return BY_LABEL.get(descriptor.trim().toLowerCase());
}

/** The tag an event type is written with, where GEDCOM has one (else EVEN + TYPE). */
const TAG_OF_TYPE = new Map<string, string>();
for (const [tag, mapping] of Object.entries(INDI_EVENT_TAGS)) if (!tag.startsWith('_') && tag !== 'EVEN' && !TAG_OF_TYPE.has(mapping.type)) TAG_OF_TYPE.set(mapping.type, tag);
for (const [tag, mapping] of Object.entries(FAM_EVENT_TAGS)) if (tag !== 'EVEN' && !TAG_OF_TYPE.has(mapping.type)) TAG_OF_TYPE.set(mapping.type, tag);
export const tagForType = (type: string): string | undefined => TAG_OF_TYPE.get(type);

/** NAME TYPE values (5.5.1 lower case, 7.0 upper case) and what they become. */
const NAME_TYPE_OF: Readonly<Record<string, NameType>> = {
  birth: 'Birth Name',
  maiden: 'Birth Name',
  married: 'Married Name',
  aka: 'Nick Name',
  nickname: 'Nick Name',
  'nick name': 'Nick Name',
  immigrant: 'Legal Name Change',
  'legal name change': 'Legal Name Change',
  'birth name': 'Birth Name',
  'married name': 'Married Name',
};

export function nameTypeFor(typeText: string | undefined, phrase: string | undefined): NameType | undefined {
  if (!typeText) return undefined;
  return NAME_TYPE_OF[typeText.trim().toLowerCase()] ?? (phrase ? NAME_TYPE_OF[phrase.trim().toLowerCase()] : undefined);
}

/** How a name type is written when the file did not say it some other way. */
export function nameTypeText(type: NameType, version: '5.5.1' | '7.0'): { type: string; phrase?: string } {
  const v7 = version === '7.0';
  switch (type) {
    case 'Birth Name':
      return { type: v7 ? 'BIRTH' : 'birth' };
    case 'Married Name':
      return { type: v7 ? 'MARRIED' : 'married' };
    case 'Nick Name':
      return { type: v7 ? 'AKA' : 'aka' };
    case 'Legal Name Change':
      return v7 ? { type: 'OTHER', phrase: 'Legal Name Change' } : { type: 'Legal Name Change' };
  }
}

/** SEX values and the product's genders (spec 001 section 5: Male, Female, or free text). */
export function sexFromGedcom(value: string | undefined): string {
  const v = (value ?? '').trim().toUpperCase();
  if (v === 'M') return 'Male';
  if (v === 'F') return 'Female';
  if (v === 'X') return 'Intersex';
  if (v === 'U' || v === '') return '';
  return (value ?? '').trim();
}

export function sexToGedcom(sex: string, version: '5.5.1' | '7.0'): string | undefined {
  if (sex === 'Male') return 'M';
  if (sex === 'Female') return 'F';
  if (sex === '') return undefined;
  return version === '7.0' ? 'X' : 'U';
}

/** FAMC PEDI values that make a child link a birth or an adoption; others (foster, sealing) stay as written. */
export function pedigreeOf(value: string | undefined): 'birth' | 'adopted' | 'other' {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'birth') return 'birth';
  if (v === 'adopted') return 'adopted';
  return 'other';
}
