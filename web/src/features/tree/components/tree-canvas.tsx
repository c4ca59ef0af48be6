import { Box, Flex, HStack, IconButton, type StackProps } from '@chakra-ui/react';
import { CompassIcon } from '../../../components/ui/icons';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { PERSON_HEIGHT, PERSON_WIDTH } from '../utils/layout-input';
import { ARROW_DIRECTIONS, cardInDirection } from '../utils/card-in-direction';
import { familyCore, FIT_PADDING, fitView, minFitScale, openingFocus, type ScreenBands } from '../utils/view-fit';
import type { PlacedFold, PlacedPerson, TreeLayout } from '../utils/tree-layout';
import { SiblingsDialog, SiblingsFoldCard } from './siblings-fold';
import { PersonNode, UnionLines } from './tree-drawing';

interface TreeCanvasProps {
  layout: TreeLayout;
  /** The person the view centres on. */
  centreId: string;
  onSelectPerson: (person: PlacedPerson) => void;
  onOpenPerson: (person: PlacedPerson, event: ReactMouseEvent) => void;
  label: string;
  /** A relationship highlight: these people marked, the others dimmed (the centre stays as it is). */
  highlight?: ReadonlySet<string> | null;
  /** The signed-in person's own person: their card is marked 'You' when someone else is the centre. */
  ownPersonId?: string | null;
}

export interface TreeCanvasHandle {
  centreOn: (personId: string) => void;
}

const MIN_SCALE = 0.1;
const MAX_SCALE = 2.5;
const KEY_PAN = 80;
const KEY_ZOOM = 1.25;
/** Nodes are drawn this far (in screens) beyond the view, so small pans draw nothing new. */
const MARGIN = 0.75;

interface WorldRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const worldRectOf = (transform: ZoomTransform, width: number, height: number, margin: number): WorldRect => {
  const [x0, y0] = transform.invert([-width * margin, -height * margin]);
  const [x1, y1] = transform.invert([width * (1 + margin), height * (1 + margin)]);
  return { x0, y0, x1, y1 };
};
const inside = (inner: WorldRect, outer: WorldRect) => inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;

/**
 * The tree drawn in SVG: pan and zoom with the mouse (drag, wheel), touch (drag, pinch) and the
 * keyboard (arrows, + and -, 0 to centre; on a card, arrows go from card to card) through d3-zoom. Panning moves one transform; only the
 * people and lines within a margin around the view are drawn, and the drawn set changes only when
 * the view leaves that margin, so large trees pan without work per frame.
 */
