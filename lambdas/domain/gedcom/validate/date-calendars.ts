import { grammarRule, specRules } from './spec-rules';

export interface Calendar {
  tag: string;
  months: string[];
  epochs: string[];
}

/** Calendar tag -> calendar: the specification's, plus extension tags HEAD.SCHMA maps onto them. */
export function calendarsByTag(schema: Map<string, string[]>): Map<string, Calendar> {
  const calendars = new Map(Object.values(specRules.calendars).map((calendar) => [calendar.tag, calendar]));
  for (const [tag, uris] of schema) {
    const calendar = uris.length === 1 ? specRules.calendars[uris[0]!] : undefined;
    if (calendar) calendars.set(tag, calendar);
  }
  return calendars;
}

const isInteger = (token: string) => grammarRule('Integer').test(token);
const isExtension = (token: string) => grammarRule('extTag').test(token);

/**
 * The date grammar leaves months and epochs "constrained by calendar": a date that matches the ABNF
 * may still name a month its calendar does not have. Returns what is wrong, or undefined.
 */
export function calendarProblem(payload: string, calendars: Map<string, Calendar>): string | undefined {
  const dates: string[][] = [[]];
  for (const token of payload.split(' ')) {
    if (grammarRule('dateRestrict').test(token)) dates.push([]);
    else dates.at(-1)!.push(token);
  }
  for (const tokens of dates.filter((date) => date.length > 0)) {
    const epoch = isInteger(tokens.at(-1)!) ? undefined : tokens.pop();
    tokens.pop(); // the year
    let calendarTag: string | undefined;
    if (tokens.length === 3 || (tokens.length === 2 && !isInteger(tokens[0]!)) || (tokens.length === 1 && calendars.has(tokens[0]!))) calendarTag = tokens.shift();
    const month = tokens.at(-1);
    const calendar = calendars.get(calendarTag ?? 'GREGORIAN');
    if (!calendar) continue; // an extension calendar nobody documented: its months are its own
    if (month && !isExtension(month) && !calendar.months.includes(month)) {
      return `"${month}" is not a month of the ${calendar.tag} calendar (${calendar.months.join(', ')}; an extension month starts with _)`;
    }
    if (epoch && !isExtension(epoch) && !calendar.epochs.includes(epoch)) {
      const allowed = calendar.epochs.length ? `only ${calendar.epochs.join(', ')}` : 'none';
      return `"${epoch}" is not an epoch of the ${calendar.tag} calendar (it has ${allowed}; an extension epoch starts with _)`;
    }
  }
  return undefined;
}
