import { describe, expect, it } from 'vitest';
import { NAME_FONT_SIZE } from '../../../web/src/features/tree/utils/name-lines';
import { LAYER_SPACING, PERSON_HEIGHT, PERSON_WIDTH } from '../../../web/src/features/tree/utils/layout-input';
import type { PlacedPerson, PlacedUnion, TreeLayout } from '../../../web/src/features/tree/utils/tree-layout';
import { familyCore, fitView, MIN_FIT_SCALE, minFitScale } from '../../../web/src/features/tree/utils/view-fit';

const ROW = PERSON_HEIGHT + LAYER_SPACING;
const placed = (id: string, column: number, row: number): PlacedPerson => ({ id, name: id, sex: '', x: column * (PERSON_WIDTH + 40), y: row * ROW }) as PlacedPerson;
const union = (id: string, parents: string[], children: string[]): PlacedUnion => ({ id, x: 0, y: 0, link: null, parents, children, status: null, minX: 0, minY: 0, maxX: 0, maxY: 0 });

describe('the family tree’s opening view', () => {
  it('keeps names legible on a phone: no smaller than 11 px on its screen, where a laptop may go to 0.7', () => {
    expect(minFitScale(390) * NAME_FONT_SIZE).toBeGreaterThanOrEqual(11);
    expect(minFitScale(1280)).toBe(MIN_FIT_SCALE);
  });

  it('takes the person, their parents, grandparents, partner and children as the core, not an uncle’s family or a grandchild', () => {
    const layout: Pick<TreeLayout, 'people' | 'unions' | 'folds'> = {
      people: [placed('grandpa', 0, 0), placed('grandma', 1, 0), placed('dad', 1, 1), placed('mum', 2, 1), placed('uncle', 5, 1), placed('me', 1, 2), placed('wife', 2, 2), placed('son', 1, 3), placed('grandson', 0, 4)],
      unions: [union('u1', ['grandpa', 'grandma'], ['dad', 'uncle']), union('u2', ['dad', 'mum'], ['me']), union('u3', ['me', 'wife'], ['son']), union('u4', ['son'], ['grandson'])],
    };
    expect(familyCore(layout, 'me')).toEqual({ x0: 0, y0: 0, x1: 2 * (PERSON_WIDTH + 40) + PERSON_WIDTH, y1: 3 * ROW + PERSON_HEIGHT });
  });

  it('opens a drawing taller than the view on its core whole, not on the person with the core’s last rows cut off', () => {
    const drawing = { width: 1200, height: 12 * ROW };
    const view = { width: 1000, height: 600 };
    // An 'all' chart: great-grandparents above; the grandparents on the third row, the person on the
    // fifth, their children on four rows below them.
    const person = { x: 500, y: 4 * ROW };
    const core = { x0: 0, y0: 2 * ROW, x1: 1200, y1: 8 * ROW + PERSON_HEIGHT };
    const opening = fitView(drawing, person, view, undefined, { core });
    expect(opening.k).toBe(MIN_FIT_SCALE);
    expect(opening.y + core.y0 * opening.k).toBeGreaterThanOrEqual(0);
    expect(opening.y + core.y1 * opening.k).toBeLessThanOrEqual(view.height);
    // Centred on the person alone, the last row of children would be under the view's edge.
    const onThePerson = fitView(drawing, person, view);
    expect(onThePerson.y + core.y1 * onThePerson.k).toBeGreaterThan(view.height);
  });

  it('opens on the person when even the core is taller than the view', () => {
    const drawing = { width: 1200, height: 12 * ROW };
    const person = { x: 500, y: 5 * ROW };
    const opening = fitView(drawing, person, { width: 1000, height: 400 }, undefined, { core: { x0: 0, y0: 0, x1: 1200, y1: 10 * ROW } });
    const middle = opening.y + (person.y + PERSON_HEIGHT / 2) * opening.k;
    expect(Math.abs(middle - 200)).toBeLessThan(1);
  });
});
