import type { FixType } from '@heirloom/shared/contracts/photos';
import { create } from 'zustand';

/** What is being done to a photo: a correction, or a quarter turn. */
export type PendingWork = FixType | 'turn';

/** Image corrections and turns asked for and not yet come back (UI state: which buttons spin). */
interface PendingFixesState {
  pending: Record<string, PendingWork>;
  start: (photoId: string, work: PendingWork) => void;
  finish: (photoId: string) => void;
}

export const usePendingFixes = create<PendingFixesState>()((set) => ({
  pending: {},
  start: (photoId, work) => set((state) => ({ pending: { ...state.pending, [photoId]: work } })),
  finish: (photoId) =>
    set((state) => {
      if (!(photoId in state.pending)) return state;
      const { [photoId]: _done, ...rest } = state.pending;
      return { pending: rest };
    }),
}));
