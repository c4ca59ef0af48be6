import rulesJson from './spec-rules.json';

/** One structure type of the GEDCOM 7 specification, keyed by its URI in {@link SpecRules.structures}. */
export interface StructureRule {
  /** Its standard tag. */
  tag: string;
  /** Its payload type as payloads.tsv names it: a type URI, `Y|<NULL>`, `@<record URI>@`, or null for none. */
  payload: string | null;
  /** Tag -> URI of each substructure it may hold. */
  substructures: Record<string, string>;
  /** Substructure URI -> `{0:1}`, `{1:1}`, `{0:M}` or `{1:M}`. */
  cardinalities: Record<string, string>;
  /** The enumeration set its payload's values come from. */
  enumerationSet?: string;
}

/**
 * What the validator knows of GEDCOM 7, generated from the specification's own tables by
 * test/scripts/gedcom-spec-rules/generate.ts (a unit test keeps the committed JSON equal to it).
 */
export interface SpecRules {
  source: string;
  /** Tag -> URI of what may stand at level 0 (records, HEAD, TRLR). */
  records: Record<string, string>;
  structures: Record<string, StructureRule>;
  /** Enumeration set URI -> the tags of its values. */
  enumerationSets: Record<string, string[]>;
  /** Calendar URI -> its tag, the tags of its months and its epochs. */
  calendars: Record<string, { tag: string; months: string[]; epochs: string[] }>;
  /** Payload type -> name of the ABNF rule its payload must match. */
  payloadGrammar: Record<string, string>;
  /** ABNF rule name -> regular-expression source (for the `u` flag). */
  grammar: Record<string, string>;
}

export const specRules: SpecRules = rulesJson as SpecRules;

const compiled = new Map<string, RegExp>();

/** The whole-string matcher of one ABNF rule of the specification. */
export function grammarRule(name: string): RegExp {
  let regex = compiled.get(name);
  if (!regex) {
    const source = specRules.grammar[name];
    if (source === undefined) throw new Error(`The GEDCOM 7 rules have no grammar rule ${name}`);
    regex = new RegExp(`^(?:${source})$`, 'u');
    compiled.set(name, regex);
  }
  return regex;
}
