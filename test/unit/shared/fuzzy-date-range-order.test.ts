import { describe, expect, it } from 'vitest';
import { endsBeforeItStarts, parseFuzzyDate, parseGedcomDate, type ParsedDate } from '../../../shared/rules/fuzzy-date';

const typed = (text: string): ParsedDate => {
  const date = parseFuzzyDate(text);
  if (date.kind !== 'parsed') throw new Error(`not a date: ${text}`);
  return date.date;
};

describe('a range that ends before it starts', () => {
  it('is told apart from a range in order, at the precision both sides have', () => {
    expect(endsBeforeItStarts(typed('12 May 2019 to 1 Jan 2010'))).toBe(true);
    expect(endsBeforeItStarts(typed('3 Jun 2018 to 1 Jun 2018'))).toBe(true);
    expect(endsBeforeItStarts(typed('Jun 2018 to May 2018'))).toBe(true);
    expect(endsBeforeItStarts(typed('1 Jan 2010 to 12 May 2019'))).toBe(false);
    expect(endsBeforeItStarts(typed('1 May 2018 to 1 May 2018'))).toBe(false);
    // Parts one side leaves out are not compared: May 2019 lies within 2019, and the 20th within June.
    expect(endsBeforeItStarts(typed('May 2019 to 2019'))).toBe(false);
    expect(endsBeforeItStarts(typed('20 Jun 2019 to Jun 2019'))).toBe(false);
    expect(endsBeforeItStarts(typed('2019 to 2018'))).toBe(true);
  });

  it('reads GEDCOM ranges and BCE years, and leaves single and open dates alone', () => {
    const gedcom = (text: string) => {
      const date = parseGedcomDate(text);
      if (date.kind !== 'parsed') throw new Error(text);
      return date.date;
    };
    expect(endsBeforeItStarts(gedcom('BET 1900 AND 1850'))).toBe(true);
    expect(endsBeforeItStarts(gedcom('FROM 10 BC TO 20 BC'))).toBe(true);
    expect(endsBeforeItStarts(gedcom('FROM 20 BC TO 10 BC'))).toBe(false);
    expect(endsBeforeItStarts(gedcom('FROM 1900'))).toBe(false);
    expect(endsBeforeItStarts(typed('about 1900'))).toBe(false);
  });
});
