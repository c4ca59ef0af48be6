import { useEffect, type RefObject } from 'react';
import { visibleBottom } from './use-fill-height';

/**
 * Once a chart has its size, scrolls the page just enough that its bottom edge is in sight (above a
 * phone's bottom bar). Under a person page's heading and relationship card a chart started near the
 * window's end, and the charts drawn upwards from the person (ancestors, the fan) had that person
 * below it. A tree chart fills the window's height at most (use-fill-height.ts), so it is then in
 * sight whole; a fan taller than a phone's window shows its lower part, the person and their parents.
 * Runs once for each chart opened (`key`), and not at all when the chart's bottom is in sight already.
 */
export function useRevealChart(chart: RefObject<HTMLElement | null>, ready: boolean, key: string): void {
  useEffect(() => {
    const element = chart.current;
    if (!ready || !element) return;
    const by = element.getBoundingClientRect().bottom - visibleBottom();
    if (by <= 0) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollBy({ top: by, behavior: smooth ? 'smooth' : 'auto' });
    // Once a chart is opened (its ref is the same object throughout), not on its later resizes or refetches.
  }, [chart, ready, key]);
}
