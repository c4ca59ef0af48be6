import type { FixType } from '@heirloom/shared/contracts/photos';
import { create } from 'zustand';

/** Image corrections asked for and not yet come back (UI state: which buttons spin). */
interface PendingFixesState {
  pending: Record<string, FixType>;
  start: (photoId: string, fixType: FixType) => void;
  finish: (photoId: string) => void;
}

export const usePendingFixes = create<PendingFixesState>()((set) => ({
  pending: {},
  start: (photoId, fixType) => set((state) => ({ pending: { ...state.pending, [photoId]: fixType } })),
  finish: (photoId) =>
    set((state) => {
      if (!(photoId in state.pending)) return state;
      const { [photoId]: _done, ...rest } = state.pending;
      return { pending: rest };
    }),
}));
