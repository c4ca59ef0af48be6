import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { syntheticGedcomBytes } from '../../../lambdas/domain/gedcom';
import { formatFinding, validateGedcom7 } from '../../../lambdas/domain/gedcom/validate';
import { runExport, startExport } from '../../../lambdas/domain/gedcom-export/export-jobs';
import type { RunExportDeps } from '../../../lambdas/domain/gedcom-export/ports';
import type { ExportGedcomMessage } from '@heirloom/shared/contracts/gedcom-export';
import type { FamilyMediaItem, FamilyMediaSource } from '../../../lambdas/domain/gedzip/family-media';
import { gedzipMediaPath } from '../../../lambdas/domain/gedzip/family-media';
import { namesInGedcom, surveyGedzip } from '../../../lambdas/domain/gedzip/gedzip-layout';
import type { MediaReference } from '../../../lambdas/domain/genealogy-import';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import { MemoryFamilyStore } from '../family/memory-family-store';
import { MemoryExportFiles } from '../gedcom-export/memory-export-files';
import { MemoryExportJobs } from '../gedcom-export/memory-export-jobs';
import type { FaceBox } from '../../../lambdas/ports/faces';
import { zipEntries } from '../../support/read-zip';

/** GEDZIP export: the tree and the family's originals in one zip, each OBJE linked from the people on its faces and its event. */

const FAMILY = 'family-a';
const clock = () => Date.UTC(2026, 0, 1);

/** The family's media in memory: two pages of photos (so the plan reads past the first), a video and a PDF. */
function memoryMedia(items: Array<FamilyMediaItem & { bytes: Buffer }>, faces: Array<{ photoId: string; personId: string; box: FaceBox }>): FamilyMediaSource & { opened: string[] } {
  const photos = items.filter((item) => item.kind !== 'document');
  const opened: string[] = [];
  return {
    opened,
    photos: async (_owner, cursor) => (cursor === null ? { items: photos.slice(0, 1), cursor: 'page-2' } : { items: photos.slice(1), cursor: null }),
    documents: async () => ({ items: items.filter((item) => item.kind === 'document'), cursor: null }),
    namedFaces: async (_owner, photoIds) => faces.filter((face) => photoIds.includes(face.photoId)),
    openOriginal: async (item) => {
      opened.push(item.id);
      return Readable.from([items.find((candidate) => candidate.id === item.id)!.bytes]);
    },
  };
}

/** The zip's files by path. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Map((await zipEntries(bytes)).map((entry) => [entry.path, entry.bytes]));
}

/** Every page of a walk (Node 20 has no Array.fromAsync). */
async function pagesOf<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

const lines = (text: string) => text.split('\n');
/** The lines of one record (from its level-0 line to the next). */
function recordOf(text: string, start: RegExp): string[] {
  const all = lines(text);
  const at = all.findIndex((line) => start.test(line));
  if (at < 0) return [];
  const end = all.findIndex((line, i) => i > at && line.startsWith('0 '));
  return all.slice(at, end);
}

