/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { layOutTree, type LaidOutChart } from '../utils/lay-out-tree';
import type { TreeLayout } from '../utils/tree-layout';

export interface LayoutRequest {
  id: number;
  graph: GraphResponse;
  chart: LaidOutChart;
}
export type LayoutReply = { id: number; layout: TreeLayout } | { id: number; error: string };

/** Lays trees out off the main thread, so the page stays responsive however large the tree. */
const elk = new ELK();

self.onmessage = async (message: MessageEvent<LayoutRequest>) => {
  const { id, graph, chart } = message.data;
  try {
    const layout = await layOutTree(elk, graph, chart);
    (self as unknown as Worker).postMessage({ id, layout } satisfies LayoutReply);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LayoutReply);
  }
};
