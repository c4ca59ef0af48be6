import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { describe, expect, it } from 'vitest';
import { familyDateProblems, YOUNGEST_PARENT } from '../../../web/src/features/people/utils/family-date-problems';

const person = (key: string, born: number | null, died: number | null = null): GraphNode => ({
  key,
  name: key,
  sex: 'U',
  person_thumbnail_url: [],
  category: 'person',
  life_span: { born, died, deceased: died !== null },
});
const parentOf = (from: string, to: string, category: GraphLink['category'] = 'parent'): GraphLink => ({ from, to, category, status: 'other', labelKeys: ['birth'] });
const graph = (nodes: GraphNode[], links: GraphLink[]): GraphResponse => ({ root: 'Ann', nodes, links });

describe('dates in a close family that cannot all be right', () => {
  it('finds a parent born after (or with) their child, a parent too young, a child born after a parent died, and a death before birth', () => {
    const family = graph(
      [person('Ann', 1950), person('Mum', 1960), person('Dad', 1920, 1947), person('Kid', 1955), person('Baby', 1951)],
      [parentOf('Mum', 'Ann'), parentOf('Dad', 'Ann'), parentOf('Ann', 'Kid'), parentOf('Ann', 'Baby')],
    );
    expect(familyDateProblems(family, 'Ann')).toEqual([
      'Ann was born in 1950, not after Mum, their parent, born in 1960.',
      'Ann was born in 1950, after Dad, their parent, died in 1947.',
      'Ann was 5 when Kid, their child, was born (1950 and 1955).',
      'Ann was 1 when Baby, their child, was born (1950 and 1951).',
    ]);
    const deadFirst = graph([person('Ann', 1950, 1940)], []);
    expect(familyDateProblems(deadFirst, 'Ann')).toEqual(['Ann died in 1940, before being born in 1950.']);
  });

  it('says nothing where the dates fit, where a year is missing, for an adoptive parent, or for a birth within a year of the father’s death', () => {
    for (let gap = YOUNGEST_PARENT; gap < 60; gap += 7) {
      const fits = graph([person('Ann', 1900 + gap), person('Mum', 1900, 1900 + gap + 30), person('Dad', 1900, 1900 + gap - 1)], [parentOf('Mum', 'Ann'), parentOf('Dad', 'Ann')]);
      expect(familyDateProblems(fits, 'Ann')).toEqual([]);
    }
    const unknown = graph([person('Ann', null), person('Mum', 1960), person('Kid', 1930)], [parentOf('Mum', 'Ann'), parentOf('Ann', 'Kid')]);
    expect(familyDateProblems(unknown, 'Ann')).toEqual([]);
    const adopted = graph([person('Ann', 1950), person('Carer', 1945)], [parentOf('Carer', 'Ann', 'adoptive parent')]);
    expect(familyDateProblems(adopted, 'Ann')).toEqual([]);
    // Someone else's problems in the graph (a grandparent and a parent) are theirs, not this person's.
    const further = graph([person('Ann', 1950), person('Mum', 1920), person('Gran', 1930)], [parentOf('Mum', 'Ann'), parentOf('Gran', 'Mum')]);
    expect(familyDateProblems(further, 'Ann')).toEqual([]);
  });

  it('writes years before the common era as people do', () => {
    const ancient = graph([person('Ann', -40), person('Mum', -30)], [parentOf('Mum', 'Ann')]);
    expect(familyDateProblems(ancient, 'Ann')).toEqual(['Ann was born in 40 BCE, not after Mum, their parent, born in 30 BCE.']);
  });
});
