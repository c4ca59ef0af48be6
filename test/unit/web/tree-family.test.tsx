// @vitest-environment jsdom
import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import type { LifeSpan } from '@heirloom/shared/rules/living';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { system } from '../../../web/src/app/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_LINE_WIDTH, NAME_LINES, NAME_WIDTH, PersonNode, UnionLines } from '../../../web/src/features/tree/components/tree-drawing';
import { knownFamilyOf } from '../../../web/src/features/tree/api/family';
import { familyLayout, SIBLINGS_FOLD_ID, WRAPPED_ROW } from '../../../web/src/features/tree/utils/family-layout';
import { siblingsLabel } from '../../../web/src/features/tree/utils/siblings-label';
import { KnownFamily } from '../../../web/src/features/tree/utils/known-family';
import { COLUMN_SPACING, LAYER_SPACING, PARTNER_GAP, PERSON_HEIGHT, PERSON_WIDTH } from '../../../web/src/features/tree/utils/layout-input';
import { nameLines, textWidth } from '../../../web/src/features/tree/utils/name-lines';
import type { TreeLayout } from '../../../web/src/features/tree/utils/tree-layout';
import { FIT_PADDING, fitView, openingFocus } from '../../../web/src/features/tree/utils/view-fit';
import { person } from './family-fixtures';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer, type RecordedRequest } from './helpers';

vi.setConfig({ testTimeout: 30_000 });
resetAppAroundEachTest();

// ---------------------------------------------------------------- a family, and the server's graph of it

interface World {
  names: Record<string, [string, 'M' | 'F']>;
  /** child -> its two (or one) parents, one birth each. */
  births: Record<string, string[]>;
  marriages: Array<[string, string]>;
  lifeSpans?: Record<string, LifeSpan>;
}

const LONG_NAME = 'Victoria Adelaide Mary Louisa Saxe-Coburg-Gotha, Princess Royal';

/** Three sides of a family, with in-laws and cousins, as a real tree has (royal92 spread these 4,000 px apart). */
const WORLD: World = {
  names: {
    ggf: ['Francis Saxe-Coburg', 'M'],
    ggm: ['Augusta Reuss', 'F'],
    pgf: ['Ernest Saxe-Coburg', 'M'],
    pgm: ['Louise Saxe-Gotha', 'F'],
    mgf: ['Edward Augustus Hanover', 'M'],
    mgm: ['Victoria Saxe-Coburg', 'F'],
    father: ['Albert Augustus Charles', 'M'],
    mother: ['Victoria Hanover', 'F'],
    uncle: ['Ernest II Saxe-Coburg', 'M'],
    uncleWife: ['Alexandrine Baden', 'F'],
    cousin: ['Cousin Baden', 'M'],
    centre: [LONG_NAME, 'F'],
    brother: ['Albert Edward', 'M'],
    sister: ['Alice Maud Mary', 'F'],
    husband: ['Frederick III Hohenzollern', 'M'],
    hFather: ['Wilhelm I Hohenzollern', 'M'],
    hMother: ['Augusta Saxe-Weimar', 'F'],
    kid1: ['Wilhelm II Hohenzollern', 'M'],
    kid2: ['Charlotte Hohenzollern', 'F'],
    kid1Wife: ['Augusta Victoria', 'F'],
    grandkid: ['Wilhelm Crown Prince', 'M'],
  },
  births: {
    pgf: ['ggf', 'ggm'],
    father: ['pgf', 'pgm'],
    uncle: ['pgf', 'pgm'],
    cousin: ['uncle', 'uncleWife'],
    mother: ['mgf', 'mgm'],
    centre: ['father', 'mother'],
    brother: ['father', 'mother'],
    sister: ['father', 'mother'],
    husband: ['hFather', 'hMother'],
    kid1: ['centre', 'husband'],
    kid2: ['centre', 'husband'],
    grandkid: ['kid1', 'kid1Wife'],
  },
  marriages: [
    ['ggf', 'ggm'],
    ['pgf', 'pgm'],
    ['mgf', 'mgm'],
    ['father', 'mother'],
    ['uncle', 'uncleWife'],
    ['hFather', 'hMother'],
    ['centre', 'husband'],
    ['kid1', 'kid1Wife'],
  ],
  lifeSpans: { sister: { born: 1843, died: 1878, deceased: true } },
};

const nameOf = (id: string) => WORLD.names[id]![0];

