import { describe, expect, it } from 'vitest';
import {
  decodeMergeToken,
  encodeMergeToken,
  faceOrderKey,
  MERGE_CHUNK,
  mergedPhotoPage,
  photoOrderKey,
  type MergePosition,
  type OrderedFace,
} from '../../../lambdas/domain/faces/merged-photo-pages';

/** The strip's merge of many people's photos: a k-way merge whose cursor is one key (and a chunk). */

interface Face extends OrderedFace {
  personId: string;
}

/** A library of `photos` photos, each with 1-3 of `people` people on it (seeded, so repeatable). */
function library(photos: number, people: number, seed = 7): Face[] {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const faces: Face[] = [];
  for (let p = 0; p < photos; p++) {
    // Some share a date (the key's photo id breaks the tie), some have none (they sort last).
    const date = p % 9 === 0 ? '' : `19${String(10 + Math.floor(random() * 80))}-0${1 + Math.floor(random() * 9)}`;
    const photoId = `photo-${String(p).padStart(4, '0')}`;
    const on = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => `person-${Math.floor(random() * people)}`));
    [...on].forEach((personId, i) => faces.push({ personId, photoId, photoDateSort: date, faceId: `face-${p}-${i}` }));
  }
  return faces;
}

function reader(faces: readonly Face[]) {
  const log: string[] = [];
  const read = async (personId: string | null, below: string | null, limit: number) => {
    log.push(`${personId}`);
    const mine = faces.filter((face) => face.personId === personId && (below === null || faceOrderKey(face) < below)).sort((a, b) => (faceOrderKey(a) < faceOrderKey(b) ? 1 : -1));
    return { faces: mine.slice(0, limit), more: mine.length > limit };
  };
  const shownEarlier = (people: readonly string[]) => async (photoIds: readonly string[], chunk: number) => {
    const earlier = new Set(people.slice(0, chunk * MERGE_CHUNK));
    return new Set(faces.filter((face) => photoIds.includes(face.photoId) && earlier.has(face.personId)).map((face) => face.photoId));
  };
  return { read, log, shownEarlier };
}

/** Every page from the top, each through its token as the browser would send it. */
async function allPages(faces: readonly Face[], people: string[], limit: number) {
  const { read, log, shownEarlier } = reader(faces);
  const pages: string[][] = [];
  let position: MergePosition | null = decodeMergeToken(undefined);
  while (position) {
    const page = await mergedPhotoPage(read, people, position, limit, shownEarlier(people));
    pages.push(page.photoIds);
    position = page.next ? decodeMergeToken(encodeMergeToken(page.next)) : null;
    if (pages.length > 500) throw new Error('paging does not end');
  }
  return { pages, reads: log.length };
}

/** What the strip should show: each photo with any of the people once, newest first. */
function expected(faces: readonly Face[], people: readonly string[]): string[] {
  const chosen = faces.filter((face) => people.includes(face.personId)).sort((a, b) => (photoOrderKey(a) < photoOrderKey(b) ? 1 : -1));
  return [...new Set(chosen.map((face) => face.photoId))];
}

describe('merged photo pages', () => {
  it('pages through several people newest first with no photo repeated or missed, even when they share photos', async () => {
    const faces = library(400, 12);
    const people = Array.from({ length: 12 }, (_, i) => `person-${i}`);
    const shared = expected(faces, people).filter((photoId) => new Set(faces.filter((face) => face.photoId === photoId).map((face) => face.personId)).size > 1);
    expect(shared.length).toBeGreaterThan(20);
    const { pages } = await allPages(faces, people, 50);
    expect(pages.flat()).toEqual(expected(faces, people));
    expect(pages.slice(0, -1).every((page) => page.length > 0)).toBe(true);
  });

  it('reads only what a page needs: a first page of a large library does not read every face', async () => {
    const faces = library(5000, 30);
    const people = Array.from({ length: 30 }, (_, i) => `person-${i}`);
    const { read, log, shownEarlier } = reader(faces);
    const page = await mergedPhotoPage(read, people, decodeMergeToken(undefined), 50, shownEarlier(people));
    expect(page.photoIds).toEqual(expected(faces, people).slice(0, 50));
    // Each person once, plus refills for those who ran out first: far fewer than the 5,000 photos' pages.
    expect(log.length).toBeLessThan(people.length * 3);
  });

  it('takes a large set of people in chunks, nearest first, and never repeats a photo shown with an earlier chunk', async () => {
    const faces = library(600, 250);
    const people = Array.from({ length: 250 }, (_, i) => `person-${i}`);
    const { pages } = await allPages(faces, people, 50);
    const shown = pages.flat();
    expect(new Set(shown).size).toBe(shown.length);
    expect(new Set(shown)).toEqual(new Set(expected(faces, people)));
    // Chunk by chunk: the first chunk's photos (newest first) come before any photo only a later chunk has.
    const firstChunk = expected(faces, people.slice(0, MERGE_CHUNK));
    expect(shown.slice(0, firstChunk.length)).toEqual(firstChunk);
  });

  it('ends at once when nobody has a photo', async () => {
    const { pages, reads } = await allPages([], ['a', 'b'], 50);
    expect(pages).toEqual([[]]);
    expect(reads).toBe(2);
  });

  it('asks again only the people who may still have photos: most of a large family have none', async () => {
    // 100 relatives, 5 of them in photos.
    const faces = library(300, 5);
    const people = [...Array.from({ length: 5 }, (_, i) => `person-${i}`), ...Array.from({ length: 95 }, (_, i) => `nobody-${i}`)];
    const { read, log, shownEarlier } = reader(faces);
    const first = await mergedPhotoPage(read, people, decodeMergeToken(undefined), 50, shownEarlier(people));
    expect(log.length).toBeGreaterThanOrEqual(100);
    expect(first.next!.done.size).toBe(95);
    log.length = 0;
    const second = await mergedPhotoPage(read, people, decodeMergeToken(encodeMergeToken(first.next!)), 50, shownEarlier(people));
    expect(new Set(log)).toEqual(new Set(people.slice(0, 5)));
    expect([...first.photoIds, ...second.photoIds]).toEqual(expected(faces, people).slice(0, 100));
  });

  it('keeps its token small and refuses one that was not made here', () => {
    const done = new Set(Array.from({ length: MERGE_CHUNK }, (_, i) => i).filter((i) => i % 3 === 0));
    const token = encodeMergeToken({ chunk: 3, below: `1987-05-01#${'x'.repeat(36)}#`, done });
    expect(token.length).toBeLessThan(100);
    expect(decodeMergeToken(token)).toEqual({ chunk: 3, below: `1987-05-01#${'x'.repeat(36)}#`, done });
    expect(() => decodeMergeToken('o50')).toThrow('That page link is not valid');
    expect(() => decodeMergeToken('m1.x.abc')).toThrow('That page link is not valid');
  });
});
