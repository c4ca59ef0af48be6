import { create } from 'zustand';

/** The upload sheet (footer counters, status pill) and whether the pill was waved away. */
export interface UploadSheetState {
  isOpen: boolean;
  /** The floating status pill hides until the next files are added. */
  pillDismissed: boolean;
  openSheet: () => void;
  closeSheet: () => void;
  dismissPill: () => void;
  showPill: () => void;
}

export const useUploadSheet = create<UploadSheetState>()((set) => ({
  isOpen: false,
  pillDismissed: false,
  openSheet: () => set({ isOpen: true }),
  closeSheet: () => set({ isOpen: false }),
  dismissPill: () => set({ pillDismissed: true }),
  showPill: () => set({ pillDismissed: false }),
}));
