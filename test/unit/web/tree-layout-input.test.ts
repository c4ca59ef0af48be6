import { describe, expect, it } from 'vitest';
import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { buildLayoutInput, familyUnits, LAYER_SPACING, PARTNER_GAP, PERSON_HEIGHT, PERSON_WIDTH, toElkGraph } from '../../../web/src/features/tree/utils/layout-input';
import { compactLayers, placeLayout } from '../../../web/src/features/tree/utils/tree-layout';
import { newerPageParam, olderPageParam, jumpParam } from '../../../web/src/features/timeline/utils/paging';
import { parseYear, decadeLabel } from '../../../web/src/features/timeline/utils/years';

const node = (key: string, category: GraphNode['category'] = 'person', sex = 'M'): GraphNode => ({ key, name: key, sex, person_thumbnail_url: [], category });
const parent = (from: string, to: string, event: string, category: GraphLink['category'] = 'parent'): GraphLink => ({ from, to, category, status: 'other', labelKeys: [event] });
const marriage = (from: string, to: string, status: GraphLink['status'] = 'married'): GraphLink => ({ from, to, category: 'marriage', status, labelKeys: [] });
const graph = (root: string, nodes: GraphNode[], links: GraphLink[]): GraphResponse => ({ root, nodes, links });

describe('layout input from the tree graph', () => {
  it('makes a family of a couple and their children, and keeps the couple side by side', () => {
    const input = buildLayoutInput(
      graph('kid', [node('dad'), node('mum', 'person', 'F'), node('kid'), node('sis', 'person', 'F')], [marriage('dad', 'mum', 'divorced'), parent('dad', 'kid', 'b1'), parent('mum', 'kid', 'b1'), parent('dad', 'sis', 'b2'), parent('mum', 'sis', 'b2')]),
      { marriages: true },
    );
    expect(input.unions).toEqual([{ id: 'u:dad+mum', parents: ['dad', 'mum'], children: ['kid', 'sis'], status: 'divorced' }]);
    const units = familyUnits(input);
    expect(units.map((unit) => unit.members)).toEqual([['dad', 'mum'], ['kid'], ['sis']]);
    const elk = toElkGraph(input, units);
    // Each line starts under the couple's link and ends over its child.
    expect(elk.edges.map((edge) => [edge.sources[0], edge.targets[0]]).sort()).toEqual([
      ['u:dad+mum>', '>kid'],
      ['u:dad+mum>', '>sis'],
    ]);
    const couple = elk.children.find((unit) => unit.id === 'f:dad+mum')!;
    expect(couple.ports).toEqual([expect.objectContaining({ id: 'u:dad+mum>', x: PERSON_WIDTH + PARTNER_GAP / 2, y: PERSON_HEIGHT })]);
    expect(input.people.find((p) => p.id === 'kid')?.root).toBe(true);
  });

  it('omits marriage links for the charts but still joins a child’s two parents', () => {
    const input = buildLayoutInput(graph('kid', [node('dad'), node('mum'), node('kid')], [marriage('dad', 'mum'), parent('dad', 'kid', 'b1'), parent('mum', 'kid', 'b1')]), { marriages: false });
    expect(input.unions).toEqual([{ id: 'u:dad+mum', parents: ['dad', 'mum'], children: ['kid'], status: null }]);
  });

  it('draws pedigree collapse once: cousins who marry share grandparents, and nobody is repeated', () => {
    const nodes = ['gp1', 'gp2', 'a', 'b', 'sa', 'sb', 'ca', 'cb', 'kid'].map((id) => node(id));
    const links = [
      parent('gp1', 'a', 'e1'),
      parent('gp2', 'a', 'e1'),
      parent('gp1', 'b', 'e2'),
      parent('gp2', 'b', 'e2'),
      parent('a', 'ca', 'e3'),
      parent('sa', 'ca', 'e3'),
      parent('b', 'cb', 'e4'),
      parent('sb', 'cb', 'e4'),
      marriage('ca', 'cb'),
      parent('ca', 'kid', 'e5'),
      parent('cb', 'kid', 'e5'),
    ];
    const input = buildLayoutInput(graph('kid', nodes, links), { marriages: true });
    const units = familyUnits(input);
    const members = units.flatMap((unit) => unit.members);
    expect(members.sort()).toEqual(nodes.map((n) => n.key).sort());
    expect(new Set(members).size).toBe(members.length);
    expect(input.unions.find((u) => u.id === 'u:gp1+gp2')?.children).toEqual(['a', 'b']);
    const placed = placeLayout(input, units, new Map(units.map((unit, index) => [unit.id, { x: 0, y: index * 100 }])), { width: 1, height: 1 });
    expect(placed.people).toHaveLength(nodes.length);
    expect(placed.unions.find((u) => u.id === 'u:ca+cb')?.link).not.toBeNull();
  });

  it('keeps birth and adoptive parents as two families, and drops links to people not loaded', () => {
    const input = buildLayoutInput(
      graph('kid', [node('mum'), node('dad'), node('adopter'), node('kid')], [parent('mum', 'kid', 'birth'), parent('dad', 'kid', 'birth'), parent('adopter', 'kid', 'adoption', 'adoptive parent'), parent('ghost', 'kid', 'birth2'), marriage('kid', 'ghost')]),
      { marriages: true },
    );
    expect(input.unions.map((u) => u.id).sort()).toEqual(['u:adopter', 'u:dad+mum']);
  });

  it('marks lookup people, whose relatives are not loaded, and chains a person with two spouses', () => {
    const input = buildLayoutInput(graph('p', [node('p'), node('s1', 'lookup'), node('s2')], [marriage('p', 's1'), marriage('p', 's2', 'divorced')]), { marriages: true });
    expect(input.people.find((p) => p.id === 's1')?.lookup).toBe(true);
    const [unit] = familyUnits(input);
    expect(unit!.members).toHaveLength(3);
    expect(unit!.members[1]).toBe('p'); // between its two spouses
  });

  it('survives a cycle in bad data (someone their own grandparent) without looping', () => {
    const input = buildLayoutInput(graph('a', [node('a'), node('b')], [parent('a', 'b', 'e1'), parent('b', 'a', 'e2')]), { marriages: true });
    const units = familyUnits(input);
    expect(toElkGraph(input, units).edges).toHaveLength(2);
  });
});

