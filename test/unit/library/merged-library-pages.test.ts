import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lambdas/domain/errors';
import { encodeCursor } from '../../../lambdas/adapters/aws/dynamo-library-query';
import { libraryPage } from '../../../lambdas/adapters/aws/dynamo-merged-query';

/**
 * A joiner's photos listed while they move into the family: two partitions of one index read as
 * one list. The partitions are an in-memory index that answers Query as DynamoDB does (sorted by
 * the index's sort key, Limit, ExclusiveStartKey, LastEvaluatedKey on a full page), and photos
 * move between any two reads, as the family move does. What a reader paging through must get:
 * every photo exactly once, wherever it was when each page was read.
 */

type Photo = { id: string; position: string; scope: string };

/** The strip's index: gsi1pk photos#<scope>, gsi1sk the photo's place in the list. */
function itemOf(photo: Photo) {
  return { pk: `photo#${photo.id}`, sk: 'photo', gsi1pk: `photos#${photo.scope}`, gsi1sk: photo.position, photoId: photo.id };
}

const list = (scope: string): QueryCommandInput => ({
  TableName: 't',
  IndexName: 'gsi1',
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'gsi1pk' },
  ExpressionAttributeValues: { ':pk': `photos#${scope}` },
});

/** A client whose Query reads `photos`; `afterQuery` runs after each answer (to move photos meanwhile). */
function indexOf(photos: Photo[], afterQuery: () => void = () => undefined) {
  const send = async ({ input }: { input: QueryCommandInput }) => {
    const partition = input.ExpressionAttributeValues![':pk'];
    const forward = input.ScanIndexForward !== false;
    const sorted = photos
      .filter((photo) => `photos#${photo.scope}` === partition)
      .sort((a, b) => (a.position < b.position ? -1 : 1) * (forward ? 1 : -1))
      .map(itemOf);
    const start = input.ExclusiveStartKey as { gsi1sk: string } | undefined;
    const after = start ? sorted.filter((item) => (forward ? item.gsi1sk > start.gsi1sk : item.gsi1sk < start.gsi1sk)) : sorted;
    const items = after.slice(0, input.Limit);
    const full = items.length === input.Limit;
    const last = items.at(-1);
    afterQuery();
    return { Items: items, LastEvaluatedKey: full && last ? { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } : undefined };
  };
  return { send } as unknown as DynamoDBDocumentClient;
}

/** Every page of the list, read while the client's photos move. */
async function readAll(client: DynamoDBDocumentClient, arriving: string | null, limit: number, between: () => void = () => undefined) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await libraryPage(client, list, { family: 'F', arriving }, { limit, cursor, newestFirst: true });
    pages.push(page.items.map((item) => String(item.photoId)));
    cursor = page.cursor ?? undefined;
    between();
    if (pages.length > 500) throw new Error('paging does not end');
  } while (cursor);
  return pages;
}

