import { performance } from 'node:perf_hooks';
import { DynamoSharingStore } from '../../lambdas/adapters/aws/dynamo-sharing-store';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import { documentClient } from '../../lambdas/runtime/clients';
import { startLocalStack } from '../../infra/local/stack';
import { signedInCookie } from '../support/sessions';
import { batchWrite, countRequests, describeRequests, generatedPhoto, walkList, type ListRun } from './photo-strip';
import { percentile, round, type BenchResult } from './stats';

const MEMBERS = 5;
const PER_MEMBER = Number(process.env.BENCH_FAMILY_PHOTOS ?? 4_000);
const SOLO = 'bench-solo-member';
const FAMILY = 'bench-family-founder';
const memberId = (n: number) => (n === 0 ? FAMILY : `bench-family-member-${n}`);

/**
 * Family sharing keys lists by family: the strip of a family of 5 members with 4,000 photos each
 * should cost what one member's 20,000 photos cost (one Query a page). Both libraries sit in the
 * same table; every page of each is read through the local stack's HTTP server.
 */
export async function familyStrip(): Promise<BenchResult> {
  const stack = await startLocalStack({ port: 0, inMemory: true, quiet: true, enableScheduler: false });
  try {
    const client = documentClient();
    const db = mediaService(client, stack.tableName);
    const sharing = new DynamoSharingStore(client, stack.tableName);
    const family = Array.from({ length: MEMBERS * PER_MEMBER }, (_, index) => {
      const uploader = memberId(index % MEMBERS);
      return { ...generatedPhoto(index), ownerId: uploader, familyId: FAMILY, uploaderName: uploader };
    });
    const solo = Array.from({ length: MEMBERS * PER_MEMBER }, (_, index) => ({ ...generatedPhoto(index), ownerId: SOLO, familyId: SOLO, uploaderName: null }));
    await batchWrite(client, stack.tableName, [...family, ...solo].map((photo) => db.entities.photo.put(photoToItem(photo)).params().Item as Record<string, unknown>));
    for (let n = 0; n < MEMBERS; n++) await sharing.putMembership({ userId: memberId(n), familyId: FAMILY, username: memberId(n), joinedAt: n, movingFrom: null });

    const counter = countRequests(client);
    const memberCookie = await signedInCookie(memberId(3));
    const soloCookie = await signedInCookie(SOLO);
    await walkList(stack.url, soloCookie, '', counter, 20); // warm-up
    const started = performance.now();
    const familyRun = await walkList(stack.url, memberCookie, '', counter);
    const familySeconds = (performance.now() - started) / 1000;
    const soloRun = await walkList(stack.url, soloCookie, '', counter);
    if (familyRun.photos !== family.length || soloRun.photos !== solo.length) throw new Error(`Listed ${familyRun.photos} and ${soloRun.photos} photos, not ${family.length} each`);
    const line = (run: ListRun) => `p50 ${round(percentile(run.samples, 50))} ms, p95 ${round(percentile(run.samples, 95))} ms, ${run.pages} pages, ${describeRequests(run.perPage)} a page`;
    return {
      name: `Family strip: ${MEMBERS} members x ${PER_MEMBER.toLocaleString('en')} photos against one member with ${(MEMBERS * PER_MEMBER).toLocaleString('en')} (GET /api/photos, 50 a page)`,
      figures: {
        'family of 5: whole strip': line(familyRun),
        'one member: whole strip': line(soloRun),
        'family page p50 / one member page p50': round(percentile(familyRun.samples, 50) / percentile(soloRun.samples, 50)),
        'family: whole strip read (s)': round(familySeconds, 1),
      },
    };
  } finally {
    await stack.stop();
  }
}