describe('GEDZIP export', () => {
  it('zips gedcom.ged and every original, each OBJE linked from the people on its faces and from its event, and the links read back on import', async () => {
    const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    await importGedcom(family, { ownerId: FAMILY, source: [...syntheticGedcomBytes({ people: 30 })], fileName: 'synthetic.ged' });
    const [first, second] = (await pagesOf(family.store.walkPeople(FAMILY))).flat();
    const { event } = (await pagesOf(family.store.walkEvents(FAMILY))).flat().find((entry) => entry.event.eventType !== '')!;

    const jpeg = Buffer.from('JPEG bytes of the picnic');
    const items = [
      { kind: 'photo', id: 'P1', objectKey: 'users/u/1/IMG_0001.jpg', size: jpeg.length, name: 'IMG_0001.jpg', mime: 'image/jpeg', title: 'Picnic', eventId: event.id, width: 4000, height: 3000, bytes: jpeg },
      // Same name from another camera: the zip keeps both apart.
      { kind: 'photo', id: 'P2', objectKey: 'users/u/2/IMG_0001.jpg', size: 5, name: 'IMG_0001.jpg', mime: 'image/jpeg', title: null, eventId: null, width: 640, height: 480, bytes: Buffer.from('other') },
      { kind: 'video', id: 'V1', objectKey: 'users/u/3/wedding.mp4', size: 4, name: 'wedding.mp4', mime: 'video/mp4', title: null, eventId: null, width: 1920, height: 1080, bytes: Buffer.from('mp4!') },
      { kind: 'document', id: 'D1', objectKey: 'users/u/4/Großvaters Testament.pdf', size: 8, name: 'Großvaters Testament.pdf', mime: 'application/pdf', title: 'Will', eventId: null, width: null, height: null, bytes: Buffer.from('%PDF-1.7') },
    ] satisfies Array<FamilyMediaItem & { bytes: Buffer }>;
    const media = memoryMedia(items, [
      { photoId: 'P1', personId: first!.id, box: { left: 0.1, top: 0.2, width: 0.05, height: 0.08 } },
      { photoId: 'P1', personId: second!.id, box: { left: 0.6, top: 0.25, width: 0.06, height: 0.09 } },
      // A box a rounding past the edge stays inside the image.
      { photoId: 'P2', personId: first!.id, box: { left: 0.9, top: 0.5, width: 0.101, height: 0.2 } },
    ]);
    const jobs = new MemoryExportJobs();
    const files = new MemoryExportFiles();
    const run: RunExportDeps = { jobs, family, files, media, now: clock, newId, outOfTime: () => false, continueLater: async () => undefined, realtime: { toUser: async () => 1 } };
    const { job } = await startExport({ jobs, queue: { send: async () => undefined }, now: clock, newId }, { ownerId: FAMILY, requestedBy: 'ann', version: 'gedzip' });
    const done = await runExport(run, { ownerId: FAMILY, exportId: job.id });
    expect(done).toMatchObject({ status: 'done', fileName: 'family-tree-with-photos.gdz', mediaWritten: 4, mediaTotal: 4 });

    const zip = await unzip(files.bytes.get(job.key)!);
    const survey = surveyGedzip([...zip].map(([path, bytes]) => ({ path, size: bytes.length })))!;
    expect([...zip.keys()][0]).toBe('gedcom.ged');
    expect(survey.media.map((entry) => entry.path)).toEqual(items.map(gedzipMediaPath));
    for (const item of items) expect(zip.get(gedzipMediaPath(item))).toEqual(item.bytes);
    expect(media.opened).toEqual(['P1', 'P2', 'V1', 'D1']);

    const tree = zip.get('gedcom.ged')!.toString('utf8');
    expect(tree).toMatch(/^0 HEAD\n1 GEDC\n2 VERS 7\.0/);
    // Valid GEDCOM 7, CROPs and all (and the synthetic 5.5.1 tree's own OBJE records, their TITL
    // moved under FILE), by the validator built from the specification's tables.
    expect(validateGedcom7(new TextEncoder().encode(tree)).findings.map(formatFinding)).toEqual([]);
    // Each item's OBJE record, found by its FILE (xrefs are given past the tree's own, which has OBJE records too).
    const objeOf = (item: FamilyMediaItem) => {
      const file = `1 FILE ${namesInGedcom(gedzipMediaPath(item)).at(-1)}`;
      const all = lines(tree);
      const at = all.indexOf(file);
      expect(at).toBeGreaterThan(0);
      const xref = /^0 (@[^@]+@) OBJE$/.exec(all[at - 1]!)![1]!;
      return { xref, lines: recordOf(tree, new RegExp(`^0 ${xref} OBJE$`)) };
    };
    const [picnic, other, video, will] = items.map(objeOf);
    expect(new Set([picnic, other, video, will].map((obje) => obje!.xref)).size).toBe(4);
    expect(tree.match(new RegExp(`^0 ${picnic!.xref} `, 'gm'))).toHaveLength(1);
    expect(picnic!.lines).toEqual([`0 ${picnic!.xref} OBJE`, '1 FILE media/P1-IMG_0001.jpg', '2 FORM image/jpeg', '3 MEDI PHOTO', '2 TITL Picnic']);
    expect(video!.lines).toContain('3 MEDI VIDEO');
    // A FILE is a URI reference: the document's space and ß are percent-encoded, as GEDCOM 7 asks.
    expect(will!.lines).toContain('1 FILE media/D1-Gro%C3%9Fvaters%20Testament.pdf');
    expect(will!.lines).toContain('3 MEDI ELECTRONIC');
    const objeLinks = (xref: string) => recordOf(tree, new RegExp(`^0 ${xref} INDI$`)).filter((line) => line.startsWith('1 OBJE'));
    expect(objeLinks(first!.gedcom!.xref!)).toEqual([`1 OBJE ${picnic!.xref}`, `1 OBJE ${other!.xref}`]);
    expect(objeLinks(second!.gedcom!.xref!)).toEqual([`1 OBJE ${picnic!.xref}`]);
    // Each link carries the face's box as a CROP, in pixels of the upright image.
    const linkOf = (person: string, xref: string) => {
      const lines = recordOf(tree, new RegExp(`^0 ${person} INDI$`));
      const at = lines.indexOf(`1 OBJE ${xref}`);
      const end = lines.findIndex((line, i) => i > at && /^1 /.test(line));
      return lines.slice(at, end < 0 ? undefined : end);
    };
    expect(linkOf(first!.gedcom!.xref!, picnic!.xref)).toEqual([`1 OBJE ${picnic!.xref}`, '2 CROP', '3 TOP 600', '3 LEFT 400', '3 HEIGHT 240', '3 WIDTH 200']);
    expect(linkOf(first!.gedcom!.xref!, other!.xref)).toEqual([`1 OBJE ${other!.xref}`, '2 CROP', '3 TOP 240', '3 LEFT 576', '3 HEIGHT 96', '3 WIDTH 64']);
    // The picnic's event carries it (under a person or a family, wherever the event is written).
    expect(tree.match(new RegExp(`^2 OBJE ${picnic!.xref}$`, 'gm'))).not.toBeNull();

    // Read back as an import reads it: the files a GEDZIP names, with the same people and event.
    const copy: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    let references: MediaReference[] = [];
    await importGedcom(copy, {
      ownerId: 'family-b',
      source: [new Uint8Array(zip.get('gedcom.ged')!)],
      fileName: 'family-tree-with-photos.gdz',
      onMediaReferences: async (found) => void (references = found),
    });
    const copied = new Map((await pagesOf(copy.store.walkPeople('family-b'))).flat().map((person) => [person.id, person.gedcom?.xref]));
    const byFile = new Map(references.map((reference) => [reference.fileKey, reference]));
    const picnicRef = byFile.get(mediaFileKey(namesInGedcom(gedzipMediaPath(items[0]!))[0]!))!;
    // The two people on its faces; an OBJE under a person's event also names that person (the importer's reading).
    const eventPeople = new Set(tree.split(/\n(?=0 )/).filter((record) => record.includes(`2 OBJE ${picnic!.xref}`)).map((record) => /^0 (@[^@]+@) INDI/.exec(record)?.[1]));
    expect(new Set(picnicRef.personIds.map((id) => copied.get(id)))).toEqual(new Set([first!.gedcom!.xref, second!.gedcom!.xref, ...eventPeople].filter(Boolean)));
    expect(picnicRef.eventIds).toHaveLength(1);
    // The CROPs read back for the people they were under, to name their faces once the photo's are found.
    expect(picnicRef.faceCrops.map(({ personId, crop }) => [copied.get(personId), crop])).toEqual([
      [first!.gedcom!.xref, { top: 600, left: 400, width: 200, height: 240 }],
      [second!.gedcom!.xref, { top: 750, left: 2400, width: 240, height: 270 }],
    ]);
    const [copiedEvent] = await copy.store.getEvents('family-b', picnicRef.eventIds);
    expect(copiedEvent).toMatchObject({ eventType: event.eventType, startDate: event.startDate });
    // The tree's own OBJE records (files of the synthetic tree) are named too, beside the four in the zip.
    // The import's media step tries each entry's names (as it is, and as a URI reference).
    for (const item of items) expect(namesInGedcom(gedzipMediaPath(item)).some((name) => byFile.has(mediaFileKey(name)))).toBe(true);
  }, 60_000);

  it('goes on over several runs when its time is up, to the same zip, a copied message doing nothing', async () => {
    const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    await importGedcom(family, { ownerId: FAMILY, source: [...syntheticGedcomBytes({ people: 12 })], fileName: 'synthetic.ged' });
    const photo = (n: number) => ({ kind: 'photo' as const, id: `P${n}`, objectKey: `users/u/${n}.jpg`, size: 1000 + n, name: `${n}.jpg`, mime: 'image/jpeg', title: null, eventId: null, width: 10, height: 10, bytes: Buffer.alloc(1000 + n, n) });
    const items = [1, 2, 3, 4, 5].map(photo);
    const exportIn = async (outOfTime: () => boolean) => {
      const jobs = new MemoryExportJobs();
      const files = new MemoryExportFiles();
      const queued: ExportGedcomMessage[] = [];
      const run: RunExportDeps = { jobs, family, files, media: memoryMedia(items, []), now: clock, newId, outOfTime, continueLater: async (message) => void queued.push(message), realtime: { toUser: async () => 1 } };
      const { job } = await startExport({ jobs, queue: { send: async () => undefined }, now: clock, newId }, { ownerId: FAMILY, requestedBy: 'ann', version: 'gedzip' });
      const runs = [await runExport(run, { ownerId: FAMILY, exportId: job.id })];
      const seen: Array<number | undefined> = [runs[0]!.mediaWritten];
      for (let message = queued.shift(); message; message = queued.shift()) {
        // SQS may deliver a message twice: the copy finds the run's token taken and leaves the job alone.
        const [first, copy] = await Promise.all([runExport(run, { ownerId: message.owner_id, exportId: message.export_id, run: message.run }), runExport(run, { ownerId: message.owner_id, exportId: message.export_id, run: message.run })]);
        runs.push(first);
        seen.push((await jobs.get(FAMILY, job.id))!.mediaWritten);
        expect(copy?.status).not.toBe('failed');
      }
      return { job: (await jobs.get(FAMILY, job.id))!, bytes: files.bytes.get(job.key)!, runs: runs.length, seen, slotFree: !jobs.slots.has(FAMILY) };
    };

    const once = await exportIn(() => false);
    // Every run's time is up at once: each run writes one original (the first run the tree too).
    const inRuns = await exportIn(() => true);
    expect(once.runs).toBe(1);
    expect(inRuns.runs).toBe(5);
    expect(inRuns.seen).toEqual([1, 2, 3, 4, 5]);
    expect(inRuns.job).toMatchObject({ status: 'done', mediaWritten: 5, mediaTotal: 5, run: null, size: inRuns.bytes.length });
    expect(inRuns.slotFree).toBe(true);
    // The same bytes: one run or five, the zip cannot tell.
    expect(inRuns.bytes.equals(once.bytes)).toBe(true);
    const zip = await unzip(inRuns.bytes);
    expect([...zip.keys()]).toEqual(['gedcom.ged', ...items.map(gedzipMediaPath)]);
    for (const item of items) expect(zip.get(gedzipMediaPath(item))).toEqual(item.bytes);
  });

  it('fails the job, frees the slot and says so when an original cannot be read', async () => {
    const family: FamilyDeps = { store: new MemoryFamilyStore(), now: clock, newId };
    await importGedcom(family, { ownerId: FAMILY, source: [...syntheticGedcomBytes({ people: 3 })], fileName: 'synthetic.ged' });
    const broken: FamilyMediaSource = {
      ...memoryMedia([{ kind: 'photo', id: 'P1', objectKey: 'k', size: 100, name: 'a.jpg', mime: 'image/jpeg', title: null, eventId: null, width: 10, height: 10, bytes: Buffer.from('too short') }], []),
    };
    const jobs = new MemoryExportJobs();
    const run: RunExportDeps = { jobs, family, files: new MemoryExportFiles(), media: broken, now: clock, newId, outOfTime: () => false, continueLater: async () => undefined, realtime: { toUser: async () => 1 } };
    const { job } = await startExport({ jobs, queue: { send: async () => undefined }, now: clock, newId }, { ownerId: FAMILY, requestedBy: 'ann', version: 'gedzip' });
    await expect(runExport(run, { ownerId: FAMILY, exportId: job.id })).rejects.toThrow(/unexpected number of bytes/);
    expect(await jobs.get(FAMILY, job.id)).toMatchObject({ status: 'failed', message: 'The export could not be written. Please try again.' });
    expect(jobs.slots.has(FAMILY)).toBe(false);
  });
});