/** What GET /relationships/{id}?depth= answers (lambdas/domain/family/relationships.ts): breadth first, the edge people marked 'lookup'. */
function serverGraph(world: World, root: string, depth: number): GraphResponse {
  const parentLinks = Object.entries(world.births).flatMap(([child, parents]) => parents.map((parent) => ({ parent, child, event: `birth-${child}` })));
  const relatives = (id: string) => [
    ...parentLinks.filter((l) => l.child === id).map((l) => l.parent),
    ...parentLinks.filter((l) => l.parent === id).map((l) => l.child),
    ...world.marriages.filter((m) => m.includes(id)).map((m) => (m[0] === id ? m[1] : m[0])),
  ];
  const visited = new Set([root]);
  let frontier = [root];
  for (let step = 0; step < depth; step++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of relatives(id)) {
        if (visited.has(other)) continue;
        visited.add(other);
        next.push(other);
      }
    }
    frontier = next;
  }
  const edge = new Set(frontier.filter((id) => relatives(id).some((other) => !visited.has(other))));
  const nodes: GraphNode[] = [...visited].map((id) => ({
    key: id,
    name: world.names[id]![0],
    sex: world.names[id]![1],
    person_thumbnail_url: [],
    category: edge.has(id) ? 'lookup' : 'person',
    ...(world.lifeSpans?.[id] && { life_span: world.lifeSpans[id] }),
  }));
  // Every link between two people in the graph: a 'person' node comes with all its links.
  const links: GraphLink[] = [
    ...world.marriages
      .filter(([a, b]) => visited.has(a) && visited.has(b))
      .map(([a, b]): GraphLink => ({ from: a, to: b, category: 'marriage', status: 'married', labelKeys: [`m-${a}-${b}`] })),
    ...parentLinks
      .filter((l) => visited.has(l.parent) && visited.has(l.child))
      .map((l): GraphLink => ({ from: l.parent, to: l.child, category: 'parent', status: 'other', labelKeys: [l.event] })),
  ];
  return { root, nodes, links };
}

const at = (layout: TreeLayout, id: string) => {
  const placed = layout.people.find((p) => p.id === id);
  if (!placed) throw new Error(`${id} is not drawn`);
  return placed;
};
const middle = (layout: TreeLayout, id: string) => at(layout, id).x + PERSON_WIDTH / 2;
const ROW = PERSON_HEIGHT + LAYER_SPACING;

// ---------------------------------------------------------------- the drawing

