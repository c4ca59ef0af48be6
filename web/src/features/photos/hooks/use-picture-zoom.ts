import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import type { PictureRect } from '../../../lib/picture-rect';

/*
 * Zoom for the lightbox's picture, written here rather than taken from a library: the stage already
 * lays the picture out (lib/picture-rect.ts) with the face boxes over it, and zoom has to keep that
 * rectangle, not the letterboxed stage, on the screen; its state also steers the lightbox's own rules
 * (arrow keys and swipes stay on a zoomed photo, Escape first zooms out, the original is fetched past
 * the 1600 px picture's size). react-zoom-pan-pinch measures and clamps to its own wrapper, and d3-zoom
 * (already used by the tree) reads touches as touch events beside the swipe's pointer events, so
 * either would need as much glue as this small hook of plain pointer events.
 */

/** Where the picture is drawn: scaled by `scale` about the stage's top left, then moved by x, y (CSS px). */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };

/** One press of + or - (keys, buttons). */
export const ZOOM_STEP = 1.5;

export interface ZoomGeometry {
  stage: { width: number; height: number };
  /** The picture at fit, in stage coordinates. */
  picture: PictureRect;
  maxScale: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** One axis: a picture narrower than the stage stays centred; a wider one may not leave a gap at either edge. */
function clampAxis(offset: number, scale: number, start: number, size: number, stage: number): number {
  const drawn = size * scale;
  if (drawn <= stage) return (stage - drawn) / 2 - start * scale;
  return clamp(offset, stage - (start + size) * scale, -start * scale);
}

/** The view brought within the zoom limits, and panned no further than the picture's edges. */
export function clampView(view: ZoomView, { stage, picture, maxScale }: ZoomGeometry): ZoomView {
  const scale = clamp(view.scale, 1, Math.max(1, maxScale));
  if (scale === 1) return FIT;
  return {
    scale,
    x: clampAxis(view.x, scale, picture.left, picture.width, stage.width),
    y: clampAxis(view.y, scale, picture.top, picture.height, stage.height),
  };
}

/** Zoomed to `scale` keeping the stage point `at` under the same spot of the picture (the pointer, a pinch's centre). */
export function zoomAround(view: ZoomView, at: { x: number; y: number }, scale: number, geometry: ZoomGeometry): ZoomView {
  const next = clamp(scale, 1, Math.max(1, geometry.maxScale));
  const ratio = next / view.scale;
  return clampView({ scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, geometry);
}

/**
 * How far the lightbox may zoom: twice the original's own pixels, at least 4x the fitted picture (a
 * small original can still be looked into), at most 16x.
 */
export function maxZoomFor(picture: { width: number }, fitted: { width: number }): number {
  const native = fitted.width > 0 ? picture.width / fitted.width : 1;
  return clamp(native * 2, 4, 16);
}

/** Double-click or double-tap: the original's own pixels (as Google Photos does), between 2x and 4x the fit. */
export function doubleTapScaleFor(picture: { width: number }, fitted: { width: number }): number {
  const native = fitted.width > 0 ? picture.width / fitted.width : 1;
  return clamp(native, 2, 4);
}

/** A second tap this soon after the first, and this near it, is a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 40;
/** A finger that moves further than this is dragging, not tapping. */
const TAP_SLOP_PX = 10;

interface Options {
  stageRef: RefObject<HTMLElement | null>;
  geometry: ZoomGeometry;
  /** The zoom starts at fit again whenever this changes (the next photo). */
  resetKey: string;
  /** Off for videos: nothing zooms. */
  enabled: boolean;
  /** Off while a face is drawn: the pointer draws the box then; keys, buttons and the wheel still zoom. */
  gestures: boolean;
  doubleTapScale: number;
}

export interface PictureZoom {
  view: ZoomView;
  zoomed: boolean;
  /** False while a finger or the mouse moves the picture, so it follows without lag. */
  smooth: boolean;
  canZoomIn: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Pans by a share of the stage (arrow keys). */
  panBy: (dx: number, dy: number) => void;
  /** Spread on the stage element. */
  handlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerMove: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: (event: PointerEvent) => void;
    onDoubleClick: (event: MouseEvent) => void;
  };
}

/** Pointers pressed on the picture (not on the buttons over it), in stage coordinates. */
type Pointers = Map<number, { x: number; y: number }>;

const midpoint = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Zoom and pan for a picture on a stage: double-click or double-tap toggles between fit and a close
 * look centred on that point, the wheel and a trackpad or touch pinch zoom about the pointer, a drag pans a
 * zoomed picture; `zoomIn`, `zoomOut`, `reset` and `panBy` are for keys and buttons.
 */
export function usePictureZoom({ stageRef, geometry, resetKey, enabled, gestures, doubleTapScale }: Options): PictureZoom {
  // The view belongs to the photo it was made on: another photo starts at fit with no effect to run.
  const [state, setState] = useState<{ key: string; view: ZoomView; smooth: boolean }>({ key: resetKey, view: FIT, smooth: true });
  const view = enabled && state.key === resetKey ? clampView(state.view, geometry) : FIT;
  const smooth = state.key !== resetKey || state.smooth;

  const latest = useRef({ geometry, resetKey, view, enabled, gestures, doubleTapScale });
  useLayoutEffect(() => {
    latest.current = { geometry, resetKey, view, enabled, gestures, doubleTapScale };
  });

  // From the view as last set (several pointer moves can come between two renders).
  const change = (next: (view: ZoomView, geometry: ZoomGeometry) => ZoomView, smoothly: boolean) => {
    const { enabled: on, resetKey: key, geometry: now } = latest.current;
    if (!on) return;
    setState((was) => ({ key, view: next(was.key === key ? clampView(was.view, now) : FIT, now), smooth: smoothly }));
  };
  const stageCentre = () => ({ x: latest.current.geometry.stage.width / 2, y: latest.current.geometry.stage.height / 2 });

  const pointers = useRef<Pointers>(new Map());
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const gesture = useRef<{ startX: number; startY: number; startedAt: number; moved: boolean; multi: boolean } | null>(null);
  const lastPointerType = useRef('mouse');

  const pointOf = (event: { clientX: number; clientY: number }) => {
    const box = stageRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  // Zoomed in, the point double-clicked comes to the middle of the stage (as far as the picture's edges allow).
  const toggleAt = (at: { x: number; y: number }) =>
    change((current, geometry) => {
      if (current.scale > 1) return FIT;
      const closer = zoomAround(current, at, latest.current.doubleTapScale, geometry);
      return clampView({ ...closer, x: closer.x + geometry.stage.width / 2 - at.x, y: closer.y + geometry.stage.height / 2 - at.y }, geometry);
    }, true);

  // The wheel is listened to directly: React's wheel listener is passive and cannot keep the page from zooming.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !enabled) return;
    const onWheel = (event: WheelEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="menu"]')) return;
      event.preventDefault();
      // A trackpad pinch arrives as a wheel with ctrlKey and small deltas; lines (Firefox's mouse wheel) are ~16 px.
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      const factor = Math.exp(-pixels * (event.ctrlKey ? 0.01 : 0.002));
      const at = pointOf(event);
      change((current, geometry) => zoomAround(current, at, current.scale * factor, geometry), false);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
    // change and pointOf read everything through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stageRef, enabled]);

  const release = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) {
      gesture.current = null;
      setState((was) => (was.smooth ? was : { ...was, smooth: true }));
    }
  };

