import { performance } from 'node:perf_hooks';
import { syntheticGedcomBytes } from '../../lambdas/domain/gedcom';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import { ownerPartition } from '../../lambdas/adapters/aws/entities/owner-index';
import { documentClient } from '../../lambdas/runtime/clients';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { familyMember, inviteAndAccept, movesFinished, readInALoop, seenBy, until, type Member, type Seen } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { batchWrite, generatedPhoto } from './photo-strip';
import { round, type BenchResult } from './stats';

const PHOTOS = Number(process.env.BENCH_JOIN_PHOTOS ?? 20_000);
const PEOPLE = Number(process.env.BENCH_JOIN_PEOPLE ?? 3_000);
/** The relative's smaller library in the first case. */
const SMALL_PHOTOS = 200;
const SMALL_PEOPLE = 100;

/** A library: photos written straight to the table (as the pipeline stores them), a generated tree imported. */
async function fillLibrary(stack: TestStack, owner: Member, photos: number, people: number): Promise<void> {
  const db = mediaService(documentClient(), stack.stack.tableName);
  const items = Array.from({ length: photos }, (_, index) => {
    const photo = { ...generatedPhoto(index), ownerId: owner.userId, familyId: owner.userId, uploaderName: null };
    return db.entities.photo.put(photoToItem({ ...photo, photoId: `${owner.userId.slice(-8)}${photo.photoId}` })).params().Item as Record<string, unknown>;
  });
  // The family's photo total as the pipeline leaves it (each photo ADDs to it as it lands; the
  // first read of a new, empty family marks it counted): without it, the first GET /photos would
  // count 20,000 written straight to the table, which outlasts the API's 30 s on the stand-in.
  items.push({ pk: `photototal#${owner.userId}`, sk: 'total', photoCount: photos, counted: true, gsi3pk: ownerPartition(owner.userId), gsi3sk: 'photototal' });
  await batchWrite(documentClient(), stack.stack.tableName, items);
  if (people) await importGedcom(familyDeps(), { ownerId: owner.userId, source: syntheticGedcomBytes({ people }), fileName: 'family.ged' });
}

const least = (readings: readonly Seen[]) => ({ photos: Math.min(...readings.map((r) => r.photos)), people: Math.min(...readings.map((r) => r.people)) });

/** Joins while `watched` reads its lists in a loop; answers the time to done and the fewest seen. */
async function timedJoin(stack: TestStack, inviter: Member, joiner: Member, watched: Member) {
  let done = false;
  const reads = readInALoop(watched.client, () => done);
  const started = performance.now();
  await inviteAndAccept(stack, inviter, joiner);
  // The items that travel: the largest "of M" either side's family page showed.
  let total = 0;
  await until(
    async () => {
      for (const client of [inviter.client, joiner.client]) total = Math.max(total, ((await client.get('/family')).body.moving?.total as number | null) ?? 0);
      return movesFinished(inviter.client, joiner.client);
    },
    'the join to finish',
    60 * 60 * 10,
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  const readings = await reads;
  return { seconds, readings, fewest: least(readings), total };
}

const pair = (seen: { photos: number; people: number }) => `${seen.photos.toLocaleString('en')} photos, ${seen.people.toLocaleString('en')} people`;

/**
 * A join at real size on the local stand-ins, read in a loop meanwhile:
 *  1. a founder with PHOTOS photos and PEOPLE people is joined by a relative with a small library:
 *     the founder's key becomes the family's, so the fewest the founder sees must equal the count
 *     before;
 *  2. a member with the same large library joins a family of two that already shares (a family
 *     that exists keeps its key): everything of theirs moves; items per second, and what that
 *     member sees while it travels: their photos read where they are, their tree where it was
 *     until it has been copied whole (sharing README), so the fewest they see must equal the
 *     count before too.
 */
export async function familyJoin(): Promise<BenchResult> {
  const stack = await startTestStack();
  try {
    const founder = await familyMember(stack, 'bench-founder');
    const relative = await familyMember(stack, 'bench-relative');
    await fillLibrary(stack, founder, PHOTOS, PEOPLE);
    await fillLibrary(stack, relative, SMALL_PHOTOS, SMALL_PEOPLE);
    const founderBefore = await seenBy(founder.client);
    const small = await timedJoin(stack, founder, relative, founder);

    const first = await familyMember(stack, 'bench-first');
    const second = await familyMember(stack, 'bench-second');
    const big = await familyMember(stack, 'bench-big');
    await inviteAndAccept(stack, first, second);
    await until(() => movesFinished(first.client, second.client), 'the family of two');
    await fillLibrary(stack, big, PHOTOS, PEOPLE);
    const bigBefore = await seenBy(big.client);
    const large = await timedJoin(stack, first, big, big);

    return {
      name: `Family join: ${PHOTOS.toLocaleString('en')} photos and ${PEOPLE.toLocaleString('en')} people, read in a loop while it moves (local stand-ins)`,
      figures: {
        'founder stays: before': pair(founderBefore),
        'founder stays: fewest seen during the join': pair(small.fewest),
        'founder stays: readings during the join': small.readings.length,
        'founder stays: fewest = before': String(small.fewest.photos === founderBefore.photos && small.fewest.people === founderBefore.people),
        'founder stays: join to done (s)': round(small.seconds, 1),
        'large library moves in: before': pair(bigBefore),
        'large library moves in: fewest it sees meanwhile': pair(large.fewest),
        'large library moves in: fewest = before': String(large.fewest.photos === bigBefore.photos && large.fewest.people === bigBefore.people),
        'large library moves in: join to done (s)': round(large.seconds, 1),
        'large library moves in: items moved': large.total,
        'large library moves in: items per second': round(large.total / large.seconds),
      },
    };
  } finally {
    await stack.stop();
  }
}