describe('the family tree around a person, as a family reads it (issue 31)', () => {
  const drawnAround = (centre: string, depth = 2) => {
    const known = new KnownFamily();
    known.merge(serverGraph(WORLD, centre, depth));
    return { known, layout: familyLayout(known, centre) };
  };

  it('draws the parents over the centre and the grandparents over each parent, the children under the couple', () => {
    const { layout } = drawnAround('centre');
    const centre = at(layout, 'centre');
    for (const parent of ['father', 'mother']) expect(at(layout, parent).y).toBe(centre.y - ROW);
    for (const grandparent of ['pgf', 'pgm', 'mgf', 'mgm']) expect(at(layout, grandparent).y).toBe(centre.y - 2 * ROW);
    for (const child of ['kid1', 'kid2']) expect(at(layout, child).y).toBe(centre.y + ROW);
    for (const sibling of ['brother', 'sister']) expect(at(layout, sibling).y).toBe(centre.y);
    expect(at(layout, 'husband').y).toBe(centre.y);

    // Parents right above their children (the centre and her brother and sister), not off to one side.
    const children = ['brother', 'sister', 'centre'].map((id) => middle(layout, id));
    const parentsMiddle = (middle(layout, 'father') + middle(layout, 'mother')) / 2;
    expect(parentsMiddle).toBeGreaterThanOrEqual(Math.min(...children));
    expect(parentsMiddle).toBeLessThanOrEqual(Math.max(...children));
    // Each parent's parents above that parent; the father's on the father's side.
    expect(Math.abs((middle(layout, 'pgf') + middle(layout, 'pgm')) / 2 - middle(layout, 'father'))).toBeLessThan(PERSON_WIDTH * 1.5);
    expect(Math.abs((middle(layout, 'mgf') + middle(layout, 'mgm')) / 2 - middle(layout, 'mother'))).toBeLessThan(PERSON_WIDTH * 1.5);
    expect(middle(layout, 'pgf')).toBeLessThan(middle(layout, 'mgf'));
    // Brothers and sisters either side: the parents' link is over the centre's own family, within a card of her.
    expect(Math.abs(parentsMiddle - middle(layout, 'centre'))).toBeLessThan(PERSON_WIDTH * 1.5);
    // The whole family within a few cards' width: nobody is pushed away by in-laws.
    expect(layout.width).toBeLessThan(7 * PERSON_WIDTH);
  });

  it('keeps the parents and grandparents over the centre when she has eight brothers and sisters', () => {
    const siblings = Array.from({ length: 8 }, (_, index) => `sib${index}`);
    const big: World = {
      names: { ...WORLD.names, ...Object.fromEntries(siblings.map((id) => [id, [`Sibling ${id}`, 'F'] as [string, 'F']])) },
      births: { ...WORLD.births, ...Object.fromEntries(siblings.map((id) => [id, ['father', 'mother']])) },
      marriages: WORLD.marriages,
    };
    const known = new KnownFamily();
    known.merge(serverGraph(big, 'centre', 2));
    const layout = familyLayout(known, 'centre');
    const parentsMiddle = (middle(layout, 'father') + middle(layout, 'mother')) / 2;
    expect(Math.abs(parentsMiddle - middle(layout, 'centre'))).toBeLessThan(PERSON_WIDTH * 1.5);
    expect(Math.abs(middle(layout, 'pgm') - middle(layout, 'centre'))).toBeLessThan(PERSON_WIDTH * 3);
  });

  it('stands brothers and sisters through one parent in the row too, each line from the parent shared (a father unlinked leaves them there)', () => {
    const unlinked: World = {
      names: { ...WORLD.names, half: ['Half Brother', 'M'], stepfather: ['Step Father', 'M'] },
      births: { ...WORLD.births, centre: ['mother'], half: ['mother', 'stepfather'] },
      marriages: WORLD.marriages,
    };
    const known = new KnownFamily();
    known.merge(serverGraph(unlinked, 'centre', 2));
    const layout = familyLayout(known, 'centre');
    for (const sibling of ['brother', 'sister', 'half']) expect(at(layout, sibling).y).toBe(at(layout, 'centre').y);
    expect(layout.people.some((p) => p.id === 'father')).toBe(false);
    const fromMother = layout.unions.filter((u) => u.parents.length === 1 && u.parents[0] === 'mother').flatMap((u) => u.children).sort();
    expect(fromMother).toEqual(['brother', 'centre', 'half', 'sister']);
    for (const union of layout.unions) for (const id of [...union.parents, ...union.children]) expect(layout.people.some((p) => p.id === id), `${union.id} reaches ${id}`).toBe(true);
  });

  it('wraps eleven children into rows that fit a phone’s view, under the couple, each row reached down a trunk beside them', () => {
    const kids = Array.from({ length: 11 }, (_, index) => `kid${String(index).padStart(2, '0')}`);
    const big: World = {
      names: { ...WORLD.names, ...Object.fromEntries(kids.map((id) => [id, [`Child ${id}`, 'M'] as [string, 'M']])) },
      births: { ...WORLD.births, ...Object.fromEntries(kids.map((id) => [id, ['centre', 'husband']])) },
      marriages: WORLD.marriages,
    };
    const known = new KnownFamily();
    known.merge(serverGraph(big, 'centre', 2));
    // A 390 px phone: 358 px inside the view's padding, at the smallest readable zoom (0.7).
    const rowWidth = 358 / 0.7;
    const layout = familyLayout(known, 'centre', rowWidth);
    const all = [...kids, 'kid1', 'kid2'];
    const rows = [...new Set(all.map((id) => at(layout, id).y))].sort((a, b) => a - b);
    const centre = at(layout, 'centre');
    expect(rows).toEqual(Array.from({ length: 7 }, (_, index) => centre.y + ROW + index * WRAPPED_ROW));
    // Closer than a generation: one family's children, not theirs.
    expect(WRAPPED_ROW).toBeLessThan(ROW);
    for (const y of rows) {
      const row = all.filter((id) => at(layout, id).y === y).map((id) => at(layout, id).x);
      expect(Math.max(...row) + PERSON_WIDTH - Math.min(...row)).toBeLessThanOrEqual(rowWidth);
    }
    // The rows under the centre, where the view opens, so they open whole; every row in the first row's columns.
    const union = layout.unions.find((u) => u.parents.includes('centre') && u.parents.includes('husband'))!;
    const firstRow = all.filter((id) => at(layout, id).y === rows[0]).map((id) => middle(layout, id));
    expect((Math.min(...firstRow) + Math.max(...firstRow)) / 2).toBeCloseTo(middle(layout, 'centre'));
    const columns = new Set(all.map((id) => at(layout, id).x));
    expect(columns.size).toBe(2);
    // The trunk runs in the gap left of the rows, clear of every card.
    expect(union.trunkX).toBeLessThan(Math.min(...columns));
    for (const person of layout.people) expect(union.trunkX! <= person.x || union.trunkX! >= person.x + PERSON_WIDTH || person.y < rows[0]!).toBe(true);
    // Drawn on one panel that holds every row and the trunk.
    const cards = new Map(layout.people.map((person) => [person.id, person]));
    const { container } = render(
      <svg>
        <UnionLines union={union} people={cards} />
      </svg>,
    );
    const panel = container.querySelector('[data-testid="wrapped-children"]')!;
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(panel.getAttribute(name)));
    expect(x).toBeLessThan(union.trunkX!);
    for (const id of all) {
      const card = at(layout, id);
      expect(card.x >= x! && card.x + PERSON_WIDTH <= x! + width! && card.y >= y! && card.y + PERSON_HEIGHT <= y! + height!, id).toBe(true);
    }
    expect(y! + height!).toBeLessThan(centre.y + ROW + rows.length * WRAPPED_ROW);
    // With room for all, one row as before, and no panel.
    const oneRow = familyLayout(known, 'centre');
    expect(new Set(all.map((id) => at(oneRow, id).y)).size).toBe(1);
    expect(oneRow.unions.every((each) => each.trunkX === undefined)).toBe(true);
  });

  it('folds the brothers and sisters into one card when their row would not fit a phone, and the parents’ line runs to it', () => {
    const { known } = drawnAround('centre');
    const rowWidth = 358 / 0.7;
    const layout = familyLayout(known, 'centre', rowWidth);
    const centre = at(layout, 'centre');
    expect(layout.people.map((p) => p.id)).not.toContain('brother');
    expect(layout.people.map((p) => p.id)).not.toContain('sister');
    expect(layout.folds).toHaveLength(1);
    const fold = layout.folds![0]!;
    expect(fold.people.map((p) => [p.id, p.name])).toEqual([
      ['brother', nameOf('brother')],
      ['sister', nameOf('sister')],
    ]);
    expect(siblingsLabel(fold.people)).toBe('2 brothers and sisters');
    // On the centre's row, left of her as her husband is right of her: one card to reach, not two.
    expect(fold.y).toBe(centre.y);
    expect(fold.x).toBe(centre.x - COLUMN_SPACING - PERSON_WIDTH);
    expect(at(layout, 'husband').x).toBe(centre.x + PERSON_WIDTH + PARTNER_GAP);
    // Her brother, who has no partner, fits whole with his fold on the phone's row.
    const around = new KnownFamily();
    around.merge(serverGraph(WORLD, 'brother', 2));
    const his = familyLayout(around, 'brother', rowWidth);
    expect(his.folds?.[0]?.people.map((p) => p.id)).toEqual(['centre', 'sister']);
    const hisRow = [his.folds![0]!.x, ...his.people.filter((p) => p.y === at(his, 'brother').y).map((p) => p.x)];
    expect(Math.max(...hisRow) + PERSON_WIDTH - Math.min(...hisRow)).toBeLessThanOrEqual(rowWidth);
    // ...and the view opens on that row whole, though his grandparents make the drawing wider than a phone.
    const phone = { width: 358 + 2 * FIT_PADDING, height: 700 };
    expect(his.width * 0.7).toBeGreaterThan(358);
    const view = fitView(his, openingFocus(his, at(his, 'brother')), phone);
    for (const x of hisRow) {
      expect(view.x + x * view.k).toBeGreaterThanOrEqual(0);
      expect(view.x + (x + PERSON_WIDTH) * view.k).toBeLessThanOrEqual(phone.width);
    }
    for (const person of layout.people) expect(Math.abs(person.x - fold.x) >= PERSON_WIDTH || person.y !== fold.y).toBe(true);
    // The parents' family reaches the fold as a child, and the parents sit over the centre's row.
    const parents = layout.unions.find((u) => u.parents.includes('father') && u.parents.includes('mother'))!;
    expect([...parents.children].sort()).toEqual(['centre', SIBLINGS_FOLD_ID].sort());
    expect(parents.x).toBeGreaterThanOrEqual(fold.x);
    expect(parents.x).toBeLessThanOrEqual(centre.x + PERSON_WIDTH);
    // The drawing is as wide as its cards, the fold's included.
    expect(layout.width).toBeGreaterThanOrEqual(Math.max(fold.x, ...layout.people.map((p) => p.x)) + PERSON_WIDTH);
    // With room for the row, nothing is folded.
    expect(familyLayout(known, 'centre').folds).toBeUndefined();
    expect(at(familyLayout(known, 'centre'), 'brother').y).toBe(at(familyLayout(known, 'centre'), 'centre').y);
  });

  it('names the fold by who is in it', () => {
    const people = (...sexes: string[]) => sexes.map((sex) => ({ sex }));
    expect(siblingsLabel(people('M'))).toBe('1 brother');
    expect(siblingsLabel(people('F', 'F', 'F'))).toBe('3 sisters');
    expect(siblingsLabel(people('M', 'M'))).toBe('2 brothers');
    expect(siblingsLabel(people(''))).toBe('1 brother or sister');
    expect(siblingsLabel(people('M', 'U', 'F'))).toBe('3 brothers and sisters');
  });

  it('joins couples and ends every line at a card; no two cards overlap', () => {
    const { layout } = drawnAround('centre');
    const drawn = new Set(layout.people.map((p) => p.id));
    for (const union of layout.unions) for (const id of [...union.parents, ...union.children]) expect(drawn.has(id), `${union.id} reaches ${id}`).toBe(true);
    for (const couple of [['father', 'mother'], ['pgf', 'pgm'], ['mgf', 'mgm'], ['centre', 'husband']]) {
      const union = layout.unions.find((u) => [...u.parents].sort().join() === [...couple].sort().join());
      expect(union?.link, couple.join('+')).not.toBeNull();
    }
    for (const couple of [['father', 'mother'], ['centre', 'husband'], ['pgf', 'pgm'], ['mgf', 'mgm']]) {
      expect(layout.unions.find((u) => u.parents.includes(couple[0]!) && u.parents.includes(couple[1]!))?.status).toBe('married');
    }
    expect(layout.unions.find((u) => u.parents.includes('father'))?.children.sort()).toEqual(['brother', 'centre', 'sister']);
    // In-laws' families and cousins are someone else's tree.
    for (const away of ['uncleWife', 'cousin', 'hFather', 'grandkid']) expect(drawn.has(away)).toBe(false);
    for (const a of layout.people) {
      for (const b of layout.people) {
        if (a === b || a.y !== b.y) continue;
        expect(Math.abs(a.x - b.x), `${a.id} and ${b.id}`).toBeGreaterThanOrEqual(PERSON_WIDTH);
      }
    }
  });

  it('once the family around the centre is fetched, everyone on the drawing can be the next centre without asking the server', () => {
    const known = new KnownFamily();
    known.merge(serverGraph(WORLD, 'centre', 2));
    const layout = familyLayout(known, 'centre');
    // Drawn from two steps, a grandparent's own parents are not known yet...
    expect(known.canDraw('pgf')).toBe(false);
    known.merge(serverGraph(WORLD, 'centre', 4));
    for (const placed of layout.people) expect(known.canDraw(placed.id), placed.id).toBe(true);
    const around = familyLayout(known, 'pgf');
    expect(at(around, 'ggf').y).toBe(at(around, 'pgf').y - ROW);
    expect(at(around, 'father').y).toBe(at(around, 'pgf').y + ROW);
  });

  it('takes a newer graph’s word for a complete person: a parent removed elsewhere goes from the drawing', () => {
    const known = new KnownFamily();
    known.merge(serverGraph(WORLD, 'centre', 2));
    const edited: World = { ...WORLD, births: { ...WORLD.births, centre: ['mother'] } };
    known.merge(serverGraph(edited, 'centre', 2));
    const layout = familyLayout(known, 'centre');
    expect(layout.people.some((p) => p.id === 'father')).toBe(false);
    expect(at(layout, 'mother').y).toBe(at(layout, 'centre').y - ROW);
  });
});