  return {
    view,
    zoomed: view.scale > 1,
    smooth,
    canZoomIn: enabled && view.scale < geometry.maxScale - 1e-6,
    zoomIn: () => change((current, geometry) => zoomAround(current, stageCentre(), current.scale * ZOOM_STEP, geometry), true),
    zoomOut: () => change((current, geometry) => zoomAround(current, stageCentre(), current.scale / ZOOM_STEP, geometry), true),
    reset: () => change(() => FIT, true),
    panBy: (dx, dy) =>
      change((current, geometry) => clampView({ ...current, x: current.x - dx * geometry.stage.width, y: current.y - dy * geometry.stage.height }, geometry), true),
    handlers: {
      onPointerDown: (event) => {
        lastPointerType.current = event.pointerType;
        const { enabled: on, gestures: free, view: current } = latest.current;
        if (!on || !free || (event.pointerType === 'mouse' && event.button !== 0)) return;
        // The buttons over the picture keep their clicks (a captured pointer would take them away).
        if (event.target instanceof Element && event.target.closest('button, a, input, textarea, [role="menu"]')) return;
        const at = pointOf(event);
        pointers.current.set(event.pointerId, at);
        if (pointers.current.size === 1) gesture.current = { startX: at.x, startY: at.y, startedAt: event.timeStamp, moved: false, multi: false };
        else if (gesture.current) gesture.current.multi = true;
        // Held while panning or pinching, so the picture follows a pointer that leaves the stage.
        if (current.scale > 1 || pointers.current.size > 1) (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event) => {
        const was = pointers.current.get(event.pointerId);
        if (!was) return;
        const at = pointOf(event);
        const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
        pointers.current.set(event.pointerId, at);
        const start = gesture.current;
        if (start && Math.hypot(at.x - start.startX, at.y - start.startY) > TAP_SLOP_PX) start.moved = true;
        if (others.length === 1) {
          // A pinch: zoom by how much further apart the fingers are, about their middle, which also pans.
          const other = others[0]!;
          const before = distance(was, other);
          const after = distance(at, other);
          const from = midpoint(was, other);
          const to = midpoint(at, other);
          change((current, geometry) => {
            const zoomedView = before > 0 ? zoomAround(current, from, current.scale * (after / before), geometry) : current;
            return clampView({ ...zoomedView, x: zoomedView.x + to.x - from.x, y: zoomedView.y + to.y - from.y }, geometry);
          }, false);
        } else if (others.length === 0 && latest.current.view.scale > 1) {
          change((current, geometry) => clampView({ ...current, x: current.x + at.x - was.x, y: current.y + at.y - was.y }, geometry), false);
        }
      },
      onPointerUp: (event) => {
        const start = gesture.current;
        const tracked = pointers.current.has(event.pointerId);
        release(event);
        // Touch and pen have no dblclick everywhere: two quick taps in one place toggle (the mouse uses onDoubleClick).
        if (!tracked || event.pointerType === 'mouse' || !start || start.moved || start.multi) return;
        const at = pointOf(event);
        const tap = lastTap.current;
        if (tap && event.timeStamp - tap.at < DOUBLE_TAP_MS && Math.hypot(at.x - tap.x, at.y - tap.y) < DOUBLE_TAP_PX) {
          lastTap.current = null;
          toggleAt(at);
        } else lastTap.current = { at: event.timeStamp, x: at.x, y: at.y };
      },
      onPointerCancel: release,
      onDoubleClick: (event) => {
        // A browser that also sends dblclick for a double tap would undo the toggle made above.
        if (lastPointerType.current !== 'mouse' || !latest.current.gestures) return;
        if (event.target instanceof Element && event.target.closest('button, a, input, textarea, [role="menu"]')) return;
        toggleAt(pointOf(event));
      },
    },
  };
}
