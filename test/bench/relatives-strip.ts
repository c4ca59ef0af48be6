import { decodeMergeToken, encodeMergeToken, faceOrderKey, MERGE_CHUNK, mergedPhotoPage, type MergePosition, type OrderedFace } from '../../lambdas/domain/faces/merged-photo-pages';
import { percentile, round, type BenchResult } from './stats';

/**
 * The photo strip by relationship (issue 34 item 2): Queries and faces read a page when a filter's
 * relatives' photos are merged (merged-photo-pages.ts), over an in-memory index shaped like the
 * faces' person index, so the figures count reads rather than time. Three families of 20,000
 * photos: 30 relatives all in photos, 300 all in photos, and 2,000 relatives of whom 200 are.
 */
const PHOTOS = 20_000;
const CASES: ReadonlyArray<[relatives: number, pictured: number]> = [
  [30, 30],
  [300, 300],
  [2000, 200],
];

function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function walk(relatives: number, pictured: number) {
  const random = seeded(relatives);
  const byPerson = new Map<string, OrderedFace[]>();
  const onPhoto = new Map<string, string[]>();
  for (let p = 0; p < PHOTOS; p++) {
    const date = `19${String(10 + Math.floor(random() * 89))}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`;
    const on = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => `person-${Math.floor(random() * pictured)}`))];
    onPhoto.set(`photo-${p}`, on);
    on.forEach((person, i) => byPerson.set(person, [...(byPerson.get(person) ?? []), { photoId: `photo-${p}`, photoDateSort: date, faceId: `f${p}-${i}` }]));
  }
  for (const faces of byPerson.values()) faces.sort((a, b) => (faceOrderKey(a) < faceOrderKey(b) ? 1 : -1));
  // Nearest first, those in photos spread through the list.
  const step = relatives / pictured;
  const ids = Array.from({ length: relatives }, (_, i) => (i % step === 0 ? `person-${i / step}` : `nobody-${i}`));
  let reads = 0;
  let facesRead = 0;
  const read = async (personId: string | null, below: string | null, limit: number) => {
    reads++;
    const mine = (byPerson.get(personId!) ?? []).filter((face) => below === null || faceOrderKey(face) < below);
    facesRead += Math.min(limit, mine.length);
    return { faces: mine.slice(0, limit), more: mine.length > limit };
  };
  const shownEarlier = async (photoIds: readonly string[], chunk: number) => {
    const earlier = new Set(ids.slice(0, chunk * MERGE_CHUNK));
    return new Set(photoIds.filter((id) => onPhoto.get(id)!.some((person) => earlier.has(person))));
  };
  // The people's records (to leave out anyone removed from view) are read for the page's chunk only.
  let records = 0;
  const present = async (personIds: readonly string[]) => {
    records += personIds.length;
    return new Set(personIds);
  };
  let position: MergePosition | null = decodeMergeToken(undefined);
  const queries: number[] = [];
  const recordsRead: number[] = [];
  const shown: string[] = [];
  let longestToken = 0;
  while (position) {
    const before = reads;
    const recordsBefore = records;
    const page = await mergedPhotoPage(read, ids, position, 50, shownEarlier, present);
    queries.push(reads - before);
    recordsRead.push(records - recordsBefore);
    shown.push(...page.photoIds);
    if (page.next) longestToken = Math.max(longestToken, encodeMergeToken(page.next).length);
    position = page.next;
  }
  return { pages: queries.length, queries, recordsRead, shown: shown.length, distinct: new Set(shown).size, facesRead, longestToken };
}

export async function relativesStrip(): Promise<BenchResult> {
  const figures: Record<string, number | string> = {};
  for (const [relatives, pictured] of CASES) {
    const run = await walk(relatives, pictured);
    const label = `${relatives} relatives (${pictured} in photos)`;
    figures[`${label}: pages`] = run.pages;
    figures[`${label}: photos shown / distinct`] = `${run.shown} / ${run.distinct}`;
    figures[`${label}: Queries a page p50 / p99`] = `${percentile(run.queries, 50)} / ${percentile(run.queries, 99)}`;
    figures[`${label}: person records read a page p50 / max`] = `${percentile(run.recordsRead, 50)} / ${Math.max(...run.recordsRead)}`;
    figures[`${label}: faces read a photo shown`] = round(run.facesRead / run.shown);
    figures[`${label}: longest page token (chars)`] = run.longestToken;
  }
  return { name: `Photo strip by relationship: the merged pages over a ${PHOTOS.toLocaleString('en')}-photo family's faces (reads counted, in memory)`, figures };
}
