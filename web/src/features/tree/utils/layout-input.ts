import type { GraphLink, GraphResponse } from '@heirloom/shared/contracts/family';
import { lifeYearsText } from '@heirloom/shared/rules/living';
import { birthDates, byBirth } from './birth-order';

/** A person's box at base zoom: the 64 x 64 photo and the name beside it. */
export const PERSON_WIDTH = 216;
export const PERSON_HEIGHT = 80;
/** Spacing between generations and between neighbours at base zoom (spec 001 section 9). */
export const LAYER_SPACING = 30;
export const COLUMN_SPACING = 10;

export type MarriageStatus = 'married' | 'divorced' | 'other';

export interface PersonInput {
  id: string;
  name: string;
  sex: string;
  photo: string | null;
  /** The years of their life as the card shows them ('1850–1921', 'b. 1950'), null when none is known. */
  years: string | null;
  /** Drawn as a circle: relatives beyond it are not loaded yet. */
  lookup: boolean;
  root: boolean;
}

/**
 * A family: one or two parents (or a couple without children) and their children, drawn as the
 * link between the parents with lines down to each child.
 */
export interface UnionInput {
  id: string;
  parents: string[];
  children: string[];
  /** The couple's marriage link, when they have one (none in ancestor and descendant charts). */
  status: MarriageStatus | null;
}

export interface LayoutInput {
  people: PersonInput[];
  unions: UnionInput[];
}

const unionId = (parents: readonly string[]) => `u:${[...parents].sort().join('+')}`;

/**
 * Turns the API's nodes and links into people and families. Every person is one node however many
 * ways they are reached, so pedigree collapse (cousins who marry, someone who is twice an
 * ancestor) is drawn once and never loops; links to people not in the graph are dropped.
 * Parents are grouped by the event that made them parents (a birth joins both), so a child's
 * birth parents and adoptive parents are two families.
 */
export function buildLayoutInput(graph: GraphResponse, options: { marriages: boolean }): LayoutInput {
  const present = new Set(graph.nodes.map((node) => node.key));
  const people: PersonInput[] = graph.nodes.map((node) => ({
    id: node.key,
    name: node.name,
    sex: node.sex,
    photo: node.person_thumbnail_url[0] ?? null,
    years: lifeYearsText(node.life_span),
    lookup: node.category === 'lookup',
    root: node.key === graph.root,
  }));

  const unions = new Map<string, UnionInput>();
  const unionOf = (parents: readonly string[]) => {
    const id = unionId(parents);
    let union = unions.get(id);
    if (!union) {
      union = { id, parents: [...parents].sort(), children: [], status: null };
      unions.set(id, union);
    }
    return union;
  };

  // A child's parents, grouped by the event that links them: { child -> { event -> parents } }.
  const parentsByEvent = new Map<string, Map<string, Set<string>>>();
  for (const link of graph.links) {
    if (link.category === 'marriage' || !present.has(link.from) || !present.has(link.to) || link.from === link.to) continue;
    const eventKey = `${link.category}#${link.labelKeys[0] ?? link.from}`;
    const byEvent = parentsByEvent.get(link.to) ?? new Map<string, Set<string>>();
    parentsByEvent.set(link.to, byEvent);
    const parents = byEvent.get(eventKey) ?? new Set<string>();
    byEvent.set(eventKey, parents);
    parents.add(link.from);
  }
  for (const [child, byEvent] of parentsByEvent) {
    const seen = new Set<string>();
    for (const parents of byEvent.values()) {
      const union = unionOf([...parents]);
      if (seen.has(union.id)) continue; // two events naming the same parents
      seen.add(union.id);
      union.children.push(child);
    }
  }

  if (options.marriages) {
    for (const link of graph.links.filter((l): l is GraphLink & { category: 'marriage' } => l.category === 'marriage')) {
      if (!present.has(link.from) || !present.has(link.to) || link.from === link.to) continue;
      unionOf([link.from, link.to]).status = link.status;
    }
  }
  const oldestFirst = byBirth(birthDates(graph.links));
  for (const union of unions.values()) union.children.sort(oldestFirst);
  return { people, unions: [...unions.values()] };
}

