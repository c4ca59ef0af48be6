import { calendarsByTag, type Calendar } from './date-calendars';
import type { Finding, ValidationResult } from './findings';
import { parseLines, type ValidatedNode } from './parse-lines';
import { payloadProblem, pointerTarget } from './payload-check';
import { grammarRule, specRules } from './spec-rules';

/** GEDC.VERS values checked: 7.0 and its patch releases; 7.1 adds nothing the 7.0 tables reject in the official 7.1 files. */
const SUPPORTED_VERSION = /^7\.[01](\.\d+)?$/;

const isExtension = (tag: string) => grammarRule('extTag').test(tag);
const tagOfUri = (uri: string) => specRules.structures[uri]?.tag ?? uri;
const RECORD_URIS = new Set(Object.values(specRules.records));

interface Context {
  findings: Finding[];
  /** Extension tag -> the URIs HEAD.SCHMA gives it. */
  schema: Map<string, string[]>;
  calendars: Map<string, Calendar>;
  /** Xref -> its record and the URI it was resolved to (undefined for an undocumented extension record). */
  records: Map<string, { node: ValidatedNode; uri: string | undefined }>;
}

/** The standard URI an extension tag stands for, when HEAD.SCHMA maps it to exactly one known structure. */
function documentedUri(tag: string, context: Context, atRecordLevel: boolean): string | undefined {
  const uris = context.schema.get(tag);
  const uri = uris?.length === 1 ? uris[0]! : undefined;
  if (!uri || !specRules.structures[uri]) return undefined;
  return RECORD_URIS.has(uri) === atRecordLevel ? uri : undefined;
}

function readSchema(head: ValidatedNode | undefined, findings: Finding[]): Map<string, string[]> {
  const schema = new Map<string, string[]>();
  for (const definition of head?.children.find((c) => c.tag === 'SCHMA')?.children ?? []) {
    if (definition.tag !== 'TAG' || !definition.text) continue;
    const [tag, uri] = definition.text.split(' ');
    if (!tag || !uri) continue;
    const uris = schema.get(tag) ?? [];
    if (uris.includes(uri)) findings.push({ line: definition.line, message: `SCHMA maps ${tag} to ${uri} a second time` });
    schema.set(tag, [...uris, uri]);
  }
  return schema;
}

function checkHeaderAndTrailer(roots: ValidatedNode[], context: Context) {
  const { findings } = context;
  const first = roots[0];
  if (first?.tag !== 'HEAD') findings.push({ line: first?.line ?? 0, message: 'The file must start with 0 HEAD' });
  const last = roots.at(-1);
  if (last?.tag !== 'TRLR') findings.push({ line: last?.line ?? 0, message: 'The file must end with 0 TRLR' });
  roots.forEach((root, index) => {
    if (root.tag === 'HEAD' && index > 0) findings.push({ line: root.line, message: 'a second HEAD: the header comes once, first' });
    if (root.tag === 'TRLR' && index < roots.length - 1) findings.push({ line: root.line, message: 'TRLR must be the last line' });
  });
  const version = first?.tag === 'HEAD' ? first.children.find((c) => c.tag === 'GEDC')?.children.find((c) => c.tag === 'VERS') : undefined;
  if (version?.text !== undefined && !SUPPORTED_VERSION.test(version.text)) {
    findings.push({ line: version.line, message: `GEDC.VERS is ${version.text}: this validator checks GEDCOM 7.0 (7.0.x, and 7.1 files against the 7.0 tables)` });
  }
}

function indexRecords(roots: ValidatedNode[], context: Context) {
  for (const root of roots) {
    if (!root.xref) continue;
    if (root.xref === '@VOID@') {
      context.findings.push({ line: root.line, message: '@VOID@ is the null pointer and cannot be a record id' });
      continue;
    }
    const earlier = context.records.get(root.xref);
    if (earlier) {
      context.findings.push({ line: root.line, message: `the record id ${root.xref} is already used on line ${earlier.node.line}` });
      continue;
    }
    const uri = isExtension(root.tag) ? documentedUri(root.tag, context, true) : specRules.records[root.tag];
    context.records.set(root.xref, { node: root, uri });
  }
}

