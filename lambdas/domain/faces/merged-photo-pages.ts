import { createHash } from 'node:crypto';
import { ValidationError } from '../errors';

/**
 * The strip's photos of many people at once (a preset list, a relationship filter) as one stream,
 * newest first, a page at a time, reading only what the page needs. Each person's faces are an
 * index Query sorted by `<photo date>#<photoId>#<faceId>`, so the merged stream's position is one
 * key: every photo above it has been shown. A page asks each person for the faces just below that
 * key (a few each, then more from whoever runs out first: a k-way merge) and the token keeps the
 * key, not one cursor per person, so its size does not grow with the people.
 *
 * Thousands of people would be thousands of Queries a page, so the people are taken in chunks of
 * MERGE_CHUNK (in the order given: a relationship filter's nearest relatives first); the stream is
 * date ordered within a chunk, chunk after chunk. A photo already shown with someone of an earlier
 * chunk is not shown again (`shownEarlier`).
 *
 * The people are found again for every page, so they may differ from the last page's (a relative
 * added, removed or merged meanwhile). The token's `done` names people by their place in the chunk,
 * so it carries a hash of the chunk's people: when that differs, `done` is ignored and every person
 * of the chunk is asked below the key again (the key alone keeps the stream whole; `done` only
 * saves reads).
 */
export const MERGE_CHUNK = 100;
/** At most this many rounds of reads for one page: a page may be short, and paging goes on. */
const MAX_ROUNDS = 16;

const INVALID_PAGE = 'That page link is not valid';
// The last part (the chunk's people's hash) is optional: tokens made before it was added still page.
const TOKEN = /^m1\.(\d{1,4})\.([A-Za-z0-9_-]{0,400})\.([A-Za-z0-9_-]{0,24})(?:\.([A-Za-z0-9_-]{8}))?$/;

/** Whether a page link is a merged stream's token (not another list's plain cursor). */
export const isMergeToken = (token: string): boolean => token.startsWith('m1.');

/** A short hash of a chunk's people in order: a token's `done` holds only for the same people. */
export const chunkHash = (people: readonly (string | null)[]): string =>
  createHash('sha256')
    .update(people.map((id) => id ?? '').join('\n'))
    .digest('base64url')
    .slice(0, 8);

/** Where a merged stream stands: which chunk of people, and the key every photo shown so far is above. */
export interface MergePosition {
  chunk: number;
  /** Exclusive upper bound (`<date>#<photoId>#`); null at the top of the chunk. */
  below: string | null;
  /**
   * The chunk's people (by place in it) with nothing left below `below`: not asked again. Most of
   * a large family's relatives have no photos, so a page asks only those who may still have some.
   */
  done: ReadonlySet<number>;
  /** chunkHash of the chunk's people when `done` was taken; absent (old token): `done` is not trusted. */
  peopleHash?: string;
}

const bitsOf = (done: ReadonlySet<number>): string => {
  const bytes = Buffer.alloc(Math.ceil(MERGE_CHUNK / 8));
  for (const index of done) bytes[index >> 3]! |= 1 << (index & 7);
  return done.size ? bytes.toString('base64url') : '';
};
const setOf = (bits: string): Set<number> => {
  const bytes = Buffer.from(bits, 'base64url');
  const done = new Set<number>();
  for (let index = 0; index < Math.min(MERGE_CHUNK, bytes.length * 8); index++) if (bytes[index >> 3]! & (1 << (index & 7))) done.add(index);
  return done;
};

export const encodeMergeToken = (position: MergePosition): string =>
  `m1.${position.chunk}.${position.below === null ? '' : Buffer.from(position.below).toString('base64url')}.${bitsOf(position.done)}${position.peopleHash ? `.${position.peopleHash}` : ''}`;

export function decodeMergeToken(token: string | undefined): MergePosition {
  if (token === undefined) return { chunk: 0, below: null, done: new Set() };
  const match = TOKEN.exec(token);
  if (!match) throw new ValidationError(INVALID_PAGE, { page: [INVALID_PAGE] });
  return { chunk: Number(match[1]), below: match[2] ? Buffer.from(match[2], 'base64url').toString('utf8') : null, done: setOf(match[3]!), ...(match[4] ? { peopleHash: match[4] } : {}) };
}

/** The face fields the merge needs. */
export interface OrderedFace {
  photoId: string;
  photoDateSort: string;
  faceId: string;
}

/** A face's place in a person's list (the index's sort key), and its photo's. */
export const faceOrderKey = (face: OrderedFace) => `${face.photoDateSort}#${face.photoId}#${face.faceId}`;
export const photoOrderKey = (face: Pick<OrderedFace, 'photoId' | 'photoDateSort'>) => `${face.photoDateSort}#${face.photoId}#`;