describe('brothers, sisters and children in the order they were born', () => {
  // Queen Victoria's first children, given out of order, one with no birth date.
  const births: Array<[string, string | null]> = [['leopold', '11853-04-07'], ['victoria', '11840-11-21'], ['undated', null], ['edward', '11841-11-09'], ['alice', '11843-04-25']];
  const graph = (centre: string): GraphResponse => ({
    root: centre,
    nodes: ['queen', 'albert', ...births.map(([id]) => id)].map((id): GraphNode => ({ key: id, name: id, sex: '', person_thumbnail_url: [], category: 'person' })),
    links: [
      { from: 'queen', to: 'albert', category: 'marriage', status: 'married', labelKeys: ['m'] },
      ...births.flatMap(([child, born]) => ['queen', 'albert'].map((parent): GraphLink => ({ from: parent, to: child, category: 'parent', status: 'other', labelKeys: [`b-${child}`], sort_date: born }))),
    ],
  });
  const leftToRight = (layout: TreeLayout, ids: readonly string[]) => [...ids].sort((a, b) => at(layout, a).x - at(layout, b).x || at(layout, a).y - at(layout, b).y);

  it('draws a couple’s children oldest first, the undated last', () => {
    const known = new KnownFamily();
    known.merge(graph('queen'));
    expect(leftToRight(familyLayout(known, 'queen'), births.map(([id]) => id))).toEqual(['victoria', 'edward', 'alice', 'leopold', 'undated']);
  });

  it('draws brothers and sisters oldest first either side of the person', () => {
    const known = new KnownFamily();
    known.merge(graph('edward'));
    const layout = familyLayout(known, 'edward');
    expect(leftToRight(layout, ['victoria', 'alice', 'leopold', 'undated'])).toEqual(['victoria', 'alice', 'leopold', 'undated']);
  });
});

