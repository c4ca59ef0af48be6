import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe longer than this moves to the next or previous photo. */
const SWIPE_PX = 50;

/**
 * Swiping a photo viewer with a finger or a pen (not the mouse, whose drags select): a swipe to the
 * left calls `onNext`, to the right `onPrevious`; a mostly vertical one (scrolling) calls neither.
 * Spread the answer on the element swiped.
 */
export function useSwipe({ onNext, onPrevious, enabled = true }: { onNext: () => void; onPrevious: () => void; enabled?: boolean }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' && enabled) start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
