import { useEffect } from 'react';

const scheduled = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Calls `release(id)` once the component lets go of `id`: it moves to another id or none, or the
 * component unmounts. Released a tick later, so StrictMode's trial unmount and remount (which
 * takes the same id again at once) releases nothing. Pass a stable `release` (module level or memoized).
 */
export function useReleaseOnLeave(id: string | null, release: (id: string) => void) {
  useEffect(() => {
    if (!id) return;
    clearTimeout(scheduled.get(id));
    scheduled.delete(id);
    return () => {
      scheduled.set(
        id,
        setTimeout(() => {
          scheduled.delete(id);
          release(id);
        }, 0),
      );
    };
  }, [id, release]);
}