/** A seeded random source, so a failure names a case that can be run again. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function library(count: number, random: () => number, joinerShare = 0.5): Photo[] {
  const positions = new Set<string>();
  while (positions.size < count) positions.add(String(Math.floor(random() * 1e9)).padStart(9, '0'));
  return [...positions].map((position, i) => ({ id: `p${i}`, position, scope: random() < joinerShare ? 'J' : 'F' }));
}

const newestFirst = (photos: Photo[]) => [...photos].sort((a, b) => (a.position > b.position ? -1 : 1)).map((photo) => photo.id);

describe("a library's list while a joiner's photos move into it", () => {
  it('reads the family and the arriving library as one list, newest first, each photo once', async () => {
    const photos = library(60, randomOf(1));
    const pages = await readAll(indexOf(photos), 'J', 7);
    expect(pages.flat()).toEqual(newestFirst(photos));
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('shows every photo exactly once while photos move between any two reads (seed %i)', async (seed) => {
    const random = randomOf(seed);
    const photos = library(80, random, 0.7);
    // The move takes photos in its own order (the joiner's uploads by owner), a few at a time.
    const moving = photos.filter((photo) => photo.scope === 'J').sort(() => random() - 0.5);
    const move = () => {
      for (let n = Math.floor(random() * 4); n > 0 && moving.length; n--) moving.pop()!.scope = 'F';
    };
    const pages = await readAll(indexOf(photos, move), 'J', 1 + Math.floor(random() * 9), move);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(photos.map((photo) => photo.id).sort());
  });

  it('reads a photo that moved after it was shown once more at most, not again on every later page', async () => {
    // The joiner's 200 photos come first; the family's one photo is its oldest. After each page,
    // what it showed moves into the family, ahead of where the family's side had been read to.
    const photos: Photo[] = [...Array.from({ length: 200 }, (_, i) => ({ id: `j${i}`, position: String(1000 + i), scope: 'J' })), { id: 'f0', position: '0500', scope: 'F' }];
    const index = indexOf(photos);
    let itemsRead = 0;
    const counting = {
      send: async (command: { input: QueryCommandInput }) => {
        const answer = (await index.send(command as never)) as { Items: unknown[] };
        itemsRead += answer.Items.length;
        return answer;
      },
    } as unknown as DynamoDBDocumentClient;
    const shown = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await libraryPage(counting, list, { family: 'F', arriving: 'J' }, { limit: 10, cursor, newestFirst: true });
      for (const item of page.items) shown.add(String(item.photoId));
      for (const photo of photos) if (shown.has(photo.id)) photo.scope = 'F';
      cursor = page.cursor ?? undefined;
    } while (cursor && shown.size <= photos.length);
    expect([...shown]).toEqual(newestFirst(photos));
    // Each photo is read on the arriving side, once more where it moved, and the family's own a few times.
    expect(itemsRead).toBeLessThan(3 * photos.length);
  });

  it('without an arriving library it is the family list alone', async () => {
    const photos = library(30, randomOf(9));
    const pages = await readAll(indexOf(photos), null, 8);
    expect(pages.flat()).toEqual(newestFirst(photos.filter((photo) => photo.scope === 'F')));
  });

  it('goes on from a page link made before the move ended, and from one made before it began', async () => {
    const photos = library(40, randomOf(10));
    const client = indexOf(photos);
    const first = await libraryPage(client, list, { family: 'F', arriving: 'J' }, { limit: 10, newestFirst: true });
    // The move ends: every photo is the family's, and the same link now reads one partition.
    for (const photo of photos) photo.scope = 'F';
    const rest: string[] = [];
    let cursor = first.cursor ?? undefined;
    while (cursor) {
      const page = await libraryPage(client, list, { family: 'F', arriving: null }, { limit: 10, cursor, newestFirst: true });
      rest.push(...page.items.map((item) => String(item.photoId)));
      cursor = page.cursor ?? undefined;
    }
    const shown = first.items.map((item) => String(item.photoId));
    expect([...shown, ...rest].sort()).toEqual(photos.map((photo) => photo.id).sort());

    // A link of the family's list alone, given once a move has begun: the family's side goes on from it.
    const familyPhotos = library(20, randomOf(11), 0);
    const oneList = indexOf(familyPhotos);
    const start = await libraryPage(oneList, list, { family: 'F', arriving: null }, { limit: 5, newestFirst: true });
    const next = await libraryPage(oneList, list, { family: 'F', arriving: 'J' }, { limit: 5, cursor: start.cursor!, newestFirst: true });
    expect(next.items.map((item) => item.photoId)).toEqual(newestFirst(familyPhotos).slice(5, 10));
  });

  it('refuses a page link whose either side points into another list', async () => {
    const client = indexOf(library(10, randomOf(12)));
    const forged = (side: object) => Buffer.from(JSON.stringify({ m: [[null, false], [side, false]] })).toString('base64url');
    const otherFamily = { pk: 'photo#x', sk: 'photo', gsi1pk: 'photos#OTHER', gsi1sk: '1' };
    await expect(libraryPage(client, list, { family: 'F', arriving: 'J' }, { limit: 5, cursor: forged(otherFamily), newestFirst: true })).rejects.toThrow(ValidationError);
    await expect(libraryPage(client, list, { family: 'F', arriving: 'J' }, { limit: 5, cursor: 'not a cursor', newestFirst: true })).rejects.toThrow(ValidationError);
    const plain = encodeCursor({ ...otherFamily, gsi1pk: 'photos#OTHER' })!;
    await expect(libraryPage(client, list, { family: 'F', arriving: 'J' }, { limit: 5, cursor: plain, newestFirst: true })).rejects.toThrow(ValidationError);
  });
});