/**
 * People who are drawn side by side: a couple (or a chain of marriages, or co-parents) is one box
 * for the layout, so partners stay together and their children hang under the link between them.
 */
export interface FamilyUnit {
  id: string;
  /** Left to right. */
  members: string[];
}

/** Between partners in a unit: room for the marriage link. */
export const PARTNER_GAP = 28;

export const unitWidth = (unit: FamilyUnit) => unit.members.length * PERSON_WIDTH + (unit.members.length - 1) * PARTNER_GAP;

/**
 * Groups people joined by a couple link or by sharing a child into units (connected groups), each
 * ordered as a chain from its best-connected member so partners sit next to each other. Everyone
 * is in exactly one unit: a person is drawn once however many families they belong to.
 */
export function familyUnits(input: LayoutInput): FamilyUnit[] {
  const partners = new Map<string, Set<string>>(input.people.map((person) => [person.id, new Set<string>()]));
  for (const union of input.unions) {
    if (union.parents.length !== 2) continue;
    const [a, b] = union.parents as [string, string];
    partners.get(a)?.add(b);
    partners.get(b)?.add(a);
  }
  const placed = new Set<string>();
  const units: FamilyUnit[] = [];
  for (const person of input.people) {
    if (placed.has(person.id)) continue;
    // The connected group, then a chain through it starting at its best-connected member.
    const group: string[] = [];
    const stack = [person.id];
    const seen = new Set([person.id]);
    while (stack.length) {
      const id = stack.pop()!;
      group.push(id);
      for (const other of partners.get(id) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        stack.push(other);
      }
    }
    const hub = group.reduce((best, id) => ((partners.get(id)?.size ?? 0) > (partners.get(best)?.size ?? 0) ? id : best), group[0]!);
    // Partners alternate right and left of the hub; their own partners continue outwards.
    const order: string[] = [hub];
    const side = new Map<string, 'left' | 'right' | 'hub'>([[hub, 'hub']]);
    const queue = [hub];
    while (queue.length) {
      const id = queue.shift()!;
      let right = side.get(id) !== 'left';
      for (const other of [...(partners.get(id) ?? [])].sort()) {
        if (side.has(other)) continue;
        const goesRight = side.get(id) === 'hub' ? right : side.get(id) === 'right';
        order.splice(goesRight ? order.indexOf(id) + 1 : order.indexOf(id), 0, other);
        side.set(other, goesRight ? 'right' : 'left');
        right = !right;
        queue.push(other);
      }
    }
    for (const id of order) placed.add(id);
    units.push({ id: `f:${order.join('+')}`, members: order });
  }
  return units;
}

/** A point on a unit's edge where lines meet it: over a member (from their parents) or under a family (to its children). */
export interface ElkPort {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  layoutOptions: Record<string, string>;
}
export interface ElkNode {
  id: string;
  width: number;
  height: number;
  ports: ElkPort[];
  layoutOptions: Record<string, string>;
}
export interface ElkEdge {
  id: string;
  sources: [string];
  targets: [string];
}
export interface ElkGraph {
  id: string;
  layoutOptions: Record<string, string>;
  children: ElkNode[];
  edges: ElkEdge[];
}

/** ELK's layered algorithm, generations top to bottom, with the spec's spacing. */
export const ELK_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.layered.spacing.nodeNodeBetweenLayers': String(LAYER_SPACING),
  'elk.spacing.nodeNode': String(COLUMN_SPACING),
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.thoroughness': '3',
  'elk.separateConnectedComponents': 'true',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // The tree draws its own lines between families: no room is kept for ELK's routes of lines that
  // skip a generation (tree-layout.ts compactLayers evens out what is left).
  'elk.layered.spacing.edgeNodeBetweenLayers': '0',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '0',
};

/**
 * The layout graph: family units as nodes, an edge from under the parents' link to over each
 * child. The edges end at ports fixed where the lines are drawn (over the child among the unit's
 * members, under the link between the parents), so ELK orders each generation by where its lines
 * meet the next: a couple's two sets of parents sit over the partner each belongs to, and no
 * line runs over another (a plain edge between units let ELK put the wife's parents over the husband).
 */
