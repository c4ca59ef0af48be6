import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { describe, expect, it } from 'vitest';
import { FAN_CENTRE_RADIUS, FAN_SWEEP, fanLayout, ringDepth } from '../../../web/src/features/tree/utils/fan-layout';
import { fanRelation } from '../../../web/src/features/tree/utils/fan-relation';

/** Parent links from each child to its parents, as GET /ancestors answers. */
function graph(root: string, people: Record<string, string>, parents: Record<string, string[]>, adoptive: Record<string, string[]> = {}): GraphResponse {
  const link = (category: 'parent' | 'adoptive parent') => (child: string, parent: string) => ({ from: parent, to: child, category, status: 'other' as const, labelKeys: [] });
  return {
    root,
    nodes: Object.entries(people).map(([key, sex]) => ({ key, name: `Person ${key}`, sex, person_thumbnail_url: [], category: 'person' as const })),
    links: [
      ...Object.entries(parents).flatMap(([child, of]) => of.map((parent) => link('parent')(child, parent))),
      ...Object.entries(adoptive).flatMap(([child, of]) => of.map((parent) => link('adoptive parent')(child, parent))),
    ],
  };
}

const places = (layout: ReturnType<typeof fanLayout>) => layout!.wedges.map((wedge) => `${wedge.generation}:${wedge.slot}:${wedge.id}`);

describe('the fan chart layout', () => {
  it("puts each father on the left half of his child's slice and each mother on the right, generation by generation", () => {
    // Listed mother first: the places come from the sexes, not the order of the links.
    const layout = fanLayout(graph('me', { me: 'F', mum: 'F', dad: 'M', gm: 'F', gf: 'M', mgf: 'M' }, { me: ['mum', 'dad'], dad: ['gm', 'gf'], mum: ['mgf'] }), 5);
    expect(places(layout)).toEqual(['1:0:dad', '1:1:mum', '2:0:gf', '2:1:gm', '2:2:mgf']);
    const [dad, mum, gf, gm] = layout!.wedges;
    expect([dad!.startAngle, dad!.endAngle, mum!.startAngle, mum!.endAngle]).toEqual([-FAN_SWEEP / 2, 0, 0, FAN_SWEEP / 2]);
    expect([gf!.startAngle, gf!.endAngle, gm!.endAngle]).toEqual([-FAN_SWEEP / 2, -FAN_SWEEP / 4, 0]);
    expect(gf!.innerRadius).toBe(dad!.outerRadius);
    // Nobody is known past the grandparents: the fan ends there, its radius the second ring's edge.
    expect(layout!.rings.map((ring) => ring.generation)).toEqual([1, 2]);
    expect(layout!.radius).toBe(FAN_CENTRE_RADIUS + ringDepth(1) + ringDepth(2));
  });

  it('stops at the generations asked for, the person counted', () => {
    const people = { me: 'M', p: 'M', g: 'M', gg: 'M', ggg: 'M' };
    const parents = { me: ['p'], p: ['g'], g: ['gg'], gg: ['ggg'] };
    expect(places(fanLayout(graph('me', people, parents), 3))).toEqual(['1:0:p', '2:0:g']);
    expect(places(fanLayout(graph('me', people, parents), 7))).toEqual(['1:0:p', '2:0:g', '3:0:gg', '4:0:ggg']);
  });

  it('draws an ancestor reached twice (cousins who married) in both places', () => {
    const layout = fanLayout(graph('me', { me: 'M', dad: 'M', mum: 'F', gf: 'M', gm: 'F' }, { me: ['dad', 'mum'], dad: ['gf', 'gm'], mum: ['gf', 'gm'] }), 4);
    expect(places(layout)).toEqual(['1:0:dad', '1:1:mum', '2:0:gf', '2:1:gm', '2:2:gf', '2:3:gm']);
  });

  it('takes birth parents before adoptive ones, and puts a parent of unknown sex in the place left free', () => {
    const layout = fanLayout(graph('me', { me: 'U', mum: 'F', x: 'U', adopter: 'M' }, { me: ['x', 'mum'] }, { me: ['adopter'] }), 3);
    expect(places(layout)).toEqual(['1:0:x', '1:1:mum']);
    const adoptedOnly = fanLayout(graph('me', { me: 'U', adopter: 'M' }, {}, { me: ['adopter'] }), 3);
    expect(places(adoptedOnly)).toEqual(['1:0:adopter']);
  });

  it('has no rings for a person with no known parents, and nothing for a root not in the answer', () => {
    const alone = fanLayout(graph('me', { me: 'F' }, {}), 5);
    expect(alone).toMatchObject({ root: { id: 'me' }, wedges: [], rings: [], radius: FAN_CENTRE_RADIUS });
    expect(fanLayout(graph('nobody', { me: 'F' }, {}), 5)).toBeNull();
  });
});

describe("an ancestor's relation on the fan", () => {
  it('names parents, grandparents and beyond with their side of the family', () => {
    expect([0, 1].map((slot) => fanRelation({ generation: 1, slot }))).toEqual(['Father', 'Mother']);
    expect([0, 1, 2, 3].map((slot) => fanRelation({ generation: 2, slot }))).toEqual([
      "Grandfather (father's side)",
      "Grandmother (father's side)",
      "Grandfather (mother's side)",
      "Grandmother (mother's side)",
    ]);
    expect(fanRelation({ generation: 3, slot: 7 })).toBe("Great-grandmother (mother's side)");
    expect(fanRelation({ generation: 4, slot: 0 })).toBe("Great-great-grandfather (father's side)");
    expect(fanRelation({ generation: 6, slot: 33 })).toBe("4× great-grandmother (mother's side)");
  });
});
