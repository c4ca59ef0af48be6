import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { layOutDescendants } from './descendant-layout';
import { buildLayoutInput, familyUnits, toElkGraph, type ElkGraph } from './layout-input';
import { compactLayers, placeLayout, type TreeLayout } from './tree-layout';

/** What the layout needs of ELK (the worker's instance, or a test's). */
export interface ElkLayouter {
  layout(graph: ElkGraph): Promise<unknown>;
}

/** The charts the layout worker lays out (the family tree is laid out around its person: family-layout.ts). */
export type LaidOutChart = 'ancestor' | 'descendent';

/**
 * A chart's graph from the API laid out and placed: people, families' lines and the whole size.
 * Marriage links are left out (spec 001). Descendants are a tree from one person, drawn as a tidy
 * tree; ancestors, where two families meet in every couple, by ELK's layered algorithm.
 */
export async function layOutTree(elk: ElkLayouter, graph: GraphResponse, chart: LaidOutChart): Promise<TreeLayout> {
  const input = buildLayoutInput(graph, { marriages: false });
  const units = familyUnits(input);
  if (chart === 'descendent') {
    const { positions, size } = layOutDescendants(input, units);
    return placeLayout(input, units, positions, size);
  }
  const result = (await elk.layout(toElkGraph(input, units))) as { children?: Array<{ id: string; x?: number; y?: number }>; width?: number; height?: number };
  const laidOut = new Map((result.children ?? []).map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
  const { positions, size } = compactLayers(laidOut, { width: result.width ?? 0, height: result.height ?? 0 });
  return placeLayout(input, units, positions, size);
}
