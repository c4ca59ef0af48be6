import { describe, expect, it } from 'vitest';
import type { GraphResponse } from '@heirloom/shared/contracts/family';
import { partnersIn } from '../../../web/src/lib/partners';
import { relationChoiceOf, relationParams } from '../../../web/src/lib/relation-choice';

/** The relationship filters' address and a branch's partners (issue 34 item 2). */

const node = (key: string, name: string) => ({ key, name, sex: '', person_thumbnail_url: [], category: 'person' as const });
const link = (from: string, to: string, category: 'marriage' | 'parent') => ({ from, to, category, status: 'other' as const, labelKeys: [] });

describe('a branch’s partners', () => {
  it('are the people married to the person and the other parents of their children, each once', () => {
    const graph: GraphResponse = {
      root: 'abe',
      nodes: [node('abe', 'Abe'), node('ada', 'Ada'), node('bea', 'Bea'), node('cal', 'Cal'), node('dot', 'Dot'), node('eve', '')],
      links: [link('abe', 'ada', 'marriage'), link('abe', 'cal', 'parent'), link('ada', 'cal', 'parent'), link('abe', 'dot', 'parent'), link('eve', 'dot', 'parent'), link('bea', 'cal', 'parent')],
    };
    expect(partnersIn(graph, 'abe')).toEqual([
      { id: 'ada', name: 'Ada' },
      { id: 'eve', name: 'Unnamed person' },
      { id: 'bea', name: 'Bea' },
    ]);
    expect(partnersIn(graph, 'cal')).toEqual([]);
  });
});

describe('the address of a relationship filter', () => {
  it.each([
    ['relation=cousins&degree=3', { relation: 'cousins', degree: 3, partnerId: undefined }],
    ['relation=cousins&degree=12', { relation: 'cousins', degree: 1, partnerId: undefined }],
    ['relation=branch&partner_id=P2', { relation: 'branch', degree: 1, partnerId: 'P2' }],
    ['relation=nephews', null],
    ['', null],
  ])('?%s reads as %j', (search, expected) => {
    expect(relationChoiceOf(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only what the relation uses', () => {
    expect(relationParams({ relation: 'ancestors', degree: 4, partnerId: 'P2' })).toEqual({ relation: 'ancestors' });
    expect(relationParams({ relation: 'cousins', degree: 2 })).toEqual({ relation: 'cousins', degree: '2' });
    expect(relationParams({ relation: 'branch', degree: 1, partnerId: 'P2' })).toEqual({ relation: 'branch', partner_id: 'P2' });
  });
});
