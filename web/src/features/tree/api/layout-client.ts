import type { GraphResponse } from '@heirloom/shared/contracts/family';
import type { TreeLayout } from '../utils/tree-layout';
import type { LaidOutChart } from '../utils/lay-out-tree';
import type { LayoutReply, LayoutRequest } from '../workers/layout.worker';

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (layout: TreeLayout) => void; reject: (error: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('../workers/layout.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (message: MessageEvent<LayoutReply>) => {
    const waiting = pending.get(message.data.id);
    if (!waiting) return;
    pending.delete(message.data.id);
    if ('layout' in message.data) waiting.resolve(message.data.layout);
    else waiting.reject(new Error(`The tree could not be laid out: ${message.data.error}`));
  };
  return worker;
}

/** Lays a chart's graph out in the layout worker. */
export function layoutTree(graph: GraphResponse, chart: LaidOutChart): Promise<TreeLayout> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    layoutWorker().postMessage({ id, graph, chart } satisfies LayoutRequest);
  });
}
