import { lifeYearsText } from '@heirloom/shared/rules/living';
import type { KnownFamily } from './known-family';
import { byBirth } from './birth-order';
import { COLUMN_SPACING, LAYER_SPACING, PARTNER_GAP, PERSON_HEIGHT, PERSON_WIDTH, type MarriageStatus, type PersonInput } from './layout-input';
import type { PlacedFold, PlacedPerson, PlacedUnion, TreeLayout } from './tree-layout';

/** Between families side by side in one generation (wider than between brothers and sisters). */
const FAMILY_GAP = 3 * COLUMN_SPACING;
const ROW = PERSON_HEIGHT + LAYER_SPACING;
/**
 * From one row of a wrapped family to its next: closer than a generation, so the rows read as one
 * family's children (drawn on one panel: tree-drawing.tsx) and not as their children.
 */
export const WRAPPED_ROW = PERSON_HEIGHT + 22;
/** The card that stands for the centre's brothers and sisters when their row is folded. */
export const SIBLINGS_FOLD_ID = 'fold:siblings';

interface Block {
  /** Left to right; partners in a block sit PARTNER_GAP apart, others COLUMN_SPACING. */
  members: string[];
  /** Where the block wants its middle (above or below the people it belongs with). */
  want: number;
}

const blockWidth = (block: Block, partners: (a: string, b: string) => boolean) =>
  block.members.reduce((width, id, index) => width + PERSON_WIDTH + (index === 0 ? 0 : partners(block.members[index - 1]!, id) ? PARTNER_GAP : COLUMN_SPACING), 0);

/**
 * Places blocks on one row in order, each as near the middle it wants as the others allow: pushed
 * right where they would overlap, then all moved back together by the average push, so a row of
 * families stays centred under (or over) the people it hangs from.
 */
function placeRow(blocks: readonly Block[], y: number, partners: (a: string, b: string) => boolean, at: Map<string, { x: number; y: number }>) {
  const widths = blocks.map((block) => blockWidth(block, partners));
  const lefts: number[] = [];
  blocks.forEach((block, index) => {
    const want = block.want - widths[index]! / 2;
    lefts.push(index === 0 ? want : Math.max(want, lefts[index - 1]! + widths[index - 1]! + FAMILY_GAP));
  });
  const push = blocks.length ? blocks.reduce((sum, block, index) => sum + (lefts[index]! - (block.want - widths[index]! / 2)), 0) / blocks.length : 0;
  blocks.forEach((block, index) => {
    let x = lefts[index]! - push;
    block.members.forEach((id, member) => {
      if (member > 0) x += PERSON_WIDTH + (partners(block.members[member - 1]!, id) ? PARTNER_GAP : COLUMN_SPACING);
      at.set(id, { x, y });
    });
  });
}

/**
 * Places a row as placeRow does, unless it is wider than `rowWidth`: then each block keeps as many
 * people a row as fit its share of the width, centred where it wants to be, and the rest go on in
 * rows below, each under the first row's places (a family of eleven children on a phone is six
 * rows of two, not one row to pan along). A lone family's rows go under `viewMiddle`.
 */
function placeWrappedRow(blocks: readonly Block[], y: number, partners: (a: string, b: string) => boolean, at: Map<string, { x: number; y: number }>, rowWidth: number, viewMiddle: number) {
  const width = blocks.reduce((sum, block) => sum + blockWidth(block, partners), 0) + FAMILY_GAP * Math.max(0, blocks.length - 1);
  if (width <= rowWidth) return placeRow(blocks, y, partners, at);
  const perRow = Math.max(1, Math.floor((rowWidth / blocks.length + COLUMN_SPACING) / (PERSON_WIDTH + COLUMN_SPACING)));
  // One family's rows go under the middle the view opens on (the centre person), so they open whole.
  const want = (block: Block) => (blocks.length === 1 ? viewMiddle : block.want);
  placeRow(
    blocks.map((block) => ({ members: block.members.slice(0, perRow), want: want(block) })),
    y,
    partners,
    at,
  );
  for (const block of blocks) {
    block.members.slice(perRow).forEach((id, index) => {
      const column = at.get(block.members[index % perRow]!)!;
      at.set(id, { x: column.x, y: y + WRAPPED_ROW * (1 + Math.floor(index / perRow)) });
    });
  }
}

interface Family {
  parents: string[];
  children: string[];
  status: MarriageStatus | null;
}

/**
 * The tree as a family reads it, around one person: their grandparents and parents above them,
 * their brothers and sisters beside them, their partners next to them and their children below,
 * each couple joined by the link between them and every line running from a family's parents to
 * a child on the drawing. Drawn from what the browser already knows (KnownFamily), in a few
 * milliseconds, so re-centring needs no layout engine and no round trip. Children who would not
 * fit `rowWidth` (the view's width at the smallest readable zoom) go on in rows below.
 */
