import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import type { MediaReference } from '../../../lambdas/domain/genealogy-import';
import { importGedcom, leftOutWarning } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { ImportIds } from '../../../lambdas/domain/genealogy-import/identity';
import { MemoryFamilyStore } from '../family/memory-family-store';

/** The tree of a GEDZIP (QA: hartley.gdz) as the import reads it: what its OBJE links say of people, and which files it lacks. */

const FAMILY = 'family-h';
const clock = () => Date.UTC(2026, 11, 7);

const TREE = `0 HEAD
1 GEDC
2 VERS 7.0
0 @I1@ INDI
1 NAME John /Hartley/
1 OBJE @O1@
0 @I3@ INDI
1 NAME Seán /Hartley/
1 FAMS @F2@
0 @I5@ INDI
1 NAME Anne /Byrne/
1 FAMS @F2@
0 @I6@ INDI
1 NAME Thomas /Hartley/
1 OBJE @O3@
0 @I7@ INDI
1 NAME Clare /Walsh/
1 OBJE @O4@
2 CROP
3 TOP 10
3 LEFT 20
0 @I8@ INDI
1 NAME Alice /Hartley/
1 OBJE @O4@
0 @I9@ INDI
1 NAME Margaret /Hartley/
1 OBJE @O4@
0 @F2@ FAM
1 HUSB @I3@
1 WIFE @I5@
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
0 @O3@ OBJE
1 FILE media/letter.jpg
2 FORM image/jpeg
1 FILE media/missing_scan.jpg
2 FORM image/jpeg
0 @O4@ OBJE
1 FILE media/cousins.jpg
2 FORM image/jpeg
1 FILE https://example.org/cousins.jpg
2 FORM image/jpeg
0 TRLR
`;

const ZIP_ENTRIES = ['gedcom.ged', 'media/john_hartley.jpg', 'media/letter.jpg', 'media/wedding 1948.jpg', 'media/cousins.jpg'];

async function run(input: { packagedFiles?: readonly string[]; leftOutFiles?: readonly string[] }) {
  const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
  let references: MediaReference[] = [];
  const record = await importGedcom(family, {
    ownerId: FAMILY,
    source: [new TextEncoder().encode(TREE)],
    fileName: 'hartley.gdz',
    onMediaReferences: async (found) => void (references = found),
    ...input,
  });
  return { record, references, ids: new ImportIds(FAMILY, record.importKey) };
}

describe('a GEDZIP tree read by the import', () => {
  it('names the linked person in a picture their link gives no CROP for (the whole image), so their face is named once found', async () => {
    const { references, ids } = await run({});
    const byName = new Map(references.map((reference) => [reference.fileName, reference]));
    // John's portrait: his face, once found, is his (and the photo on his Pictures tab).
    expect(byName.get('media/john_hartley.jpg')).toMatchObject({ personIds: [ids.person('@I1@')], faceCrops: [{ personId: ids.person('@I1@'), crop: {} }] });
    expect(byName.get('media/letter.jpg')!.faceCrops).toEqual([{ personId: ids.person('@I6@'), crop: {} }]);
    // An event's link names nobody's face.
    expect(byName.get('media/wedding 1948.jpg')!.faceCrops).toEqual([]);
    // Two people naming the whole of one picture would be a guess at whose face is whose: only the region given stays.
    expect(byName.get('media/cousins.jpg')!.faceCrops).toEqual([{ personId: ids.person('@I7@'), crop: { top: 10, left: 20 } }]);
  });

  it('warns of each local file a GEDZIP names but does not hold, at its line', async () => {
    const { record } = await run({ packagedFiles: ZIP_ENTRIES });
    const lines = TREE.split('\n');
    expect(record.warnings).toEqual([{ line: lines.indexOf('1 FILE media/missing_scan.jpg') + 1, message: '@O3@ names media/missing_scan.jpg, which is not in the GEDZIP' }]);
  });

  it('names in its report the packaged files that were not imported: at the FILE naming one, the rest in one warning', async () => {
    const tree = TREE.replace('1 FILE media/letter.jpg\n2 FORM image/jpeg\n', '1 FILE media/letter.jpg\n2 FORM image/jpeg\n1 FILE media/interview.mp3\n2 FORM audio/mpeg\n');
    const leftOut = ['media/interview.mp3', 'media/interview.srt', 'media/README'];
    const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    const record = await importGedcom(family, { ownerId: FAMILY, source: [new TextEncoder().encode(tree)], fileName: 'hartley.gdz', packagedFiles: [...ZIP_ENTRIES, ...leftOut], leftOutFiles: leftOut });
    const lines = tree.split('\n');
    expect(record.warnings).toEqual([
      { line: lines.indexOf('1 FILE media/interview.mp3') + 1, message: '@O3@ names media/interview.mp3, which is in the GEDZIP but is not a photo, video or PDF, so it was not imported' },
      { line: lines.indexOf('1 FILE media/missing_scan.jpg') + 1, message: '@O3@ names media/missing_scan.jpg, which is not in the GEDZIP' },
      { line: null, message: 'The GEDZIP also holds 2 files that are not photos, videos or PDFs, not imported: media/interview.srt, media/README' },
    ]);
  });

  it('counts the left-out files past the first ten in one warning', () => {
    const paths = Array.from({ length: 13 }, (_, index) => `audio/${index + 1}.wav`);
    expect(leftOutWarning(paths)).toBe('The GEDZIP also holds 13 files that are not photos, videos or PDFs, not imported: audio/1.wav, audio/2.wav, audio/3.wav, audio/4.wav, audio/5.wav, audio/6.wav, audio/7.wav, audio/8.wav, audio/9.wav, audio/10.wav and 3 more');
    expect(leftOutWarning(['notes'])).toBe('The GEDZIP also holds 1 file that is not a photo, video or PDF, not imported: notes');
  });

  it('does not warn of the files a bare .ged names: they are uploaded on their own', async () => {
    const { record } = await run({});
    expect(record.warnings).toEqual([]);
  });
});
