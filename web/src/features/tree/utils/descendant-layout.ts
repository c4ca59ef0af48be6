import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { COLUMN_SPACING, LAYER_SPACING, PERSON_HEIGHT, unitWidth, type FamilyUnit, type LayoutInput } from './layout-input';

/** Room around the drawing, as ELK keeps around the charts it lays out. */
const CHART_PADDING = 12;
/** Between two families' children on one row: wider than between brothers and sisters, so it shows where one family ends. */
export const FAMILY_SPACING = 30;

interface Branch {
  unit: FamilyUnit | null;
  children: Branch[];
}

/**
 * A descendant chart as a tidy tree (Reingold-Tilford, d3-hierarchy): each family's children
 * oldest first under it, every parent centred over their children, and branches packed as close as
 * their widest rows allow. ELK's layered placement lined a parent up with one child (a founder of
 * nine drawn over the last of them, at the far end of a row of grandchildren). Someone descended
 * twice (cousins who married) hangs under the parent reached first; the other line still runs to them.
 * Returns each unit's top-left corner and the whole size, as ELK's layout would.
 */
export function layOutDescendants(input: LayoutInput, units: readonly FamilyUnit[]): { positions: Map<string, { x: number; y: number }>; size: { width: number; height: number } } {
  const unitOf = new Map<string, FamilyUnit>();
  for (const unit of units) for (const member of unit.members) unitOf.set(member, unit);
  const unionsOf = new Map<string, LayoutInput['unions']>();
  for (const union of input.unions) {
    const parent = unitOf.get(union.parents[0] ?? '');
    if (parent) unionsOf.set(parent.id, [...(unionsOf.get(parent.id) ?? []), union]);
  }

  // Breadth first from the root, so everyone hangs under the parent nearest the root.
  const rootId = input.people.find((person) => person.root)?.id;
  const rootUnit = (rootId && unitOf.get(rootId)) || units[0];
  const branchOf = new Map<string, Branch>();
  const top: Branch = { unit: null, children: [] };
  const queue: Branch[] = [];
  const place = (unit: FamilyUnit, under: Branch) => {
    const branch: Branch = { unit, children: [] };
    branchOf.set(unit.id, branch);
    under.children.push(branch);
    queue.push(branch);
  };
  // Anyone not reached from the root (none in a chart the API drew) starts a tree of their own beside it.
  for (const unit of [rootUnit, ...units]) {
    if (!unit || branchOf.has(unit.id)) continue;
    place(unit, top);
    while (queue.length) {
      const branch = queue.shift()!;
      for (const union of unionsOf.get(branch.unit!.id) ?? []) {
        for (const child of union.children) {
          const childUnit = unitOf.get(child);
          if (childUnit && !branchOf.has(childUnit.id)) place(childUnit, branch);
        }
      }
    }
  }

  const widthOf = (node: HierarchyPointNode<Branch>) => (node.data.unit ? unitWidth(node.data.unit) : 0);
  const laidOut = tree<Branch>()
    .nodeSize([1, PERSON_HEIGHT + LAYER_SPACING])
    .separation((a, b) => (widthOf(a) + widthOf(b)) / 2 + (a.parent === b.parent ? COLUMN_SPACING : FAMILY_SPACING))(hierarchy(top));

  const placed = laidOut.descendants().filter((node) => node.data.unit);
  if (placed.length === 0) return { positions: new Map(), size: { width: 0, height: 0 } };
  const left = Math.min(...placed.map((node) => node.x - widthOf(node) / 2));
  const positions = new Map(placed.map((node) => [node.data.unit!.id, { x: node.x - widthOf(node) / 2 - left + CHART_PADDING, y: node.y - (PERSON_HEIGHT + LAYER_SPACING) + CHART_PADDING }]));
  const width = Math.max(...placed.map((node) => positions.get(node.data.unit!.id)!.x + widthOf(node))) + CHART_PADDING;
  const height = Math.max(...[...positions.values()].map((position) => position.y)) + PERSON_HEIGHT + CHART_PADDING;
  return { positions, size: { width, height } };
}
