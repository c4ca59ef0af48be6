import { performance } from 'node:perf_hooks';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { ulid } from 'ulid';
import { EVENT_COUNTER_PREFIX } from '../../lambdas/adapters/aws/dynamo-library-counters';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import type { LibraryPhoto } from '../../lambdas/ports/library';
import { documentClient } from '../../lambdas/runtime/clients';
import { startLocalStack } from '../../infra/local/stack';
import { signedInCookie } from '../support/sessions';
import { percentile, round, type BenchResult } from './stats';

const PHOTOS = Number(process.env.BENCH_LIBRARY_PHOTOS ?? 20_000);
const LOCATIONS = 40;
const EVENTS = 30;
const OWNER = 'bench-library-owner';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A deterministic spread: 75% dated (1900-2024), 60% at one of 40 places, 20% in one of 30 events. */
export function generatedPhoto(index: number): LibraryPhoto {
  const photoId = ulid();
  const dated = index % 4 !== 0;
  const dateTaken = dated ? `${(index % 28) + 1} ${MONTHS[index % 12]} ${1900 + (index * 7919) % 125}` : null;
  const place = index % 5 < 3 ? Math.floor(index / 5) % LOCATIONS : null;
  const event = index % 5 === 3 ? Math.floor(index / 5) % EVENTS : null;
  const base = `users/${OWNER}/media/${photoId}`;
  return {
    photoId,
    ownerId: OWNER,
    familyId: OWNER,
    favorite: false,
    turns: 0,
    trashedAt: null,
    uploaderName: null,
    imageType: index % 50 === 0 ? 'video' : 'photo',
    system: 'own',
    uploadId: null,
    name: `IMG_${String(index).padStart(5, '0')}.jpg`,
    objectKey: `users/${OWNER}/uploads/${photoId}/IMG_${index}.jpg`,
    contentHash: `bench-${photoId}`,
    mime: 'image/jpeg',
    size: 3_500_000,
    width: 4032,
    height: 3024,
    orientation: 1,
    renditions: { thumb64: `${base}/64.webp`, thumb64Jpeg: `${base}/64.jpg`, thumb300: `${base}/300.webp`, thumb300Jpeg: `${base}/300.jpg`, large: `${base}/1600.webp`, largeJpeg: `${base}/1600.jpg`, ...(index % 50 === 0 ? { playback: `${base}/play.mp4` } : {}) },
    // A real placeholder is a few hundred bytes of WebP as a data: URI.
    placeholder: `data:image/webp;base64,${'A'.repeat(300)}`,
    dateTaken,
    dateSort: (dateTaken && sortKey(dateTaken)) || '',
    latitude: place === null ? null : 40 + place / 10,
    longitude: place === null ? null : -100 + place / 10,
    altitude: null,
    locationId: place === null ? null : `bench-location-${place}`,
    eventId: event === null ? null : `bench-event-${event}`,
    description: index % 3 === 0 ? 'Summer at the lake with everyone' : null,
    camera: 'Apple iPhone 12',
    durationSeconds: index % 50 === 0 ? 12 : null,
    createdAt: Date.now(),
    locationAddress: place === null ? null : `Place ${place}, Colorado, United States`,
    locationPlaceId: place === null ? null : `geonames:${1000 + place}`,
    revision: 0,
    fixes: [],
    baseRenditions: null,
    updatedAt: Date.now(),
  };
}

/** Writes items 25 a request (BatchWriteItem), 8 requests at a time, retrying what is left unprocessed. */
export async function batchWrite(client: DynamoDBDocumentClient, table: string, items: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25) as Array<Record<string, unknown>>);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; requests.length; attempt++) {
          if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
          const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
          requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
        }
      }
    }),
  );
}

/** Counts the DynamoDB requests the in-process handlers make, by command, through the shared client. */
export function countRequests(client: DynamoDBDocumentClient) {
  const counts = new Map<string, number>();
  let dynamoMs = 0;
  const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { send: (...args: unknown[]) => Promise<unknown> }).send = async (command: unknown, ...rest: unknown[]) => {
    const name = (command as { constructor: { name: string } }).constructor.name.replace(/Command$/, '');
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const started = performance.now();
    try {
      return await send(command, ...rest);
    } finally {
      dynamoMs += performance.now() - started;
    }
  };
  return {
    take() {
      const taken = Object.fromEntries(counts);
      counts.clear();
      return taken as Record<string, number>;
    },
    /** Milliseconds spent waiting for DynamoDB answers (the session lookup and the Query) since the last call. */
    takeDynamoMs() {
      const taken = dynamoMs;
      dynamoMs = 0;
      return taken;
    },
  };
}

export interface ListRun {
  samples: number[];
  /** Of each page's time, the part spent waiting for DynamoDB Local (session lookup and Query). */
  dynamoSamples: number[];
  pages: number;
  photos: number;
  /** DynamoDB requests per page other than the session lookup, by command. */
  perPage: Record<string, number>;
}

export async function walkList(url: string, cookie: string, query: string, counter: ReturnType<typeof countRequests>, maxPages = Infinity): Promise<ListRun> {
  const run: ListRun = { samples: [], dynamoSamples: [], pages: 0, photos: 0, perPage: {} };
  let next: string | null = null;
  counter.take();
  counter.takeDynamoMs();
  do {
    const params = new URLSearchParams(query);
    if (next) params.set('page', next);
    const started = performance.now();
    const response = await fetch(`${url}/api/photos?${params}`, { headers: { cookie } });
    const body = (await response.json()) as { photos: unknown[]; next_page: string | null };
    run.samples.push(performance.now() - started);
    run.dynamoSamples.push(counter.takeDynamoMs());
    if (response.status !== 200) throw new Error(`GET /api/photos?${params} answered ${response.status}: ${JSON.stringify(body)}`);
    run.pages++;
    run.photos += body.photos.length;
    for (const [command, count] of Object.entries(counter.take())) {
      // Every request resolves its session with one GetItem; the rest is the list's own cost.
      const own = command === 'Get' ? count - 1 : count;
      if (own) run.perPage[command] = (run.perPage[command] ?? 0) + own;
    }
    next = body.next_page;
  } while (next && run.pages < maxPages);
  for (const command of Object.keys(run.perPage)) run.perPage[command] = round(run.perPage[command]! / run.pages, 2);
  return run;
}