/** One Query: a person's faces strictly below `below` (null: from the top), newest first. */
export type ReadFacesBelow = (personId: string | null, below: string | null, limit: number) => Promise<{ faces: OrderedFace[]; more: boolean }>;

interface Stream {
  personId: string | null;
  buffer: OrderedFace[];
  more: boolean;
  /** Left out of this page (removed from view, merged): never asked, and not marked done. */
  absent: boolean;
  /** The last key read from this person (the next read starts below it). */
  readTo: string | null;
}

export interface MergedPage {
  photoIds: string[];
  next: MergePosition | null;
  /** Queries made, for tests and the bench. */
  reads: number;
}

/** Which of a chunk's people are still to be shown (not removed from view or merged); read a chunk at a time. */
export type PresentPeople = (personIds: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * One page of the merged stream from `position`. `shownEarlier(photoIds, chunk)` answers the
 * photos among these that show someone of a chunk before `chunk` (so were shown there).
 * `present`, when given, drops people of the current chunk only, so a page never reads the
 * records of every person named.
 */
export async function mergedPhotoPage(
  read: ReadFacesBelow,
  personIds: readonly (string | null)[],
  position: MergePosition,
  limit: number,
  shownEarlier: (photoIds: readonly string[], chunk: number) => Promise<ReadonlySet<string>>,
  present?: PresentPeople,
): Promise<MergedPage> {
  const people = [...new Set(personIds)];
  const chunks = Math.ceil(people.length / MERGE_CHUNK);
  let { chunk, below } = position;
  let done = position.done;
  let hash: string | undefined = position.peopleHash;
  const photoIds: string[] = [];
  let reads = 0;
  let rounds = 0;
  while (chunk < chunks && photoIds.length < limit && rounds < MAX_ROUNDS) {
    const members = people.slice(chunk * MERGE_CHUNK, (chunk + 1) * MERGE_CHUNK);
    const membersHash = chunkHash(members);
    // Other people than when `done` was taken: their places moved, so nobody is skipped on its word.
    if (hash !== membersHash) done = new Set();
    hash = membersHash;
    const shown = present ? await present(members.filter((id): id is string => id !== null)) : null;
    const streams: Stream[] = members.map((personId, index) => {
      const absent = shown !== null && personId !== null && !shown.has(personId);
      return { personId, buffer: [], more: !absent && !done.has(index), absent, readTo: below };
    });
    const found: Array<{ photoId: string; key: string }> = [];
    let lastKey: string | null = null;
    let complete = false;
    // A share of the page each (one person rarely holds the whole page), then a share of what it still needs to whoever runs out.
    const share = (needed: number) => Math.min(limit, Math.max(4, Math.ceil((2 * needed) / Math.max(1, streams.filter((stream) => stream.more || stream.buffer.length).length))));
    let perRead = share(limit);
    while (found.length < limit - photoIds.length) {
      const empty = streams.filter((stream) => !stream.buffer.length && stream.more);
      if (empty.length) {
        if (rounds >= MAX_ROUNDS) break;
        rounds++;
        reads += empty.length;
        await Promise.all(
          empty.map(async (stream) => {
            const result = await read(stream.personId, stream.readTo, perRead);
            stream.buffer = result.faces;
            stream.more = result.more && result.faces.length > 0;
            if (result.faces.length) stream.readTo = faceOrderKey(result.faces[result.faces.length - 1]!);
          }),
        );
      }
      perRead = share(limit - photoIds.length - found.length);
      let top: Stream | undefined;
      for (const stream of streams) if (stream.buffer.length && (!top || faceOrderKey(stream.buffer[0]!) > faceOrderKey(top.buffer[0]!))) top = stream;
      if (!top) {
        complete = true;
        break;
      }
      const face = top.buffer.shift()!;
      const key = photoOrderKey(face);
      // A photo's faces sit together in the order, so a repeat is always the last one taken.
      if (key !== lastKey) found.push({ photoId: face.photoId, key });
      lastKey = key;
    }
    // A photo is whole once taken: every face of it is above the next read's bound (its key + faceId).
    const earlier = chunk > 0 && found.length ? await shownEarlier(found.map((photo) => photo.photoId), chunk) : new Set<string>();
    photoIds.push(...found.filter((photo) => !earlier.has(photo.photoId)).map((photo) => photo.photoId));
    if (complete) {
      chunk++;
      below = null;
      done = new Set();
    } else {
      below = lastKey ?? below;
      // Whoever has given every face they had below the old bound has none below the new one.
      // Someone left out is not done: if they are back on the next page, they are asked.
      done = new Set(streams.flatMap((stream, index) => (!stream.absent && !stream.more && !stream.buffer.length ? [index] : [])));
      break;
    }
  }
  // A new chunk's hash is taken when it is first read (its `done` is empty until then).
  const next = chunk < chunks ? { chunk, below, done, ...(done.size && hash ? { peopleHash: hash } : {}) } : null;
  return { photoIds, next, reads };
}
