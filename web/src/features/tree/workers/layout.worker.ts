/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { buildLayoutInput, familyUnits, toElkGraph } from '../utils/layout-input';
import { compactLayers, placeLayout, type TreeLayout } from '../utils/tree-layout';

export interface LayoutRequest {
  id: number;
  graph: GraphResponse;
  marriages: boolean;
}
export type LayoutReply = { id: number; layout: TreeLayout } | { id: number; error: string };

/** Lays trees out off the main thread, so the page stays responsive however large the tree. */
const elk = new ELK();

self.onmessage = async (message: MessageEvent<LayoutRequest>) => {
  const { id, graph, marriages } = message.data;
  try {
    const input = buildLayoutInput(graph, { marriages });
    const units = familyUnits(input);
    const result = (await elk.layout(toElkGraph(input, units))) as { children?: Array<{ id: string; x?: number; y?: number }>; width?: number; height?: number };
    const laidOut = new Map((result.children ?? []).map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
    const { positions, size } = compactLayers(laidOut, { width: result.width ?? 0, height: result.height ?? 0 });
    const layout = placeLayout(input, units, positions, size);
    (self as unknown as Worker).postMessage({ id, layout } satisfies LayoutReply);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LayoutReply);
  }
};
