import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests before it counts as a long press (Android's own long-press timeout). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * A long press by touch, as phones' photo apps use to start selecting: the handlers go on the
 * element, `onLongPress` runs once the finger has rested LONG_PRESS_MS, and the click (and the
 * browser's own menu) that would follow the press are swallowed, so the press does not also open
 * what it was on. Mouse and pen are left alone: they have a check box and Shift.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(() => cancel, []);

  return {
    onPointerDown: (event: PointerEvent) => {
      fired.current = false;
      if (event.pointerType !== 'touch') return;
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        fired.current = true;
        latest.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current && Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    /** Runs before the element's own click handlers (capture): a click after a long press goes nowhere. */
    onClickCapture: (event: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu: (event: MouseEvent) => {
      if (fired.current || timer.current) event.preventDefault();
    },
  };
}
