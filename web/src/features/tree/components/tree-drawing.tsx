import type { MouseEvent as ReactMouseEvent } from 'react';
import { PERSON_HEIGHT, PERSON_WIDTH, type MarriageStatus } from '../utils/layout-input';
import type { PlacedPerson, PlacedUnion } from '../utils/tree-layout';

/** Marriage links: married green, divorced red, anything else neutral (spec 001). */
export const MARRIAGE_COLOURS: Record<MarriageStatus | 'none', string> = { married: '#16a34a', divorced: '#dc2626', other: '#94a3b8', none: '#94a3b8' };
const CHILD_LINE = '#64748b';
const PHOTO = 64;
const PAD = 8;
const palette = (sex: string) => (/^f/i.test(sex.trim()) ? { fill: '#fce7f3', accent: '#db2777', text: '#9d174d' } : { fill: '#dbeafe', accent: '#2563eb', text: '#1e40af' });

const LINE_CHARS = 16;

/** Up to two lines of about 16 characters, each cut with an ellipsis when longer. */
export function nameLines(name: string): string[] {
  const words = (name.trim() || 'Unnamed person').split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1]!;
    if (!current || current.length + word.length + 1 <= LINE_CHARS) lines[lines.length - 1] = current ? `${current} ${word}` : word;
    else lines.push(word);
  }
  const cut = (line: string) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 1)}…` : line);
  if (lines.length <= 2) return lines.map(cut);
  const second = lines.slice(1).join(' ');
  return [cut(lines[0]!), cut(second)];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('') || '?';

interface PersonNodeProps {
  person: PlacedPerson;
  centre: boolean;
  /** Links and clicks, on screen; none in an exported picture. */
  interactive?: {
    href: string;
    onSelect: (person: PlacedPerson) => void;
    onOpen: (person: PlacedPerson, event: ReactMouseEvent) => void;
  };
}

/**
 * A person on the tree: the 64 x 64 photo (or initials on pink or blue) and the name. A lookup
 * person, whose relatives are not loaded, is drawn as a circle with a dashed ring.
 */
export function PersonNode({ person, centre, interactive }: PersonNodeProps) {
  const colours = palette(person.sex);
  const clip = `clip-${person.id}`;
  const lines = nameLines(person.name);
  const photoX = PAD;
  const photoY = (PERSON_HEIGHT - PHOTO) / 2;
  const label = `${person.name || 'Unnamed person'}${person.lookup ? ', relatives not loaded yet' : ''}`;
  return (
    <g
      transform={`translate(${person.x},${person.y})`}
      data-person={person.id}
      data-lookup={person.lookup || undefined}
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
      aria-label={interactive ? (centre ? `${label} (centre of the tree)` : `Centre the tree on ${label}`) : undefined}
      style={interactive ? { cursor: 'pointer' } : undefined}
      onClick={interactive ? () => interactive.onSelect(person) : undefined}
      onKeyDown={
        interactive
          ? (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                event.stopPropagation();
                interactive.onSelect(person);
              }
            }
          : undefined
      }
    >
      {person.lookup ? (
        <circle cx={PERSON_HEIGHT / 2} cy={PERSON_HEIGHT / 2} r={PERSON_HEIGHT / 2 - 1} fill="#ffffff" stroke={colours.accent} strokeWidth={2} strokeDasharray="5 4" />
      ) : (
        <rect width={PERSON_WIDTH} height={PERSON_HEIGHT} rx={12} fill="#ffffff" stroke={centre ? '#b45309' : colours.accent} strokeWidth={centre ? 3 : 1.5} />
      )}
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
          <text x={photoX + PHOTO / 2} y={photoY + PHOTO / 2 + 7} textAnchor="middle" fontSize={20} fontWeight={600} fill={colours.text} fontFamily="system-ui, sans-serif">
            {initials(person.name)}
          </text>
        )}
      </g>
      <NameText lines={lines} href={interactive?.href} onOpen={interactive ? (event) => interactive.onOpen(person, event) : undefined} />
      {person.lookup && (
        <text x={PHOTO + PAD * 2 + 4} y={PERSON_HEIGHT - 10} fontSize={11} fill="#64748b" fontFamily="system-ui, sans-serif">
          Show relatives
        </text>
      )}
    </g>
  );
}

function NameText({ lines, href, onOpen }: { lines: string[]; href?: string; onOpen?: (event: ReactMouseEvent) => void }) {
  const x = PHOTO + PAD * 2 + 4;
  const top = lines.length === 1 ? PERSON_HEIGHT / 2 + 5 : PERSON_HEIGHT / 2 - 4;
  const text = (
    <text x={x} y={top} fontSize={12.5} fontWeight={600} fill="#1f2937" fontFamily="system-ui, sans-serif" textDecoration={href ? 'underline' : undefined}>
      {lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? 0 : 17}>
          {line}
        </tspan>
      ))}
    </text>
  );
  if (!href || !onOpen) return text;
  return (
    <a
      href={href}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(event);
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {text}
    </a>
  );
}

/**
 * A family's lines: the marriage link between partners side by side (coloured by status; a lone
 * or distant parent drops a line instead), and from its middle down to each child, so children
 * hang under their parents' link.
 */
export function UnionLines({ union, people }: { union: PlacedUnion; people: ReadonlyMap<string, PlacedPerson> }) {
  const colour = MARRIAGE_COLOURS[union.status ?? 'none'];
  const parentPaths = union.link
    ? `M${union.link.x1},${union.y}H${union.link.x2}`
    : union.parents
        .map((id) => people.get(id))
        .filter((parent): parent is PlacedPerson => parent !== undefined)
        .map((parent) => `M${parent.x + PERSON_WIDTH / 2},${parent.y + PERSON_HEIGHT}V${union.y}H${union.x}`)
        .join('');
  const childPaths = union.children.map((id) => {
    const child = people.get(id);
    if (!child) return '';
    const bus = Math.max(union.y, child.y - 14);
    return `M${union.x},${union.y}V${bus}H${child.x + PERSON_WIDTH / 2}V${child.y}`;
  });
  const marked = union.status !== null && union.link !== null;
  return (
    <g data-union={union.id} data-status={union.status ?? undefined}>
      {childPaths.length > 0 && <path d={childPaths.join('')} fill="none" stroke={CHILD_LINE} strokeWidth={1.5} />}
      <path d={parentPaths} fill="none" stroke={colour} strokeWidth={marked ? 4 : 1.5} />
      {marked && <circle cx={union.x} cy={union.y} r={4} fill={colour} />}
    </g>
  );
}
