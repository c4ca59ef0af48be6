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

/**
 * 5.5.1's SEX has M, F and U only: a sex it cannot say (7.0's X, intersex) is written `SEX U` with
 * 7.0's value in this extension under it (`1 SEX U` + `2 _SEX X`), which an import reads back as
 * that sex (`sexOfStructure`): a 7.0 file through 5.5.1 keeps its X.
 */
export const SEX_BEYOND_551 = '_SEX';

/** The sex a SEX structure says, and the `_SEX` under a `SEX U` that said it (not to be kept). */
export function sexOfStructure(sex: { value?: string; children: readonly { tag: string; value?: string }[] }): { sex: string; extension?: { tag: string } } {
  const beyond = sex.value?.trim().toUpperCase() === 'U' ? sex.children.find((c) => c.tag === SEX_BEYOND_551 && sexFromGedcom(c.value) !== '') : undefined;
  return beyond ? { sex: sexFromGedcom(beyond.value), extension: beyond } : { sex: sexFromGedcom(sex.value) };
}

/** The events whose payload is `Y` or nothing (7.0's payloads.tsv; 5.5.1 the same, but for DEAT's and MARR's). */
export const YES_EVENTS = new Set(['ADOP', 'ANUL', 'BAPM', 'BARM', 'BASM', 'BIRT', 'BLES', 'BURI', 'CENS', 'CHR', 'CHRA', 'CONF', 'CREM', 'DEAT', 'DIV', 'DIVF', 'EMIG', 'ENGA', 'FCOM', 'GRAD', 'IMMI', 'MARB', 'MARC', 'MARL', 'MARR', 'MARS', 'NATU', 'ORDN', 'PROB', 'RETI', 'WILL']);

/**
 * `DIV N`, which files write for "no divorce" (royal92): not an event of the tree but a structure
 * kept as written, which 7.0 spells `NO DIV` (seven-respell.ts).
 */
export const saysNotHappened = (node: { tag: string; value?: string }): boolean => YES_EVENTS.has(node.tag) && node.value?.trim().toUpperCase() === 'N';

/** FAMC PEDI values that make a child link a birth or an adoption; others (foster, sealing) stay as written. */
export function pedigreeOf(value: string | undefined): 'birth' | 'adopted' | 'other' {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'birth') return 'birth';
  if (v === 'adopted') return 'adopted';
  return 'other';
}

/**
 * GEDCOM 7 enumerations (the specification's enumerationsets.tsv), by the structure that holds
 * them: the tag, and for STAT and TYPE the tag above it.
 */
const ENUMERATIONS_7: Record<string, readonly string[]> = {
  PEDI: ['ADOPTED', 'BIRTH', 'FOSTER', 'OTHER', 'SEALING'],
  MEDI: ['AUDIO', 'BOOK', 'CARD', 'ELECTRONIC', 'FICHE', 'FILM', 'MAGAZINE', 'MANUSCRIPT', 'MAP', 'NEWSPAPER', 'OTHER', 'PHOTO', 'TOMBSTONE', 'VIDEO'],
  ROLE: ['CHIL', 'CLERGY', 'FATH', 'FRIEND', 'GODP', 'HUSB', 'MOTH', 'MULTIPLE', 'NGHBR', 'OFFICIATOR', 'OTHER', 'PARENT', 'SPOU', 'WIFE', 'WITN'],
  'FAMC STAT': ['CHALLENGED', 'DISPROVEN', 'PROVEN'],
  'ord STAT': ['BIC', 'CANCELED', 'CHILD', 'COMPLETED', 'DNS', 'DNS_CAN', 'EXCLUDED', 'INFANT', 'PRE_1970', 'STILLBORN', 'SUBMITTED', 'UNCLEARED'],
  'FAMC ADOP': ['BOTH', 'HUSB', 'WIFE'],
  'NAME TYPE': ['AKA', 'BIRTH', 'IMMIGRANT', 'MAIDEN', 'MARRIED', 'OTHER', 'PROFESSIONAL'],
};
const RESN_7 = ['CONFIDENTIAL', 'LOCKED', 'PRIVACY'];
const ORDINANCES = new Set(['BAPL', 'CONL', 'ENDL', 'INIL', 'SLGC', 'SLGS']);

