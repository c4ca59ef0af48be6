/**
 * Where a fan chart wedge's name goes, and in how many lines. Text is straight and a ring is
 * curved, so a name written along a parent's or grandparent's ring cannot use the arc's whole
 * length: a straight line as long as the arc, centred in the ring, ends beyond the ring's outer
 * edge, under the next ring's wedges ('homas "Tom" Hartley'). The lines are fitted to the wedge's
 * true shape instead: their far corners inside the outer edge, their near ones clear of the
 * wedge's sides, the block moved off the ring's middle (inwards, where a straight line has more
 * room) only as far as the name needs, in two lines or smaller type before a name is cut. Further
 * out, names run along the radius, where a straight line fits the ring's depth exactly.
 */
import type { FanWedge } from './fan-layout';
import { NAME_FONT_SIZE, nameLines, textWidth } from './name-lines';

/** Room kept between a name and its wedge's edges. */
export const FAN_LABEL_PADDING = 5;

export interface WedgeLabel {
  /** 'along': across the wedge, perpendicular to its middle radius; 'across': along that radius. */
  direction: 'along' | 'across';
  /** How far from the fan's middle the block of lines is centred. */
  radius: number;
  lines: string[];
  years: string | null;
  fontSize: number;
  lineHeight: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Half the width a block of lines `height` tall may have when centred `centre` from the fan's
 * middle, across the wedge: its far corners inside the outer edge, its near corners clear of the sides.
 */
export function alongHalfWidth(wedge: FanWedge, centre: number, height: number): number {
  const outer = wedge.outerRadius - FAN_LABEL_PADDING;
  const farthest = centre + height / 2;
  const nearest = centre - height / 2;
  if (farthest > outer || nearest < wedge.innerRadius) return 0;
  const byOuterEdge = Math.sqrt(outer * outer - farthest * farthest);
  const halfAngle = radians((wedge.endAngle - wedge.startAngle) / 2);
  // A corner (x, d) is `d sin(a) - x cos(a)` from the side: at least the padding.
  const bySides = halfAngle >= Math.PI / 2 ? Infinity : nearest * Math.tan(halfAngle) - FAN_LABEL_PADDING / Math.cos(halfAngle);
  return Math.max(0, Math.min(byOuterEdge, bySides));
}

/** nameLines ends a line it had to cut with an ellipsis. */
const fitsWhole = (lines: string[]) => !lines.some((line) => line.endsWith('…'));

/** Centres a block of lines `height` tall could take in the ring, a pixel apart, nearest the ring's middle first. */
function centresOf(wedge: FanWedge, height: number): number[] {
  const middle = (wedge.innerRadius + wedge.outerRadius) / 2;
  const lowest = wedge.innerRadius + FAN_LABEL_PADDING + height / 2;
  const highest = wedge.outerRadius - FAN_LABEL_PADDING - height / 2;
  const centres: number[] = [];
  // The ring's middle first, then outwards on both sides of it, nearest first.
  for (let step = 0; middle - step >= lowest || middle + step <= highest; step++) {
    if (middle - step >= lowest) centres.push(middle - step);
    if (step > 0 && middle + step <= highest) centres.push(middle + step);
  }
  return centres;
}

/** How a name along a ring may be laid out, most readable first; the first that shows it whole is taken. */
const ALONG_LAYOUTS = [
  { fontSize: 12.5, nameRows: 1, withYears: true },
  { fontSize: 12.5, nameRows: 2, withYears: true },
  { fontSize: 11, nameRows: 2, withYears: true },
  // The name before the years, where the ring is too shallow for both.
  { fontSize: 11, nameRows: 2, withYears: false },
] as const;

function alongLabel(wedge: FanWedge): WedgeLabel {
  let fallback: WedgeLabel | null = null;
  for (const { fontSize, nameRows, withYears } of ALONG_LAYOUTS) {
    const lineHeight = fontSize + 2;
    const years = withYears ? wedge.years : null;
    const height = (nameRows + (years ? 1 : 0)) * lineHeight;
    const centres = centresOf(wedge, height);
    if (!centres.length) continue;
    const halfWidths = centres.map((centre) => alongHalfWidth(wedge, centre, height));
    const widest = Math.max(...halfWidths);
    const lines = nameLines(wedge.name, (2 * widest * NAME_FONT_SIZE) / fontSize, nameRows);
    // As near the ring's middle as the longest line allows; where none is wide enough (a name cut to
    // its first letter), where there is most room.
    const needed = Math.max(...lines.map((line) => textWidth(line, fontSize))) / 2;
    const radius = centres.find((_, index) => halfWidths[index]! >= needed) ?? centres[halfWidths.indexOf(widest)]!;
    const label: WedgeLabel = { direction: 'along', radius, lines, years, fontSize, lineHeight };
    if (fitsWhole(lines)) return label;
    // A name too long for every layout keeps its years, cut in the smaller type.
    if (withYears || !fallback) fallback = label;
  }
  return fallback ?? { direction: 'along', radius: (wedge.innerRadius + wedge.outerRadius) / 2, lines: [], years: null, fontSize: 11, lineHeight: 13 };
}

function acrossLabel(wedge: FanWedge, fontSize: number, lineHeight: number): WedgeLabel {
  const radius = (wedge.innerRadius + wedge.outerRadius) / 2;
  const across = radians(wedge.endAngle - wedge.startAngle) * wedge.innerRadius;
  const width = wedge.outerRadius - wedge.innerRadius - 12;
  // Rows side by side across the slice, counted where it is narrowest (its inner end).
  const rows = Math.max(1, Math.floor((across - 6) / lineHeight));
  const years = wedge.years && rows >= 2 ? wedge.years : null;
  const lines = nameLines(wedge.name, (width * NAME_FONT_SIZE) / fontSize, Math.min(2, years ? rows - 1 : rows));
  return { direction: 'across', radius, lines, years, fontSize, lineHeight };
}

/** Parents' and grandparents' names go along their (wide) slices, those further out along the radius. */
export function wedgeLabel(wedge: FanWedge): WedgeLabel {
  if (wedge.generation <= 2) return alongLabel(wedge);
  const fontSize = wedge.generation <= 4 ? 11 : 10;
  return acrossLabel(wedge, fontSize, fontSize + 2);
}