describe('names that fit their cards (issue 31)', () => {
  it('wraps to three lines no wider than the card’s name space (the last beside the open control), the rest cut with an ellipsis', () => {
    for (const name of [LONG_NAME, 'Wolfgang Mmmmmmmmmmmmmmmmmmmmm Wwwwwwwwww', 'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', 'Ann Lee']) {
      const lines = nameLines(name, NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH);
      expect(lines.length).toBeLessThanOrEqual(3);
      lines.forEach((line, index) => expect(textWidth(line), line).toBeLessThanOrEqual(index === 2 ? LAST_LINE_WIDTH : NAME_WIDTH));
    }
    expect(nameLines('Ann Lee', NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH)).toEqual(['Ann Lee']);
    expect(nameLines(LONG_NAME, NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH).at(-1)).toMatch(/…$/);
    expect(nameLines('Albert Francis Augustus Charles', NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH).join(' ')).toBe('Albert Francis Augustus Charles');
    // Hyphenated names break after a hyphen, not inside a part.
    expect(nameLines('Ernest I Saxe-Coburg-Gotha', NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH)).toEqual(['Ernest I Saxe-', 'Coburg-Gotha']);
    for (const line of nameLines('Alice Maud Mary Saxe-Coburg-Gotha-Hanover-Windsor', NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH)) expect(line).not.toMatch(/- /);
  });

  it('keeps three lines of name when the years are known too, the years on a fourth under them', () => {
    for (const name of ['Francis Benedict KENNEDY', 'Rosemary (Rose Marie) KENNEDY']) {
      const placed = { id: 'p1', name, sex: 'M', photo: null, years: '1891–1892', lookup: false, root: false, x: 0, y: 0 };
      const { container, unmount } = render(
        <ChakraProvider value={system}>
          <svg>
            <PersonNode person={placed} centre={false} />
          </svg>
        </ChakraProvider>,
      );
      const lines = [...container.querySelectorAll('[data-testid="person-name"] tspan')].map((line) => line.textContent!.trim());
      expect(lines.join(' ')).toBe(name);
      const nameTop = Number(container.querySelector('[data-testid="person-name"]')!.getAttribute('y'));
      const yearsY = Number(container.querySelector('[data-testid="person-years"]')!.getAttribute('y'));
      expect(yearsY).toBeGreaterThan(nameTop + (lines.length - 1) * 12);
      expect(yearsY).toBeLessThan(PERSON_HEIGHT - 8);
      unmount();
    }
  });

  it('gives the whole name on hover (title) and to screen readers (the card’s label), and a separate control opens the person', () => {
    const onSelect = vi.fn();
    const onOpen = vi.fn((_: unknown, event: { preventDefault(): void }) => event.preventDefault());
    const placed = { id: 'p1', name: LONG_NAME, sex: 'F', photo: null, years: null, lookup: false, root: false, x: 0, y: 0 };
    const { container } = render(
      <ChakraProvider value={system}>
        <svg>
          <PersonNode person={placed} centre={false} interactive={{ href: '/person/p1', onSelect, onOpen }} />
        </svg>
      </ChakraProvider>,
    );
    const card = screen.getByRole('button', { name: `Centre the tree on ${LONG_NAME}` });
    expect(card.querySelector('title')?.textContent).toBe(LONG_NAME);
    const open = screen.getByRole('link', { name: `Open ${LONG_NAME}` });
    expect(open.getAttribute('href')).toBe('/person/p1');
    expect(card.contains(open)).toBe(false); // not a control inside a control
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-testid="person-name"] tspan').length).toBe(3);
  });

  it('draws the years of a life under the name, which keeps three lines, and describes the card with them', () => {
    const placed = { id: 'p1', name: LONG_NAME, sex: 'F', photo: null, years: '1850–1921', lookup: false, root: false, x: 0, y: 0 };
    const { container } = render(
      <ChakraProvider value={system}>
        <svg>
          <PersonNode person={placed} centre={false} interactive={{ href: '/person/p1', onSelect: vi.fn(), onOpen: vi.fn() }} />
        </svg>
      </ChakraProvider>,
    );
    const card = screen.getByRole('button', { name: `Centre the tree on ${LONG_NAME}` });
    expect(container.querySelectorAll('[data-testid="person-name"] tspan').length).toBe(3);
    const years = container.querySelector('[data-testid="person-years"]')!;
    expect(years.textContent).toBe('1850–1921');
    // Beside the card's button, not in it: the button's name stays the person's name, the years describe it.
    expect(card.contains(years)).toBe(false);
    expect(card.getAttribute('aria-describedby')).toBe(years.id);
    // Under the name's last line, and above the card's bottom edge.
    const nameTop = Number(container.querySelector('[data-testid="person-name"]')!.getAttribute('y'));
    expect(Number(years.getAttribute('y'))).toBe(nameTop + 3 * 15);
    expect(Number(years.getAttribute('y'))).toBeLessThan(PERSON_HEIGHT - 8);
  });
});

