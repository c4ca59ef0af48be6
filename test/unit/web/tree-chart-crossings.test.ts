import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { layOutTree } from '../../../web/src/features/tree/utils/lay-out-tree';
import { COLUMN_SPACING, LAYER_SPACING, PERSON_HEIGHT, PERSON_WIDTH } from '../../../web/src/features/tree/utils/layout-input';
import type { TreeLayout } from '../../../web/src/features/tree/utils/tree-layout';

/**
 * The ancestor and descendant charts (laid out by ELK, as the layout worker does) draw no line
 * over another: in each gap between generations, the lines of two families run over separate
 * stretches. Trees are generated with random ids, so the order people come in (which the layout's
 * units follow) is different every time.
 */
const elk = new ELK();

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const node = (key: string, sex: string): GraphNode => ({ key, name: key, sex, person_thumbnail_url: [], category: 'person' });
const parentLink = (from: string, to: string): GraphLink => ({ from, to, category: 'parent', status: 'other', labelKeys: [`birth-${to}`] });

/** Everyone's father and mother up to `generations` above the root, each with an id drawn at random. */
function pedigree(generations: number, random: () => number): GraphResponse {
  const id = () => `p${Math.floor(random() * 1e9).toString(36)}`;
  const root = id();
  const nodes = [node(root, 'M')];
  const links: GraphLink[] = [];
  let row = [root];
  for (let g = 0; g < generations; g++) {
    const next: string[] = [];
    for (const child of row) {
      const [father, mother] = [id(), id()];
      nodes.push(node(father, 'M'), node(mother, 'F'));
      links.push(parentLink(father, child), parentLink(mother, child));
      next.push(father, mother);
    }
    row = next;
  }
  return { root, nodes, links };
}

/** Children, grandchildren and further down: between 0 and 4 children each (blood only, as the chart draws), each born in a year drawn at random. */
function descendants(generations: number, random: () => number): GraphResponse {
  const id = () => `d${Math.floor(random() * 1e9).toString(36)}`;
  const root = id();
  const nodes = [node(root, 'F')];
  const links: GraphLink[] = [];
  let row = [root];
  for (let g = 0; g < generations; g++) {
    const next: string[] = [];
    for (const person of row) {
      for (let n = Math.floor(random() * 5); n > 0; n--) {
        const child = id();
        nodes.push(node(child, random() < 0.5 ? 'M' : 'F'));
        links.push({ ...parentLink(person, child), sort_date: `1${1800 + g * 30 + Math.floor(random() * 30)}-00-00` });
        next.push(child);
      }
    }
    row = next;
  }
  return { root, nodes, links };
}

/** Pairs of families whose lines share a stretch of one gap (drawn as tree-drawing.tsx UnionLines draws them). */
function overlappingLines(layout: TreeLayout): string[] {
  const people = new Map(layout.people.map((person) => [person.id, person]));
  const stretches = layout.unions
    .filter((union) => union.children.length)
    .flatMap((union) => {
      const children = union.children.map((id) => people.get(id)!).filter(Boolean);
      const rows = [...new Set(children.map((child) => child.y))];
      return rows.map((y) => {
        const row = children.filter((child) => child.y === y);
        const xs = [union.x, ...row.map((child) => child.x + PERSON_WIDTH / 2)];
        return { id: union.id, bus: Math.max(union.y, y - 14), from: Math.min(...xs), to: Math.max(...xs) };
      });
    });
  const problems: string[] = [];
  for (const [index, a] of stretches.entries()) {
    for (const b of stretches.slice(index + 1)) {
      if (a.bus === b.bus && Math.min(a.to, b.to) - Math.max(a.from, b.from) > 0.5) problems.push(`${a.id} over ${b.id}`);
    }
  }
  return problems;
}

describe('ancestor and descendant charts', () => {
  it('draw generated pedigrees of five generations with no line over another', async () => {
    const random = seeded(31);
    for (let tree = 0; tree < 12; tree++) expect(overlappingLines(await layOutTree(elk, pedigree(5, random), 'ancestor')), `pedigree ${tree}`).toEqual([]);
  });

  it('draw generated descendants of four generations with no line over another', async () => {
    const random = seeded(7);
    for (let tree = 0; tree < 12; tree++) expect(overlappingLines(await layOutTree(elk, descendants(4, random), 'descendent')), `descendants ${tree}`).toEqual([]);
  });

  it("draw each family's children oldest first, left to right, whatever order they come in", async () => {
    const random = seeded(11);
    for (let tree = 0; tree < 12; tree++) {
      const graph = descendants(4, random);
      const born = new Map(graph.links.map((link) => [link.to, link.sort_date!]));
      const layout = await layOutTree(elk, graph, 'descendent');
      const x = new Map(layout.people.map((person) => [person.id, person.x]));
      const outOfOrder = layout.unions.flatMap((union) => {
        const leftToRight = [...union.children].sort((a, b) => x.get(a)! - x.get(b)!);
        const oldestFirst = [...leftToRight].sort((a, b) => born.get(a)!.localeCompare(born.get(b)!) || x.get(a)! - x.get(b)!);
        return leftToRight.join() === oldestFirst.join() ? [] : [`${union.id}: ${leftToRight.map((id) => born.get(id)!.slice(1, 5)).join(', ')}`];
      });
      expect(outOfOrder, `descendants ${tree}`).toEqual([]);
    }
  });
});

