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

  describe('when the people change between pages (a relative renamed, removed from view, added or merged)', () => {
    // Photos 0-119, newest first: C is on the newest 30 (so C has given everything by the end of page 1),
    // A on the next 60, B on the oldest 30.
    const faces: Face[] = Array.from({ length: 120 }, (_, p) => ({
      personId: p < 30 ? 'C' : p < 90 ? 'A' : 'B',
      photoId: `photo-${String(p).padStart(3, '0')}`,
      photoDateSort: `2000-${String(1000 - p).padStart(4, '0')}`,
      faceId: `face-${p}`,
    }));
    const D: Face[] = Array.from({ length: 20 }, (_, i) => ({ personId: 'D', photoId: `photo-d${i}`, photoDateSort: `2000-${String(1000 - 6 * i).padStart(4, '0')}`, faceId: `face-d${i}` }));

    /** Page 1 with [B, C, A] (by name, as the strip used to), then the rest with `after`'s people. */
    async function pagesAcross(library: readonly Face[], after: string[]) {
      const { read, shownEarlier } = reader(library);
      const first = await mergedPhotoPage(read, ['B', 'C', 'A'], decodeMergeToken(undefined), 50, shownEarlier(['B', 'C', 'A']));
      expect(first.next!.done.size).toBeGreaterThan(0);
      const shown = [...first.photoIds];
      let position: MergePosition | null = decodeMergeToken(encodeMergeToken(first.next!));
      for (let pages = 0; position; pages++) {
        const page = await mergedPhotoPage(read, after, position, 50, shownEarlier(after));
        shown.push(...page.photoIds);
        position = page.next ? decodeMergeToken(encodeMergeToken(page.next)) : null;
        if (pages > 50) throw new Error('paging does not end');
      }
      return { first: first.photoIds, shown };
    }

    it('a relative removed after page 1 shifts the others, and nobody still there is skipped or repeated', async () => {
      const { shown } = await pagesAcross(faces, ['B', 'A']);
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.filter((photoId) => !photoId.startsWith('photo-0') || Number(photoId.slice(6)) >= 30)).toEqual(expected(faces, ['A', 'B']));
      expect(shown).toHaveLength(120);
    });

    it('a relative renamed after page 1 (the same people in another order): every photo once, newest first', async () => {
      const { shown } = await pagesAcross(faces, ['A', 'B', 'C']);
      expect(shown).toEqual(expected(faces, ['A', 'B', 'C']));
    });

    it('a relative added after page 1 is asked, and nobody already there is skipped or repeated', async () => {
      const { first, shown } = await pagesAcross([...faces, ...D], ['B', 'D', 'C', 'A']);
      expect(new Set(shown).size).toBe(shown.length);
      const lastShown = photoOrderKey(faces.find((face) => face.photoId === first.at(-1))!);
      // D's photos above where page 1 ended were never in the strip; those below it all are.
      const everyone = expected([...faces, ...D], ['A', 'B', 'C', 'D']);
      const dAbove = D.filter((face) => photoOrderKey(face) > lastShown).map((face) => face.photoId);
      expect(shown).toEqual(everyone.filter((photoId) => !dAbove.includes(photoId)));
    });

    it("a person left out of a page (removed from view) is not marked done, so they are asked once they are back", async () => {
      const { read, log, shownEarlier } = reader(faces);
      const people = ['B', 'C', 'A'];
      const asked: string[][] = [];
      const withoutA = async (ids: readonly string[]) => {
        asked.push([...ids]);
        return new Set(ids.filter((id) => id !== 'A'));
      };
      const first = await mergedPhotoPage(read, people, decodeMergeToken(undefined), 50, shownEarlier(people), withoutA);
      expect(asked).toEqual([people]);
      expect(first.photoIds).toEqual(expected(faces, ['B', 'C']).slice(0, 50));
      // C (place 1) has given all; A (place 2) was not asked, so is not done.
      expect(first.next!.done).toEqual(new Set([1]));
      log.length = 0;
      await mergedPhotoPage(read, people, decodeMergeToken(encodeMergeToken(first.next!)), 50, shownEarlier(people));
      expect(new Set(log)).toEqual(new Set(['B', 'A']));
    });

    it("asks who is present for the current chunk's people only, never for everyone named", async () => {
      const many = Array.from({ length: 250 }, (_, i) => `person-${i}`);
      const { read, shownEarlier } = reader(library(300, 250));
      const asked: number[] = [];
      const all = async (ids: readonly string[]) => {
        asked.push(ids.length);
        return new Set(ids);
      };
      await mergedPhotoPage(read, many, decodeMergeToken(undefined), 50, shownEarlier(many), all);
      expect(asked).toEqual([MERGE_CHUNK]);
    });

    it("ignores `done` in a token made before it carried the chunk's people", async () => {
      const { read, log, shownEarlier } = reader(faces);
      const people = ['B', 'A'];
      // An old token saying place 1 (now A) is done: A is asked anyway.
      const page = await mergedPhotoPage(read, people, decodeMergeToken(`m1.0.${Buffer.from(photoOrderKey(faces[49]!)).toString('base64url')}.Ag`), 200, shownEarlier(people));
      expect(log).toContain('A');
      expect(page.photoIds).toEqual(expected(faces, people).filter((photoId) => Number(photoId.slice(6)) >= 50));
    });
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