describe('the opening view (issue 31)', () => {
  it('opens clear of the zoom buttons: nothing under the strip they cover, at the bottom or at the top', () => {
    const drawing = { width: 700, height: 300 };
    const view = { width: 900, height: 330 };
    const centre = { x: 300, y: 100 };
    // Without the strip the drawing fills the view to its bottom padding; the buttons (bottom 56 px) would cover its last row.
    const open = fitView(drawing, centre, view);
    expect(open.y + drawing.height * open.k).toBeGreaterThan(view.height - 56);
    const clear = fitView(drawing, centre, view, { top: 0, bottom: 56 });
    expect(clear.y + drawing.height * clear.k).toBeLessThanOrEqual(view.height - 56);
    expect(clear.y).toBeGreaterThanOrEqual(0);
    // On a phone they sit at the top.
    const phone = fitView(drawing, centre, view, { top: 48, bottom: 0 });
    expect(phone.y).toBeGreaterThanOrEqual(48);
    expect(phone.y + drawing.height * phone.k).toBeLessThanOrEqual(view.height);
    // A drawing that fits whole only in the whole view (at the smallest readable zoom) opens whole: no generation is lost to the strip.
    const tall = { width: 700, height: 400 };
    const whole = fitView(tall, centre, view, { top: 0, bottom: 56 });
    expect(whole.y).toBeGreaterThanOrEqual(0);
    expect(whole.y + tall.height * whole.k).toBeLessThanOrEqual(view.height);
  });

  it('shows an ancestor chart’s top generation: five generations fit a 560 px view whole', () => {
    const chart = { width: 3600, height: 5 * ROW - LAYER_SPACING };
    const root = { x: 1700, y: chart.height - PERSON_HEIGHT };
    const view = fitView(chart, root, { width: 1100, height: 560 });
    expect(view.y).toBeGreaterThanOrEqual(0); // the top generation is on screen
    expect(view.y + chart.height * view.k).toBeLessThanOrEqual(560); // and the person at the bottom
    // Too wide to fit: the root person in the middle, whole.
    expect(view.x + root.x * view.k).toBeGreaterThanOrEqual(0);
    expect(view.x + (root.x + PERSON_WIDTH) * view.k).toBeLessThanOrEqual(1100);
    // A chart that shows every generation only without the zoom buttons' strip (532 px at the smallest
    // readable zoom, in 560) opens with them all, though it pans sideways either way.
    const tall = { width: 3600, height: 760 };
    const all = fitView(tall, { x: 1700, y: tall.height - PERSON_HEIGHT }, { width: 1100, height: 560 }, { top: 0, bottom: 56 });
    expect(all.y).toBeGreaterThanOrEqual(0);
    expect(all.y + tall.height * all.k).toBeLessThanOrEqual(560);
  });

  it('opens a family that fits with every card whole, never enlarged', () => {
    const family = { width: 1200, height: 4 * ROW - LAYER_SPACING };
    const view = fitView(family, { x: 500, y: 2 * ROW }, { width: 1300, height: 700 });
    expect(view.k).toBe(1);
    expect(view.x).toBeGreaterThanOrEqual(0);
    expect(view.x + family.width).toBeLessThanOrEqual(1300);
    expect(view.y).toBeGreaterThanOrEqual(0);
    expect(view.y + family.height).toBeLessThanOrEqual(700);
  });
});

