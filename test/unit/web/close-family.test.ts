import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { describe, expect, it } from 'vitest';
import { closeFamilyOf } from '../../../web/src/features/people/utils/close-family';

const node = (key: string): GraphNode => ({ key, name: key, sex: 'U', person_thumbnail_url: [], category: 'person' });
const parent = (from: string, to: string, sortDate: string | null = null, category: GraphLink['category'] = 'parent'): GraphLink => ({ from, to, category, status: 'other', labelKeys: [], sort_date: sortDate });
const marriage = (from: string, to: string, status: GraphLink['status'] = 'married', labelKeys: string[] = []): GraphLink => ({ from, to, category: 'marriage', status, labelKeys });
const graph = (links: GraphLink[]): GraphResponse => {
  const keys = new Set(links.flatMap((link) => [link.from, link.to]));
  return { root: 'me', nodes: [...keys, 'me'].map(node), links };
};
const keysOf = (relatives: ReadonlyArray<{ person: GraphNode; note: string | null }>) => relatives.map((r) => (r.note ? `${r.person.key} (${r.note})` : r.person.key));

describe('the close family a person page lists, from the relationship graph', () => {
  it('lists partners, children oldest first and brothers and sisters, each once and never the person', () => {
    const family = closeFamilyOf(
      graph([
        parent('dad', 'me', '11950-01-01'),
        parent('mum', 'me', '11950-01-01'),
        parent('dad', 'brother', '11955-00-00'),
        parent('mum', 'brother', '11955-00-00'),
        parent('dad', 'sister', '11948-05-00'),
        parent('mum', 'sister', '11948-05-00'),
        marriage('dad', 'mum'),
        marriage('me', 'wife'),
        marriage('ex', 'me', 'divorced'),
        parent('me', 'young', '11990-00-00'),
        parent('me', 'undated'),
        parent('me', 'eldest', '11980-00-00'),
        parent('me', 'eldest', '11980-00-00', 'adoptive parent'),
        parent('wife', 'young', '11990-00-00'),
      ]),
      'me',
    );
    expect(keysOf(family.partners)).toEqual(['wife', 'ex (divorced)']);
    expect(keysOf(family.children)).toEqual(['eldest', 'young', 'undated']);
    expect(keysOf(family.siblings)).toEqual(['sister', 'brother']);
  });

  it('offers to unlink a partner only when an event of theirs links them, not a couple known only by a child', () => {
    const family = closeFamilyOf(graph([marriage('me', 'wife', 'married', ['wedding']), parent('me', 'kid'), parent('other', 'kid')]), 'me');
    expect(family.partners.map((r) => [r.person.key, r.unlinkable])).toEqual([['wife', true]]);
    // Unlinked from their marriage, a couple with children stays a couple: the dialog names the children.
    const parents = closeFamilyOf(graph([marriage('me', 'wife', 'married', ['wedding']), parent('me', 'kid'), parent('wife', 'kid'), parent('me', 'other')]), 'me');
    expect(parents.partners[0]!.sharedChildren).toEqual(['kid']);
    expect(family.partners[0]!.sharedChildren).toBeUndefined();
    const onlyByChild = closeFamilyOf(graph([marriage('me', 'other'), parent('me', 'kid'), parent('other', 'kid')]), 'me');
    expect(onlyByChild.partners.map((r) => [r.person.key, r.unlinkable])).toEqual([['other', false]]);
    expect(onlyByChild.children.map((r) => r.unlinkable)).toEqual([true]);
  });

  it('marks a brother or sister through one parent only as half, and a child taken in as adopted', () => {
    const family = closeFamilyOf(
      graph([
        parent('dad', 'me'),
        parent('mum', 'me'),
        parent('dad', 'halfBrother', '11940-00-00'),
        parent('stepMum', 'halfBrother', '11940-00-00'),
        parent('mum', 'adoptedSister', '11960-00-00', 'adoptive parent'),
        parent('dad', 'adoptedSister', '11960-00-00', 'adoptive parent'),
        parent('me', 'taken', null, 'adoptive parent'),
      ]),
      'me',
    );
    expect(keysOf(family.siblings)).toEqual(['halfBrother (half)', 'adoptedSister (adopted)']);
    expect(keysOf(family.children)).toEqual(['taken (adopted)']);
    expect(family.partners).toEqual([]);
  });

  it('is empty for someone with no one linked, and leaves out links to people the graph does not hold', () => {
    expect(closeFamilyOf(graph([]), 'me')).toMatchObject({ partners: [], children: [], siblings: [] });
    const partial: GraphResponse = { root: 'me', nodes: [node('me'), node('dad')], links: [parent('dad', 'me'), parent('dad', 'ghost'), marriage('me', 'nobody')] };
    expect(closeFamilyOf(partial, 'me')).toMatchObject({ partners: [], children: [], siblings: [] });
  });

  it('keeps the years of everyone in the graph, for the parents listed beside it', () => {
    const withYears: GraphResponse = { root: 'me', nodes: [node('me'), { ...node('dad'), life_span: { born: 1920, died: 1990, deceased: true } }], links: [parent('dad', 'me')] };
    expect(closeFamilyOf(withYears, 'me').lifeSpans).toEqual(new Map([['dad', { born: 1920, died: 1990, deceased: true }]]));
  });
});