function checkPointer(node: ValidatedNode, targetUri: string | undefined, context: Context) {
  if (node.pointer === undefined || node.pointer === '@VOID@') return;
  const target = context.records.get(node.pointer);
  if (!target) {
    context.findings.push({ line: node.line, message: `${node.tag} points to ${node.pointer}, but no record has that id` });
    return;
  }
  if (targetUri && target.uri !== targetUri) {
    const found = target.uri ? `a ${tagOfUri(target.uri)} record` : `a ${target.node.tag} record`;
    context.findings.push({ line: node.line, message: `${node.tag} points to ${node.pointer}, ${found} (line ${target.node.line}), but must point to a ${tagOfUri(targetUri)} record` });
  }
}

function checkCardinalities(node: ValidatedNode, uri: string, childUris: (string | undefined)[], context: Context) {
  const rule = specRules.structures[uri]!;
  for (const [childUri, cardinality] of Object.entries(rule.cardinalities)) {
    const present = node.children.filter((child, index) => childUris[index] === childUri && !isExtension(child.tag));
    const childTag = tagOfUri(childUri);
    if (cardinality.startsWith('{1') && present.length === 0) {
      context.findings.push({ line: node.line, message: `${rule.tag} must have a ${childTag} (${cardinality}), and has none` });
    }
    if (cardinality.endsWith(':1}') && present.length > 1) {
      context.findings.push({ line: present[1]!.line, message: `a second ${childTag} under ${rule.tag} (line ${node.line}): only one is allowed (${cardinality}), the first is on line ${present[0]!.line}` });
    }
  }
}

/** Checks one structure known by its URI (a standard one, or an extension tag SCHMA maps onto one), then its substructures. */
function checkStructure(node: ValidatedNode, uri: string | undefined, path: string, context: Context) {
  if (node.xref && node.level > 0) context.findings.push({ line: node.line, message: `${node.tag} has the id ${node.xref}, but only records (level 0) have ids` });
  if (uri === undefined) {
    // An undocumented extension: its payload and substructures mean what its author says. Even a
    // pointer to a record not in the file is allowed (FamilySearch's extensions.ged: `1 _IN @B1@`).
    for (const child of node.children) checkStructure(child, undefined, `${path}.${child.tag}`, context);
    return;
  }
  const rule = specRules.structures[uri]!;
  const problem = payloadProblem(node, rule, context.calendars);
  if (problem) context.findings.push({ line: node.line, message: problem });
  else checkPointer(node, pointerTarget(rule), context);

  const childUris = node.children.map((child) => {
    if (isExtension(child.tag)) return documentedUri(child.tag, context, false);
    const childUri = rule.substructures[child.tag];
    if (!childUri) {
      context.findings.push({ line: child.line, message: `${child.tag} is not allowed under ${path} (a ${rule.tag} may hold ${Object.keys(rule.substructures).join(', ') || 'nothing'})` });
    }
    return childUri;
  });
  checkCardinalities(node, uri, childUris, context);
  node.children.forEach((child, index) => {
    // A misplaced standard tag was reported above; its own content cannot be checked without a context.
    if (!isExtension(child.tag) && childUris[index] === undefined) return;
    checkStructure(child, childUris[index], `${path}.${child.tag}`, context);
  });
}

/**
 * Validates a GEDCOM 7 file against the rules generated from the specification's tables
 * (spec-rules.json): line grammar, HEAD and TRLR, record ids and pointers, which structure may
 * stand under which, cardinalities, payload types, enumerations, dates and extension tags.
 */
export function validateGedcom7(bytes: Uint8Array): ValidationResult {
  const findings: Finding[] = [];
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { valid: false, findings: [{ line: 0, message: 'The file is not UTF-8, which GEDCOM 7 requires' }] };
  }
  const roots = parseLines(text, findings);
  const schema = readSchema(roots[0]?.tag === 'HEAD' ? roots[0] : undefined, findings);
  const context: Context = { findings, schema, calendars: calendarsByTag(schema), records: new Map() };
  checkHeaderAndTrailer(roots, context);
  indexRecords(roots, context);
  for (const root of roots) {
    if (root.tag === 'CONT') {
      findings.push({ line: root.line, message: 'CONT at level 0 continues nothing' });
      continue;
    }
    const uri = isExtension(root.tag) ? documentedUri(root.tag, context, true) : specRules.records[root.tag];
    if (!isExtension(root.tag) && !uri) {
      findings.push({ line: root.line, message: `${root.tag} is not a GEDCOM 7 record (records are ${Object.keys(specRules.records).filter((t) => t !== 'CONT').join(', ')}; an extension record's tag starts with _)` });
      continue;
    }
    checkStructure(root, uri, root.tag, context);
  }
  findings.sort((a, b) => a.line - b.line);
  return { valid: findings.length === 0, findings };
}