// ---------------------------------------------------------------- the screen

describe('/graph in the browser (issue 31)', () => {
  beforeEach(() => {
    // jsdom has no layout: the canvas reads its size from these.
    vi.spyOn(SVGElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(SVGElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    // d3-zoom reads the svg's size from its animated lengths, which jsdom does not have.
    for (const side of ['width', 'height'] as const) {
      Object.defineProperty(SVGSVGElement.prototype, side, { configurable: true, get: () => ({ baseVal: { value: side === 'width' ? 1200 : 700 } }) });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  /** Set to false, the server stops answering: what is drawn after that came from what the page knew. */
  let serverAnswers = true;
  function serve() {
    serverAnswers = true;
    const handlers: Record<string, (request: RecordedRequest) => Response | Promise<Response>> = {
      'GET /api/people': () => json(200, { people: [person({ id: 'centre', name: LONG_NAME })], cursor: null }),
    };
    for (const id of Object.keys(WORLD.names)) {
      handlers[`GET /api/relationships/${id}`] = (request) =>
        serverAnswers ? json(200, serverGraph(WORLD, id, Number(new URL(request.url, 'http://test').searchParams.get('depth') ?? 4))) : new Promise<Response>(() => undefined);
    }
    return signedInServer(makeUser({ person: 'centre' }), handlers);
  }
  const graphRequests = (requests: RecordedRequest[], id: string) => requests.filter((r) => new URL(r.url, 'http://test').pathname === `/api/relationships/${id}`);

  it('shows parents and grandparents, re-centres on a click without waiting for the server, and opens a person from the card’s control', async () => {
    const requests = serve();
    const { router, queryClient } = renderApp('/graph');
    await screen.findByRole('button', { name: `${LONG_NAME} (centre of the tree)` }, { timeout: 10_000 });
    for (const id of ['father', 'mother', 'pgf', 'pgm', 'mgf', 'mgm', 'kid1', 'kid2', 'husband']) screen.getByRole('button', { name: `Centre the tree on ${nameOf(id)}` });
    // With someone to centre on, the first drawing waits for nothing but their family.
    expect(requests.filter((r) => new URL(r.url, 'http://test').pathname === '/api/people')).toEqual([]);

    // The relatives of everyone drawn arrive in the background...
    await waitFor(() => expect(graphRequests(requests, 'centre').some((r) => r.url.includes('depth=3'))).toBe(true));
    const known = knownFamilyOf(queryClient);
    await waitFor(() => expect(Object.keys(WORLD.names).filter((id) => screen.queryByRole('button', { name: `Centre the tree on ${nameOf(id)}` }) && !known.canDraw(id))).toEqual([]));
    // ...so a click on a parent, a brother or a grandfather re-centres there with the server answering nothing more.
    serverAnswers = false;
    for (const next of ['brother', 'father', 'pgf']) {
      fireEvent.click(screen.getByRole('button', { name: `Centre the tree on ${nameOf(next)}` }));
      await waitFor(() => expect(router.state.location.search).toBe(`?person=${next}`));
      await screen.findByRole('button', { name: `${nameOf(next)} (centre of the tree)` });
    }
    screen.getByRole('button', { name: `Centre the tree on ${nameOf('ggf')}` }); // the grandfather's parents, over him

    // The card's own control opens the person.
    fireEvent.click(screen.getByRole('link', { name: `Open ${nameOf('father')}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/father'));
  });

  it('on a phone, lists the folded brothers and sisters from their card, and re-centres on the one chosen', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    serve();
    const { router } = renderApp('/graph');
    await screen.findByRole('button', { name: `${LONG_NAME} (centre of the tree)` }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: `Centre the tree on ${nameOf('brother')}` })).toBeNull();
    const fold = screen.getByRole('button', { name: '2 brothers and sisters Show them' });
    fireEvent.keyDown(fold, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: `Brothers and sisters of ${LONG_NAME}` });
    const listed = within(dialog).getAllByRole('button', { name: /^Centre the tree on / });
    // Each with the years of their life, where the tree knows them: drawn after the name, and read out with it.
    expect(listed.map((button) => button.getAttribute('aria-label'))).toEqual([`Centre the tree on ${nameOf('brother')}`, `Centre the tree on ${nameOf('sister')} 1843–1878`]);
    expect(within(listed[1]!).getByTestId('sibling-years').textContent).toBe('1843–1878');
    expect(within(listed[0]!).queryByTestId('sibling-years')).toBeNull();
    expect(within(dialog).getByRole('link', { name: `Open ${nameOf('sister')}` }).getAttribute('href')).toBe('/person/sister');
    fireEvent.click(listed[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?person=sister'));
    await screen.findByRole('button', { name: `${nameOf('sister')} (centre of the tree)` });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Now her brother and sister (the old centre) are the ones folded.
    screen.getByRole('button', { name: '2 brothers and sisters Show them' });
  });

  it('offers “Back to you” only while someone else is the centre, marks the user’s own card “You” meanwhile, and the button re-centres on them', async () => {
    serve();
    const { router } = renderApp('/graph');
    await screen.findByRole('button', { name: `${LONG_NAME} (centre of the tree)` }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Back to you' })).toBeNull();
    expect(screen.queryByTestId('you-badge')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Centre the tree on ${nameOf('father')}` }));
    await screen.findByRole('button', { name: `${nameOf('father')} (centre of the tree)` });
    const own = screen.getByRole('button', { name: `Centre the tree on ${LONG_NAME}` });
    expect(document.getElementById(own.getAttribute('aria-describedby')!)?.textContent).toBe('You');
    expect(own.closest('[data-person]')?.querySelector('[data-testid="you-badge"]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to you' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByRole('button', { name: `${LONG_NAME} (centre of the tree)` }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Back to you' })).toBeNull();
    expect(screen.queryByTestId('you-badge')).toBeNull();
  });

  it('moves the keyboard focus from card to card with the arrow keys, and Enter re-centres there', async () => {
    serve();
    const { router } = renderApp('/graph');
    const centre = await screen.findByRole('button', { name: `${LONG_NAME} (centre of the tree)` }, { timeout: 10_000 });
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    const focused = () => document.activeElement?.getAttribute('aria-label');
    centre.focus();
    press('ArrowUp'); // her parents' row: the parent over her
    expect([`Centre the tree on ${nameOf('father')}`, `Centre the tree on ${nameOf('mother')}`]).toContain(focused());
    press('ArrowUp'); // their parents
    expect(['pgf', 'pgm', 'mgf', 'mgm'].map((id) => `Centre the tree on ${nameOf(id)}`)).toContain(focused());
    centre.focus();
    press('ArrowDown'); // a child under her
    expect(['kid1', 'kid2'].map((id) => `Centre the tree on ${nameOf(id)}`)).toContain(focused());
    centre.focus();
    press('ArrowRight'); // along her row: her husband beside her
    expect(focused()).toBe(`Centre the tree on ${nameOf('husband')}`);
    press('Enter');
    await waitFor(() => expect(router.state.location.search).toBe('?person=husband'));
  });
});
