import { useState } from 'react';

/**
 * True from the first render where `value` is true, and from then on. For parts loaded on first
 * use (a dialog, a drawer): they mount when first wanted and stay mounted, so closing still animates.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