export function familyLayout(known: KnownFamily, centreId: string, rowWidth = Infinity): TreeLayout {
  const couples = new Map<string, MarriageStatus>();
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const partnered = (a: string, b: string) => couples.has(pair(a, b));
  const at = new Map<string, { x: number; y: number }>();
  const families: Family[] = [];

  const statusOf = (a: string, b: string): MarriageStatus => known.partnersOf(a).find((p) => p.partner === b)?.status ?? 'other';
  const couple = (parents: readonly string[]) => {
    if (parents.length === 2) couples.set(pair(parents[0]!, parents[1]!), statusOf(parents[0]!, parents[1]!));
  };
  /** A couple drawn father-side first (male on the left), as family trees usually are. */
  const oldestFirst = byBirth(known.birthDates());
  const ordered = (parents: readonly string[]) => [...parents].sort((a, b) => sexRank(known.person(a)?.sex) - sexRank(known.person(b)?.sex) || a.localeCompare(b));

  // The centre's own row: the centre with partners beside (first on the right, then left), brothers and sisters either side.
  const parentGroup = known.parentGroups(centreId)[0];
  const parents = parentGroup ? ordered(parentGroup.parents) : [];
  // Brothers and sisters through one parent (half, or whose other parent was unlinked) stand in the
  // row too, joined to the parents they share with the centre.
  const sharedParents = new Map<string, string[]>();
  for (const parent of parents) {
    for (const { child, otherParents } of known.childrenOf(parent)) {
      if (child !== centreId && !sharedParents.has(child)) sharedParents.set(child, parents.filter((id) => id === parent || otherParents.includes(id)));
    }
  }
  const siblings = [...sharedParents.keys()].sort(oldestFirst);
  const fullSiblings = siblings.filter((id) => sameSet(sharedParents.get(id)!, parents));
  const partners = known.partnersOf(centreId).filter(({ partner }) => partner !== centreId && !parents.includes(partner) && !siblings.includes(partner));
  const right = partners.filter((_, index) => index % 2 === 0).map((p) => p.partner);
  const left = partners.filter((_, index) => index % 2 === 1).map((p) => p.partner).reverse();
  for (const { partner, status } of partners) couples.set(pair(centreId, partner), status);
  // Brothers and sisters either side, so the parents (centred over all their children) sit over the centre.
  const before = siblings.slice(0, Math.ceil(siblings.length / 2));
  const after = siblings.slice(before.length);
  let middle = [...before, ...left, centreId, ...right, ...after];
  // A row the view cannot show whole keeps the centre and partners, and folds the brothers and
  // sisters into one card beside them that lists them (as the best phone trees do), rather than
  // leaving them to be panned to.
  const folded = siblings.length > 0 && blockWidth({ members: middle, want: 0 }, partnered) > rowWidth ? siblings : [];
  if (folded.length) middle = [SIBLINGS_FOLD_ID, ...left, centreId, ...right];
  const shownSiblings = folded.length ? [SIBLINGS_FOLD_ID] : fullSiblings;
  placeRow([{ members: middle, want: 0 }], 0, partnered, at);
  const centreX = at.get(centreId)!.x;
  for (const [id, place] of at) at.set(id, { x: place.x - centreX, y: place.y });

  // Children: a family under each couple the centre is in (and one for children of the centre alone).
  const childBlocks: Block[] = [];
  const byOther = new Map<string, string[]>();
  for (const { child, otherParents } of known.childrenOf(centreId)) {
    if (at.has(child)) continue; // bad data: a child who is also a partner or sibling
    const other = otherParents.find((id) => at.has(id)) ?? '';
    byOther.set(other, [...(byOther.get(other) ?? []), child]);
  }
  const unionX = (a: string, b?: string) => {
    const first = at.get(a)!;
    if (!b || !at.has(b)) return first.x + PERSON_WIDTH / 2;
    const second = at.get(b)!;
    return (first.x + second.x + PERSON_WIDTH) / 2;
  };
  for (const [other, children] of [...byOther].sort(([a], [b]) => unionX(centreId, a || undefined) - unionX(centreId, b || undefined))) {
    childBlocks.push({ members: children.sort(oldestFirst), want: unionX(centreId, other || undefined) });
    families.push({ parents: other ? [centreId, other] : [centreId], children, status: other ? (couples.get(pair(centreId, other)) ?? 'other') : null });
  }
  placeWrappedRow(childBlocks, ROW, partnered, at, rowWidth, PERSON_WIDTH / 2);

  // Parents, over their children (the centre and the brothers and sisters).
  if (parents.length) {
    couple(parents);
    const kids = [...shownSiblings, centreId];
    const xs = kids.map((id) => at.get(id)!.x);
    placeRow([{ members: parents, want: (Math.min(...xs) + Math.max(...xs) + PERSON_WIDTH) / 2 }], -ROW, partnered, at);
    families.push({ parents, children: kids, status: parents.length === 2 ? couples.get(pair(parents[0]!, parents[1]!))! : null });
    // Half brothers and sisters hang from the one parent they share (folded, they are in the fold).
    for (const parent of folded.length ? [] : parents) {
      const half = siblings.filter((id) => !fullSiblings.includes(id) && sameSet(sharedParents.get(id)!, [parent]));
      if (half.length) families.push({ parents: [parent], children: half, status: null });
    }

    // Grandparents, over each parent.
    const grandBlocks: Block[] = [];
    for (const parent of parents) {
      const group = known.parentGroups(parent)[0];
      if (!group) continue;
      const grandparents = ordered(group.parents.filter((id) => !at.has(id)));
      if (grandparents.length === 0) continue;
      couple(grandparents);
      grandBlocks.push({ members: grandparents, want: at.get(parent)!.x + PERSON_WIDTH / 2 });
      families.push({ parents: grandparents, children: [parent], status: grandparents.length === 2 ? couples.get(pair(grandparents[0]!, grandparents[1]!))! : null });
    }
    placeRow(grandBlocks, -2 * ROW, partnered, at);
  }

  // Couples in the centre's row without children here still show their link.
  for (const { partner } of partners) {
    if (!families.some((family) => family.parents.length === 2 && family.parents.includes(partner) && family.parents.includes(centreId))) {
      families.push({ parents: [centreId, partner], children: [], status: couples.get(pair(centreId, partner))! });
    }
  }
  return place(known, centreId, at, families, folded);
}

