import { createReadStream, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openZip } from '../../../lambdas/domain/archives/zip-reader';
import { isGedzipUpload, LEFT_OUT_MEDIA, namesInGedcom, surveyGedzip } from '../../../lambdas/domain/gedzip/gedzip-layout';
import { corpusPath } from '../gedcom/corpus';

/** A .gdz of the shared corpus, opened the way an upload is: ranged reads of the stored object. */
async function openCorpusZip(name: string) {
  const path = corpusPath(name);
  return openZip((start, end) => Promise.resolve(createReadStream(path, { start, end: end - 1 })), statSync(path).size, () => true);
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('GEDZIP layout', () => {
  it('knows a GEDZIP upload by its .gdz name, in any case', () => {
    expect(isGedzipUpload({ name: 'Family.GDZ' })).toBe(true);
    expect(isGedzipUpload({ name: 'family.ged' })).toBe(false);
    expect(isGedzipUpload({ name: 'takeout.zip' })).toBe(false);
  });

  it('finds the tree at the root and sorts photos, videos and PDFs from what is left out', () => {
    const survey = surveyGedzip([
      { path: 'gedcom.ged', size: 100 },
      { path: 'media/', size: 0 },
      { path: 'media/Ada.JPG', size: 10 },
      { path: 'media/wedding.mp4', size: 10 },
      { path: 'docs/will.pdf', size: 10 },
      { path: 'media/voice.mp3', size: 10 },
      { path: 'media/empty.jpg', size: 0 },
      { path: '__MACOSX/media/._Ada.JPG', size: 10 },
      { path: 'media/.DS_Store', size: 10 },
    ]);
    expect(survey?.tree.path).toBe('gedcom.ged');
    expect(survey?.media.map((e) => e.path)).toEqual(['media/Ada.JPG', 'media/wedding.mp4', 'docs/will.pdf']);
    expect(survey?.leftOut.map((e) => e.path)).toEqual(['media/voice.mp3', 'media/empty.jpg']);
  });

  it('is not a GEDZIP without gedcom.ged at the root (in a folder or named otherwise does not count)', () => {
    expect(surveyGedzip([{ path: 'tree/gedcom.ged', size: 10 }, { path: 'media/a.jpg', size: 10 }])).toBeNull();
    expect(surveyGedzip([{ path: 'family.ged', size: 10 }])).toBeNull();
  });

  it('matches a zip entry to the FILE line GEDCOM 7 writes for it (a URI reference) and to the name as it is', () => {
    expect(namesInGedcom('media/CharlotteBrontë.jpg')).toEqual(['media/CharlotteBrontë.jpg', 'media/CharlotteBront%C3%AB.jpg']);
    expect(namesInGedcom('media/ada.jpg')).toEqual(['media/ada.jpg']);
  });
});

describe('the shared GEDZIP test files, read in place', () => {
  it('maximal70.gdz: its tree, the photo its OBJE names, and the files that are not photos left out', async () => {
    const zip = await openCorpusZip('gedcom7-official/gedcom70/maximal70.gdz');
    try {
      const survey = surveyGedzip(zip.entries)!;
      expect(survey.media.map((e) => [e.path, e.size])).toEqual([['media/CharlotteBrontë.jpg', 79000]]);
      expect(survey.leftOut.map((e) => e.path)).toEqual(['media/derived.oga', 'media/original.mp3', 'media/transcript.vtt', 'path/to/file1']);
      const tree = await text(await zip.openEntry(survey.tree));
      expect(tree).toMatch(/^(\uFEFF)?0 HEAD/);
      // The FILE line names the photo as a URI reference: the second name the entry is matched by.
      expect(tree).toContain(`1 FILE ${namesInGedcom(survey.media[0]!.path)[1]}`);
      expect(LEFT_OUT_MEDIA).toMatch(/photos, videos and PDFs/);
    } finally {
      zip.close();
    }
  });

  it('minimal70.gdz: a tree and nothing else', async () => {
    const zip = await openCorpusZip('gedcom7-official/gedcom70/minimal70.gdz');
    try {
      const survey = surveyGedzip(zip.entries)!;
      expect(survey.media).toEqual([]);
      expect(survey.leftOut).toEqual([]);
      expect(await text(await zip.openEntry(survey.tree))).toContain('0 TRLR');
    } finally {
      zip.close();
    }
  });
});