describe('compact generations', () => {
  it('closes the gaps ELK leaves where a line skips a generation, keeping each row and every x', () => {
    const step = PERSON_HEIGHT + LAYER_SPACING;
    // Rows at 12, 142 (20 extra for a long line's route), 252, and 452 (a row of only such lines above it).
    const laidOut = new Map([
      ['g', { x: 500, y: 12 }],
      ['p1', { x: 10, y: 142 }],
      ['p2', { x: 400, y: 142 }],
      ['c', { x: 300, y: 252 }],
      ['d', { x: 600, y: 452 }],
    ]);
    const { positions, size } = compactLayers(laidOut, { width: 900, height: 544 });
    expect([...positions.values()].map((p) => p.y)).toEqual([12, 12 + step, 12 + step, 12 + 2 * step, 12 + 3 * step]);
    expect([...positions.values()].map((p) => p.x)).toEqual([500, 10, 400, 300, 600]);
    expect(size).toEqual({ width: 900, height: 544 - (452 - (12 + 3 * step)) });
    expect(compactLayers(new Map(), { width: 0, height: 0 }).positions.size).toBe(0);
  });
});

describe('timeline paging keys in the browser', () => {
  const item = (id: string, sort_date: string, item_type: 'event' | 'photo' = 'event') => ({ id, item_type, name: id, sort_date, start_date: null, end_date: null, event_type: null, location: null, date_taken: null, image_type: null, placeholder: null, thumbnail_url: null, description: null, event_id: null, people: [] });
  const full = (first: string, last: string) => ({ events: [item('N', first, 'photo'), ...Array.from({ length: 48 }, (_, i) => item(`M${i}`, '1900-1-1')), item('O', last)] });

  it('jumps with last_date={year+1}-1-1 and pages down from the oldest held', () => {
    expect(jumpParam(1850)).toEqual({ direction: 'down', last_date: '1851-1-1' });
    expect(jumpParam(null)).toEqual({});
    expect(olderPageParam(full('1950-1-1', '1850-0-0'))).toEqual({ direction: 'down', last_date: '1850-0-0', last_event_id: 'O' });
    expect(olderPageParam({ events: [item('O', '1850-0-0')] })).toBeUndefined();
  });

  it('pages up from the newest held, not above the newest page, and up from a jump that found nothing', () => {
    expect(newerPageParam(full('1950-1-1', '1850-0-0'), { direction: 'down', last_date: '1951-1-1' })).toEqual({ direction: 'up', max_date: '1950-1-1', max_image_id: 'N' });
    expect(newerPageParam(full('1950-1-1', '1850-0-0'), {})).toBeUndefined();
    expect(newerPageParam({ events: [] }, { direction: 'down', last_date: '1851-1-1' })).toEqual({ direction: 'up', max_date: '1851-1-1' });
    expect(newerPageParam({ events: [item('A', '1990-1-1')] }, { direction: 'up', max_date: '1980-1-1' })).toBeUndefined();
  });

  it('reads typed years, BCE included, and labels decades', () => {
    expect(parseYear('1850')).toBe(1850);
    expect(parseYear('44 BC')).toBe(-43);
    expect(parseYear('-5001')).toBeNull();
    expect(parseYear('soon')).toBeNull();
    expect(decadeLabel(1850)).toBe('1850s');
    expect(decadeLabel(-50)).toBe('51 BCE');
  });
});
