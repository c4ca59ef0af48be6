import { create } from 'zustand';

/** The people ticked on the people list (spec 001 section 2, "checkbox selection"): UI state only. */
export interface PeopleSelectionState {
  /** Ids in the order they were ticked, so 'Merge People' compares the first with the second. */
  selected: string[];
  /** Who added each ticked person (their maintainer), so the toolbar offers only what the user may do. */
  makers: Record<string, string | null>;
  toggle: (id: string, maker?: string | null) => void;
  clear: () => void;
}

export const usePeopleSelectionStore = create<PeopleSelectionState>()((set) => ({
  selected: [],
  makers: {},
  toggle: (id, maker = null) =>
    set((state) => ({
      selected: state.selected.includes(id) ? state.selected.filter((other) => other !== id) : [...state.selected, id],
      makers: { ...state.makers, [id]: maker },
    })),
  clear: () => set({ selected: [], makers: {} }),
}));
