import { chakra } from '@chakra-ui/react';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { PERSON_HEIGHT, PERSON_WIDTH, type MarriageStatus } from '../utils/layout-input';
import { NAME_FONT_SIZE, nameLines } from '../utils/name-lines';
import type { PlacedPerson, PlacedUnion } from '../utils/tree-layout';
import { initialsOf } from '../../../lib/initials';

/** Marriage links: married green, divorced red, anything else neutral (spec 001). */
export const MARRIAGE_COLOURS: Record<MarriageStatus | 'none', string> = { married: '#16a34a', divorced: '#dc2626', other: '#94a3b8', none: '#94a3b8' };
const CHILD_LINE = '#64748b';
/** The relationship highlight's ring (amber, apart from the sexes' pink and blue). */
const HIGHLIGHT = '#d97706';
/** Cards a highlight leaves out fade back, still readable. */
const DIMMED_OPACITY = 0.3;
const PHOTO = 64;
const PAD = 8;
export const palette = (sex: string) => (/^f/i.test(sex.trim()) ? { fill: '#fce7f3', accent: '#db2777', text: '#9d174d' } : { fill: '#dbeafe', accent: '#2563eb', text: '#1e40af' });

/** Where the name starts, and the room it has: three lines, the last beside the open control. */
const NAME_X = PHOTO + PAD * 2 + 4;
export const NAME_WIDTH = PERSON_WIDTH - NAME_X - PAD;
const OPEN_SIZE = 26;
const OPEN_MARGIN = 5;
export const NAME_LINES = 3;
export const LAST_LINE_WIDTH = PERSON_WIDTH - OPEN_SIZE - OPEN_MARGIN - 6 - NAME_X;
const LINE_HEIGHT = 15;
const YEARS_FONT_SIZE = 11.5;

/**
 * Fonts as inline styles, not SVG attributes: the page's CSS reset gives every element the body
 * font, which outranks presentation attributes (names were drawn at 16 px and overflowed).
 */
export const textStyle = (fontSize: number, fontWeight: number) => ({ fontSize: `${fontSize}px`, fontWeight, fontFamily: 'system-ui, sans-serif' });


interface PersonNodeProps {
  person: PlacedPerson;
  centre: boolean;
  /** The signed-in person's own card, away from the centre: a 'You' badge, so they can find themselves. */
  own?: boolean;
  /** A relationship highlight is on: 'marked' for the people it names, 'dimmed' for the others. */
  highlight?: 'marked' | 'dimmed';
  /** Links and clicks, on screen; none in an exported picture. */
  interactive?: {
    href: string;
    /** A click or Enter on the card: the tree re-centres there (on /graph), or the chart moves there. */
    onSelect: (person: PlacedPerson) => void;
    /** The card's open control: the person's page. */
    onOpen: (person: PlacedPerson, event: ReactMouseEvent) => void;
  };
}

/**
 * A person on the tree: a card with the 64 x 64 photo (or initials on pink or blue), the name,
 * wrapped and cut with an ellipsis when longer (the whole name is the card's title and label), and
 * the years of their life under it when known. On screen the card is a button that re-centres the tree, and a separate control at
 * its corner opens the person's page. A lookup person, whose relatives are not loaded, is drawn
 * as a circle with a dashed ring.
 */
