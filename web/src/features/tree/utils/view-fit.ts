import { PERSON_HEIGHT, PERSON_WIDTH } from './layout-input';
import type { TreeLayout } from './tree-layout';

/** Room kept around the drawing when it is fitted to the view, in screen px. */
export const FIT_PADDING = 16;
/** Below this zoom names are too small to read: a larger drawing is panned instead of shrunk further. */
export const MIN_FIT_SCALE = 0.7;
/**
 * A phone is held closer but its text is smaller: at 0.7 a name is 8.75 px there, too small to
 * read. A phone-sized view opens no smaller than this, a name's 12.5 px drawn at 11 px.
 */
export const PHONE_MIN_FIT_SCALE = 0.88;
/** Views narrower than this are a phone's. */
export const PHONE_VIEW_WIDTH = 600;

/** The smallest zoom a view of this width opens at, and lays out its rows for. */
export const minFitScale = (viewWidth: number): number => (viewWidth < PHONE_VIEW_WIDTH ? PHONE_MIN_FIT_SCALE : MIN_FIT_SCALE);

/** A box in the drawing's units. */
export interface DrawingBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

/** Strips across the top and bottom of the view, in screen px, that controls drawn over it cover. */
export interface ScreenBands {
  top: number;
  bottom: number;
}
const NO_BANDS: ScreenBands = { top: 0, bottom: 0 };

/**
 * Where a drawing opens: the whole of it in view when it fits at a readable size (never enlarged
 * past 1). Otherwise, at the smallest readable zoom (`minScale`, larger on a phone), the `core` in
 * the middle (the person with their parents, grandparents, partners and children: familyCore), so
 * a big family opens on the people around the person rather than on a slice of it; the centre
 * person when even the core is bigger than the view. There is no empty space beyond the drawing's
 * edges, so the first cards at an edge are whole. It
 * opens clear of the bands (the zoom buttons' strip), unless only the whole view shows every
 * generation: then a corner under the buttons beats a lost generation.
 */
export function fitView(
  drawing: { width: number; height: number },
  centre: { x: number; y: number },
  view: { width: number; height: number },
  bands: ScreenBands = NO_BANDS,
  options: { core?: DrawingBox; minScale?: number } = {},
): ViewTransform {
  const core = options.core ?? { x0: centre.x, y0: centre.y, x1: centre.x + PERSON_WIDTH, y1: centre.y + PERSON_HEIGHT };
  const minScale = options.minScale ?? MIN_FIT_SCALE;
  const clear = fitBetween(drawing, centre, core, view, bands, minScale);
  if (clear.whole || (bands.top === 0 && bands.bottom === 0)) return clear.transform;
  const open = fitBetween(drawing, centre, core, view, NO_BANDS, minScale);
  return open.whole ? open.transform : clear.transform;
}

/** fitView between the bands: the drawing is fitted to the view less the bands, then shifted below the top one; `whole` when every generation shows. */
function fitBetween(
  drawing: { width: number; height: number },
  centre: { x: number; y: number },
  core: DrawingBox,
  whole: { width: number; height: number },
  bands: ScreenBands,
  minScale: number,
): { transform: ViewTransform; whole: boolean } {
  const view = { width: whole.width, height: Math.max(1, whole.height - bands.top - bands.bottom) };
  const roomX = Math.max(1, view.width - 2 * FIT_PADDING);
  const roomY = Math.max(1, view.height - 2 * FIT_PADDING);
  // Rows were laid out to fit the view at the smallest readable zoom: a drawing that does not fit whole opens at it.
  const k = Math.min(1, Math.max(minScale, Math.min(roomX / drawing.width, roomY / drawing.height)));
  const axis = (size: number, at: number, coreStart: number, coreEnd: number, screen: number) => {
    // The whole drawing fits this way (with less than the padding, if need be): centre it.
    if (size * k <= screen) return (screen - size * k) / 2;
    // Otherwise the core in the middle, or the centre person when the core is bigger than the view,
    // clamped to the drawing's edges.
    const middle = (coreEnd - coreStart) * k <= screen - 2 * FIT_PADDING ? (coreStart + coreEnd) / 2 : at;
    const wanted = screen / 2 - middle * k;
    return Math.min(FIT_PADDING, Math.max(screen - FIT_PADDING - size * k, wanted));
  };
  return {
    transform: {
      k,
      x: axis(drawing.width, centre.x + PERSON_WIDTH / 2, core.x0, core.x1, view.width),
      y: bands.top + axis(drawing.height, centre.y + PERSON_HEIGHT / 2, core.y0, core.y1, view.height),
    },
    // Every generation seen, if only just (within the padding): the bands take height only, so only
    // the height decides (a wide drawing pans sideways either way).
    whole: drawing.height * k <= view.height,
  };
}

/**
 * The cards a family tree should open with in view: the person, their parents and grandparents,
 * their partners and children, and the card their brothers and sisters are folded into.
 */
export function familyCore(layout: Pick<TreeLayout, 'people' | 'unions' | 'folds'>, personId: string): DrawingBox | undefined {
  const parentsOf = (ids: readonly string[]) => layout.unions.filter((union) => union.children.some((child) => ids.includes(child))).flatMap((union) => union.parents);
  const parents = parentsOf([personId]);
  const own = layout.unions.filter((union) => union.parents.includes(personId));
  const ids = new Set([personId, ...parents, ...parentsOf(parents), ...own.flatMap((union) => [...union.parents, ...union.children])]);
  const person = layout.people.find((each) => each.id === personId);
  const cards = [...layout.people.filter((each) => ids.has(each.id)), ...(layout.folds ?? []).filter((fold) => fold.y === person?.y)];
  if (cards.length === 0) return undefined;
  return {
    x0: Math.min(...cards.map((card) => card.x)),
    y0: Math.min(...cards.map((card) => card.y)),
    x1: Math.max(...cards.map((card) => card.x + PERSON_WIDTH)),
    y1: Math.max(...cards.map((card) => card.y + PERSON_HEIGHT)),
  };
}

/**
 * Where the view centres when it opens on a person: their card, or, with brothers and sisters folded
 * beside them, the middle of their row (the fold, the person, their partners), so a row that fits
 * the view opens whole instead of with the fold cut off at the edge. A row wider than `roomWidth`
 * (a phone at a legible zoom holds one card) opens on the person, whole, the fold reached by a pan.
 * Given as a card's top-left corner.
 */
export function openingFocus(layout: Pick<TreeLayout, 'people' | 'folds'>, person: { x: number; y: number }, roomWidth = Number.POSITIVE_INFINITY): { x: number; y: number } {
  const fold = layout.folds?.find((each) => each.y === person.y);
  if (!fold) return person;
  const row = [fold, ...layout.people.filter((each) => each.y === person.y)].map((card) => card.x);
  if (Math.max(...row) + PERSON_WIDTH - Math.min(...row) > roomWidth) return person;
  return { x: (Math.min(...row) + Math.max(...row)) / 2, y: person.y };
}
