import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import type { EventRole } from '@heirloom/shared/rules/events';
import { createEvent, saveEvent } from '../../../lambdas/domain/family/events';
import { newId } from '../../../lambdas/domain/family/ids';
import { createPerson } from '../../../lambdas/domain/family/people';
import { saveCitations, saveNotes } from '../../../lambdas/domain/family/attachments';
import { createSource } from '../../../lambdas/domain/family/sources';
import { parseGedcomText, syntheticGedcomBytes, type GedcomDialect } from '../../../lambdas/domain/gedcom';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom, type ImportProgress } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from './memory-family-store';
import { treeSnapshot } from './tree-snapshot';

/** GEDCOM <-> tree mapping rules, one at a time, on small files and the in-memory store. */

const OWNER = 'owner';
const newDeps = (): FamilyDeps & { store: MemoryFamilyStore } => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
const gedcom = (version: GedcomDialect, body: string) => `0 HEAD\n1 GEDC\n2 VERS ${version}\n${version === '5.5.1' ? '1 CHAR UTF-8\n' : ''}${body.trim()}\n0 TRLR\n`;

async function load(text: string, deps = newDeps(), fileName = 'family.ged') {
  const record = await importGedcom(deps, { ownerId: OWNER, source: new TextEncoder().encode(text), fileName });
  const people = [...deps.store.people.values()];
  const byXref = (xref: string) => people.find((p) => p.gedcom?.xref === xref)!;
  const events = [...deps.store.events.values()];
  const participants = (eventId: string) =>
    [...deps.store.participants.values()].filter((p) => p.eventId === eventId).map((p) => `${deps.store.people.get(`${OWNER}\u0000${p.personId}`)!.gedcom!.xref}:${p.role}`).sort();
  return { deps, record, people, byXref, events, participants };
}