export function PersonNode({ person, centre, own, highlight, interactive }: PersonNodeProps) {
  const colours = palette(person.sex);
  const clip = `clip-${person.id}`;
  const fullName = person.name.trim() || 'Unnamed person';
  // Three lines of name, the last beside the open control; the years, when known, on a fourth beside it too
  // (with two lines, 'Francis Benedict KENNEDY' and 'Rosemary (Rose Marie) KENNEDY' lost their surnames).
  const lines = nameLines(fullName, NAME_WIDTH, NAME_LINES, LAST_LINE_WIDTH);
  const youId = `you-${person.id}`;
  const yearsId = `years-${person.id}`;
  const photoX = PAD;
  const photoY = (PERSON_HEIGHT - PHOTO) / 2;
  // The card's name holds every word drawn on it (WCAG 2.5.3): the name, and 'Show relatives' on a lookup.
  const label = `${fullName}${person.lookup ? ' Show relatives' : ''}${highlight === 'marked' ? ' (highlighted)' : ''}`;
  // A marked card: a thick amber ring drawn outside the card, so it shows at any zoom.
  const mark =
    highlight === 'marked' ? (
      person.lookup ? (
        <circle cx={PERSON_HEIGHT / 2} cy={PERSON_HEIGHT / 2} r={PERSON_HEIGHT / 2 + 4} fill="#fef3c7" stroke={HIGHLIGHT} strokeWidth={5} />
      ) : (
        <rect x={-5} y={-5} width={PERSON_WIDTH + 10} height={PERSON_HEIGHT + 10} rx={16} fill="#fef3c7" stroke={HIGHLIGHT} strokeWidth={5} data-testid="highlight-ring" />
      )
    ) : null;
  const frame = (
    <>
      <title>{fullName}</title>
      {mark}
      {person.lookup ? (
        <circle cx={PERSON_HEIGHT / 2} cy={PERSON_HEIGHT / 2} r={PERSON_HEIGHT / 2 - 1} fill="#ffffff" stroke={colours.accent} strokeWidth={2} strokeDasharray="5 4" />
      ) : (
        <rect width={PERSON_WIDTH} height={PERSON_HEIGHT} rx={12} fill="#ffffff" stroke={centre ? '#b45309' : colours.accent} strokeWidth={centre ? 3 : 1.5} />
      )}
      <NameText lines={lines} withYears={Boolean(person.years)} />
      {!interactive && person.years && <YearsText years={person.years} nameLines={lines.length} />}
      {person.lookup && (
        <text x={NAME_X} y={PERSON_HEIGHT - 10} fill="#64748b" style={textStyle(11, 400)}>
          Show relatives
        </text>
      )}
    </>
  );
  // The photo, or the initials standing in for one. On screen it is drawn over the card's button
  // rather than in it, and lets clicks through: the initials are not words of the card's name.
  const picture = (
    <g pointerEvents="none" aria-hidden>
      <defs>
        <clipPath id={clip}>
          {person.lookup ? <circle cx={photoX + PHOTO / 2} cy={photoY + PHOTO / 2} r={PHOTO / 2} /> : <rect x={photoX} y={photoY} width={PHOTO} height={PHOTO} rx={8} />}
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect x={photoX} y={photoY} width={PHOTO} height={PHOTO} fill={colours.fill} />
        {person.photo ? (
          <image href={person.photo} x={photoX} y={photoY} width={PHOTO} height={PHOTO} preserveAspectRatio="xMidYMid slice" />
        ) : (
          <text x={photoX + PHOTO / 2} y={photoY + PHOTO / 2 + 7} textAnchor="middle" fill={colours.text} style={textStyle(20, 600)}>
            {initialsOf(person.name)}
          </text>
        )}
      </g>
    </g>
  );
  if (!interactive) {
    return (
      <g transform={`translate(${person.x},${person.y})`} data-person={person.id} data-lookup={person.lookup || undefined} opacity={highlight === 'dimmed' ? DIMMED_OPACITY : undefined}>
        {frame}
        {picture}
      </g>
    );
  }
  return (
    <g
      transform={`translate(${person.x},${person.y})`}
      data-person={person.id}
      data-lookup={person.lookup || undefined}
      data-centre={centre || undefined}
      data-highlight={highlight}
      opacity={highlight === 'dimmed' ? DIMMED_OPACITY : undefined}
    >
      <CardButton
        role="button"
        tabIndex={0}
        aria-label={centre ? `${label} (centre of the tree)` : `Centre the tree on ${label}`}
        aria-describedby={[person.years ? yearsId : '', own ? youId : ''].filter(Boolean).join(' ') || undefined}
        data-testid="person-card"
        style={{ cursor: 'pointer' }}
        onClick={() => interactive.onSelect(person)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.stopPropagation();
            interactive.onSelect(person);
          }
        }}
      >
        {frame}
      </CardButton>
      {picture}
      {/* Beside the button, not in it, as the photo is: the years describe the card, and its name stays the person's name (the words drawn in a button must be in its name). */}
      {person.years && <YearsText id={yearsId} years={person.years} nameLines={lines.length} />}
      {own && <YouBadge id={youId} />}
      <OpenControl href={interactive.href} name={fullName} accent={colours.accent} onOpen={(event) => interactive.onOpen(person, event)} />
    </g>
  );
}

/**
 * 'You' on the bottom of the user's own photo: clear of the name and the open control. It describes
 * the card (the card's name stays the person's name, which is how the other cards are found).
 */
function YouBadge({ id }: { id: string }) {
  const width = 36;
  const x = PAD + (PHOTO - width) / 2;
  const y = (PERSON_HEIGHT + PHOTO) / 2 - 10;
  return (
    <g pointerEvents="none" data-testid="you-badge">
      <rect x={x} y={y} width={width} height={16} rx={8} fill="#873b21" stroke="#ffffff" strokeWidth={1.5} />
      <text id={id} x={x + width / 2} y={y + 12} textAnchor="middle" fill="#ffffff" style={textStyle(11, 700)}>
        You
      </text>
    </g>
  );
}

