import { calendarProblem, type Calendar } from './date-calendars';
import type { ValidatedNode } from './parse-lines';
import { grammarRule, specRules, type StructureRule } from './spec-rules';

/** What a payload type is called in a message. */
const TYPE_NAMES: Record<string, string> = {
  Text: 'text',
  'Language-Tag': 'a language tag such as en or de-CH',
  'URI-reference': 'a URI or file path (no spaces)',
  Integer: 'a whole number',
  MediaType: 'a media type such as image/jpeg',
  Age: 'an age such as 42y 3m or > 2y',
  DateValue: 'a date such as 2 JAN 1900, ABT 1850, BET 1800 AND 1810 or FROM 1900 TO 1910',
  DateExact: 'an exact date such as 2 JAN 1900',
  DatePeriod: 'a period such as FROM 1900 TO 1910, or nothing',
  Latitude: 'a latitude such as N51.5',
  Longitude: 'a longitude such as W0.12',
  'List-Text': 'a comma-separated list',
  PersonalName: 'a name with at most one /surname/',
  TagDef: 'an extension tag and its URI',
  Time: 'a time such as 13:05:00',
};

const POINTER_TYPE = /^@<(.+)>@$/;

/** The record URI a pointer payload type must point at, or undefined when the payload is not a pointer. */
export const pointerTarget = (rule: StructureRule): string | undefined => (rule.payload ? POINTER_TYPE.exec(rule.payload)?.[1] : undefined);

function enumerationProblem(values: string[], rule: StructureRule): string | undefined {
  const allowed = rule.enumerationSet ? specRules.enumerationSets[rule.enumerationSet] ?? [] : [];
  const wrong = values.find((value) => !grammarRule('extTag').test(value) && !allowed.includes(value));
  if (wrong === undefined) return undefined;
  return `${rule.tag} "${wrong}" is not one of ${allowed.join(', ')} (an extension value starts with _)`;
}

/**
 * Checks a structure's payload against its payload type: present or absent as the type asks, not a
 * pointer where text is due, matching the type's ABNF rule, enumeration values from their set, and
 * date months and epochs from their calendar. Pointers' targets are checked by the caller.
 */
export function payloadProblem(node: ValidatedNode, rule: StructureRule, calendars: Map<string, Calendar>): string | undefined {
  const { payload } = rule;
  if (payload === null) {
    if (node.pointer !== undefined || node.text !== undefined) return `${rule.tag} takes no payload, but has "${node.pointer ?? node.text}"`;
    return undefined;
  }
  if (payload === 'Y|<NULL>') {
    if (node.pointer !== undefined || (node.text !== undefined && node.text !== 'Y')) return `${rule.tag} takes Y or nothing, not "${node.pointer ?? node.text}"`;
    return undefined;
  }
  if (pointerTarget(rule)) {
    if (node.pointer === undefined) return `${rule.tag} must point to a record (@ID@ or @VOID@), but has ${node.text === undefined ? 'nothing' : `"${node.text}"`}`;
    return undefined;
  }
  const ruleName = specRules.payloadGrammar[payload];
  if (!ruleName) return `${rule.tag} has a payload type this validator does not know (${payload})`;
  if (node.pointer !== undefined) return `${rule.tag} takes ${TYPE_NAMES[ruleName] ?? ruleName}, not a pointer (${node.pointer}); a text that starts with @ is written @@`;
  const text = node.text ?? '';
  // A value from the set or an extension tag always matches the Enum rule, so the set says more.
  if (ruleName === 'Enum') return enumerationProblem([text], rule);
  if (ruleName === 'List-Enum') return enumerationProblem(text.split(new RegExp(specRules.grammar.listDelim!, 'u')), rule);
  if (!grammarRule(ruleName).test(text)) return `${rule.tag} "${text}" is not ${TYPE_NAMES[ruleName] ?? ruleName}`;
  if (ruleName.startsWith('Date')) {
    const problem = calendarProblem(text, calendars);
    return problem && `${rule.tag} "${text}": ${problem}`;
  }
  return undefined;
}
