import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { buildLayoutInput, familyUnits, toElkGraph, type ElkGraph } from './layout-input';
import { compactLayers, placeLayout, type TreeLayout } from './tree-layout';

/** What the layout needs of ELK (the worker's instance, or a test's). */
export interface ElkLayouter {
  layout(graph: ElkGraph): Promise<unknown>;
}

/** A graph from the API laid out with ELK and placed: people, families' lines and the whole size. */
export async function layOutTree(elk: ElkLayouter, graph: GraphResponse, marriages: boolean): Promise<TreeLayout> {
  const input = buildLayoutInput(graph, { marriages });
  const units = familyUnits(input);
  const result = (await elk.layout(toElkGraph(input, units))) as { children?: Array<{ id: string; x?: number; y?: number }>; width?: number; height?: number };
  const laidOut = new Map((result.children ?? []).map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
  const { positions, size } = compactLayers(laidOut, { width: result.width ?? 0, height: result.height ?? 0 });
  return placeLayout(input, units, positions, size);
}
