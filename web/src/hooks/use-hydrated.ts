import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (it reads the server snapshot), true afterwards and
 * in any page drawn in the browser from scratch. A part that looks different for a signed-in
 * visitor draws the prerendered (signed-out) form first, so hydration matches, then its own.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