/**
 * How GEDCOM 7 spells an enumeration value written in another way (5.5.1's `PEDI foster`,
 * `STAT DNS/CAN`): its 7.0 value, or OTHER with the text as its PHRASE when the set has OTHER
 * and the text is none of its values. Undefined when the structure holds no enumeration, or
 * the value has no 7.0 spelling (left as written).
 */
export function enumeration7(tag: string, parentTag: string | undefined, value: string | undefined): { value: string; phrase?: string } | undefined {
  const text = (value ?? '').trim();
  // An extension value ('_STEP') is a 7.0 enumeration value as it is.
  if (!text || text.startsWith('_')) return undefined;
  if (tag === 'RESN') {
    const values = text.split(',').map((v) => v.trim().toUpperCase());
    return values.every((v) => RESN_7.includes(v)) ? { value: values.join(', ') } : undefined;
  }
  const key = tag === 'STAT' ? (parentTag === 'FAMC' ? 'FAMC STAT' : parentTag && ORDINANCES.has(parentTag) ? 'ord STAT' : '') : tag === 'TYPE' || tag === 'ADOP' ? `${parentTag} ${tag}` : tag;
  const set = ENUMERATIONS_7[key];
  if (!set) return undefined;
  // 5.5.1 role descriptors are in parentheses: '(godfather)'.
  const bare = text.replace(/^\((.*)\)$/, '$1').trim();
  const upper = (key === 'ord STAT' ? bare.replace(/[-/ ]/g, '_') : bare).toUpperCase();
  if (set.includes(upper)) return { value: upper };
  const role = key === 'ROLE' ? ROLE_WORDS[bare.toLowerCase()] : undefined;
  if (role) return { value: role, phrase: bare };
  return set.includes('OTHER') ? { value: 'OTHER', phrase: bare } : undefined;
}

/**
 * 5.5.1 role words (a RELA, a descriptor in parentheses) that name a 7.0 ROLE 5.5.1 has no tag for,
 * written as that ROLE with the words as its PHRASE, as FamilySearch's converter writes `RELA neighbor`
 * (`ROLE NGHBR` + `PHRASE neighbor`); a 5.5.1 export writes the words again.
 */
const ROLE_WORDS: Readonly<Record<string, string>> = { neighbor: 'NGHBR', neighbour: 'NGHBR', witness: 'WITN', godparent: 'GODP' };

/** 5.5.1 language names (its LANGUAGE_ID) and the BCP 47 tags GEDCOM 7 writes for them. */
const LANGUAGE_TAGS: Record<string, string> = {
  afrikaans: 'af', albanian: 'sq', arabic: 'ar', armenian: 'hy', basque: 'eu', belorusian: 'be', bengali: 'bn', bulgarian: 'bg',
  catalan: 'ca', chinese: 'zh', croatian: 'hr', czech: 'cs', danish: 'da', dutch: 'nl', english: 'en', esperanto: 'eo',
  estonian: 'et', faroese: 'fo', finnish: 'fi', french: 'fr', georgian: 'ka', german: 'de', greek: 'el', gujarati: 'gu',
  hawaiian: 'haw', hebrew: 'he', hindi: 'hi', hungarian: 'hu', icelandic: 'is', indonesian: 'id', italian: 'it', japanese: 'ja',
  kannada: 'kn', khmer: 'km', korean: 'ko', lao: 'lo', latvian: 'lv', lithuanian: 'lt', macedonian: 'mk', marathi: 'mr',
  mongolian: 'mn', nepali: 'ne', norwegian: 'no', persian: 'fa', polish: 'pl', portuguese: 'pt', romanian: 'ro', russian: 'ru',
  serb: 'sr', serbian: 'sr', slovak: 'sk', slovene: 'sl', spanish: 'es', swahili: 'sw', swedish: 'sv', tagalog: 'tl', tamil: 'ta',
  telugu: 'te', thai: 'th', tibetan: 'bo', turkish: 'tr', ukrainian: 'uk', urdu: 'ur', vietnamese: 'vi', welsh: 'cy', yiddish: 'yi',
};

