import { describe, expect, it } from 'vitest';
import { formatFinding, validateGedcom7 } from '../../../lambdas/domain/gedcom/validate';

/** The validator rejects small hand-made broken files, each with a message a person can act on. */
const HEAD = ['0 HEAD', '1 GEDC', '2 VERS 7.0'];
const findings = (lines: string[]) => validateGedcom7(new TextEncoder().encode(`${lines.join('\n')}\n`)).findings.map(formatFinding);
const withRecords = (...lines: string[]) => findings([...HEAD, ...lines, '0 TRLR']);

describe('the GEDCOM 7 validator rejects', () => {
  it('a file without HEAD or without TRLR', () => {
    expect(findings(['0 @I1@ INDI', '0 TRLR'])).toContain('line 1: The file must start with 0 HEAD');
    expect(findings([...HEAD, '0 @I1@ INDI'])).toEqual(['line 4: The file must end with 0 TRLR']);
  });

  it('a version that is not 7.0', () => {
    expect(findings(['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 TRLR'])).toEqual([
      'line 3: GEDC.VERS is 5.5.1: this validator checks GEDCOM 7.0 (7.0.x, and 7.1 files against the 7.0 tables)',
    ]);
  });

  it('a header without its required GEDC', () => {
    expect(findings(['0 HEAD', '0 TRLR'])).toEqual(['line 1: HEAD must have a GEDC ({1:1}), and has none']);
  });

  it('a wrong cardinality: two SEX, and an ASSO without its ROLE', () => {
    expect(withRecords('0 @I1@ INDI', '1 SEX M', '1 SEX F', '1 ASSO @VOID@')).toEqual([
      'line 6: a second SEX under INDI (line 4): only one is allowed ({0:1}), the first is on line 5',
      'line 7: ASSO must have a ROLE ({1:1}), and has none',
    ]);
  });

  it('a bad enumeration value, and accepts an extension one', () => {
    expect(withRecords('0 @I1@ INDI', '1 SEX X', '1 FAMC @VOID@', '2 PEDI foster', '1 FAMC @VOID@', '2 PEDI _STEP')).toEqual([
      'line 7: PEDI "foster" is not one of ADOPTED, BIRTH, FOSTER, OTHER, SEALING (an extension value starts with _)',
    ]);
  });

  it('bad dates: grammar, a month of another calendar, an epoch the calendar does not have', () => {
    expect(withRecords('0 @I1@ INDI', '1 BIRT', '2 DATE 21 Jul 2008', '1 DEAT', '2 DATE 3 VEND 1800', '1 BURI', '2 DATE HEBREW 1 TSH 5000 BCE')).toEqual([
      'line 6: DATE "21 Jul 2008" is not a date such as 2 JAN 1900, ABT 1850, BET 1800 AND 1810 or FROM 1900 TO 1910',
      'line 8: DATE "3 VEND 1800": "VEND" is not a month of the GREGORIAN calendar (JAN, FEB, MAR, APR, MAY, JUN, JUL, AUG, SEP, OCT, NOV, DEC; an extension month starts with _)',
      'line 10: DATE "HEBREW 1 TSH 5000 BCE": "BCE" is not an epoch of the HEBREW calendar (it has none; an extension epoch starts with _)',
    ]);
  });

  it('a bad age, time, language and media type', () => {
    expect(
      withRecords('0 @I1@ INDI', '1 DEAT', '2 AGE 76', '2 DATE 1 JAN 1900', '3 TIME 25:00', '0 @O1@ OBJE', '1 FILE photo.jpg', '2 FORM jpg', '0 @N1@ SNOTE Hi', '1 LANG English!'),
    ).toEqual([
      'line 6: AGE "76" is not an age such as 42y 3m or > 2y',
      'line 8: TIME "25:00" is not a time such as 13:05:00',
      'line 11: FORM "jpg" is not a media type such as image/jpeg',
      'line 13: LANG "English!" is not a language tag such as en or de-CH',
    ]);
  });

  it('a pointer to the wrong record type, to a missing record, and text where a pointer is due', () => {
    expect(withRecords('0 @I1@ INDI', '1 FAMS @I2@', '1 FAMC @F9@', '1 ALIA Brunty', '0 @I2@ INDI')).toEqual([
      'line 5: FAMS points to @I2@, a INDI record (line 8), but must point to a FAM record',
      'line 6: FAMC points to @F9@, but no record has that id',
      'line 7: ALIA must point to a record (@ID@ or @VOID@), but has "Brunty"',
    ]);
  });

  it('a pointer where text is due, and a payload on a structure that takes none', () => {
    expect(withRecords('0 @S1@ SOUR', '1 TITL @R1@', '0 @I1@ INDI yes', '1 BIRT yes')).toEqual([
      'line 5: TITL takes text, not a pointer (@R1@); a text that starts with @ is written @@',
      'line 6: INDI takes no payload, but has "yes"',
      'line 7: BIRT takes Y or nothing, not "yes"',
    ]);
  });

  it('a substructure in the wrong place and an unknown record', () => {
    expect(withRecords('0 @I1@ INDI', '1 NAME John /Doe/', '2 DATE 1900', '0 @X1@ SUBN')).toEqual([
      'line 6: DATE is not allowed under INDI.NAME (a NAME may hold GIVN, NICK, NOTE, NPFX, NSFX, SNOTE, SOUR, SPFX, SURN, TRAN, TYPE)',
      'line 7: SUBN is not a GEDCOM 7 record (records are FAM, HEAD, INDI, OBJE, REPO, SNOTE, SOUR, SUBM, TRLR; an extension record\'s tag starts with _)',
    ]);
  });

  it('broken lines: a level jump, a lower-case tag, a single leading @, an id below level 0, a duplicate id', () => {
    expect(withRecords('0 @I1@ INDI', '2 BIRT', '1 name John', '1 NOTE @home', '1 @N1@ NOTE x', '0 @I1@ INDI')).toEqual([
      'line 5: has level 2 but the line before it has level 0: a level may go up by one at most',
      'line 6: is not a GEDCOM line: "name" is not a tag (capital letters, digits and _, or _ and those for an extension)',
      'line 7: is not a GEDCOM line: its payload starts with a single @ (a text starting with @ is written @@; a pointer is @ID@ alone)',
      'line 8: NOTE has the id @N1@, but only records (level 0) have ids',
      'line 9: the record id @I1@ is already used on line 4',
    ]);
  });

  it('an extension structure documented in SCHMA as a standard one is checked as that one', () => {
    const lines = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '1 SCHMA', '2 TAG _CREATOR https://gedcom.io/terms/v7/SUBM', '0 @I1@ INDI', '1 _CREATOR @I1@', '1 _OTHER @NOWHERE@', '0 TRLR'];
    expect(findings(lines)).toEqual(['line 7: _CREATOR points to @I1@, a INDI record (line 6), but must point to a SUBM record']);
  });

  it('a file that is not UTF-8', () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME J'), 0xe9, ...new TextEncoder().encode('r\n0 TRLR\n')]);
    expect(validateGedcom7(latin1).findings.map(formatFinding)).toEqual(['The file is not UTF-8, which GEDCOM 7 requires']);
  });
});
