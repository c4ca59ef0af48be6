import type { GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { lifeYearsText } from '@heirloom/shared/rules/living';

/** Generations a fan chart shows, the person included: at least their grandparents, at most their 4x-great-grandparents. */
export const FAN_GENERATIONS = { min: 3, max: 7, phone: 4, desktop: 5 } as const;
/** The fan's opening, in degrees: open at the bottom, the person in the middle (as Gramps and webtrees draw it). */
export const FAN_SWEEP = 240;
/** The person's own circle in the middle, and how deep each ring of ancestors is (outer rings take names along their radius). */
export const FAN_CENTRE_RADIUS = 62;
export const ringDepth = (generation: number) => (generation <= 2 ? 66 : 118);

export interface FanPerson {
  id: string;
  name: string;
  sex: string;
  /** The years of their life ('1850–1921'), null when none is known. */
  years: string | null;
}

const fanPerson = (node: GraphNode): FanPerson => ({ id: node.key, name: node.name, sex: node.sex, years: lifeYearsText(node.life_span) });

/** An ancestor's place on the fan: a ring (their generation) and a slice of it (father's side first, clockwise). */
export interface FanWedge extends FanPerson {
  /** 1 for parents, 2 for grandparents, ... */
  generation: number;
  /** Which of the generation's 2^generation places, from the far left (the father's father's ...) clockwise. */
  slot: number;
  /** Degrees clockwise from straight up. */
  startAngle: number;
  endAngle: number;
  innerRadius: number;
  outerRadius: number;
}

export interface FanLayout {
  root: FanPerson;
  wedges: FanWedge[];
  /** The rings drawn (a generation with nobody known ends the fan), each a faint band behind its wedges, so a gap shows. */
  rings: Array<{ generation: number; innerRadius: number; outerRadius: number }>;
  generations: number;
  /** The outer edge of the last ring. */
  radius: number;
}

const PARENT_LINKS = ['parent', 'adoptive parent'] as const;

/**
 * The person's two parents as the fan places them: birth parents before adoptive ones, then the
 * father on the left and the mother on the right (a parent whose sex is not known takes the place
 * left free). One person reached twice (cousins who married) is drawn in both places.
 */
function parentsOf(graph: GraphResponse, sexOf: ReadonlyMap<string, string>): Map<string, [string | null, string | null]> {
  const byChild = new Map<string, string[]>();
  for (const category of PARENT_LINKS) {
    for (const link of graph.links) {
      if (link.category !== category) continue;
      const known = byChild.get(link.to) ?? [];
      if (!known.includes(link.from)) byChild.set(link.to, [...known, link.from]);
    }
  }
  const placed = new Map<string, [string | null, string | null]>();
  for (const [child, parents] of byChild) {
    const pair: [string | null, string | null] = [null, null];
    const unsexed: string[] = [];
    for (const parent of parents.slice(0, 2)) {
      const sex = sexOf.get(parent) ?? '';
      if (/^m/i.test(sex) && pair[0] === null) pair[0] = parent;
      else if (/^f/i.test(sex) && pair[1] === null) pair[1] = parent;
      else unsexed.push(parent);
    }
    for (const parent of unsexed) pair[pair[0] === null ? 0 : 1] = parent;
    placed.set(child, pair);
  }
  return placed;
}

/**
 * The ancestors of `graph.root` as rings around them, up to `generations` (the person included):
 * each ring holds a generation, each ancestor the half of their child's slice on their side. A
 * place nobody is known for stays empty. Pure and cheap: a 7-generation fan is at most 126 wedges.
 */
export function fanLayout(graph: GraphResponse, generations: number): FanLayout | null {
  const people = new Map(graph.nodes.map((node) => [node.key, node]));
  const root = people.get(graph.root);
  if (!root) return null;
  const parents = parentsOf(graph, new Map(graph.nodes.map((node) => [node.key, node.sex])));
  const wedges: FanWedge[] = [];
  const rings: FanLayout['rings'] = [];
  let ring: Array<string | null> = [graph.root];
  let inner = FAN_CENTRE_RADIUS;
  for (let generation = 1; generation < generations; generation++) {
    ring = ring.flatMap((child) => (child ? (parents.get(child) ?? [null, null]) : [null, null]));
    if (ring.every((id) => id === null)) break;
    const outer = inner + ringDepth(generation);
    rings.push({ generation, innerRadius: inner, outerRadius: outer });
    const slice = FAN_SWEEP / ring.length;
    ring.forEach((id, slot) => {
      const person = id ? people.get(id) : undefined;
      if (!person) return;
      const startAngle = -FAN_SWEEP / 2 + slot * slice;
      wedges.push({ ...fanPerson(person), generation, slot, startAngle, endAngle: startAngle + slice, innerRadius: inner, outerRadius: outer });
    });
    inner = outer;
  }
  return { root: fanPerson(root), wedges, rings, generations, radius: inner };
}
