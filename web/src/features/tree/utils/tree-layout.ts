import { LAYER_SPACING, PARTNER_GAP, PERSON_HEIGHT, PERSON_WIDTH, type FamilyUnit, type LayoutInput, type MarriageStatus, type PersonInput } from './layout-input';

export interface PlacedPerson extends PersonInput {
  x: number;
  y: number;
}

export interface PlacedUnion {
  id: string;
  /** Where the children's lines start: between partners side by side, or under a lone parent. */
  x: number;
  y: number;
  /** The marriage link, when the two parents sit side by side: from x1 to x2 at y. */
  link: { x1: number; x2: number } | null;
  parents: string[];
  children: string[];
  status: MarriageStatus | null;
  /** Children on more than one row (a family wider than the view): where the line runs down beside them to the rows below the first. */
  trunkX?: number;
  /** The box its lines cover, for drawing only what is in view. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Brothers and sisters folded into one card where their row would not fit the view: a card the size
 * of a person's, at its top-left corner, that lists them. Their parents' line runs to it as to a child.
 */
export interface PlacedFold {
  id: string;
  x: number;
  y: number;
  people: PersonInput[];
}

/** A laid-out tree: people's top-left corners, families' lines, the whole size. */
export interface TreeLayout {
  width: number;
  height: number;
  people: PlacedPerson[];
  unions: PlacedUnion[];
  rootId: string;
  /** Cards standing for people folded away (only the family tree folds, and only on a narrow view). */
  folds?: PlacedFold[];
}

/**
 * Puts the generations back at even steps. ELK reserves room between two layers for the routes of
 * edges that pass through them (a line that skips a generation: a grandparent who adopted a
 * grandchild, someone who married a generation down), and keeps a layer that holds only such
 * lines; the tree draws its own lines, so that room is a gap. Each distinct row ELK used becomes
 * the next generation, LAYER_SPACING below the one above; x is kept.
 */
export function compactLayers(positions: ReadonlyMap<string, { x: number; y: number }>, size: { width: number; height: number }) {
  const rows = [...new Set([...positions.values()].map((position) => position.y))].sort((a, b) => a - b);
  if (rows.length === 0) return { positions: new Map(positions), size };
  const top = rows[0]!;
  const rowY = new Map(rows.map((y, index) => [y, top + index * (PERSON_HEIGHT + LAYER_SPACING)]));
  const compacted = new Map([...positions].map(([id, position]) => [id, { x: position.x, y: rowY.get(position.y)! }]));
  const bottom = top + (rows.length - 1) * (PERSON_HEIGHT + LAYER_SPACING) + PERSON_HEIGHT;
  const lastRow = rows.at(-1)! + PERSON_HEIGHT;
  return { positions: compacted, size: { width: size.width, height: size.height - (lastRow - bottom) } };
}

/** Places people inside their units (from ELK's unit positions) and works out each family's lines. */
export function placeLayout(input: LayoutInput, units: readonly FamilyUnit[], positions: ReadonlyMap<string, { x: number; y: number }>, size: { width: number; height: number }): TreeLayout {
  const slot = new Map<string, { x: number; y: number; unit: string; index: number }>();
  for (const unit of units) {
    const at = positions.get(unit.id) ?? { x: 0, y: 0 };
    unit.members.forEach((id, index) => slot.set(id, { x: at.x + index * (PERSON_WIDTH + PARTNER_GAP), y: at.y, unit: unit.id, index }));
  }
  const people = input.people.map((person) => ({ ...person, x: slot.get(person.id)?.x ?? 0, y: slot.get(person.id)?.y ?? 0 }));
  const byId = new Map(people.map((person) => [person.id, person]));
  const unions: PlacedUnion[] = [];
  for (const union of input.unions) {
    const parents = union.parents.map((id) => slot.get(id)).filter((p) => p !== undefined);
    if (parents.length === 0) continue;
    let x: number;
    let y: number;
    let link: PlacedUnion['link'] = null;
    const [a, b] = parents;
    if (a && b && a.unit === b.unit && Math.abs(a.index - b.index) === 1) {
      const left = a.index < b.index ? a : b;
      link = { x1: left.x + PERSON_WIDTH, x2: left.x + PERSON_WIDTH + PARTNER_GAP };
      x = left.x + PERSON_WIDTH + PARTNER_GAP / 2;
      y = left.y + PERSON_HEIGHT / 2;
    } else {
      x = parents.reduce((sum, p) => sum + p.x + PERSON_WIDTH / 2, 0) / parents.length;
      y = Math.max(...parents.map((p) => p.y)) + PERSON_HEIGHT;
    }
    const members = [...union.parents, ...union.children].map((id) => byId.get(id)).filter((p): p is PlacedPerson => p !== undefined);
    unions.push({
      ...union,
      x,
      y,
      link,
      minX: Math.min(x, ...members.map((p) => p.x)),
      minY: Math.min(y, ...members.map((p) => p.y)),
      maxX: Math.max(x, ...members.map((p) => p.x + PERSON_WIDTH)),
      maxY: Math.max(y, ...members.map((p) => p.y + PERSON_HEIGHT)),
    });
  }
  return { width: size.width, height: size.height, people, unions, rootId: input.people.find((p) => p.root)?.id ?? '' };
}