async function exported(deps: FamilyDeps, version: GedcomDialect): Promise<string> {
  let text = '';
  for await (const chunk of exportGedcom(deps, { ownerId: OWNER, version, date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  return text;
}

describe('people', () => {
  const file = gedcom(
    '5.5.1',
    `
0 @I1@ INDI
1 NAME Dr John Quincy /Adams/ Jr
2 NPFX Dr
2 GIVN John Quincy
2 SURN Adams
2 NSFX Jr
2 NICK Johnny
1 NAME Johnny /Adams/
2 TYPE aka
1 SEX M
1 EMAIL john@example.com
1 _UID 1234ABCD
0 @I2@ INDI
1 NAME Mary /Smith/
1 NAME Mary /Adams/
2 TYPE married
1 SEX F
0 @I3@ INDI
1 SEX U`,
  );

  it('reads names into parts and types, sex, contacts; a person without a NAME gets a blank name', async () => {
    const { byXref } = await load(file);
    const john = byXref('@I1@');
    expect(john.names.map((n) => [n.nameType, n.prefix, n.first, n.middle, n.last, n.suffix])).toEqual([
      ['Birth Name', 'Dr', 'John', 'Quincy', 'Adams', 'Jr'],
      ['Nick Name', '', 'Johnny', '', 'Adams', ''],
    ]);
    expect(john.sex).toBe('Male');
    expect(john.contacts).toEqual([{ id: expect.any(String), contactType: 'Email', value: 'john@example.com', personVersion: 1 }]);
    expect(byXref('@I2@').names.map((n) => n.nameType)).toEqual(['Birth Name', 'Married Name']);
    expect(byXref('@I3@')).toMatchObject({ sex: '', names: [{ first: '', last: '' }] });
  });

  it('writes the names back as they were while unchanged, with what it did not model (NICK, _UID)', async () => {
    const { deps } = await load(file);
    const text = await exported(deps, '5.5.1');
    const john = parseGedcomText(text).records.find((r) => r.xref === '@I1@')!;
    const lines = text.split('\n');
    const at = lines.indexOf('0 @I1@ INDI');
    expect(lines.slice(at, at + 8)).toEqual(['0 @I1@ INDI', '1 NAME Dr John Quincy /Adams/ Jr', '2 NPFX Dr', '2 GIVN John Quincy', '2 SURN Adams', '2 NSFX Jr', '2 NICK Johnny', '1 NAME Johnny /Adams/']);
    expect(john.children.map((c) => c.tag)).toEqual(expect.arrayContaining(['SEX', 'EMAIL', '_UID']));
    expect(text).toContain('1 _UID 1234ABCD');
    expect(text).toContain('2 TYPE married');
  });

  // Gramps and GEDCOM 7's own samples write the article apart: '/de Allen/' with SPFX de and SURN Allen.
  const prefixed = gedcom(
    '7.0',
    `
0 @I1@ INDI
1 NAME Joseph /de Allen/
2 GIVN Joseph
2 SPFX de
2 SURN Allen
0 @I2@ INDI
1 NAME Rodrigo /de la Cruz/
2 SPFX de, la
2 SURN Cruz`,
  );

  it('keeps a surname prefix (SPFX) in the last name, and writes it apart again once the name is edited', async () => {
    const { deps, byXref } = await load(prefixed);
    expect(byXref('@I1@').names.map((n) => n.last)).toEqual(['de Allen']);
    expect(byXref('@I2@').names.map((n) => n.last)).toEqual(['de la Cruz']);
    // Unchanged, the name goes back as it came; edited, SURN does not repeat the kept SPFX.
    expect(await exported(deps, '7.0')).toContain('1 NAME Joseph /de Allen/\n2 GIVN Joseph\n2 SPFX de\n2 SURN Allen\n');
    const joseph = byXref('@I1@');
    joseph.names[0]!.first = 'José';
    const text = await exported(deps, '7.0');
    const at = text.indexOf('1 NAME José /de Allen/');
    expect(at).toBeGreaterThan(0);
    expect(text.slice(at).split('\n').slice(1, 4).sort()).toEqual(['2 GIVN José', '2 SPFX de', '2 SURN Allen']);
  });
});

describe('events and families', () => {
  const file = gedcom(
    '5.5.1',
    `
0 @I1@ INDI
1 NAME Adam /Lee/
1 SEX M
1 BIRT
2 DATE ABT 1900
2 PLAC Cork, Ireland
2 AGE 0
1 EVEN
2 TYPE Graduated college
2 DATE 1922
1 EVEN
2 TYPE Military
1 _MILT
2 DATE 1940
1 DEAT Y
1 FAMS @F1@
0 @I2@ INDI
1 NAME Eve /Lee/
1 SEX F
1 FAMS @F1@
0 @I3@ INDI
1 NAME Cain /Lee/
1 FAMC @F1@
0 @I4@ INDI
1 NAME Abel /Lee/
1 FAMC @F1@
2 PEDI adopted
0 @I5@ INDI
1 NAME Seth /Lee/
1 ADOP
2 DATE 1930
2 FAMC @F1@
3 ADOP HUSB
1 FAMC @F1@
2 PEDI adopted
0 @I6@ INDI
1 NAME Foster /Kid/
1 FAMC @F1@
2 PEDI foster
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I3@
1 CHIL @I4@
1 CHIL @I5@
1 CHIL @I6@
1 DIV
2 DATE 1950
1 NOTE A family note`,
  );

  it('maps event tags to types, keeps dates as written with a sort key, and names events automatically', async () => {
    const { events, participants } = await load(file);
    const byType = (type: string) => events.filter((e) => e.eventType === type);
    const birth = byType('birth').find((e) => e.startDate === 'ABT 1900')!;
    expect(birth).toMatchObject({ location: 'Cork, Ireland', sortDate: '11900-00-00', autoName: true, name: 'Adam Lee born' });
    expect(byType('Custom')).toEqual([expect.objectContaining({ name: 'Graduated college', autoName: false, startDate: '1922' })]);
    expect(byType('military').map((e) => e.startDate).sort()).toEqual(['', '1940']);
    expect(byType('death')).toEqual([expect.objectContaining({ name: 'Adam Lee died', startDate: '' })]);
    const divorce = byType('Divorce')[0]!;
    expect(participants(divorce.id)).toEqual(['@I1@:spouse', '@I2@:spouse']);
    expect(divorce.name).toBe('Adam Lee and Eve Lee Divorce');
  });

  it('names events with the names as the tree reads them: PAF\'s underscores read as spaces, the names kept as written', async () => {
    const paf = gedcom('5.5.1', `
0 @I1@ INDI
1 NAME Olav_V /of_Norway/
1 DEAT
2 DATE 17 JAN 1991`);
    const { events, people } = await load(paf);
    expect(events.map((e) => e.name)).toEqual(['Olav V of Norway died']);
    expect(people[0]!.names[0]).toMatchObject({ first: 'Olav_V', last: 'of_Norway' });
  });

  it('implies a couple\'s marriage, births for children without BIRT, and adoptions from PEDI or ADOP', async () => {
    const { deps, events, participants, record, people } = await load(file);
    const marriage = events.find((e) => e.eventType === 'marriage')!;
    expect(marriage).toMatchObject({ name: 'Adam Lee and Eve Lee married', gedcom: expect.objectContaining({ implied: true }) });
    expect(participants(marriage.id)).toEqual(['@I1@:spouse', '@I2@:spouse']);
    const cain = events.find((e) => e.eventType === 'birth' && e.name.startsWith('Cain'))!;
    expect(cain.name).toBe('Cain Lee born to Adam Lee and Eve Lee');
    expect(participants(cain.id)).toEqual(['@I1@:parent', '@I2@:parent', '@I3@:child']);
    // Each keeps its place in the event's list, so a renamed child cannot swap the parents in the name.
    const xrefOf = new Map(people.map((p) => [p.id, p.gedcom!.xref]));
    const listed = [...deps.store.participants.values()].filter((p) => p.eventId === cain.id).sort((a, b) => a.position! - b.position!);
    expect(listed.map((p) => `${p.position}:${xrefOf.get(p.personId)}`)).toEqual(['0:@I3@', '1:@I1@', '2:@I2@']);
    const adoptions = events.filter((e) => e.eventType === 'Adoption').map((e) => [e.name, e.startDate, participants(e.id)]);
    expect(adoptions).toEqual(
      expect.arrayContaining([
        ['Abel Lee adopted by Adam Lee and Eve Lee', '', ['@I1@:parent', '@I2@:parent', '@I4@:child']],
        ['Seth Lee adopted by Adam Lee', '1930', ['@I1@:parent', '@I5@:child']],
      ]),
    );
    expect(adoptions).toHaveLength(2);
    // The foster child keeps its link as written, with no event.
    expect(events.some((e) => e.name.startsWith('Foster'))).toBe(false);
    expect(record.counts).toEqual({ people: 6, families: 1, events: 10, notes: 1, citations: 0, sources: 0, media: 0, repositories: 0, noteRecords: 0, submitters: 0, otherRecords: 0 });
  });

  it('writes the family back from events: HUSB, WIFE, children with pedigrees, DIV, the note, the foster link', async () => {
    const { deps } = await load(file);
    const text = await exported(deps, '5.5.1');
    const records = parseGedcomText(text).records;
    const fam = records.find((r) => r.tag === 'FAM')!;
    expect(fam.xref).toBe('@F1@');
    expect(fam.children.filter((c) => c.tag !== 'CHIL').map((c) => `${c.tag} ${c.value ?? ''}`.trim())).toEqual(['HUSB @I1@', 'WIFE @I2@', 'DIV', 'NOTE A family note']);
    expect(fam.children.filter((c) => c.tag === 'CHIL').map((c) => c.pointer).sort()).toEqual(['@I3@', '@I4@', '@I5@', '@I6@']);
    expect(text).not.toMatch(/\n1 MARR\n/); // implied, nothing added: the couple says it
    const famc = (xref: string) => records.find((r) => r.xref === xref)!.children.filter((c) => c.tag === 'FAMC');
    expect(famc('@I4@')[0]!.children.map((c) => `${c.tag} ${c.value}`)).toEqual(['PEDI adopted']);
    expect(famc('@I6@')[0]!.children.map((c) => `${c.tag} ${c.value}`)).toEqual(['PEDI foster']);
    const seth = records.find((r) => r.xref === '@I5@')!.children.find((c) => c.tag === 'ADOP')!;
    expect(seth.children.find((c) => c.tag === 'FAMC')).toMatchObject({ pointer: '@F1@', children: [expect.objectContaining({ tag: 'ADOP', value: 'HUSB' })] });
  });

  it('a couple\'s two FAM records (a remarriage) stay two families', async () => {
    const text = gedcom(
      '5.5.1',
      `
0 @I1@ INDI
1 NAME A /B/
0 @I2@ INDI
1 NAME C /D/
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 1900
1 DIV
2 DATE 1910
0 @F2@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 1920`,
    );
    const { deps } = await load(text);
    const fams = parseGedcomText(await exported(deps, '5.5.1')).records.filter((r) => r.tag === 'FAM');
    expect(fams.map((f) => [f.xref, f.children.filter((c) => c.tag === 'MARR' || c.tag === 'DIV').map((c) => c.tag)])).toEqual([
      ['@F1@', ['MARR', 'DIV']],
      ['@F2@', ['MARR']],
    ]);
  });
});

describe('notes, citations, sources', () => {
  const file = gedcom(
    '5.5.1',
    `
0 @I1@ INDI
1 NAME Ann /Lee/
2 NOTE About her name
1 NOTE @N1@
1 NOTE An inline note
2 SOUR @S1@
3 PAGE p. 4
1 SOUR @S1@
2 PAGE Folio 12
2 QUAY 3
2 DATA
3 TEXT Transcribed
1 SOUR A letter from her aunt
1 BIRT
2 SOUR @S2@
1 SOUR @S9@
1 NOTE @N9@
0 @N1@ NOTE A shared note
1 CONT on two lines
0 @S1@ SOUR
1 TITL Parish register
1 AUTH Rev. Jones
1 PUBL 1850
1 REPO @R1@
0 @S2@ SOUR
1 TITL Census 1901
0 @R1@ REPO
1 NAME Archive`,
  );

  it('maps notes (inline and shared), citations with page and certainty, and sources; broken pointers are warnings with lines', async () => {
    const { deps, record } = await load(file);
    const notes = [...deps.store.notes.values()];
    expect(notes.map((n) => [n.parent.kind, n.text]).sort()).toEqual(
      [
        ['name', 'About her name'],
        ['person', 'A shared note\non two lines'],
        ['person', 'An inline note'],
      ].sort(),
    );
    const citations = [...deps.store.citations.values()];
    expect(citations.map((c) => [c.parent.kind, c.citation, c.page, c.certainty, c.sourceId ? deps.store.sources.get(`${OWNER}\u0000${c.sourceId}`)!.title : null]).sort()).toEqual(
      [
        ['event', '', '', '', 'Census 1901'],
        ['note', '', 'p. 4', '', 'Parish register'],
        ['person', '', 'Folio 12', '3', 'Parish register'],
        ['person', 'A letter from her aunt', '', '', null],
      ].sort(),
    );
    expect([...deps.store.sources.values()].map((s) => [s.title, s.author, s.publication])).toEqual(
      expect.arrayContaining([
        ['Parish register', 'Rev. Jones', '1850'],
        ['Census 1901', '', ''],
      ]),
    );
    expect(record.warnings).toEqual([
      { line: 20, message: 'A citation points to @S9@, which is not in the file' },
      { line: 21, message: 'A note points to @N9@, which is not in the file' },
    ]);
  });

  it('writes shared notes back as pointers to the kept record, and kept structures under their citation', async () => {
    const { deps } = await load(file);
    const text = await exported(deps, '5.5.1');
    expect(text).toContain('1 NOTE @N1@\n');
    expect(text).toContain('0 @N1@ NOTE A shared note\n1 CONT on two lines\n');
    expect(text).toContain('1 SOUR @S1@\n2 PAGE Folio 12\n2 QUAY 3\n2 DATA\n3 TEXT Transcribed\n');
    expect(text).toContain('0 @S1@ SOUR\n1 TITL Parish register\n1 AUTH Rev. Jones\n1 PUBL 1850\n1 REPO @R1@\n');
    expect(text).toContain('1 SOUR A letter from her aunt\n');
  });

  it('converts to GEDCOM 7.0: SNOTE records and pointers, upper-case enumerations, @VOID@ for a citation without a source', async () => {
    const { deps } = await load(file.replace('0 @I1@ INDI\n', '0 @I1@ INDI\n1 FAMC @F1@\n2 PEDI adopted\n').replace('0 @N1@ NOTE', '0 @F1@ FAM\n1 HUSB @I2@\n0 @I2@ INDI\n1 NAME Bo /Lee/\n2 TYPE aka\n0 @N1@ NOTE'));
    const text = await exported(deps, '7.0');
    const { records, diagnostics } = parseGedcomText(text, { dialect: '7.0' });
    expect(diagnostics.warnings).toEqual([]);
    expect(text).toContain('1 SNOTE @N1@\n');
    expect(records.find((r) => r.xref === '@N1@')!.tag).toBe('SNOTE');
    expect(text).toContain('2 PEDI ADOPTED\n');
    expect(text).toContain('2 TYPE AKA\n');
    expect(text).toContain('1 SOUR @VOID@\n2 NOTE A letter from her aunt\n');
    const again = await load(text, newDeps(), 'again.ged');
    expect(again.record.counts).toMatchObject({ notes: 3, citations: 4, sources: 2 });
    expect([...again.deps.store.citations.values()].map((c) => c.citation)).toContain('A letter from her aunt');
  });
});

describe('dates', () => {
  it('keeps the text as written, and converts it when exporting to the other version', async () => {
    const { deps, events } = await load(gedcom('5.5.1', '0 @I1@ INDI\n1 BIRT\n2 DATE @#DJULIAN@ 8 JAN 1699/00\n1 DEAT\n2 DATE BET 1750 AND 1760'));
    expect(events.map((e) => [e.startDate, e.sortDate]).sort()).toEqual([
      ['@#DJULIAN@ 8 JAN 1699/00', '11700-01-18'],
      ['BET 1750 AND 1760', '11750-00-00'],
    ]);
    expect(await exported(deps, '5.5.1')).toContain('2 DATE @#DJULIAN@ 8 JAN 1699/00\n');
    const seven = await exported(deps, '7.0');
    expect(seven).toContain('2 DATE JULIAN 8 JAN 1700\n3 PHRASE');
    expect(seven).toContain('2 DATE BET 1750 AND 1760\n');
  });
});

describe('places', () => {
  it('writes an imported place back with its MAP, and a place changed in the app without the old one', async () => {
    const file = gedcom('5.5.1', '0 @I1@ INDI\n1 BIRT\n2 DATE 1 JAN 1900\n2 PLAC Newport, RI, USA\n3 MAP\n4 LATI N41.4901\n4 LONG W71.31283\n1 DEAT\n2 PLAC , Boston, MA\n3 MAP\n4 LATI N42.35\n4 LONG W71.05');
    const { deps, events } = await load(file);
    expect(await exported(deps, '5.5.1')).toContain('2 PLAC Newport, RI, USA\n3 MAP\n4 LATI N41.4901\n4 LONG W71.31283\n');
    const save = async (event: (typeof events)[number], location: string) => {
      const participants = (await deps.store.participantsOf(OWNER, event.id)).map((p) => ({ event_role: p.role as EventRole, person: p.personId }));
      await saveEvent(deps, OWNER, event.id, { event_type: event.eventType, name: event.name, auto_name: event.autoName, start_date: event.startDate, end_date: event.endDate, location, participants });
    };
    for (const event of events) await save(event, event.eventType === 'birth' ? 'Paris, France' : 'Salem, MA');
    const text = await exported(deps, '5.5.1');
    expect(text).toContain('2 PLAC Paris, France\n');
    expect(text).toContain('2 PLAC Salem, MA\n');
    expect(text).not.toMatch(/MAP|LATI|LONG/);
    // Put back as it was, the place is the imported one again, MAP and all.
    await save(events.find((event) => event.eventType === 'birth')!, 'Newport, RI, USA');
    expect(await exported(deps, '5.5.1')).toContain('2 PLAC Newport, RI, USA\n3 MAP\n4 LATI N41.4901\n');
  });
});

describe('the header', () => {
  it('says what the imported file said of itself (language, place form), and nothing of the kind once two files disagree', async () => {
    const header = (lang: string, form: string) => `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n1 LANG ${lang}\n1 PLAC\n2 FORM ${form}\n`;
    const { deps } = await load(`${header('English', 'City, County, State, Country')}0 @I1@ INDI\n1 NAME Ann /Lee/\n0 TRLR\n`);
    const one = await exported(deps, '5.5.1');
    expect(one).toContain('1 LANG English\n');
    expect(one).toContain('1 PLAC\n2 FORM City, County, State, Country\n');
    await load(`${header('German', 'Ort, Kreis, Land')}0 @I1@ INDI\n1 NAME Hans /Braun/\n0 TRLR\n`, deps, 'braun.ged');
    const two = await exported(deps, '5.5.1');
    expect(two).not.toContain('1 LANG');
    expect(two).not.toContain('1 PLAC\n2 FORM');
    expect(two).toContain('1 NAME Hans /Braun/');
  });
});

describe('a tree made in the app', () => {
  it('exports and imports back: typed dates become GEDCOM dates, notes, citations and sources survive', async () => {
    const deps = newDeps();
    const name = (first: string, last: string) => ({ name_type: 'Birth Name' as const, prefix: '', first_name: first, middle_name: '', last_name: last, suffix: '' });
    const ann = await createPerson(deps, OWNER, OWNER, { names: [name('Ann', 'Lee')], sex: 'Female' });
    const bob = await createPerson(deps, OWNER, OWNER, { names: [name('Bob', 'Ray')], sex: 'Male' });
    const kid = await createPerson(deps, OWNER, OWNER, { names: [name('Cy', 'Ray')] });
    const { event: birth } = await createEvent(deps, OWNER, { event_type: 'birth', person_id: kid.id, event_role: 'child', start_date: '1 May 2018', end_date: '', name: '', location: 'Lyon' });
    await saveEvent(deps, OWNER, birth.id, {
      event_type: 'birth',
      name: '',
      auto_name: true,
      start_date: '1 May 2018',
      end_date: '',
      location: 'Lyon',
      participants: [
        { event_role: 'child', person: kid.id },
        { event_role: 'parent', person: ann.id },
        { event_role: 'parent', person: bob.id },
      ],
    });
    await createEvent(deps, OWNER, { event_type: 'Residence', person_id: ann.id, event_role: 'present', start_date: 'May 2018 to Jun 2019', end_date: '', name: '', location: 'Paris' });
    const source = await createSource(deps, OWNER, OWNER, { title: 'Family bible', author: '', publication: '' });
    const [note] = await saveNotes(deps, OWNER, { kind: 'person', id: ann.id }, { notes: [{ note: 'Loved gardens' }] });
    await saveCitations(deps, OWNER, { kind: 'note', id: note!.id }, { citations: [{ citation: 'https://example.com', page: '', certainty: '', source_id: null }] });
    await saveCitations(deps, OWNER, { kind: 'event', id: birth.id }, { citations: [{ citation: '', page: 'p. 2', certainty: '2', source_id: source.id }] });

    for (const version of ['5.5.1', '7.0'] as const) {
      const text = await exported(deps, version);
      expect(text).toContain('2 DATE 1 MAY 2018\n');
      expect(text).toContain('2 DATE FROM MAY 2018 TO JUN 2019\n');
      const second = (await load(text, newDeps(), 'app.ged')).deps;
      const third = (await load(await exported(second, version), newDeps(), 'app-again.ged')).deps;
      const snapshot = await treeSnapshot(second.store, OWNER);
      expect(await treeSnapshot(third.store, OWNER)).toEqual(snapshot);
      // The birth, the residence, and a marriage: GEDCOM writes the parents as a couple (FAM), which reads back as one.
      expect(snapshot.events.map((e) => JSON.parse(e).type).sort()).toEqual(['Residence', 'birth', 'marriage']);
      const birthBack = snapshot.events.map((e) => JSON.parse(e)).find((e) => e.type === 'birth');
      expect(birthBack).toMatchObject({ start: '1 MAY 2018', place: 'Lyon' });
      // Roles are listed by xref, and xrefs follow the (random) ids: compare the roles, not their order.
      expect((birthBack.roles as string[]).map((role) => role.split(':').pop()).sort()).toEqual(['child', 'parent', 'parent']);
      expect(JSON.stringify(snapshot.people)).toContain('https://example.com');
    }
  });
});

describe('structures too large for one item', () => {
  it('leaves out a huge kept record and cuts a huge note, with warnings, instead of failing the import', async () => {
    const blob = Array.from({ length: 5000 }, () => `1 CONC ${'x'.repeat(100)}`).join('\n');
    const text = gedcom('5.5.1', `0 @I1@ INDI\n1 NAME A /B/\n1 NOTE ${'y'.repeat(200)}\n${blob.replace(/^1/gm, '2')}\n0 @M1@ OBJE\n1 BLOB\n${blob.replace(/^1/gm, '2')}`);
    const { deps, record } = await load(text);
    expect(record.status).toBe('done');
    expect(deps.store.raws.size).toBe(0);
    expect([...deps.store.notes.values()][0]!.text.length).toBe(100_000);
    expect(record.warnings.map((w) => w.message)).toEqual(['A note is too long to keep whole; its start was kept', 'The OBJE record @M1@ is too large to keep and was left out']);
  });
});

describe('re-imports, sources and progress', () => {
  const v1 = gedcom('5.5.1', '0 @I1@ INDI\n1 NAME A /B/\n1 BIRT\n2 DATE 1900\n0 @I2@ INDI\n1 NAME C /D/\n1 NOTE gone soon');
  const v2 = gedcom('5.5.1', '0 @I1@ INDI\n1 NAME A /Bee/\n1 BIRT\n2 DATE 1901');

  it('the same file updates what was there; a changed file loses what it no longer has', async () => {
    const deps = newDeps();
    await load(v1, deps, 'tree.ged');
    await load(v1, deps, 'TREE.GED');
    expect([deps.store.people.size, deps.store.events.size, deps.store.notes.size]).toEqual([2, 1, 1]);
    await load(v2, deps, 'tree.ged');
    expect([...deps.store.people.values()].map((p) => p.names[0]!.last)).toEqual(['Bee']);
    expect([...deps.store.events.values()].map((e) => e.startDate)).toEqual(['1901']);
    expect(deps.store.notes.size).toBe(0);
    await load(v1, deps, 'other-file.ged');
    expect(deps.store.people.size).toBe(3);
  });

  it('the same bytes again write nothing, keep what the family changed since, and report what the first run did', async () => {
    const deps = newDeps();
    const first = await load(v1, deps, 'tree.ged');
    const person = [...deps.store.people.values()].find((p) => p.gedcom?.xref === '@I1@')!;
    deps.store.people.set(`${OWNER}\u0000${person.id}`, { ...person, names: [{ ...person.names[0]!, last: 'Changed in the app' }] });
    let writes = 0;
    const writeItems = deps.store.writeItems.bind(deps.store);
    deps.store.writeItems = async (items) => {
      writes += items.length;
      await writeItems(items);
    };
    const again = await load(v1, deps, 'tree.ged');
    expect(writes).toBe(0);
    expect(again.record).toMatchObject({ status: 'done', counts: first.record.counts, warningCount: first.record.warningCount });
    expect(again.byXref('@I1@').names[0]!.last).toBe('Changed in the app');
    await load(v2, deps, 'tree.ged');
    expect(writes).toBeGreaterThan(0);
  });

  it('reads a one-shot stream twice by spooling it, and reports progress', async () => {
    const deps = newDeps();
    const reports: ImportProgress[] = [];
    const bytes = new TextEncoder().encode(v1);
    const record = await importGedcom(deps, {
      ownerId: OWNER,
      source: Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]),
      fileName: 'stream.ged',
      onProgress: (p) => void reports.push(p),
    });
    expect(record.counts).toMatchObject({ people: 2, events: 1, notes: 1 });
    expect(record.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(reports.map((p) => p.phase)).toEqual(['reading', 'writing', 'done']);
    // Reading has written nothing yet; the counts are what is in the table once the batch is written.
    expect(reports[0]!.counts.people).toBe(0);
    expect(reports[1]!.counts).toEqual(record.counts);
    expect(reports[1]!.remainingMs).toBe(0);
    expect(reports[2]!.remainingMs).toBe(0);
  });

  it('reports counts that grow batch by batch while the file is written, with a time estimate', async () => {
    const deps = newDeps();
    const reports: ImportProgress[] = [];
    const record = await importGedcom(deps, { ownerId: OWNER, source: [...syntheticGedcomBytes({ people: 600 })], fileName: 'big.ged', onProgress: (p) => void reports.push(p) });
    const writing = reports.filter((p) => p.phase === 'writing');
    expect(writing.length).toBeGreaterThan(2);
    const people = writing.map((p) => p.counts.people);
    expect(people).toEqual([...people].sort((a, b) => a - b));
    expect(people[0]).toBeGreaterThan(0);
    expect(people[0]).toBeLessThan(record.counts.people);
    expect(writing.at(-1)!.counts).toEqual(record.counts);
    expect(writing.every((p) => p.totalRecords === writing[0]!.totalRecords && p.remainingMs !== undefined)).toBe(true);
  });
});

describe('places', () => {
  // kennedy.ged writes its places in jurisdiction slots, empty ones left blank (issue 31).
  const file = gedcom(
    '5.5.1',
    `
0 @I1@ INDI
1 NAME John /Kennedy/
1 BIRT
2 DATE 1 JAN 1950
2 PLAC Martha's Vineyard, , , MA, USA
1 DEAT
2 PLAC  Hyannis Port ,Barnstable,,MA,USA`,
  );

  it('reads without the empty parts, and writes back the text as the file had it', async () => {
    const { deps, events } = await load(file);
    expect(events.map((event) => event.location).sort()).toEqual(["Hyannis Port, Barnstable, MA, USA", "Martha's Vineyard, MA, USA"]);
    const text = await exported(deps, '5.5.1');
    expect(text).toContain("2 PLAC Martha's Vineyard, , , MA, USA\n");
    expect(text).toContain('2 PLAC  Hyannis Port ,Barnstable,,MA,USA\n');
  });
});