/** The card as a button: a focus ring for the keyboard only (a click re-centres, and the ring would stay on the new centre). */
export const CardButton = chakra('g', { base: { outline: 'none', _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' } } });

/** The card's corner control to the person's page: a link, so it opens in a new tab too. */
function OpenControl({ href, name, accent, onOpen }: { href: string; name: string; accent: string; onOpen: (event: ReactMouseEvent) => void }) {
  const x = PERSON_WIDTH - OPEN_SIZE - OPEN_MARGIN;
  const y = PERSON_HEIGHT - OPEN_SIZE - OPEN_MARGIN;
  return (
    <a
      href={href}
      aria-label={`Open ${name}`}
      data-testid="open-person"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(event);
      }}
      onKeyDown={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <title>{`Open ${name}`}</title>
      <rect x={x} y={y} width={OPEN_SIZE} height={OPEN_SIZE} rx={6} fill="#f8fafc" stroke={accent} strokeWidth={1} />
      <path d={`M${x + 9},${y + 8}h9v9M${x + 18},${y + 8}l-10,10`} fill="none" stroke={accent} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
    </a>
  );
}

/** Where the name's first line sits: two rows or fewer stay above the open control; a third and a fourth (the years) run beside it. */
const nameTop = (rows: number) => [38, 32, 25, 19][rows - 1] ?? 19;

function NameText({ lines, withYears }: { lines: string[]; withYears: boolean }) {
  return (
    <text x={NAME_X} y={nameTop(lines.length + (withYears ? 1 : 0))} fill="#1f2937" style={textStyle(NAME_FONT_SIZE, 600)} data-testid="person-name">
      {lines.map((line, index) => (
        <tspan key={index} x={NAME_X} dy={index === 0 ? 0 : LINE_HEIGHT}>
          {/* A space between lines, so the text read out (and matched against the card's name) is the name, not 'Lee' run into 'BOUVIER'. */}
          {index < lines.length - 1 ? `${line} ` : line}
        </tspan>
      ))}
    </text>
  );
}

/** The years of a life, under the name's lines (slate-600: 4.5:1 or more on the white card). */
function YearsText({ id, years, nameLines: lineCount }: { id?: string; years: string; nameLines: number }) {
  return (
    <text id={id} x={NAME_X} y={nameTop(lineCount + 1) + lineCount * LINE_HEIGHT} fill="#475569" style={textStyle(YEARS_FONT_SIZE, 500)} pointerEvents="none" aria-hidden={id ? true : undefined} data-testid="person-years">
      {years}
    </text>
  );
}

/**
 * A family's lines: the marriage link between partners side by side (coloured by status; a lone
 * or distant parent drops a line instead), and from its middle down to each child, so children
 * hang under their parents' link; children on rows below the first hang from a trunk beside them.
 */
export function UnionLines({ union, people }: { union: PlacedUnion; people: ReadonlyMap<string, { x: number; y: number }> }) {
  const colour = MARRIAGE_COLOURS[union.status ?? 'none'];
  const parentPaths = union.link
    ? `M${union.link.x1},${union.y}H${union.link.x2}`
    : union.parents
        .map((id) => people.get(id))
        .filter((parent) => parent !== undefined)
        .map((parent) => `M${parent.x + PERSON_WIDTH / 2},${parent.y + PERSON_HEIGHT}V${union.y}H${union.x}`)
        .join('');
  const children = union.children.map((id) => people.get(id)).filter((child) => child !== undefined);
  // The line along the top of a row of children, just over their cards.
  const busOver = (rowY: number) => Math.max(union.y, rowY - 14);
  const firstRow = Math.min(...children.map((child) => child.y));
  const childPaths = children.map((child) => {
    const centre = child.x + PERSON_WIDTH / 2;
    // A row below the first is reached down the trunk beside the rows, not through the cards above it.
    if (union.trunkX !== undefined && child.y > firstRow) return `M${union.x},${union.y}V${busOver(firstRow)}H${union.trunkX}V${busOver(child.y)}H${centre}V${child.y}`;
    return `M${union.x},${union.y}V${busOver(child.y)}H${centre}V${child.y}`;
  });
  const marked = union.status !== null && union.link !== null;
  return (
    <g data-union={union.id} data-status={union.status ?? undefined}>
      {union.trunkX !== undefined && <WrappedChildrenPanel trunkX={union.trunkX} top={busOver(firstRow)} cards={children} />}
      {childPaths.length > 0 && <path d={childPaths.join('')} fill="none" stroke={CHILD_LINE} strokeWidth={1.5} />}
      <path d={parentPaths} fill="none" stroke={colour} strokeWidth={marked ? 4 : 1.5} />
      {marked && <circle cx={union.x} cy={union.y} r={4} fill={colour} />}
    </g>
  );
}

/** Room a wrapped family's panel leaves around its rows and trunk. */
const PANEL_PADDING = 8;

/**
 * Behind a family's children on several rows (family-layout.ts wraps a row wider than the view), one
 * tinted panel: the rows under the first are the same family's children, not the next generation.
 */
function WrappedChildrenPanel({ trunkX, top, cards }: { trunkX: number; top: number; cards: ReadonlyArray<{ x: number; y: number }> }) {
  const left = trunkX - PANEL_PADDING;
  const right = Math.max(...cards.map((card) => card.x + PERSON_WIDTH)) + PANEL_PADDING;
  const bottom = Math.max(...cards.map((card) => card.y + PERSON_HEIGHT)) + PANEL_PADDING;
  return <rect data-testid="wrapped-children" x={left} y={top - PANEL_PADDING} width={right - left} height={bottom - top + PANEL_PADDING} rx={14} fill={CHILD_LINE} fillOpacity={0.07} pointerEvents="none" />;
}