function place(known: KnownFamily, centreId: string, at: Map<string, { x: number; y: number }>, families: readonly Family[], foldedSiblings: readonly string[]): TreeLayout {
  const xs = [...at.values()].map((p) => p.x);
  const ys = [...at.values()].map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const inputOf = (id: string): PersonInput => {
    const node = known.person(id);
    return { id, name: node?.name ?? '', sex: node?.sex ?? '', photo: node?.person_thumbnail_url[0] ?? null, years: lifeYearsText(node?.life_span), lookup: false, root: id === centreId };
  };
  const folds: PlacedFold[] = [];
  const people: PlacedPerson[] = [];
  for (const [id, p] of at) {
    if (id === SIBLINGS_FOLD_ID) folds.push({ id, x: p.x - minX, y: p.y - minY, people: foldedSiblings.map(inputOf) });
    else people.push({ ...inputOf(id), x: p.x - minX, y: p.y - minY });
  }
  // Lines end at a fold as at a person's card.
  const byId = new Map<string, { x: number; y: number }>([...people, ...folds].map((card) => [card.id, card]));
  const unions: PlacedUnion[] = [];
  for (const family of families) {
    const parents = family.parents.map((id) => byId.get(id)!).sort((a, b) => a.x - b.x);
    const children = family.children.filter((id) => byId.has(id));
    const [a, b] = parents;
    let link: PlacedUnion['link'] = null;
    let x: number;
    let y: number;
    if (a && b && a.y === b.y && Math.abs(b.x - a.x - PERSON_WIDTH - PARTNER_GAP) < 0.5) {
      link = { x1: a.x + PERSON_WIDTH, x2: b.x };
      x = a.x + PERSON_WIDTH + PARTNER_GAP / 2;
      y = a.y + PERSON_HEIGHT / 2;
    } else {
      x = parents.reduce((sum, p) => sum + p.x + PERSON_WIDTH / 2, 0) / parents.length;
      y = Math.max(...parents.map((p) => p.y)) + PERSON_HEIGHT;
    }
    const members = [...parents, ...children.map((id) => byId.get(id)!)];
    // Children on several rows: the line runs down in the gap left of them, clear of every card.
    const childRows = new Set(children.map((id) => byId.get(id)!.y));
    const trunkX = childRows.size > 1 ? Math.min(...children.map((id) => byId.get(id)!.x)) - FAMILY_GAP / 2 : undefined;
    unions.push({
      id: `u:${[...family.parents].sort().join('+')}`,
      x,
      y,
      link,
      parents: family.parents,
      children,
      status: family.status,
      ...(trunkX === undefined ? {} : { trunkX }),
      minX: Math.min(x, trunkX ?? x, ...members.map((p) => p.x)),
      minY: Math.min(y, ...members.map((p) => p.y)),
      maxX: Math.max(x, ...members.map((p) => p.x + PERSON_WIDTH)),
      maxY: Math.max(y, ...members.map((p) => p.y + PERSON_HEIGHT)),
    });
  }
  const cards = [...byId.values()];
  const width = Math.max(...cards.map((p) => p.x + PERSON_WIDTH));
  const height = Math.max(...cards.map((p) => p.y + PERSON_HEIGHT));
  return { width, height, people, unions, rootId: centreId, ...(folds.length ? { folds } : {}) };
}

const sexRank = (sex: string | undefined) => (/^m/i.test(sex?.trim() ?? '') ? 0 : /^f/i.test(sex?.trim() ?? '') ? 2 : 1);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
