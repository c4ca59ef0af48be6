import { describe, expect, it } from 'vitest';
import { filesMatching, isUploadableMediaName, mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import type { MediaReference } from '../../../lambdas/domain/genealogy-import';
import { forgetImportedFiles, listMissingFiles, matchUploadedFile, recordMediaReferences } from '../../../lambdas/domain/home/missing-files';
import type { MatchedFileLinks, MissingFileRecord, MissingFileStore } from '../../../lambdas/ports/missing-files';
import { MemoryFamilyStore } from '../family/memory-family-store';

/** Missing GEDCOM files: which names match, what an import names, what a matched upload links. */

const OWNER = 'family-1';
const gedcom = (body: string) => `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n${body.trim()}\n0 TRLR\n`;

class MemoryMissingFiles implements MissingFileStore {
  readonly records = new Map<string, MissingFileRecord>();
  private key = (ownerId: string, fileKey: string) => `${ownerId}|${fileKey}`;
  async getMany(ownerId: string, fileKeys: readonly string[]) {
    return fileKeys.map((k) => this.records.get(this.key(ownerId, k))).filter((r): r is MissingFileRecord => Boolean(r));
  }
  async putMany(records: readonly MissingFileRecord[]) {
    for (const record of records) this.records.set(this.key(record.ownerId, record.fileKey), structuredClone(record));
  }
  async markMatched(ownerId: string, fileKey: string, photoId: string, now: number) {
    const record = this.records.get(this.key(ownerId, fileKey));
    if (record) Object.assign(record, { matchedPhotoId: photoId, updatedAt: now });
  }
  async forget(ownerId: string, fileKeys: readonly string[]) {
    for (const fileKey of fileKeys) this.records.delete(this.key(ownerId, fileKey));
  }
  async listMissing(ownerId: string, page: { limit: number }) {
    const items = [...this.records.values()].filter((r) => r.ownerId === ownerId && r.matchedPhotoId === null).sort((a, b) => a.fileKey.localeCompare(b.fileKey));
    return { items: items.slice(0, page.limit), cursor: null };
  }
}

async function importReferences(text: string) {
  const deps: FamilyDeps & { store: MemoryFamilyStore } = { store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId };
  let references: MediaReference[] = [];
  let importKey = '';
  await importGedcom(deps, {
    ownerId: OWNER,
    source: new TextEncoder().encode(text),
    fileName: 'family.ged',
    onMediaReferences: async (found, file) => {
      references = found;
      importKey = file.importKey;
    },
  });
  const people = [...deps.store.people.values()];
  const personOf = (xref: string) => people.find((p) => p.gedcom?.xref === xref)!.id;
  const events = [...deps.store.events.values()];
  return { deps, references, importKey, personOf, events };
}

describe('file names match by base name, whatever the folders and case', () => {
  it.each([
    ['C:\\Photos\\Ada Portrait.JPG', 'ada portrait.jpg'],
    ['photos/John-kennedy.jpg', 'john-kennedy.jpg'],
    ['\\\\server\\share\\x.png', 'x.png'],
    ['  cake.webm ', 'cake.webm'],
  ])('%s -> %s', (name, key) => {
    expect(mediaFileKey(name)).toBe(key);
  });

  it('a web address or an empty name is nothing to upload', () => {
    expect(isUploadableMediaName('https://example.com/a.jpg')).toBe(false);
    expect(isUploadableMediaName('folder/')).toBe(false);
    expect(isUploadableMediaName('a/relative/path')).toBe(true);
  });

  it('picks the chosen files that are missing, each name once', () => {
    const chosen = [{ name: 'ADA PORTRAIT.jpg' }, { name: 'holiday.jpg' }, { name: 'ada portrait.JPG' }, { name: 'cake.webm' }];
    expect(filesMatching(chosen, ['ada portrait.jpg', 'cake.webm', 'gone.jpg']).map((f) => f.name)).toEqual(['ADA PORTRAIT.jpg', 'cake.webm']);
  });
});

describe('an import names the files of OBJE records, inline OBJE and pointers, with their people and events', () => {
  const file = gedcom(`
0 @M1@ OBJE
1 FILE C:\\Photos\\wedding.jpg
2 FORM jpg
2 TITL The wedding
0 @I1@ INDI
1 NAME Ada /Lovelace/
1 OBJE
2 FILE portraits/Ada.JPG
3 FORM jpg
2 TITL Ada aged 20
1 BIRT
2 DATE 10 DEC 1815
2 OBJE
3 FILE certificates/ada-birth.png
0 @I2@ INDI
1 NAME William /King/
1 OBJE @M1@
0 @F1@ FAM
1 HUSB @I2@
1 WIFE @I1@
1 MARR
2 DATE 8 JUL 1835
2 OBJE @M1@
1 OBJE
2 FILE https://example.com/online.jpg
`);

  it('one reference per file, linked to whom and what named it', async () => {
    const { references, personOf, events } = await importReferences(file);
    const byKey = new Map(references.map((r) => [r.fileKey, r]));
    expect([...byKey.keys()].sort()).toEqual(['ada-birth.png', 'ada.jpg', 'wedding.jpg']);
    expect(byKey.get('ada.jpg')).toMatchObject({ fileName: 'portraits/Ada.JPG', title: 'Ada aged 20', personIds: [personOf('@I1@')], eventIds: [] });
    const birth = events.find((e) => e.eventType === 'birth')!;
    const marriage = events.find((e) => e.eventType === 'marriage')!;
    expect(byKey.get('ada-birth.png')).toMatchObject({ personIds: [personOf('@I1@')], eventIds: [birth.id] });
    const wedding = byKey.get('wedding.jpg')!;
    expect(wedding).toMatchObject({ fileName: 'C:\\Photos\\wedding.jpg', title: 'The wedding', eventIds: [marriage.id] });
    expect(new Set(wedding.personIds)).toEqual(new Set([personOf('@I1@'), personOf('@I2@')]));
  });

  it('the import lists them missing; a matching upload links its event and portrait once, and leaves the list', async () => {
    const { references, importKey, deps, personOf, events } = await importReferences(file);
    const store = new MemoryMissingFiles();
    await recordMediaReferences(store, { ownerId: OWNER, importKey, importFileName: 'family.ged', references, now: 1 });
    const listed = await listMissingFiles({ store, family: deps }, OWNER, { limit: 10 });
    expect(listed.files.map((f) => f.file_key)).toEqual(['ada-birth.png', 'ada.jpg', 'wedding.jpg']);
    expect(listed.files[1]).toMatchObject({ file_name: 'portraits/Ada.JPG', import_file_name: 'family.ged', people: [{ id: personOf('@I1@'), name: 'Ada Lovelace' }] });
    expect(listed.files[2]!.events).toEqual([{ id: events.find((e) => e.eventType === 'marriage')!.id, name: expect.any(String) }]);

    const linked: string[] = [];
    const links: MatchedFileLinks = {
      linkEvent: async (ownerId, photoId, eventId) => void linked.push(`event ${ownerId} ${photoId} ${eventId}`),
      describe: async (ownerId, photoId, title) => void linked.push(`title ${ownerId} ${photoId} ${title}`),
      nameFaces: async (ownerId, photoId) => void linked.push(`faces ${ownerId} ${photoId}`),
    };
    const matchDeps = { store, links, now: () => 2 };
    expect(await matchUploadedFile(matchDeps, OWNER, { fileName: 'holiday.jpg', photoId: 'p0' })).toBe(false);
    expect(await matchUploadedFile(matchDeps, 'another-family', { fileName: 'wedding.jpg', photoId: 'p0' })).toBe(false);
    expect(await matchUploadedFile(matchDeps, OWNER, { fileName: 'WEDDING.jpg', photoId: 'p1' })).toBe(true);
    const marriage = events.find((e) => e.eventType === 'marriage')!.id;
    // The OBJE's TITL becomes the photo's description (when it has none). It is no one's icon: a
    // person's icon is their face, named where a link places it (none here: two people are in it).
    expect(linked.sort()).toEqual([`event ${OWNER} p1 ${marriage}`, `title ${OWNER} p1 The wedding`].sort());
    // Matched once: another upload of the same name is just a photo.
    expect(await matchUploadedFile(matchDeps, OWNER, { fileName: 'wedding.jpg', photoId: 'p2' })).toBe(false);
    expect((await listMissingFiles({ store, family: deps }, OWNER, { limit: 10 })).files.map((f) => f.file_key)).toEqual(['ada-birth.png', 'ada.jpg']);

    // Importing the file again keeps what was matched.
    await recordMediaReferences(store, { ownerId: OWNER, importKey, importFileName: 'family.ged', references, now: 3 });
    expect((await listMissingFiles({ store, family: deps }, OWNER, { limit: 10 })).files.map((f) => f.file_key)).toEqual(['ada-birth.png', 'ada.jpg']);
  });

  it("'Remove this import' forgets the files only that import named, keeping those of people or events the family kept", async () => {
    const { references, importKey, personOf } = await importReferences(file);
    const store = new MemoryMissingFiles();
    await recordMediaReferences(store, { ownerId: OWNER, importKey, importFileName: 'family.ged', references, now: 1 });
    await recordMediaReferences(store, { ownerId: OWNER, importKey: 'another-file', importFileName: 'other.ged', references: [{ ...references[0]!, fileKey: 'other.jpg', fileName: 'other.jpg' }], now: 1 });
    await recordMediaReferences(store, { ownerId: 'another-family', importKey, importFileName: 'family.ged', references, now: 1 });

    // William was kept (edited since): the wedding picture, his too, stays; Ada's portrait and birth record go.
    expect(await forgetImportedFiles(store, OWNER, importKey, { people: new Set([personOf('@I2@')]), events: new Set() })).toBe(2);
    expect((await store.listMissing(OWNER, { limit: 10 })).items.map((record) => record.fileKey)).toEqual(['other.jpg', 'wedding.jpg']);
    // Nothing kept: the rest of that file's go; another file's and another family's stay.
    expect(await forgetImportedFiles(store, OWNER, importKey, { people: new Set(), events: new Set() })).toBe(1);
    expect((await store.listMissing(OWNER, { limit: 10 })).items.map((record) => record.fileKey)).toEqual(['other.jpg']);
    expect((await store.listMissing('another-family', { limit: 10 })).items).toHaveLength(3);
  });
});

describe('a GEDCOM 7 link with a CROP says where the person is in the picture', () => {
  const seven = `0 HEAD
1 GEDC
2 VERS 7.0
0 @M1@ OBJE
1 FILE media/P1-picnic%20day.jpg
2 FORM image/jpeg
0 @I1@ INDI
1 NAME Ada /Lovelace/
1 OBJE @M1@
2 CROP
3 TOP 600
3 LEFT 400
3 HEIGHT 240
3 WIDTH 200
0 @I2@ INDI
1 NAME William /King/
1 OBJE @M1@
2 CROP
3 LEFT 2400
3 WIDTH x
0 @I3@ INDI
1 NAME Byron /Lovelace/
1 OBJE @M1@
1 BIRT
2 OBJE @M1@
3 CROP
4 TOP 5
0 TRLR
`;

  it("the import keeps each person's region (what is missing or unreadable left to the defaults); the matched upload names their faces", async () => {
    const { references, importKey, personOf } = await importReferences(seven);
    const [picnic] = references;
    expect(picnic).toMatchObject({ fileKey: 'p1-picnic day.jpg', fileName: 'media/P1-picnic day.jpg' });
    // Byron is linked without a region, and a region under an event's link is not a face of anyone's.
    expect(picnic!.faceCrops).toEqual([
      { personId: personOf('@I1@'), crop: { top: 600, left: 400, height: 240, width: 200 } },
      { personId: personOf('@I2@'), crop: { left: 2400 } },
    ]);

    const store = new MemoryMissingFiles();
    await recordMediaReferences(store, { ownerId: OWNER, importKey, importFileName: 'family.ged', references, now: 1 });
    const named: unknown[] = [];
    const links: MatchedFileLinks = { linkEvent: async () => undefined, describe: async () => undefined, nameFaces: async (...args) => void named.push(args) };
    expect(await matchUploadedFile({ store, links, now: () => 2 }, OWNER, { fileName: 'P1-picnic day.jpg', photoId: 'p1' })).toBe(true);
    expect(named).toEqual([[OWNER, 'p1', picnic!.faceCrops]]);
  });
});