describe('the descendant chart', () => {
  const centre = (person: { x: number }) => person.x + PERSON_WIDTH / 2;

  it('centres every parent over their children, one row per generation, no two cards closer than the spacing', async () => {
    const random = seeded(23);
    for (let tree = 0; tree < 12; tree++) {
      const layout = await layOutTree(elk, descendants(4, random), 'descendent');
      const people = new Map(layout.people.map((person) => [person.id, person]));
      for (const union of layout.unions) {
        const [parent] = union.parents.map((id) => people.get(id)!);
        const children = union.children.map((id) => people.get(id)!);
        if (!parent || children.length === 0) continue;
        expect(centre(parent), `${union.id} in tree ${tree}`).toBeCloseTo((centre(children[0]!) + centre(children.at(-1)!)) / 2, 3);
        for (const child of children) expect(child.y).toBe(parent.y + PERSON_HEIGHT + LAYER_SPACING);
      }
      for (const y of new Set(layout.people.map((person) => person.y))) {
        const xs = layout.people.filter((person) => person.y === y).map((person) => person.x).sort((a, b) => a - b);
        for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!, `tree ${tree}`).toBeGreaterThanOrEqual(PERSON_WIDTH + COLUMN_SPACING);
      }
      expect(Math.min(...layout.people.map((person) => person.x))).toBeGreaterThanOrEqual(0);
      expect(Math.max(...layout.people.map((person) => person.x + PERSON_WIDTH))).toBeLessThanOrEqual(layout.width);
      expect(Math.max(...layout.people.map((person) => person.y + PERSON_HEIGHT))).toBeLessThanOrEqual(layout.height);
    }
  });

  it('draws a founder of nine over the middle of their children, though one child has eleven of their own', async () => {
    const nodes = [node('founder', 'M')];
    const links: GraphLink[] = [];
    for (let child = 1; child <= 9; child++) {
      nodes.push(node(`c${child}`, 'M'));
      links.push({ ...parentLink('founder', `c${child}`), sort_date: `11${900 + child}-00-00` });
    }
    for (let grandchild = 1; grandchild <= 11; grandchild++) {
      nodes.push(node(`g${grandchild}`, 'F'));
      links.push({ ...parentLink('c7', `g${grandchild}`), sort_date: `11${950 + grandchild}-00-00` });
    }
    const layout = await layOutTree(elk, { root: 'founder', nodes, links }, 'descendent');
    const x = new Map(layout.people.map((person) => [person.id, centre(person)]));
    expect(x.get('founder')).toBeCloseTo((x.get('c1')! + x.get('c9')!) / 2, 3);
    expect(x.get('c7')).toBeCloseTo((x.get('g1')! + x.get('g11')!) / 2, 3);
    // The childless brothers and sisters sit side by side, not spread over the grandchildren's row.
    expect(x.get('c2')! - x.get('c1')!).toBe(PERSON_WIDTH + COLUMN_SPACING);
  });

  it('draws someone descended twice (cousins who married) once, under the parent nearest the founder', async () => {
    const nodes = ['root', 'a', 'b', 'a1', 'b1', 'b2', 'kid'].map((id) => node(id, 'F'));
    const links = [parentLink('root', 'a'), parentLink('root', 'b'), parentLink('a', 'a1'), parentLink('b', 'b1'), parentLink('b1', 'b2'), { ...parentLink('a1', 'kid'), labelKeys: ['birth-kid'] }, { ...parentLink('b2', 'kid'), labelKeys: ['birth-kid'] }];
    const layout = await layOutTree(elk, { root: 'root', nodes, links }, 'descendent');
    expect(layout.people.filter((person) => person.id === 'kid')).toHaveLength(1);
    const y = new Map(layout.people.map((person) => [person.id, person.y]));
    expect(new Set(layout.people.map((person) => person.y)).size).toBeGreaterThanOrEqual(4);
    expect(y.get('root')).toBeLessThan(y.get('a')!);
  });
});