export const TreeCanvas = forwardRef<TreeCanvasHandle, TreeCanvasProps>(function TreeCanvas({ layout, centreId, onSelectPerson, onOpenPerson, label, highlight, ownPersonId }, ref) {
  const svgRef = useRef<SVGSVGElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const drawnRef = useRef<WorldRect | null>(null);
  /** The view is still the opening one: the person has not moved or zoomed it since. */
  const untouchedRef = useRef(true);
  const [drawn, setDrawn] = useState<WorldRect | null>(null);

  // Where lines end: the people's cards, and the cards standing for people folded away.
  const cardsById = useMemo(() => new Map<string, { x: number; y: number }>([...layout.people, ...(layout.folds ?? [])].map((card) => [card.id, card])), [layout]);
  const [openFold, setOpenFold] = useState<PlacedFold | null>(null);

  const size = () => {
    const svg = svgRef.current;
    return { width: svg?.clientWidth || 800, height: svg?.clientHeight || 600 };
  };

  /** The strip the floating zoom buttons cover (at the bottom right on a wider screen), so no card opens under them. */
  const controlsRef = useRef<HTMLDivElement>(null);
  const controlsBand = (): ScreenBands => {
    const view = svgRef.current?.getBoundingClientRect();
    const controls = controlsRef.current?.getBoundingClientRect();
    if (!view || !controls || controls.height === 0) return { top: 0, bottom: 0 };
    const upper = controls.top + controls.height / 2 < view.top + view.height / 2;
    return upper ? { top: Math.max(0, controls.bottom - view.top), bottom: 0 } : { top: 0, bottom: Math.max(0, view.bottom - controls.top) };
  };

  const redrawIfNeeded = useCallback((transform: ZoomTransform) => {
    const { width, height } = size();
    const view = worldRectOf(transform, width, height, 0);
    const current = drawnRef.current;
    if (current && inside(view, current) && (current.x1 - current.x0) * transform.k < width * (1 + 2 * MARGIN) * 1.6) return;
    const next = worldRectOf(transform, width, height, MARGIN);
    drawnRef.current = next;
    setDrawn(next);
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([MIN_SCALE, MAX_SCALE])
      .on('zoom', (event: { transform: ZoomTransform; sourceEvent: unknown }) => {
        // A drag, a wheel or a pinch: the view is the person's now.
        if (event.sourceEvent) untouchedRef.current = false;
        groupRef.current?.setAttribute('transform', event.transform.toString());
        redrawIfNeeded(event.transform);
      });
    zoomRef.current = behaviour;
    select(svg).call(behaviour).on('dblclick.zoom', null);
    return () => {
      select(svg).on('.zoom', null);
    };
  }, [redrawIfNeeded]);

  const centreOn = useCallback(
    (personId: string) => {
      const svg = svgRef.current;
      const behaviour = zoomRef.current;
      const person = layout.people.find((p) => p.id === personId) ?? layout.people[0];
      if (!svg || !behaviour || !person) return;
      const { width, height } = size();
      const scale = svg.__zoom?.k ?? 1;
      const k = scale > 0 ? scale : 1;
      const cx = person.x + PERSON_WIDTH / 2;
      const cy = person.y + PERSON_HEIGHT / 2;
      untouchedRef.current = false;
      behaviour.transform(select(svg), zoomIdentity.translate(width / 2 - cx * k, height / 2 - cy * k).scale(k));
    },
    [layout],
  );

  /** The opening view: the whole drawing when it fits at a readable size, else around the centre. */
  const fit = useCallback(
    (personId: string) => {
      const svg = svgRef.current;
      const behaviour = zoomRef.current;
      const person = layout.people.find((p) => p.id === personId) ?? layout.people[0];
      if (!svg || !behaviour || !person) return;
      const view = size();
      const minScale = minFitScale(view.width);
      const focus = openingFocus(layout, person, (view.width - 2 * FIT_PADDING) / minScale);
      const opening = fitView(layout, focus, view, controlsBand(), { core: familyCore(layout, person.id), minScale });
      behaviour.transform(select(svg), zoomIdentity.translate(opening.x, opening.y).scale(opening.k));
      untouchedRef.current = true;
    },
    [layout],
  );

  useImperativeHandle(ref, () => ({ centreOn }), [centreOn]);

  // A new centre, or people placed anew: open the view on it. Fresher data that moves nobody (a
  // couple's link coloured once their marriage is read) leaves the view where the person put it.
  const placement = useMemo(() => layout.people.map((p) => `${p.id}@${p.x},${p.y}`).join('|'), [layout]);
  const fitLatest = useRef(fit);
  useEffect(() => {
    fitLatest.current = fit;
  }, [fit]);
  useEffect(() => {
    drawnRef.current = null;
    fitLatest.current(centreId);
  }, [placement, centreId]);

  // The canvas takes its final size after the first fit (the heading above grows to two lines once
  // the centre's name loads; a window is resized or turned): an opening view nobody has moved yet is
  // fitted again, or its edge rows would stay cut off.
  const centreRef = useRef(centreId);
  useEffect(() => {
    centreRef.current = centreId;
  }, [centreId]);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    let last = { width: svg.clientWidth, height: svg.clientHeight };
    const observer = new ResizeObserver(() => {
      const now = { width: svg.clientWidth, height: svg.clientHeight };
      if (now.width === last.width && now.height === last.height) return;
      last = now;
      if (untouchedRef.current) fitLatest.current(centreRef.current);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  // A card reached by an arrow key, focused once it is drawn (it may be beyond what was drawn).
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    const node = [...(svgRef.current?.querySelectorAll('[data-person]') ?? [])].find((each) => each.getAttribute('data-person') === focusId);
    const card = node?.querySelector<SVGGElement>('[data-testid="person-card"]');
    if (!card) return;
    card.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId, drawn]);

  /** On a card, an arrow key moves to the next card that way, bringing it into view; elsewhere it pans. */
  const moveBetweenCards = (event: React.KeyboardEvent): boolean => {
    const direction = ARROW_DIRECTIONS[event.key];
    const fromId = direction && (event.target as Element).closest?.('[data-testid="person-card"]') ? (event.target as Element).closest('[data-person]')?.getAttribute('data-person') : null;
    if (!direction || !fromId) return false;
    const next = cardInDirection(layout.people, fromId, direction);
    if (next) {
      const svg = svgRef.current;
      const transform = svg?.__zoom;
      const { width, height } = size();
      const view = transform ? worldRectOf(transform, width, height, 0) : null;
      const whole = view && next.x >= view.x0 && next.y >= view.y0 && next.x + PERSON_WIDTH <= view.x1 && next.y + PERSON_HEIGHT <= view.y1;
      if (!whole) centreOn(next.id);
      setFocusId(next.id);
    }
    return true;
  };

  const keyboard = (event: React.KeyboardEvent) => {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    if (moveBetweenCards(event)) {
      event.preventDefault();
      return;
    }
    const selection = select(svg);
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    const move = moves[event.key];
    if (move) {
      const k = svg.__zoom?.k ?? 1;
      behaviour.translateBy(selection, move[0] / k, move[1] / k);
    } else if (event.key === '+' || event.key === '=') behaviour.scaleBy(selection, KEY_ZOOM);
    else if (event.key === '-' || event.key === '_') behaviour.scaleBy(selection, 1 / KEY_ZOOM);
    else if (event.key === '0') fit(centreId);
    else return;
    if (event.key !== '0') untouchedRef.current = false;
    event.preventDefault();
  };

  const zoomBy = (factor: number) => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current) return;
    untouchedRef.current = false;
    zoomRef.current.scaleBy(select(svg), factor);
  };

  const visiblePeople = drawn ? layout.people.filter((p) => p.x + PERSON_WIDTH >= drawn.x0 && p.x <= drawn.x1 && p.y + PERSON_HEIGHT >= drawn.y0 && p.y <= drawn.y1) : [];
  const visibleFolds = drawn ? (layout.folds ?? []).filter((f) => f.x + PERSON_WIDTH >= drawn.x0 && f.x <= drawn.x1 && f.y + PERSON_HEIGHT >= drawn.y0 && f.y <= drawn.y1) : [];
  const visibleUnions = drawn ? layout.unions.filter((u) => u.maxX >= drawn.x0 && u.minX <= drawn.x1 && u.maxY >= drawn.y0 && u.minY <= drawn.y1) : [];

  return (
    <Flex direction="column" h="full" w="full">
      {/* On a phone the buttons have a bar of their own above the drawing: floating over it, they hid a card wherever the view was moved. */}
      <ZoomControls display={{ base: 'flex', md: 'none' }} alignSelf="stretch" justifyContent="flex-end" rounded="none" borderBottomWidth="1px" borderColor="border" onZoom={zoomBy} onCentre={() => fit(centreId)} />
      <Box position="relative" flex="1" minH="0">
        <svg
          ref={svgRef}
          width="100%"
          height="100%"
          role="group"
          aria-label={`${label}. Drag or use the arrow keys to move, the mouse wheel, pinch or + and - to zoom, 0 to centre. On a person, the arrow keys go to the next person that way.`}
          tabIndex={0}
          onKeyDown={keyboard}
          style={{ touchAction: 'none', display: 'block', outline: 'none', background: 'var(--chakra-colors-bg-subtle)', cursor: 'grab' }}
          data-testid="tree-canvas"
          data-people={layout.people.length}
          data-drawn={visiblePeople.length}
        >
          <g ref={groupRef}>
            {visibleUnions.map((union) => (
              <UnionLines key={union.id} union={union} people={cardsById} />
            ))}
            {visibleFolds.map((fold) => (
              <SiblingsFoldCard key={fold.id} fold={fold} onOpen={() => setOpenFold(fold)} />
            ))}
            {visiblePeople.map((person) => (
              <PersonNode
                key={person.id}
                person={person}
                centre={person.id === centreId}
                own={person.id === ownPersonId && person.id !== centreId}
                highlight={!highlight || person.id === centreId ? undefined : highlight.has(person.id) ? 'marked' : 'dimmed'}
                interactive={{ href: `/person/${person.id}`, onSelect: onSelectPerson, onOpen: onOpenPerson }}
              />
            ))}
          </g>
        </svg>
        <SiblingsDialog
          fold={openFold}
          centreName={layout.people.find((person) => person.id === centreId)?.name.trim() || 'this person'}
          onClose={() => setOpenFold(null)}
          onChoose={(person) => {
            const fold = openFold;
            setOpenFold(null);
            if (fold) onSelectPerson({ ...person, x: fold.x, y: fold.y });
          }}
        />
        {/* On a wider screen the buttons float at the bottom right, over the drawing's own margin. */}
        <ZoomControls ref={controlsRef} display={{ base: 'none', md: 'flex' }} position="absolute" bottom="3" right="3" shadow="sm" onZoom={zoomBy} onCentre={() => fit(centreId)} />
      </Box>
    </Flex>
  );
});

interface ZoomControlsProps extends Omit<StackProps, 'children'> {
  onZoom: (factor: number) => void;
  onCentre: () => void;
}

/** Zoom in, zoom out and centre, for a mouse or a finger (the keyboard has +, - and 0). */
const ZoomControls = forwardRef<HTMLDivElement, ZoomControlsProps>(function ZoomControls({ onZoom, onCentre, ...frame }, ref) {
  return (
    <HStack ref={ref} gap="1" bg="bg.panel" rounded="lg" p="1" data-testid="tree-zoom" {...frame}>
      <IconButton size="sm" variant="ghost" aria-label="Zoom in" onClick={() => onZoom(KEY_ZOOM)}>
        <span aria-hidden>+</span>
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label="Zoom out" onClick={() => onZoom(1 / KEY_ZOOM)}>
        <span aria-hidden>−</span>
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label="Centre the tree" onClick={onCentre}>
        <CompassIcon />
      </IconButton>
    </HStack>
  );
});

declare global {
  interface SVGSVGElement {
    /** Where d3-zoom keeps the element's current transform. */
    __zoom?: ZoomTransform;
  }
}
