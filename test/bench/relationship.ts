import { performance } from 'node:perf_hooks';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { newId } from '../../lambdas/domain/family/ids';
import { KinshipReader } from '../../lambdas/domain/family/kinship';
import { syntheticGedcomBytes } from '../../lambdas/domain/gedcom/synthetic';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { documentClient } from '../../lambdas/runtime/clients';
import { startLocalStack } from '../../infra/local/stack';
import { signedInCookie } from '../support/sessions';
import { countRequests } from './photo-strip';
import { percentile, round, type BenchResult } from './stats';

const PEOPLE = Number(process.env.BENCH_RELATIONSHIP_PEOPLE ?? 10_000);
const PAIRS = Number(process.env.BENCH_RELATIONSHIP_PAIRS ?? 60);

/** Deterministic pairs: the same people every run, so runs compare. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

interface Sample {
  ms: number;
  requests: number;
  terms: string[];
}

/**
 * GET /relationship/{personId}/{otherId} in a generated tree of 10,000 people (synthetic GEDCOM:
 * each person a child of an earlier couple, about twenty generations deep): pairs drawn at random
 * from the younger half of the tree (mostly cousins of some degree, some unrelated within ten
 * generations), and parent and child pairs. Prints the time per answer (p50/p99) and the DynamoDB
 * requests an answer takes, which the bounded search keeps to the two ancestries.
 */
export async function relationship(): Promise<BenchResult> {
  const stack = await startLocalStack({ port: 0, inMemory: true, quiet: true, enableScheduler: false });
  try {
    const client = documentClient();
    const owner = `bench-relationship-${Date.now().toString(36)}`;
    const store = new DynamoFamilyStore(client, stack.tableName);
    const seededAt = performance.now();
    await importGedcom({ store, now: Date.now, newId }, { ownerId: owner, source: () => syntheticGedcomBytes({ people: PEOPLE }), fileName: 'generated.ged' });
    // Person I<n> of the file by n, to draw the same pairs every run.
    const byXref = new Map<number, string>();
    for await (const page of store.walkPeople(owner)) for (const person of page) byXref.set(Number(/\d+/.exec(person.gedcom?.xref ?? '')?.[0] ?? -1), person.id);
    const seedSeconds = (performance.now() - seededAt) / 1000;

    const cookie = await signedInCookie(owner);
    const counter = countRequests(client);
    const ask = async (a: string, b: string): Promise<Sample> => {
      counter.take();
      const started = performance.now();
      const response = await fetch(`${stack.url}/api/relationship/${a}/${b}`, { headers: { cookie } });
      const body = (await response.json()) as { relationships: Array<{ term: string }> };
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`GET /api/relationship for ${a} and ${b} answered ${response.status}: ${JSON.stringify(body)}`);
      const requests = Object.values(counter.take()).reduce((sum, n) => sum + n, 0);
      return { ms, requests, terms: body.relationships.map((r) => r.term) };
    };

    const random = seeded(34);
    const younger = () => byXref.get(Math.floor(PEOPLE / 2 + random() * (PEOPLE / 2 - 1)))!;
    await ask(younger(), younger()); // warm-up: handler modules, connections
    const pairs: Sample[] = [];
    for (let i = 0; i < PAIRS; i++) pairs.push(await ask(younger(), younger()));
    const close: Sample[] = [];
    const reader = new KinshipReader({ participationsOf: (id) => store.participationsOf(owner, id), participantsOf: (eventId) => store.participantsOf(owner, eventId) });
    for (let i = 0; i < 20; i++) {
      const child = younger();
      const [parent] = await reader.parents(child);
      if (parent) close.push(await ask(parent, child));
    }

    const describe = (samples: Sample[]) => `p50 ${round(percentile(samples.map((s) => s.ms), 50))} ms, p99 ${round(percentile(samples.map((s) => s.ms), 99))} ms, max ${round(Math.max(...samples.map((s) => s.ms)))} ms`;
    const requests = (samples: Sample[]) => `p50 ${percentile(samples.map((s) => s.requests), 50)}, p99 ${percentile(samples.map((s) => s.requests), 99)}`;
    const related = pairs.filter((s) => s.terms.length > 0);
    const termCounts = new Map<string, number>();
    for (const sample of related) termCounts.set(sample.terms[0]!, (termCounts.get(sample.terms[0]!) ?? 0) + 1);
    const commonest = [...termCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([term, count]) => `${count} ${term}`).join(', ');
    return {
      name: `How are we related: GET /api/relationship in a generated ${PEOPLE.toLocaleString('en')}-person tree (${PAIRS} random pairs of the younger half, 20 parent and child pairs; local stack)`,
      figures: {
        'tree seeded (s)': round(seedSeconds, 1),
        'random pairs: time per answer': describe(pairs),
        'random pairs: DynamoDB requests per answer': requests(pairs),
        'random pairs related within 10 generations': `${related.length} of ${pairs.length} (closest: ${commonest || 'none'})`,
        'random pairs: paths per related answer': related.length ? round(related.reduce((sum, s) => sum + s.terms.length, 0) / related.length, 1) : 0,
        'parent and child: time per answer': describe(close),
        'parent and child: DynamoDB requests per answer': requests(close),
      },
    };
  } finally {
    await stack.stop();
  }
}
