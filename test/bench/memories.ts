import { performance } from 'node:perf_hooks';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { DynamoMemoryStore } from '../../lambdas/adapters/aws/dynamo-memory-store';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import { newId } from '../../lambdas/domain/family/ids';
import { syntheticGedcomBytes } from '../../lambdas/domain/gedcom/synthetic';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { documentClient } from '../../lambdas/runtime/clients';
import { startLocalStack } from '../../infra/local/stack';
import { signedInCookie } from '../support/sessions';
import { batchWrite, countRequests, describeRequests, generatedPhoto } from './photo-strip';
import { percentile, round, type BenchResult } from './stats';

const PHOTOS = Number(process.env.BENCH_MEMORY_PHOTOS ?? 20_000);
const PEOPLE = Number(process.env.BENCH_MEMORY_PEOPLE ?? 3_000);
/** Days asked for: every 11th day of a year, so both full and quiet days are in the figures. */
const DAYS = Array.from({ length: 34 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index * 11)).toISOString().slice(0, 10));

/**
 * GET /memories for a family of 20,000 photos and a 3,000-person tree, with two people newly named
 * on each day asked: each day is one Query per index and day of the year, one for the namings, then
 * one per remembered event and person, whatever the library's size. Prints the time per request and the DynamoDB requests one answer takes.
 */
export async function memories(): Promise<BenchResult> {
  const stack = await startLocalStack({ port: 0, inMemory: true, quiet: true, enableScheduler: false });
  try {
    const client = documentClient();
    const db = mediaService(client, stack.tableName);
    const photos = Array.from({ length: PHOTOS }, (_, index) => generatedPhoto(index));
    const owner = photos[0]!.ownerId;
    const seeded = performance.now();
    await batchWrite(client, stack.tableName, photos.map((photo) => db.entities.photo.put(photoToItem(photo)).params().Item as Record<string, unknown>));
    await importGedcom({ store: new DynamoFamilyStore(client, stack.tableName), now: Date.now, newId }, { ownerId: owner, source: () => syntheticGedcomBytes({ people: PEOPLE }), fileName: 'generated.ged' });
    // Two people newly named on each day asked for: every answer also reads "First photos of …".
    const named = new DynamoMemoryStore(client, stack.tableName);
    const toName = await new DynamoFamilyStore(client, stack.tableName).listPeople(owner, { limit: DAYS.length * 2 });
    await Promise.all(toName.items.map((person, index) => named.noteNamed(owner, person.id, Date.parse(`${DAYS[Math.floor(index / 2)]}T12:00:00Z`))));
    const seedSeconds = (performance.now() - seeded) / 1000;

    const cookie = await signedInCookie(owner);
    const counter = countRequests(client);
    const ask = (day: string) => fetch(`${stack.url}/api/memories?date=${day}`, { headers: { cookie } });
    await ask(DAYS[0]!); // warm-up
    const samples: number[] = [];
    const requests: number[] = [];
    let perAnswer: Record<string, number> = {};
    let recalled = 0;
    let people = 0;
    for (const day of DAYS) {
      counter.take();
      const started = performance.now();
      const response = await ask(day);
      const body = (await response.json()) as { on_this_day: Array<{ photos: unknown[] }>; people: unknown[] };
      samples.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`GET /api/memories?date=${day} answered ${response.status}: ${JSON.stringify(body)}`);
      const taken = counter.take();
      const total = Object.values(taken).reduce((sum, n) => sum + n, 0);
      if (total >= (requests.length ? Math.max(...requests) : 0)) perAnswer = taken;
      requests.push(total);
      recalled += body.on_this_day.reduce((sum, year) => sum + year.photos.length, 0);
      people += body.people.length;
    }
    return {
      name: `Memories: a family of ${PHOTOS.toLocaleString('en')} photos and ${PEOPLE.toLocaleString('en')} people (GET /api/memories, ${DAYS.length} days of the year)`,
      figures: {
        'library and tree seeded (s)': round(seedSeconds, 1),
        'time per answer': `p50 ${round(percentile(samples, 50))} ms, p95 ${round(percentile(samples, 95))} ms, max ${round(Math.max(...samples))} ms`,
        'DynamoDB requests per answer': `p50 ${percentile(requests, 50)}, max ${Math.max(...requests)} (the busiest: ${describeRequests(perAnswer)})`,
        'photos and people recalled a day': `${round(recalled / DAYS.length, 1)} photos, ${round(people / DAYS.length, 1)} birthdays, anniversaries and first photos`,
      },
    };
  } finally {
    await stack.stop();
  }
}
