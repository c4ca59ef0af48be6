import { describe, expect, it } from 'vitest';
import { mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { APP_IMPORT_KEY, type PersonRecord } from '../../../lambdas/domain/family/records';
import { formatFinding, validateGedcom7 } from '../../../lambdas/domain/gedcom/validate';
import { GedzipMediaPlan, gedzipMediaPath, type FamilyMediaItem, type FamilyMediaSource } from '../../../lambdas/domain/gedzip/family-media';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../family/memory-family-store';

/**
 * A GEDZIP exported after a GEDZIP was imported (QA: hartley.gdz): the tree's own OBJE records
 * name files the import turned into photos of the family, and the zip holds those photos under
 * its own paths. Every OBJE a person or an event links to must name files the zip holds.
 */

const FAMILY = 'family-h';
const clock = () => Date.UTC(2026, 11, 7);

const HARTLEY = `0 HEAD
1 GEDC
2 VERS 7.0
0 @I1@ INDI
1 NAME John /Hartley/
1 SEX M
1 OBJE @O1@
1 FAMS @F1@
0 @I2@ INDI
1 NAME Anne /Byrne/
1 SEX F
1 FAMS @F1@
0 @I6@ INDI
1 NAME Thomas /Hartley/
1 OBJE @O3@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 14 FEB 1948
2 OBJE @O2@
0 @O1@ OBJE
1 FILE media/john_hartley.jpg
2 FORM image/jpeg
2 TITL John Hartley about 1915
0 @O2@ OBJE
1 FILE media/wedding%201948.jpg
2 FORM image/jpeg
2 TITL Wedding, 1948
0 @O3@ OBJE
1 FILE media/letter.jpg
2 FORM image/jpeg
2 TITL Tom's letter home
1 FILE media/missing_scan.jpg
2 FORM image/jpeg
0 @O4@ OBJE
1 FILE media/never_uploaded.jpg
2 FORM image/jpeg
0 @I7@ INDI
1 NAME Clare /Walsh/
1 OBJE @O4@
1 OBJE @O5@
0 @O5@ OBJE
1 FILE https://example.org/clare.jpg
2 FORM image/jpeg
0 TRLR
`;

const photo = (id: string, name: string, eventId: string | null): FamilyMediaItem => ({
  kind: 'photo',
  id,
  objectKey: `users/u/${id}/${name}`,
  size: 10,
  name,
  mime: 'image/jpeg',
  title: null,
  eventId,
  width: 1000,
  height: 800,
});

/** A person face grouping made (no name, no events): what the export must leave out. */
const faceGroup = (id: string): PersonRecord => ({
  ownerId: FAMILY,
  importKey: APP_IMPORT_KEY,
  importRun: null,
  gedcom: null,
  id,
  sex: '',
  names: [],
  contacts: [],
  thumbnail: null,
  itemsDeleted: false,
  personVersion: 1,
  previousVersion: [],
  newerVersion: null,
  versionDate: null,
  author: null,
  createdAt: clock(),
  updatedAt: clock(),
});

async function collect<T>(chunks: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

/** The lines of one record (from its level-0 line to the next). */
function recordOf(text: string, start: string): string[] {
  const all = text.split('\n');
  const at = all.indexOf(start);
  if (at < 0) return [];
  const end = all.findIndex((line, i) => i > at && line.startsWith('0 '));
  return all.slice(at, end);
}

describe('GEDZIP export of a tree imported from a GEDZIP', () => {
  it("points the tree's own OBJE records at the zipped photos, once each, and leaves out files and people the zip cannot hold", async () => {
    const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    await importGedcom(family, { ownerId: FAMILY, source: [new TextEncoder().encode(HARTLEY)], fileName: 'hartley.gdz' });
    const events: Array<{ event: { id: string; startDate: string } }> = (await collect(family.store.walkEvents(FAMILY))).flat();
    const wedding = events.find((entry) => entry.event.startDate === '14 FEB 1948')!.event;
    const people = (await collect(family.store.walkPeople(FAMILY))).flat();
    const john = people.find((person) => person.gedcom?.xref === '@I1@')!;
    // A face on John's portrait grouped with no name yet: a person of its own, with nothing to write.
    await family.store.putPerson(faceGroup('face-group-1'), null);

    const items = [
      photo('P1', 'john_hartley.jpg', null),
      // Imported from the GEDZIP, put on the marriage by its OBJE.
      photo('P2', 'wedding 1948.jpg', wedding.id),
      // letter.jpg was a copy of a photo the family had: the import matched it to that photo.
      photo('P3', 'albums_text_handwritten-notes.jpg', null),
      photo('P4', 'beach.jpg', null),
    ];
    const source: FamilyMediaSource = {
      photos: async () => ({ items, cursor: null }),
      documents: async () => ({ items: [], cursor: null }),
      namedFaces: async () => [
        { photoId: 'P1', personId: 'face-group-1', box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 } },
        { photoId: 'P1', personId: john.id, box: { left: 0.4, top: 0.1, width: 0.2, height: 0.25 } },
      ],
      openOriginal: async () => {
        throw new Error('not read here');
      },
      matchedFiles: async (_owner, keys) => new Map([[mediaFileKey('letter.jpg'), 'P3']].filter(([key]) => keys.includes(key!)) as Array<[string, string]>),
    };
    const media = await GedzipMediaPlan.collect(source, FAMILY);
    const tree = (await collect(exportGedcom(family, { ownerId: FAMILY, version: '7.0', date: new Date(clock()), media }))).join('');

    expect(validateGedcom7(new TextEncoder().encode(tree)).findings.map(formatFinding)).toEqual([]);
    // The imported records stand for the photos they were matched to, their titles kept.
    expect(recordOf(tree, '0 @O1@ OBJE')).toEqual(['0 @O1@ OBJE', '1 FILE media/P1-john_hartley.jpg', '2 FORM image/jpeg', '2 TITL John Hartley about 1915']);
    expect(recordOf(tree, '0 @O2@ OBJE')).toEqual(['0 @O2@ OBJE', '1 FILE media/P2-wedding%201948.jpg', '2 FORM image/jpeg', '2 TITL Wedding, 1948']);
    // missing_scan.jpg is in no photo of the family, so not in the zip: a GEDZIP holds every local file it names.
    expect(recordOf(tree, '0 @O3@ OBJE')).toEqual(['0 @O3@ OBJE', '1 FILE media/P3-albums_text_handwritten-notes.jpg', '2 FORM image/jpeg', '2 TITL Tom\'s letter home']);
    // A record none of whose files the zip holds is left out, with the link to it; a URL stays.
    expect(tree).not.toMatch(/@O4@/);
    expect(recordOf(tree, '0 @I7@ INDI').filter((line) => line.includes('OBJE'))).toEqual(['1 OBJE @O5@']);
    expect(recordOf(tree, '0 @O5@ OBJE')).toEqual(['0 @O5@ OBJE', '1 FILE https://example.org/clare.jpg', '2 FORM image/jpeg']);

    // Each photo is written once: no record of its own beside the imported one.
    for (const item of items.slice(0, 3)) expect(tree.split(`FILE ${encodeURI(gedzipMediaPath(item))}`)).toHaveLength(2);
    expect(tree.match(/^0 @[^@]+@ OBJE$/gm)).toHaveLength(5);
    // John links his portrait once, with his face's CROP; the marriage links the wedding once.
    const johnLinks = recordOf(tree, '0 @I1@ INDI').filter((line) => /^\d (OBJE|CROP)/.test(line));
    expect(johnLinks).toEqual(['1 OBJE @O1@', '2 CROP']);
    expect(tree.match(/^2 OBJE .*$/gm)).toEqual(['2 OBJE @O2@']);

    // Every pointer to an OBJE names a record, and every local FILE is one the zip holds.
    const records = new Set([...tree.matchAll(/^0 (@[^@]+@) OBJE$/gm)].map((m) => m[1]));
    for (const [, target] of tree.matchAll(/^[1-9] OBJE (@[^@]+@)$/gm)) expect(records).toContain(target);
    const zipped = new Set(items.map((item) => encodeURI(gedzipMediaPath(item))));
    for (const [, file] of tree.matchAll(/^\d FILE (.+)$/gm)) expect(zipped.has(file!) || /^https:/.test(file!)).toBe(true);

    // The face group is not written (it has no name, event, family or note), and nothing points to it.
    expect(tree.match(/^0 @[^@]+@ INDI$/gm)).toHaveLength(4);
    for (const indi of tree.split(/\n(?=0 )/).filter((record) => / INDI\n/.test(record + '\n'))) expect(indi).toMatch(/\n1 NAME /);
  });

  it('a plain GEDCOM export leaves out the people face grouping made with nothing to write, and keeps a named one', async () => {
    const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    await importGedcom(family, { ownerId: FAMILY, source: [new TextEncoder().encode(HARTLEY)], fileName: 'hartley.ged' });
    await family.store.putPerson(faceGroup('face-group-1'), null);
    const named = faceGroup('face-group-2');
    await family.store.putPerson({ ...named, names: [{ id: 'n1', nameType: 'Birth Name', order: 0, prefix: '', first: 'Pierre', middle: '', last: 'Curie', suffix: '' }] }, null);
    let counted = 0;
    const tree = (await collect(exportGedcom(family, { ownerId: FAMILY, version: '7.0', date: new Date(clock()), onPeopleCounted: (people) => void (counted = people) }))).join('');
    const people = tree.match(/^0 @[^@]+@ INDI$/gm)!;
    // The file's four and Pierre; the unnamed group is neither written nor counted.
    expect(people).toHaveLength(5);
    expect(counted).toBe(5);
    for (const indi of tree.split(/\n(?=0 )/).filter((record) => / INDI$/m.test(record.split('\n')[0]!))) expect(indi).toMatch(/\n1 NAME /);
    expect(validateGedcom7(new TextEncoder().encode(tree)).findings.map(formatFinding)).toEqual([]);
  });
});
