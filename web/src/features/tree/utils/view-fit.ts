import { PERSON_HEIGHT, PERSON_WIDTH } from './layout-input';
import type { TreeLayout } from './tree-layout';

/** Room kept around the drawing when it is fitted to the view, in screen px. */
export const FIT_PADDING = 16;
/** Below this zoom names are too small to read: a larger drawing is panned instead of shrunk further. */
export const MIN_FIT_SCALE = 0.7;

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
 * past 1), otherwise the centre person in the middle with no empty space beyond the drawing's
 * edges, so the top generation of a tall chart is never cut off when the chart would fit and the
 * first cards at an edge are whole. It opens clear of the bands (the zoom buttons' strip), unless
 * only the whole view shows every generation: then a corner under the buttons beats a lost generation.
 */
export function fitView(drawing: { width: number; height: number }, centre: { x: number; y: number }, view: { width: number; height: number }, bands: ScreenBands = NO_BANDS): ViewTransform {
  const clear = fitBetween(drawing, centre, view, bands);
  if (clear.whole || (bands.top === 0 && bands.bottom === 0)) return clear.transform;
  const open = fitBetween(drawing, centre, view, NO_BANDS);
  return open.whole ? open.transform : clear.transform;
}

/** fitView between the bands: the drawing is fitted to the view less the bands, then shifted below the top one; `whole` when every generation shows. */
function fitBetween(drawing: { width: number; height: number }, centre: { x: number; y: number }, whole: { width: number; height: number }, bands: ScreenBands): { transform: ViewTransform; whole: boolean } {
  const view = { width: whole.width, height: Math.max(1, whole.height - bands.top - bands.bottom) };
  const roomX = Math.max(1, view.width - 2 * FIT_PADDING);
  const roomY = Math.max(1, view.height - 2 * FIT_PADDING);
  const k = Math.min(1, Math.max(MIN_FIT_SCALE, Math.min(roomX / drawing.width, roomY / drawing.height)));
  const axis = (size: number, at: number, screen: number) => {
    // The whole drawing fits this way (with less than the padding, if need be): centre it.
    if (size * k <= screen) return (screen - size * k) / 2;
    // Otherwise the centre person in the middle, clamped to the drawing's edges.
    const wanted = screen / 2 - at * k;
    return Math.min(FIT_PADDING, Math.max(screen - FIT_PADDING - size * k, wanted));
  };
  return {
    transform: {
      k,
      x: axis(drawing.width, centre.x + PERSON_WIDTH / 2, view.width),
      y: bands.top + axis(drawing.height, centre.y + PERSON_HEIGHT / 2, view.height),
    },
    // Every generation seen, if only just (within the padding): the bands take height only, so only
    // the height decides (a wide drawing pans sideways either way).
    whole: drawing.height * k <= view.height,
  };
}

/**
 * Where the view centres when it opens on a person: their card, or, with brothers and sisters folded
 * beside them, the middle of their row (the fold, the person, their partners), so a row that fits
 * the view opens whole instead of with the fold cut off at the edge. Given as a card's top-left corner.
 */
export function openingFocus(layout: Pick<TreeLayout, 'people' | 'folds'>, person: { x: number; y: number }): { x: number; y: number } {
  const fold = layout.folds?.find((each) => each.y === person.y);
  if (!fold) return person;
  const row = [fold, ...layout.people.filter((each) => each.y === person.y)].map((card) => card.x);
  return { x: (Math.min(...row) + Math.max(...row)) / 2, y: person.y };
}
