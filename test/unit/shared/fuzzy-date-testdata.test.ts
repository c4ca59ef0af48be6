import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseGedcomDate, sortKey, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';

/** The team's GEDCOM test files (../shared/testdata beside the repository; read-only). */
const GEDCOM_DIR = fileURLToPath(new URL('../../../../shared/testdata/gedcom/', import.meta.url));

function gedcomFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return gedcomFiles(path);
    return name.toLowerCase().endsWith('.ged') ? [path] : [];
  });
}

/** GEDCOM lines in any of the files' encodings: dates are ASCII, so UTF-16's zero bytes can simply go. */
function linesOf(path: string): string[] {
  return readFileSync(path, 'latin1').replace(/\0/g, '').split(/\r\n|\r|\n/);
}

interface DatePair {
  note: string;
  date: string;
  phrase?: string;
}

/** The gedcom7code files repeat each date in a NOTE, then give the DATE (and, in 7.0, a PHRASE). */
function datePairs(path: string): DatePair[] {
  const pairs: DatePair[] = [];
  let current: DatePair | undefined;
  for (const line of linesOf(path)) {
    const match = /^(\d) (\S+)(?: (.*))?$/.exec(line.replace(/^\u00ef\u00bb\u00bf/, ''));
    if (!match) continue;
    const [, level, tag, value = ''] = match;
    if (tag === 'NOTE' && level === '2') pairs.push((current = { note: value, date: '' }));
    else if (tag === 'DATE' && current) current.date = value;
    else if (tag === 'PHRASE' && current) current.phrase = value;
  }
  return pairs;
}

describe('every DATE in the GEDCOM test files', () => {
  const dates = gedcomFiles(GEDCOM_DIR).flatMap((path) =>
    linesOf(path)
      .map((line) => /^\s*\d+\s+DATE\s(.*)$/.exec(line)?.[1])
      .filter((value): value is string => value !== undefined),
  );

  it('finds the files', () => {
    expect(dates.length).toBeGreaterThan(10_000);
  });

  it('reads each one or keeps it as text, never throwing and never changing the text', () => {
    let parsed = 0;
    for (const text of dates) {
      const result = parseGedcomDate(text);
      expect(result.text).toBe(text);
      if (result.kind === 'parsed') parsed += 1;
      // Writing it out again never throws either.
      toGedcomDate(result, '5.5.1');
      toGedcomDate(result, '7.0');
      sortKey(result);
    }
    expect(parsed / dates.length).toBeGreaterThan(0.6);
  });

  it('reads every date of the real family trees that is a date', () => {
    const real = gedcomFiles(join(GEDCOM_DIR, 'real')).flatMap((path) =>
      linesOf(path)
        .map((line) => /^\s*\d+\s+DATE\s(.*)$/.exec(line)?.[1]?.trim())
        .filter((value): value is string => value !== undefined && value !== ''),
    );
    const unread = [...new Set(real.filter((text) => parseGedcomDate(text).kind !== 'parsed'))];
    expect(real.length).toBeGreaterThan(6000);
    // LDS ordinance dates carry a temple code after the date ('21 NOV 1952 IF', '26 JUL 1982 JRIVE').
    const withTempleCode = /^\d{1,2} [A-Z]{3} \d{4} [A-Z]+$/;
    expect(unread.filter((text) => withTempleCode.test(text)).length).toBeGreaterThan(100);
    // The rest are not dates GEDCOM can hold: statuses, words around a date, a missing year, a typo,
    // non-consecutive 'dual' years, a range ending in a month alone.
    expect(unread.filter((text) => !withTempleCode.test(text)).sort()).toEqual([
      '10 JAN',
      '1056/1060',
      '20 JUL',
      '28 SPE 1611',
      '8/9 JUL 1457',
      'ABT    1103/1105',
      'BET 2 JUL 1959 AND MAR',
      'BET 6 MAY 1943 AND MAR',
      'CHILD',
      'CLEARED 11/88',
      'CLEARED JR',
      'CLEARED PV',
      'COMPLETED',
      'CON TO WILL 02 JAN 1624/5',
      'INFANT',
      'SUBMITTED',
      'WILL 13 NOV 1694',
      'WILL PROVED 19 MAY 1725',
    ]);
  });
});

describe('gedcom7code date conversion pairs (5.5.1 -> 7.0)', () => {
  const before = datePairs(join(GEDCOM_DIR, 'gedcom7code/5/date-all.ged'));
  const after = datePairs(join(GEDCOM_DIR, 'gedcom7code/7/date-all.ged'));
  /** 'GREGORIAN 1930' and '1930' are the same 7.0 date (gedcom7code README); we never write the default. */
  const withoutGregorian = (date: string) => date.replace(/GREGORIAN /g, '');

  it('pairs the same dates', () => {
    expect(before.length).toBe(after.length);
    expect(before.length).toBeGreaterThan(2500);
    // The converter rewrote some notes too ('ROMAN 28' -> '_ROMAN 28'), so compare the plain ones.
    before.forEach((pair, index) => {
      if (!/ROMAN|UNKNOWN/.test(pair.note)) expect(after[index]?.note).toBe(pair.note);
    });
  });

  it('converts every date it reads as the reference converter does, except where the 7.0 specification differs', () => {
    const differences: string[] = [];
    let compared = 0;
    before.forEach((pair, index) => {
      const source = parseGedcomDate(pair.date);
      if (source.kind !== 'parsed') return;
      compared += 1;
      const expected = after[index] as DatePair;
      const written = toGedcomDate(source, '7.0');
      if (withoutGregorian(written.date) !== withoutGregorian(expected.date) || written.phrase !== expected.phrase) differences.push(pair.date);
    });
    expect(compared).toBeGreaterThan(1300);
    // The reference converter writes the earlier year for every dual date; the 7.0 specification's example
    // ('30 JAN 1648/9' -> '30 JAN 1649') takes the later one from 1 January to 24 March, and so do we.
    expect(differences).toEqual([
      'BET GREGORIAN JUL 1950 AND 11 MAR 1428/29',
      'BET GREGORIAN JUL 1950 AND JULIAN 11 MAR 1428/29',
      'FROM GREGORIAN JAN 1689 TO 21 FEB 366/7',
      'FROM GREGORIAN JAN 1689 TO GREGORIAN 21 FEB 366/7',
    ]);
  });

  it('reads every 7.0 date except those naming days that do not exist', () => {
    const unread = after.map((pair) => pair.date).filter((date) => date !== '' && parseGedcomDate(date).kind !== 'parsed');
    expect(unread.length).toBeGreaterThan(0);
    for (const date of unread) {
      // 31 NOV, 30 FEB, a 23rd complementary day, Adar II in a common year.
      expect(date).toMatch(/\b(3[01] (FEB|APR|JUN|SEP|NOV)|(29|30) FEB|\d+ COMP|ADS)\b/);
    }
  });

  it('reads every valid dual date of the dual-date file', () => {
    for (const pair of datePairs(join(GEDCOM_DIR, 'gedcom7code/5/date-dual-valid.ged'))) {
      expect(parseGedcomDate(pair.date).kind, pair.date).toBe('parsed');
    }
  });
});
