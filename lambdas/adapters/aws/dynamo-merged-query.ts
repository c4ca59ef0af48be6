import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../../domain/errors';
import { decodeCursor, encodeCursor, queryPage, type Item } from './dynamo-library-query';

/** Where one of the two lists has been read to: after this key (null: from its start), or to its end. */
interface Side {
  after: Record<string, unknown> | null;
  end: boolean;
}

const INVALID_PAGE = 'That page link is not valid';
const START: Side = { after: null, end: false };

export interface MergedPageOptions {
  limit: number;
  cursor?: string;
  newestFirst?: boolean;
  /**
   * What makes two read items one: by default the table key (a photo is one item whose index keys
   * change as it moves). Items whose table key names their library (faces, unnamed groups) are
   * written anew under the family's key before the old one goes, so they are one by their own id.
   */
  identity?: (item: Item) => string;
}

/**
 * One page of a list that lives in two partitions of one index while items move from the second
 * to the first: a member's own photos while they move into the family they joined (sharing README).
 * Both partitions are read, the arriving one first, and the page is the first `limit` items of the
 * two in the index's order, so the reader sees each item once, wherever it is at that instant:
 *
 * - an item that moves between the two reads is in both answers and counts where it is now, in the
 *   family's partition, whose cursor then stops before it if the page ends first;
 * - neither cursor gets past the page's last item, so an item that moves later, ahead of the page,
 *   is found in its new partition;
 * - an item that moved after it was shown is found in the family's partition at or before where
 *   the arriving one had been read to, and is passed over: nothing else of the family's can be
 *   there, as the family's side never stops short of the page's end with its own items unshown.
 *
 * The cursor carries both sides; a cursor of the one-partition list (the move began while the
 * reader was paging) continues the family's side and starts the arriving one from its beginning.
 * `arriving` null: the move has ended while the reader was paging; the arriving side is over, and
 * where it had been read to still passes over the photos it showed.
 */
export async function mergedQueryPage(
  client: DynamoDBDocumentClient,
  lists: { family: QueryCommandInput; arriving: QueryCommandInput | null },
  options: MergedPageOptions,
): Promise<{ items: Item[]; cursor: string | null }> {
  const identity = options.identity ?? tableKey;
  const sortField = lists.family.IndexName ? `${lists.family.IndexName}sk` : 'sk';
  const [family, arriving] = readSides(options.cursor, lists, sortField);
  const position = (item: Record<string, unknown>) => String(item[sortField] ?? '');
  const before = (a: string, b: string) => (options.newestFirst ? a > b : a < b);
  const query = async (params: QueryCommandInput, after: Record<string, unknown> | null) => {
    const input: QueryCommandInput = { ...params, Limit: options.limit, ScanIndexForward: !options.newestFirst, ...(after ? { ExclusiveStartKey: after } : {}) };
    const result = await client.send(new QueryCommand(input));
    return { items: result.Items ?? [], last: result.LastEvaluatedKey ?? null };
  };

  // The arriving partition first: an item that moves between the two reads is then in both, never in neither.
  const fromArriving = arriving.end || !lists.arriving ? { items: [], last: null } : await query(lists.arriving, arriving.after);
  // The family's side, passing over what was shown from the arriving side before it moved, read on
  // until it has a page of its own items (or ends), so it never stops short of the page's end.
  const shownAlready = arriving.after ? position(arriving.after) : null;
  const familyItems: Item[] = [];
  let familyAfter = family.after;
  let familyEnded = family.end;
  // The last item passed over: the family's side goes on after it even when the page takes none of
  // its own items, or it would read the same passed-over items again on every later page.
  let passedOver: Item | null = null;
  while (!familyEnded && familyItems.length < options.limit) {
    const read = await query(lists.family, familyAfter);
    for (const item of read.items) {
      if (shownAlready === null || before(shownAlready, position(item))) familyItems.push(item);
      else passedOver = item;
    }
    if (read.items.length) familyAfter = keyOf(read.items.at(-1)!, lists.family);
    if (read.last) familyAfter = read.last;
    familyEnded = !read.last;
  }
  const familyIds = new Set(familyItems.map(identity));
  const arrivingItems = fromArriving.items.filter((item) => !familyIds.has(identity(item)));

  const candidates = [...arrivingItems.map((item) => ({ item, arriving: true })), ...familyItems.map((item) => ({ item, arriving: false }))];
  candidates.sort((a, b) => (position(a.item) === position(b.item) ? 0 : before(position(a.item), position(b.item)) ? -1 : 1));
  const page = candidates.slice(0, options.limit);
  const pageEnd = page.length ? position(page.at(-1)!.item) : null;
  const onPage = (item: Item) => pageEnd !== null && !before(pageEnd, position(item));

  // Family side: after its last item on the page, or where its reads stopped when all of them are on it.
  const takenFamily = page.filter((entry) => !entry.arriving).map((entry) => entry.item);
  const nextFamily: Side = family.end
    ? family
    : takenFamily.length === familyItems.length
      ? { after: familyAfter, end: familyEnded }
      : { after: takenFamily.length ? keyOf(takenFamily.at(-1)!, lists.family) : passedOver ? keyOf(passedOver, lists.family) : family.after, end: false };
  // Arriving side: after the last item it read that is on the page (itself, or the family's copy of it).
  const reached = fromArriving.items.filter(onPage);
  const nextArriving: Side = arriving.end || !lists.arriving
    ? arriving
    : reached.length === fromArriving.items.length && fromArriving.last
      ? { after: fromArriving.last, end: false }
      : { after: reached.length ? keyOf(reached.at(-1)!, lists.arriving) : arriving.after, end: reached.length === fromArriving.items.length };
  const sides = [nextFamily, nextArriving] as const;
  return { items: page.map((entry) => entry.item), cursor: sides.every((side) => side.end) ? null : encodeSides(sides) };
}