export function toElkGraph(input: LayoutInput, units: readonly FamilyUnit[]): ElkGraph {
  const unitOf = new Map<string, FamilyUnit>();
  for (const unit of units) for (const member of unit.members) unitOf.set(member, unit);
  const memberX = (unit: FamilyUnit, id: string) => unit.members.indexOf(id) * (PERSON_WIDTH + PARTNER_GAP) + PERSON_WIDTH / 2;
  const ports = new Map<string, ElkPort[]>(units.map((unit) => [unit.id, []]));
  const port = (unit: FamilyUnit, id: string, x: number, side: 'NORTH' | 'SOUTH') => {
    const list = ports.get(unit.id)!;
    if (!list.some((p) => p.id === id)) list.push({ id, x, y: side === 'NORTH' ? 0 : PERSON_HEIGHT, width: 0, height: 0, layoutOptions: { 'elk.port.side': side } });
    return id;
  };
  const edges = new Map<string, ElkEdge>();
  for (const union of input.unions) {
    const from = unitOf.get(union.parents[0]!);
    if (!from) continue;
    // Under the link between partners side by side, otherwise under the middle of the parents.
    const xs = union.parents.filter((id) => unitOf.get(id) === from).map((id) => memberX(from, id));
    const under = port(from, `${union.id}>`, (Math.min(...xs) + Math.max(...xs)) / 2, 'SOUTH');
    for (const child of union.children) {
      const to = unitOf.get(child);
      if (!to || to === from) continue; // a child in its parents' unit (bad data) has no edge
      const over = port(to, `>${child}`, memberX(to, child), 'NORTH');
      const id = `${under}${child}`;
      edges.set(id, { id, sources: [under], targets: [over] });
    }
  }
  return {
    id: 'tree',
    layoutOptions: ELK_OPTIONS,
    children: inFamilyOrder(input, units, unitOf).map((unit) => ({
      id: unit.id,
      width: unitWidth(unit),
      height: PERSON_HEIGHT,
      ports: ports.get(unit.id)!,
      layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
    })),
    edges: [...edges.values()],
  };
}

/**
 * The units as a family history reads them: from the root's, each family's children oldest first
 * (their unions' order, buildLayoutInput) and their descendants after each, then parents. ELK keeps
 * this order where lines do not decide it (ELK_OPTIONS considerModelOrder), so brothers and sisters
 * stand oldest first, left to right, as in the family tree and on a person's page.
 */
function inFamilyOrder(input: LayoutInput, units: readonly FamilyUnit[], unitOf: ReadonlyMap<string, FamilyUnit>): FamilyUnit[] {
  const ordered: FamilyUnit[] = [];
  const seen = new Set<FamilyUnit>();
  const unionsUnder = new Map<FamilyUnit, UnionInput[]>();
  const unionsOver = new Map<FamilyUnit, UnionInput[]>();
  for (const union of input.unions) {
    const parents = unitOf.get(union.parents[0]!);
    if (parents) unionsUnder.set(parents, [...(unionsUnder.get(parents) ?? []), union]);
    for (const child of union.children) {
      const unit = unitOf.get(child);
      if (unit) unionsOver.set(unit, [...(unionsOver.get(unit) ?? []), union]);
    }
  }
  const visit = (start: FamilyUnit) => {
    const stack = [start];
    while (stack.length) {
      const unit = stack.pop()!;
      if (seen.has(unit)) continue;
      seen.add(unit);
      ordered.push(unit);
      const children = (unionsUnder.get(unit) ?? []).flatMap((union) => union.children.map((id) => unitOf.get(id)!).filter(Boolean));
      const parents = (unionsOver.get(unit) ?? []).flatMap((union) => union.parents.map((id) => unitOf.get(id)!).filter(Boolean));
      // Pushed in reverse so the first child is visited first, with all of its line before the next.
      stack.push(...[...parents].reverse(), ...[...children].reverse());
    }
  };
  const root = input.people.find((person) => person.root);
  if (root && unitOf.get(root.id)) visit(unitOf.get(root.id)!);
  for (const unit of units) visit(unit);
  return ordered;
}
