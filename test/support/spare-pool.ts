import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fresh thing for every test file, started before the file asks for it. A layer's files run one
 * after another, and each waited seconds for its own app or database to start; a pool in the
 * layer's global setup starts the next one while the current file runs, so a file takes one that
 * is ready and still never shares it with another file.
 *
 * Test files run in worker processes, so the pool answers over loopback HTTP:
 * POST /take → the spare's description (JSON) and the next spare starts; POST /release/<id> → stopped.
 */
export interface SparePool {
  readonly url: string;
  close(): Promise<void>;
}

export interface SpareKinds<T> {
  start(): Promise<T>;
  stop(thing: T): Promise<void>;
  /** What a test file needs to reach it (JSON). */
  describe(thing: T): Record<string, unknown>;
}

export async function serveSpares<T>(kinds: SpareKinds<T>): Promise<SparePool> {
  let closing = false;
  let nextId = 1;
  const taken = new Map<string, T>();
  // Stops of released things still under way: closing waits for them, so the layer's teardown does
  // not take away what they still talk to (an app removing its table from the shared DynamoDB Local).
  const stopping = new Set<Promise<void>>();
  const stopReleased = (thing: T) => {
    const stopped = kinds.stop(thing).catch((error: unknown) => console.error('A released spare did not stop cleanly:', error));
    stopping.add(stopped);
    void stopped.finally(() => stopping.delete(stopped));
  };
  // A start that fails is told to the file that takes it, and the next take starts again.
  const startSpare = () => {
    const starting = kinds.start();
    starting.catch(() => undefined);
    return starting;
  };
  let spare = startSpare();

  const server = createServer((request, response) => {
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    void (async () => {
      if (request.method === 'POST' && request.url === '/take') {
        const ready = spare;
        spare = startSpare();
        try {
          const thing = await ready;
          const id = String(nextId++);
          taken.set(id, thing);
          answer(200, { id, ...kinds.describe(thing) });
        } catch (error) {
          answer(500, { message: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
      const release = /^\/release\/(\w+)$/.exec(request.url ?? '');
      if (request.method === 'POST' && release) {
        const thing = taken.get(release[1]!);
        taken.delete(release[1]!);
        answer(204);
        if (thing) stopReleased(thing);
        return;
      }
      answer(404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      if (closing) return;
      closing = true;
      server.close();
      const left = [...taken.values()];
      taken.clear();
      const unused = await spare.catch(() => undefined);
      await Promise.all([...stopping, ...[...left, ...(unused ? [unused] : [])].map((thing) => kinds.stop(thing))]);
    },
  };
}

/** Takes the pool's ready spare (waiting for it if it is still starting). */
export async function takeSpare<D>(poolUrl: string): Promise<D & { id: string }> {
  const response = await fetch(`${poolUrl}/take`, { method: 'POST' });
  const body = (await response.json()) as D & { id: string; message?: string };
  if (!response.ok) throw new Error(body.message ?? `the spare pool answered ${response.status}`);
  return body;
}

export async function releaseSpare(poolUrl: string, id: string): Promise<void> {
  await fetch(`${poolUrl}/release/${id}`, { method: 'POST' });
}
