import type { KeyboardEvent, MouseEvent } from 'react';
import { FAN_CENTRE_RADIUS, FAN_SWEEP, type FanLayout, type FanPerson, type FanWedge } from '../utils/fan-layout';
import { wedgeLabel } from '../utils/fan-label';
import { fanRelation } from '../utils/fan-relation';
import { NAME_FONT_SIZE, nameLines } from '../utils/name-lines';
import { palette, textStyle } from './tree-drawing';

/** Room around the fan, so the outer ring's edge is not cut. */
export const FAN_MARGIN = 12;
const RING_BAND = '#f1f5f9';
const EDGE = '#ffffff';

/** A point `radius` from the middle, `degrees` clockwise from straight up. */
function point(radius: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(2)},${(-radius * Math.cos(radians)).toFixed(2)}`;
}

/** A slice of a ring: the outer arc clockwise, then the inner one back. */
export function ringSlicePath(inner: number, outer: number, start: number, end: number): string {
  const large = end - start > 180 ? 1 : 0;
  return `M${point(outer, start)}A${outer},${outer} 0 ${large} 1 ${point(outer, end)}L${point(inner, end)}A${inner},${inner} 0 ${large} 0 ${point(inner, start)}Z`;
}

/** The drawing's box: the whole circle's width, from its top to the lower of the ring's open ends and the person's circle. */
export function fanBox(layout: FanLayout): { x: number; y: number; width: number; height: number } {
  const bottom = Math.max(FAN_CENTRE_RADIUS, layout.radius * Math.cos(((180 - FAN_SWEEP / 2) * Math.PI) / 180));
  return { x: -layout.radius - FAN_MARGIN, y: -layout.radius - FAN_MARGIN, width: 2 * (layout.radius + FAN_MARGIN), height: layout.radius + bottom + 2 * FAN_MARGIN };
}

/**
 * A wedge's name where fan-label.ts fits it, always turned to read left to right, never upside down
 * (the whole name is the wedge's title).
 */
function WedgeName({ wedge }: { wedge: FanWedge }) {
  const middle = (wedge.startAngle + wedge.endAngle) / 2;
  const { direction, radius, lines, years, fontSize, lineHeight } = wedgeLabel(wedge);
  const transform =
    direction === 'along'
      ? `rotate(${middle}) translate(0,${-radius})${Math.abs(middle) > 90 ? ' rotate(180)' : ''}`
      : `rotate(${middle - 90}) translate(${radius},0)${middle < 0 ? ' rotate(180)' : ''}`;
  return <CentredLines transform={transform} lines={lines} years={years} fontSize={fontSize} lineHeight={lineHeight} fill="#1f2937" weight={600} />;
}

/**
 * Lines of a name centred on a point, and the years (smaller, lighter) under them. Every line but
 * the last ends in a space, so the text read out (and matched against a wedge's name) is the name,
 * not 'Vernou' run into 'BOUVIER'.
 */
function CentredLines({ transform, lines, years, fontSize, lineHeight, fill, weight }: { transform?: string; lines: string[]; years: string | null; fontSize: number; lineHeight: number; fill: string; weight: number }) {
  const rows = lines.length + (years ? 1 : 0);
  const first = -((rows - 1) * lineHeight) / 2 + fontSize * 0.35;
  return (
    <text transform={transform} textAnchor="middle" fill={fill} style={textStyle(fontSize, weight)} pointerEvents="none">
      {lines.map((line, index) => (
        <tspan key={index} x={0} y={first + index * lineHeight}>
          {index < lines.length - 1 || years ? `${line} ` : line}
        </tspan>
      ))}
      {years && (
        // slate-600 on the wedges' pale pinks and blues: 4.5:1 or more.
        <tspan x={0} y={first + lines.length * lineHeight} fill="#475569" style={textStyle(fontSize - 1.5, 500)} data-years>
          {years}
        </tspan>
      )}
    </text>
  );
}

interface FanDrawingProps {
  layout: FanLayout;
  /** On screen: a wedge is a link that turns the fan to that ancestor, the middle one that opens the person. */
  interactive?: {
    onSelect: (personId: string, event: MouseEvent | KeyboardEvent) => void;
    onOpenRoot: (event: MouseEvent | KeyboardEvent) => void;
  };
}

/** 'Tom Smith 1850–1921': what a wedge draws, read out in the same order. */
const nameAndYears = (person: FanPerson) => `${person.name.trim() || 'Unnamed person'}${person.years ? ` ${person.years}` : ''}`;

/** Activation by click, Enter or Space, for an SVG group acting as a link. */
const activation = (act: (event: MouseEvent | KeyboardEvent) => void) => ({
  onClick: act,
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    act(event);
  },
});

/**
 * The fan chart's picture (on screen and in a saved file alike): the person in the middle, each
 * ring a generation of their ancestors, fathers' sides on the left, a faint band where nobody is
 * known. Coloured as the tree's cards are (pink women, blue men).
 */
export function FanDrawing({ layout, interactive }: FanDrawingProps) {
  const rootColours = palette(layout.root.sex);
  const rootLines = nameLines(layout.root.name, ((FAN_CENTRE_RADIUS * 2 - 22) * NAME_FONT_SIZE) / 13, layout.root.years ? 2 : 3);
  return (
    <g>
      {layout.rings.map((ring) => (
        <path key={ring.generation} d={ringSlicePath(ring.innerRadius, ring.outerRadius, -FAN_SWEEP / 2, FAN_SWEEP / 2)} fill={RING_BAND} stroke={EDGE} strokeWidth={1.5} />
      ))}
      {layout.wedges.map((wedge) => {
        const colours = palette(wedge.sex);
        // The words drawn in a wedge (the name, then the years) begin its name, as a link's must.
        const label = `${nameAndYears(wedge)}, ${fanRelation(wedge)}`;
        return (
          <g
            key={`${wedge.generation}-${wedge.slot}`}
            data-person={wedge.id}
            data-generation={wedge.generation}
            {...(interactive ? { role: 'link', tabIndex: 0, 'aria-label': label, className: 'fan-wedge', style: { cursor: 'pointer' }, ...activation((event) => interactive.onSelect(wedge.id, event)) } : {})}
          >
            <title>{label}</title>
            <path d={ringSlicePath(wedge.innerRadius, wedge.outerRadius, wedge.startAngle, wedge.endAngle)} fill={colours.fill} stroke={EDGE} strokeWidth={1.5} />
            <WedgeName wedge={wedge} />
          </g>
        );
      })}
      <g
        data-person={layout.root.id}
        data-centre
        {...(interactive ? { role: 'link', tabIndex: 0, 'aria-label': `${nameAndYears(layout.root)}, open their page`, className: 'fan-wedge', style: { cursor: 'pointer' }, ...activation(interactive.onOpenRoot) } : {})}
      >
        <title>{layout.root.name}</title>
        <circle r={FAN_CENTRE_RADIUS - 2} fill={rootColours.fill} stroke={rootColours.accent} strokeWidth={3} />
        <CentredLines lines={rootLines} years={layout.root.years} fontSize={13} lineHeight={15} fill={rootColours.text} weight={700} />
      </g>
    </g>
  );
}