export const describeRequests = (perPage: Record<string, number>) => Object.entries(perPage).map(([command, count]) => `${count} ${command}`).join(' + ') || 'none';

/**
 * The photo strip over a generated library of 20,000 photos (written with BatchWriteItem): every
 * page of the whole library, newest first, through the local stack's HTTP server and handler, and
 * the filtered lists; latency per page and DynamoDB requests per page besides the session lookup.
 */
export async function photoStrip(): Promise<BenchResult> {
  const stack = await startLocalStack({ port: 0, inMemory: true, quiet: true, enableScheduler: false });
  try {
    const client = documentClient();
    const photos = Array.from({ length: PHOTOS }, (_, index) => generatedPhoto(index));
    const db = mediaService(client, stack.tableName);
    const written = performance.now();
    await batchWrite(client, stack.tableName, photos.map((photo) => db.entities.photo.put(photoToItem(photo)).params().Item as Record<string, unknown>));
    const locations = Array.from({ length: LOCATIONS }, (_, place) => {
      const here = photos.filter((photo) => photo.locationId === `bench-location-${place}`);
      const events: Record<string, number> = {};
      for (const photo of here) if (photo.eventId) events[`${EVENT_COUNTER_PREFIX}${photo.eventId}`] = (events[`${EVENT_COUNTER_PREFIX}${photo.eventId}`] ?? 0) + 1;
      const item = db.entities.location.put({ locationId: `bench-location-${place}`, ownerId: OWNER, formattedAddress: here[0]!.locationAddress!, placeId: here[0]!.locationPlaceId!, latitude: here[0]!.latitude!, longitude: here[0]!.longitude!, imageCount: here.length, coverPhotoId: here[0]!.photoId, createdAt: Date.now() }).params().Item;
      return { ...item, ...events } as Record<string, unknown>;
    });
    await batchWrite(client, stack.tableName, locations);
    const family = new DynamoFamilyStore(client, stack.tableName);
    for (let event = 0; event < EVENTS; event++) {
      await family.putEvent({ ownerId: OWNER, id: `bench-event-${event}`, eventType: 'Custom', name: `Event ${event}`, autoName: false, startDate: '', endDate: '', sortDate: null, location: '', createdAt: Date.now(), updatedAt: Date.now(), importKey: '-', importRun: null, gedcom: null });
    }
    const writeSeconds = (performance.now() - written) / 1000;

    const cookie = await signedInCookie(OWNER);
    const counter = countRequests(client);
    await walkList(stack.url, cookie, '', counter, 20); // warm-up: JIT, connection pool, handler import

    const all = await walkList(stack.url, cookie, '', counter);
    const place = await walkList(stack.url, cookie, 'location_id=bench-location-7', counter);
    const noPlace = await walkList(stack.url, cookie, 'location_id=none', counter, 40);
    const event = await walkList(stack.url, cookie, 'event_id=bench-event-3', counter);
    const noEvent = await walkList(stack.url, cookie, 'event_id=none', counter, 40);
    const noDate = await walkList(stack.url, cookie, 'missing_date=true', counter);

    counter.take();
    const mapSamples: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const response = await fetch(`${stack.url}/api/photos/map`, { headers: { cookie } });
      const body = (await response.json()) as { points: unknown[] };
      mapSamples.push(performance.now() - started);
      if (body.points.length !== LOCATIONS) throw new Error(`The map has ${body.points.length} points, not ${LOCATIONS}`);
    }
    const mapRequests = counter.take();

    const line = (run: ListRun) =>
      `p50 ${round(percentile(run.samples, 50))} ms (DynamoDB ${round(percentile(run.dynamoSamples, 50))}), p99 ${round(percentile(run.samples, 99))} ms, ${run.pages} pages, ${describeRequests(run.perPage)} a page`;
    return {
      name: `Photo strip over ${PHOTOS.toLocaleString('en')} photos (GET /api/photos, 50 a page, through the local stack)`,
      figures: {
        'library written (s)': round(writeSeconds, 1),
        'whole library: pages': all.pages,
        'whole library: photos': all.photos,
        'page p50 (ms)': round(percentile(all.samples, 50)),
        'page p99 (ms)': round(percentile(all.samples, 99)),
        'page max (ms)': round(Math.max(...all.samples)),
        'of which DynamoDB p50 (ms)': round(percentile(all.dynamoSamples, 50)),
        'of which DynamoDB p99 (ms)': round(percentile(all.dynamoSamples, 99)),
        'DynamoDB requests a page': describeRequests(all.perPage),
        'one place (all pages)': line(place),
        'no place (first 40 pages)': line(noPlace),
        'one event (all pages)': line(event),
        'no event (first 40 pages)': line(noEvent),
        'no date (all pages)': line(noDate),
        'map p50 (ms)': round(percentile(mapSamples, 50)),
        'map DynamoDB requests': describeRequests(Object.fromEntries(Object.entries(mapRequests).map(([command, count]) => [command, round((command === 'Get' ? count - 50 : count) / 50, 2)]).filter(([, count]) => count))),
      },
    };
  } finally {
    await stack.stop();
  }
}