/**
 * A header or record LANG in the other version: 5.5.1 names the language ('English'), 7.0 gives
 * its BCP 47 tag ('en'). A name or tag not in the table is written as it came.
 */
export function languageFor(value: string, version: '5.5.1' | '7.0'): string {
  const text = value.trim();
  if (version === '7.0') return LANGUAGE_TAGS[text.toLowerCase()] ?? text;
  const primary = text.toLowerCase().split('-')[0];
  const name = Object.keys(LANGUAGE_TAGS).find((k) => LANGUAGE_TAGS[k] === primary && k !== 'serb');
  return name ? name[0]!.toUpperCase() + name.slice(1) : text;
}

/** 7.0 ROLE values 5.5.1 has too (its ROLE_IN_EVENT); any other role is a descriptor in parentheses there. */
const ROLES_551 = new Set(['CHIL', 'HUSB', 'WIFE', 'MOTH', 'FATH', 'SPOU']);
/** Enumerations 5.5.1 spells in lower case (PEDIGREE_LINKAGE_TYPE, NAME_TYPE, SOURCE_MEDIA_TYPE, RESTRICTION_NOTICE, CHILD_LINKAGE_STATUS). */
const LOWER_CASE_551 = new Set(['PEDI', 'NAME TYPE', 'MEDI', 'RESN', 'FAMC STAT']);

/**
 * How GEDCOM 5.5.1 spells a 7.0 enumeration value (the reverse of `enumeration7`): `PEDI BIRTH` ->
 * `birth`, `NAME TYPE OTHER` with its PHRASE -> the phrase's words, `ROLE OTHER` + PHRASE ->
 * `(godfather)`, `STAT DNS_CAN` -> `DNS/CAN`. `phrase` is the value's PHRASE, which 5.5.1 has no
 * place for: `usesPhrase` says the spelling holds its words. Undefined when the structure holds no
 * 7.0 enumeration or its value is none (an extension value, text another program wrote).
 */
export function enumeration551(tag: string, parentTag: string | undefined, value: string | undefined, phrase?: string): { value: string; usesPhrase: boolean } | undefined {
  const text = (value ?? '').trim();
  if (!text || text.startsWith('_')) return undefined;
  const key = tag === 'STAT' ? (parentTag === 'FAMC' ? 'FAMC STAT' : parentTag && ORDINANCES.has(parentTag) ? 'ord STAT' : '') : tag === 'TYPE' ? `${parentTag} ${tag}` : tag;
  if (key === 'RESN') {
    const values = text.split(',').map((v) => v.trim());
    return values.every((v) => RESN_7.includes(v)) ? { value: values.join(', ').toLowerCase(), usesPhrase: false } : undefined;
  }
  if (!ENUMERATIONS_7[key]?.includes(text)) return undefined;
  const words = phrase?.trim() || undefined;
  if (key === 'ROLE') {
    if (ROLES_551.has(text)) return { value: text, usesPhrase: false };
    return { value: `(${(words ?? text.toLowerCase()).replace(/\(/g, '[').replace(/\)/g, ']')})`, usesPhrase: words !== undefined };
  }
  if (key === 'ord STAT') return { value: text.replace('DNS_CAN', 'DNS/CAN').replace('PRE_1970', 'PRE-1970'), usesPhrase: false };
  if (!LOWER_CASE_551.has(key)) return { value: text, usesPhrase: false };
  if (text === 'OTHER' && words) return { value: words, usesPhrase: true };
  // 5.5.1's NAME_TYPE has no PROFESSIONAL: a user-defined type there, written as 7.0 spells it.
  return { value: text === 'PROFESSIONAL' ? text : text.toLowerCase(), usesPhrase: false };
}
