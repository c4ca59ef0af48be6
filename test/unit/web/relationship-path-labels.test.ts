import type { PersonSummary } from '@heirloom/shared/contracts/family';
import type { RelationshipView } from '@heirloom/shared/contracts/relationships';
import { describe, expect, it } from 'vitest';
import { pathLabels } from '../../../web/src/features/relationships/utils/path-labels';

const path = (term: string, ids: string[], commonAncestors: string[] = []): RelationshipView => ({
  term,
  phrase: `your ${term}`,
  kind: 'in-law',
  chain: '',
  path: ids,
  links: [],
  common_ancestors: commonAncestors,
});
const people = new Map(['Louise', 'Christian', 'Alix', 'Maud', 'Haakon'].map((name) => [name, { id: name, name } as PersonSummary]));

describe('the buttons of the ways two people are related', () => {
  it('name a path by its words alone when no other path has them', () => {
    expect(pathLabels([path('second cousin', ['me', 'Alix', 'you'])], people)).toEqual(['second cousin']);
  });

  it('name paths with the same words by someone each goes through and the others do not', () => {
    // Both go through Louise, the common ancestor: the second is told apart by Maud, where it parts.
    const labels = pathLabels([path('second cousin-in-law', ['me', 'Alix', 'Louise', 'Christian', 'you'], ['Louise']), path('second cousin-in-law', ['me', 'Haakon', 'Maud', 'Louise', 'you'], ['Louise'])], people);
    expect(labels).toEqual(['second cousin-in-law · through Alix', 'second cousin-in-law · through Haakon']);
  });

  it('number paths that still read alike, so no two buttons look the same', () => {
    const labels = pathLabels([path('cousin', ['me', 'x', 'you'], ['Louise']), path('cousin', ['me', 'x', 'you'], ['Louise'])], people);
    expect(labels).toEqual(['cousin · through Louise (1 of 2)', 'cousin · through Louise (2 of 2)']);
  });
});
