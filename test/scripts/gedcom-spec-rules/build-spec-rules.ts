import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpecRules, StructureRule } from '../../../lambdas/domain/gedcom/validate/spec-rules';
import { parseAbnf, ruleSource } from './abnf-regex';

/**
 * Builds the validator's rules from the GEDCOM 7 specification's machine-readable extract
 * (../shared/testdata/gedcom/gedcom7-spec): every structure, substructure, cardinality, payload
 * type and enumeration comes from its TSV tables, the calendars' months and epochs from its tags/
 * YAML files, and every grammar from its ABNF. Nothing about GEDCOM is decided here except
 * which ABNF rule checks which payload type (the specification says so in prose).
 */

/** Payload type (as payloads.tsv names it) -> the ABNF rule its payload must match. */
export const PAYLOAD_GRAMMAR: Record<string, string> = {
  'http://www.w3.org/2001/XMLSchema#string': 'Text',
  'http://www.w3.org/2001/XMLSchema#Language': 'Language-Tag',
  'http://www.w3.org/2001/XMLSchema#anyURI': 'URI-reference',
  'http://www.w3.org/2001/XMLSchema#nonNegativeInteger': 'Integer',
  'http://www.w3.org/ns/dcat#mediaType': 'MediaType',
  'https://gedcom.io/terms/v7/type-Age': 'Age',
  'https://gedcom.io/terms/v7/type-Date': 'DateValue',
  'https://gedcom.io/terms/v7/type-Date#exact': 'DateExact',
  'https://gedcom.io/terms/v7/type-Date#period': 'DatePeriod',
  'https://gedcom.io/terms/v7/type-Enum': 'Enum',
  'https://gedcom.io/terms/v7/type-FilePath': 'URI-reference',
  'https://gedcom.io/terms/v7/type-Latitude': 'Latitude',
  'https://gedcom.io/terms/v7/type-Longitude': 'Longitude',
  'https://gedcom.io/terms/v7/type-List#Enum': 'List-Enum',
  'https://gedcom.io/terms/v7/type-List#Text': 'List-Text',
  'https://gedcom.io/terms/v7/type-Name': 'PersonalName',
  'https://gedcom.io/terms/v7/type-TagDef': 'TagDef',
  'https://gedcom.io/terms/v7/type-Time': 'Time',
};

/** Line-level rules the validator splits lines with, besides the payload grammars. */
const LINE_RULES = ['Level', 'Xref', 'Tag', 'extTag', 'stdTag', 'pointer', 'lineStr', 'banned', 'Integer', 'listDelim', 'dateRestrict'];

/**
 * The specification names RFC 3986's URI-reference without including its ABNF. The validator
 * only asks that such a payload be one word (a URI has no spaces), said in the README.
 */
const UNDEFINED_RULES = { 'URI-reference': '[^\\u{20}\\u{9}]+' };

const ABNF_FILES = ['grammar.abnf', 'core.abnf', 'languagetag.abnf', 'mediatype.abnf'];

function tsvRows(specDir: string, name: string): string[][] {
  const [, ...rows] = readFileSync(join(specDir, name), 'utf8').split(/\r?\n/).filter((line) => line.trim());
  return rows.map((row) => row.split('\t'));
}

/** The few top-level keys the validator needs from a term's YAML file (flat keys and string lists). */
function yamlTerm(text: string): { type?: string; uri?: string; tag?: string; months: string[]; epochs: string[] } {
  const scalar = (key: string) => new RegExp(`^${key}: ['"]?([^'"\\n]*)['"]?$`, 'm').exec(text)?.[1];
  const list = (key: string) => {
    const block = new RegExp(`^${key}:\\n((?:  - .*\\n)*)`, 'm').exec(text)?.[1] ?? '';
    return [...block.matchAll(/^ {2}- "?([^"\n]*)"?$/gm)].map((m) => m[1]!);
  };
  return { type: scalar('type'), uri: scalar('uri'), tag: scalar('standard tag'), months: list('months'), epochs: list('epochs') };
}

export function buildSpecRules(specDir: string): SpecRules {
  const terms = readdirSync(join(specDir, 'tags'))
    .sort()
    .map((name) => yamlTerm(readFileSync(join(specDir, 'tags', name), 'utf8')));
  const tagOf = new Map(terms.filter((t) => t.uri && t.tag).map((t) => [t.uri!, t.tag!]));
  const need = (uri: string) => {
    const tag = tagOf.get(uri);
    if (!tag) throw new Error(`no standard tag for ${uri} in tags/`);
    return tag;
  };

  const structures: Record<string, StructureRule> = {};
  for (const [uri, payload] of tsvRows(specDir, 'payloads.tsv')) {
    structures[uri!] = { tag: need(uri!), payload: payload || null, substructures: {}, cardinalities: {} };
  }
  const structure = (uri: string) => {
    const found = structures[uri];
    if (!found) throw new Error(`${uri} is in a table but not in payloads.tsv`);
    return found;
  };
  const records: Record<string, string> = {};
  for (const [superstructure, tag, uri] of tsvRows(specDir, 'substructures.tsv')) {
    if (superstructure) structure(superstructure).substructures[tag!] = uri!;
    else records[tag!] = uri!;
  }
  for (const [superstructure, uri, cardinality] of tsvRows(specDir, 'cardinalities.tsv')) {
    structure(superstructure!).cardinalities[uri!] = cardinality!;
  }
  for (const [uri, set] of tsvRows(specDir, 'enumerations.tsv')) structure(uri!).enumerationSet = set;

  const enumerationSets: Record<string, string[]> = {};
  for (const [set, value] of tsvRows(specDir, 'enumerationsets.tsv')) (enumerationSets[set!] ??= []).push(need(value!));

  const calendars: SpecRules['calendars'] = {};
  for (const term of terms.filter((t) => t.type === 'calendar')) {
    calendars[term.uri!] = { tag: term.tag!, months: term.months.map(need), epochs: term.epochs };
  }

  const abnf = new Map();
  for (const name of ABNF_FILES) parseAbnf(readFileSync(join(specDir, name), 'utf8'), abnf);
  const grammar: Record<string, string> = {};
  for (const rule of [...LINE_RULES, ...new Set(Object.values(PAYLOAD_GRAMMAR))]) grammar[rule] = ruleSource(abnf, rule, UNDEFINED_RULES);

  const origin = readFileSync(join(specDir, 'ORIGIN.md'), 'utf8');
  const commit = /commit ([0-9a-f]+)/.exec(origin)?.[1] ?? 'unknown';
  return {
    source: `Generated from the GEDCOM 7 specification's extracted files (FamilySearch/GEDCOM, commit ${commit}), licensed under the Apache License 2.0; see README.md beside this file.`,
    records,
    structures,
    enumerationSets,
    calendars,
    payloadGrammar: PAYLOAD_GRAMMAR,
    grammar,
  };
}

/** The committed file's exact text: stable key order, one structure a line so diffs stay readable. */
export function specRulesJson(rules: SpecRules): string {
  return `${JSON.stringify(rules, null, 1)}\n`;
}
