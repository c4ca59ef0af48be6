import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe longer than this moves to the next or previous photo. */
const SWIPE_PX = 50;

/**
 * Swiping a photo viewer with a finger or a pen (not the mouse, whose drags select): a swipe to the
 * left calls `onNext`, to the right `onPrevious`; a mostly vertical one (scrolling) calls neither,
 * nor does a pinch (a second finger) or a swipe that ends after `enabled` turned off (the pinch
 * zoomed the picture). Spread the answer on the element swiped.
 */
export function useSwipe({ onNext, onPrevious, enabled = true }: { onNext: () => void; onPrevious: () => void; enabled?: boolean }) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const down = useRef(new Set<number>());
  const lift = (event: PointerEvent) => {
    down.current.delete(event.pointerId);
    if (start.current?.pointerId === event.pointerId) start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      // The first finger of a new touch (an up lost outside the element cannot leave one counted).
      if (event.isPrimary) down.current.clear();
      down.current.add(event.pointerId);
      start.current = enabled && down.current.size === 1 ? { x: event.clientX, y: event.clientY, pointerId: event.pointerId } : null;
    },
    onPointerCancel: lift,
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      lift(event);
      if (!from || from.pointerId !== event.pointerId || !enabled) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