/** An item's table key: one item is one photo wherever its list keys point. */
const tableKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;

/** The key a Query on `params` continues after: the table's key and, on an index, the index's. */
function keyOf(item: Record<string, unknown>, params: QueryCommandInput): Record<string, unknown> {
  const index = params.IndexName;
  return { pk: item.pk, sk: item.sk, ...(index ? { [`${index}pk`]: item[`${index}pk`], [`${index}sk`]: item[`${index}sk`] } : {}) };
}

const encodeSides = (sides: readonly [Side, Side]): string => Buffer.from(JSON.stringify({ m: sides.map((side) => [side.after, side.end]) })).toString('base64url');

function readSides(cursor: string | undefined, lists: { family: QueryCommandInput; arriving: QueryCommandInput | null }, sortField: string): [Side, Side] {
  const arrivingStart: Side = lists.arriving ? START : { after: null, end: true };
  if (!cursor) return [START, arrivingStart];
  const merged = mergedSides(cursor);
  if (!merged) return [{ after: decodeCursor(cursor, lists.family), end: false }, arrivingStart];
  const checked = (side: Side, params: QueryCommandInput): Side => ({ after: side.after ? decodeCursor(encodeCursor(side.after)!, params) : null, end: side.end });
  // The move has ended: the arriving side is never read again, only its position is kept.
  const arrivingPosition = merged[1].after?.[sortField];
  const over: Side = { after: typeof arrivingPosition === 'string' ? { [sortField]: arrivingPosition } : null, end: true };
  return [checked(merged[0], lists.family), lists.arriving ? checked(merged[1], lists.arriving) : over];
}

/** The two sides of a merged list's cursor, or null for a one-partition cursor. */
function mergedSides(cursor: string): [Side, Side] | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(INVALID_PAGE, { page: [INVALID_PAGE] });
  }
  if (!value || typeof value !== 'object' || !('m' in value)) return null;
  const sides = (value as { m: unknown }).m;
  const side = (entry: unknown): Side => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[1] !== 'boolean' || (entry[0] !== null && (typeof entry[0] !== 'object' || Array.isArray(entry[0])))) {
      throw new ValidationError(INVALID_PAGE, { page: [INVALID_PAGE] });
    }
    return { after: entry[0] as Record<string, unknown> | null, end: entry[1] };
  };
  if (!Array.isArray(sides) || sides.length !== 2) throw new ValidationError(INVALID_PAGE, { page: [INVALID_PAGE] });
  return [side(sides[0]), side(sides[1])];
}

/**
 * One page of a library's list (`list` gives the Query for one key): the family's partition, merged
 * with the arriving one while a member's own library moves into it.
 */
export async function libraryPage(
  client: DynamoDBDocumentClient,
  list: (key: string) => QueryCommandInput,
  keys: { family: string; arriving?: string | null },
  options: MergedPageOptions,
): Promise<{ items: Item[]; cursor: string | null }> {
  if (keys.arriving && keys.arriving !== keys.family) return mergedQueryPage(client, { family: list(keys.family), arriving: list(keys.arriving) }, options);
  // A page link of a move that has ended since: its last pages are read as it was, so nothing shows twice.
  if (options.cursor && mergedSides(options.cursor)) return mergedQueryPage(client, { family: list(keys.family), arriving: null }, options);
  return queryPage(client, list(keys.family), options);
}
